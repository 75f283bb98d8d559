import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { parseListingQuery, type ListingCriteria, type Schemas } from '@gipfel/api';
import { AppLink, Button, Checkbox, TextField, visuallyHidden } from '@gipfel/ui';
import { resetFiltersHref } from './active-filters';
import { ActiveFilterList, useActiveFilters } from './filter-chips';
import { getListingFilters } from './listing-filters';
import { getListingCriteria, idsOf, listingHref, listingQueryEntries } from './listing-url';
import * as styles from './filter-panel.css';

export interface FilterPanelProps {
  listing: Partial<Pick<Schemas['ProductListingResult'], 'aggregations' | 'currentFilters' | 'sorting'>>;
  /** The criteria of the current URL (`parseListingQuery`); default: read from the listing. */
  criteria?: ListingCriteria;
  /** Where the GET form goes (default: the current URL). */
  action?: string;
  /** With JavaScript: called with the new criteria instead of submitting the form. */
  onApply?: (criteria: ListingCriteria) => void;
  currency?: string;
  /** Level of the "Filters" heading. */
  headingLevel?: 2 | 3;
  /** Keeps the heading for screen readers only (inside a drawer that has the same title). */
  hideTitle?: boolean;
  /** The chosen filters as removable chips above the form; default true. */
  showActiveFilters?: boolean;
  /** "Apply filters" and "Reset all filters" below the form; default true. */
  showActions?: boolean;
  /**
   * With `onApply`: a ticked box or a chosen rating applies at once, and Enter in a price field
   * (the form may have no submit button). For a drawer that shows the new count while open.
   */
  applyOnChange?: boolean;
  className?: string;
}

const RATINGS = [5, 4, 3, 2, 1] as const;
const PRICE_FIELDS = ['min-price', 'max-price'] as const;
// Set by the form's own fields, or dropped: the page starts again at 1 (no `p`) when filters change.
const FORM_FIELDS: ReadonlyArray<keyof ListingCriteria> = ['properties', 'manufacturer', 'min-price', 'max-price', 'rating', 'shipping-free', 'p'];

/**
 * The fields start from the criteria (`defaultChecked`, `defaultValue`); when the criteria change
 * while the form stays (a chip, reset or a client navigation), the fields are set to them, so the
 * form never sends a filter again that the shopper removed elsewhere.
 */
function useShowCriteria(form: { current: HTMLFormElement | null }, criteria: ListingCriteria) {
  const key = listingHref({ ...criteria, p: undefined });
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const chosen = new Set([...idsOf(criteria.properties).map((value) => `properties=${value}`), ...idsOf(criteria.manufacturer).map((value) => `manufacturer=${value}`)]);
    for (const input of form.current?.querySelectorAll('input') ?? []) {
      if (input.type === 'checkbox' && input.name === 'shipping-free') input.checked = criteria['shipping-free'] === true;
      else if (input.type === 'checkbox') input.checked = chosen.has(`${input.name}=${input.value}`);
      else if (input.type === 'radio' && input.name === 'rating') input.checked = input.value === String(criteria.rating ?? '');
      else if ((PRICE_FIELDS as readonly string[]).includes(input.name)) input.value = String(criteria[input.name as (typeof PRICE_FIELDS)[number]] ?? '');
    }
  }, [form, key, criteria]);
}

/**
 * The listing's filters as one GET form: a checkbox list per property group, manufacturers,
 * a price range, a minimum rating and free shipping, with the active filters as removable chips.
 * Checkboxes of one kind share a name (`properties`, `manufacturer`), so the browser sends the
 * ids as repeated parameters; `parseListingQuery` joins them into Shopware's pipe-separated list.
 */
