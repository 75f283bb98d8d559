import type { FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { recipeFiltersToQuery } from './listing-query';
import { RecipeFilters } from './recipe-filters';
import { RecipeGrid, RecipePagination } from './recipe-grid';
import type { Recipe, RecipeFilterValues, RecipeListingResult } from './recipe';
import * as styles from './recipes.css';

export interface RecipeListingProps {
  listing: RecipeListingResult;
  values: RecipeFilterValues;
  /** The listing's localised path, e.g. `/en/recipes`. */
  action: string;
  hrefFor: (recipe: Recipe) => string;
  onFilterSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** Filters beside the recipe grid, the number of results and the pages. */
export function RecipeListing({ listing, values, action, hrefFor, onFilterSubmit }: RecipeListingProps) {
  const { t } = useTranslation('recipes');
  const pageHref = (page: number) => {
    const query = recipeFiltersToQuery(values, page);
    return query ? `${action}?${query}` : action;
  };
  return (
    <div className={styles.listingLayout}>
      <RecipeFilters action={action} values={values} aggregations={listing.aggregations} onSubmit={onFilterSubmit} />
      <div className={styles.results}>
        <p role="status">{t('listing.results', { count: listing.total })}</p>
        <RecipeGrid recipes={listing.elements} hrefFor={hrefFor} />
        <RecipePagination page={listing.page} total={listing.total} limit={listing.limit} hrefFor={pageHref} />
      </div>
    </div>
  );
}
