import type { ReactNode } from 'react';
import { AppLink } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import { RecipeCard } from './recipe-card';
import type { Recipe } from './recipe';
import * as styles from './recipes.css';

export interface RecipeGridProps {
  recipes: Recipe[];
  /** Localised path of a recipe's page. */
  hrefFor: (recipe: Recipe) => string;
  /** Accessible name of the list. */
  label?: string;
  headingLevel?: 2 | 3;
  emptyState?: ReactNode;
}

/** Recipe cards in a responsive grid. */
export function RecipeGrid({ recipes, hrefFor, label, headingLevel = 2, emptyState }: RecipeGridProps) {
  const { t } = useTranslation('recipes');
  if (recipes.length === 0) return <>{emptyState ?? <p>{t('listing.empty')}</p>}</>;
  return (
    <ul className={styles.grid} aria-label={label ?? t('listing.label')}>
      {recipes.map((recipe, index) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} href={hrefFor(recipe)} headingLevel={headingLevel} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

export interface RecipePaginationProps {
  page: number;
  total: number;
  limit: number;
  /** Localised path of a listing page (keeps the filters). */
  hrefFor: (page: number) => string;
}

/** Links to the pages of a listing: works without JavaScript. */
export function RecipePagination({ page, total, limit, hrefFor }: RecipePaginationProps) {
  const { t } = useTranslation('recipes');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className={styles.pagination}>
        {page > 1 ? (
          <li>
            <AppLink href={hrefFor(page - 1)} className={styles.pageLink} rel="prev">
              {t('pagination.previous')}
            </AppLink>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <AppLink href={hrefFor(n)} className={styles.pageLink} aria-current={n === page ? 'page' : undefined} aria-label={t('pagination.page', { page: n })}>
              {n}
            </AppLink>
          </li>
        ))}
        {page < pages ? (
          <li>
            <AppLink href={hrefFor(page + 1)} className={styles.pageLink} rel="next">
              {t('pagination.next')}
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