export function FilterPanel({
  listing,
  criteria,
  action,
  onApply,
  currency = 'CHF',
  headingLevel = 2,
  hideTitle = false,
  showActiveFilters = true,
  showActions = true,
  applyOnChange = false,
  className,
}: FilterPanelProps) {
  const { t } = useTranslation('listing');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const current = criteria ?? getListingCriteria(listing);
  const filters = getListingFilters(listing.aggregations);
  const properties = new Set(idsOf(current.properties));
  const manufacturers = new Set(idsOf(current.manufacturer));
  const showRating = filters.maxRating !== undefined || current.rating !== undefined;
  const showShippingFree = filters.shippingFree || current['shipping-free'] === true;
  const showPrice = filters.price !== undefined || current['min-price'] !== undefined || current['max-price'] !== undefined;
  const hasFilters = filters.propertyGroups.length > 0 || filters.manufacturers.length > 0 || showPrice || showRating || showShippingFree;
  const active = useActiveFilters(listing, current, currency);
  const Heading = `h${headingLevel}` as const;
  const titleId = `${id}-title`;
  useShowCriteria(form, current);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!onApply) return;
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') query.append(name, value);
    onApply(parseListingQuery(query));
  }

  function handleChange(event: ChangeEvent<HTMLFormElement>) {
    const input = event.target as unknown as HTMLInputElement;
    if (applyOnChange && onApply && (input.type === 'checkbox' || input.type === 'radio')) event.currentTarget.requestSubmit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const input = event.target as HTMLInputElement;
    if (!applyOnChange || !onApply || event.key !== 'Enter' || input.tagName !== 'INPUT' || input.type !== 'number') return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }

  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} aria-labelledby={titleId}>
      <Heading id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
        {t('filters.title')}
      </Heading>

      {showActiveFilters && active.length > 0 ? <ActiveFilterList active={active} /> : null}

      {hasFilters ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- listens to its own fields: a ticked box, Enter in a price
        <form
          ref={form}
          method="get"
          action={action}
          className={styles.form}
          aria-labelledby={titleId}
          onSubmit={handleSubmit}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
        >
          {listingQueryEntries(current, FORM_FIELDS).map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}

          {filters.propertyGroups.map((group) => (
            <fieldset key={group.id} className={styles.fieldset}>
              <legend className={styles.legend}>{group.name}</legend>
              <div className={styles.options}>
                {group.options.map((option) => (
                  <Checkbox
                    key={option.id}
                    name="properties"
                    value={option.id}
                    defaultChecked={properties.has(option.id)}
                    label={
                      <>
                        {option.colorHexCode ? (
                          <span className={styles.swatch} style={{ background: option.colorHexCode }} aria-hidden="true" />
                        ) : null}
                        {option.name}
                      </>
                    }
                  />
                ))}
              </div>
            </fieldset>
          ))}

          {filters.manufacturers.length > 0 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.manufacturer')}</legend>
              <div className={styles.options}>
                {filters.manufacturers.map((manufacturer) => (
                  <Checkbox
                    key={manufacturer.id}
                    name="manufacturer"
                    value={manufacturer.id}
                    defaultChecked={manufacturers.has(manufacturer.id)}
                    label={manufacturer.name}
                  />
                ))}
              </div>
            </fieldset>
          ) : null}

          {showPrice ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.price')}</legend>
              <div className={styles.priceRow}>
                <TextField
                  type="number"
                  name="min-price"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  label={`${t('filters.minPrice')} (${currency})`}
                  defaultValue={current['min-price'] ?? ''}
                  placeholder={filters.price ? String(Math.floor(filters.price.min)) : undefined}
                />
                <TextField
                  type="number"
                  name="max-price"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  label={`${t('filters.maxPrice')} (${currency})`}
                  defaultValue={current['max-price'] ?? ''}
                  placeholder={filters.price ? String(Math.ceil(filters.price.max)) : undefined}
                />
              </div>
            </fieldset>
          ) : null}

          {showRating ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.rating')}</legend>
              {RATINGS.map((stars) => (
                <label key={stars} className={styles.radioRow}>
                  <input type="radio" name="rating" value={stars} defaultChecked={current.rating === stars} />
                  <span className={styles.stars} aria-hidden="true">
                    {'★'.repeat(stars)}
                    {'☆'.repeat(5 - stars)}
                  </span>
                  {t('filters.ratingFrom', { count: stars })}
                </label>
              ))}
              <label className={styles.radioRow}>
                <input type="radio" name="rating" value="" defaultChecked={current.rating === undefined} />
                {t('filters.ratingAny')}
              </label>
            </fieldset>
          ) : null}

          {showShippingFree ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.shippingFree')}</legend>
              <Checkbox name="shipping-free" value="1" defaultChecked={current['shipping-free'] === true} label={t('filters.shippingFree')} />
            </fieldset>
          ) : null}

          {showActions ? (
            <div className={styles.actions}>
              <Button type="submit">{t('filters.apply')}</Button>
              {active.length > 0 ? (
                <AppLink href={resetFiltersHref(current)} className={styles.reset}>
                  {t('filters.reset')}
                </AppLink>
              ) : null}
            </div>
          ) : null}
        </form>
      ) : (
        <p className={styles.none}>{t('filters.none')}</p>
      )}
    </section>
  );
}
