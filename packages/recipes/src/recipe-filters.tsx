import type { FormEvent } from 'react';
import { Button } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import { formatCookTime } from './format';
import { cookTimeOptions } from './listing-query';
import { difficulties, type RecipeFilterValues, type RecipeListingAggregations } from './recipe';
import * as styles from './recipes.css';

export interface RecipeFiltersProps {
  /** The listing's path: the form GETs it, so the URL holds the filters. */
  action: string;
  values: RecipeFilterValues;
  aggregations?: RecipeListingAggregations;
  /** With JavaScript, e.g. to navigate client-side; the plain GET works without it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** Tag (several), difficulty and maximum cook time as a plain GET form. */
export function RecipeFilters({ action, values, aggregations, onSubmit }: RecipeFiltersProps) {
  const { t, i18n } = useTranslation('recipes');
  const tagBuckets = aggregations?.tags?.buckets ?? [];
  // Chosen tags stay visible even when the current page has no bucket for them.
  const shownTags = [...tagBuckets, ...values.tags.filter((slug) => !tagBuckets.some((b) => b.key === slug)).map((slug) => ({ key: slug, name: slug, count: 0 }))];
  const difficultyCounts = new Map((aggregations?.difficulty?.buckets ?? []).map((b) => [b.key, b.count]));
  return (
    <form method="get" action={action} className={styles.filters} aria-label={t('listing.filters')} onSubmit={onSubmit}>
      {shownTags.length ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('listing.tags')}</legend>
          {shownTags.map((bucket) => (
            <label key={bucket.key} className={styles.option}>
              <input type="checkbox" name="tag" value={bucket.key} defaultChecked={values.tags.includes(bucket.key)} />
              <span>
                {bucket.name} <span className={styles.hint}>{t('listing.count', { count: bucket.count })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('listing.difficulty')}</legend>
        {difficulties.map((difficulty) => (
          <label key={difficulty} className={styles.option}>
            <input type="checkbox" name="difficulty" value={difficulty} defaultChecked={values.difficulties.includes(difficulty)} />
            <span>
              {t(`difficulty.${difficulty}`)}
              {difficultyCounts.has(difficulty) ? <span className={styles.hint}> {t('listing.count', { count: difficultyCounts.get(difficulty) })}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.scalerField}>
        <label htmlFor="recipe-filter-max-time" className={styles.legend}>
          {t('listing.maxCookTime')}
        </label>
        <select id="recipe-filter-max-time" name="maxTime" defaultValue={values.maxCookTime ? String(values.maxCookTime) : ''} className={styles.selectControl}>
          <option value="">{t('listing.anyCookTime')}</option>
          {[...new Set([...cookTimeOptions, ...(values.maxCookTime ? [values.maxCookTime] : [])])]
            .sort((a, b) => a - b)
            .map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('listing.upTo', { time: formatCookTime(minutes, i18n.language, t) })}
              </option>
            ))}
        </select>
      </div>
      <div className={styles.actions}>
        <Button type="submit">{t('listing.apply')}</Button>
        <a href={action}>{t('listing.reset')}</a>
      </div>
    </form>
  );
}
