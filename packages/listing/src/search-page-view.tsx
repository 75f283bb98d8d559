import { AppLink } from '@gipfel/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { countActiveFilters } from './active-filters';
import { FilterChips } from './filter-chips';
import { FilterDrawer } from './filter-drawer';
import { ListingLinkProvider } from './listing-links';
import type { ListingPageLoader } from './listing-store';
import { createListingStore } from './listing-store';
import { ListingStoreProvider, useApplyListingResult } from './listing-store-context';
import { ListingResults } from './listing-store-results';
import { ListingToolbar } from './listing-toolbar';
import type { SearchPage } from './search-page';
import * as styles from './search-page.css';

export interface SearchPageViewProps {
  page: SearchPage;
  /** The page's heading before a search (the host's page title). */
  title: string;
  /** The shortest term that is searched (the hint before a search says it). */
  minTermLength: number;
  currency: string;
  /** Loads the next page of results for "load more" (the host's resource, with the term). */
  loadPage: ListingPageLoader;
  /** Adds the language prefix to a root-relative path. */
  localizeHref: (path: string) => string;
  /** Where the cards' add-to-cart forms post. */
  addToCartAction: string;
}

/**
 * The search page: before a search a hint and a few searches that always find something; after
 * one the results with filters, sorting, load more and page links, or what to try when nothing
 * was found. Links and forms work without JavaScript.
 */
export function SearchPageView({ page, title, minTermLength, currency, loadPage, localizeHref, addToCartAction }: SearchPageViewProps) {
  const { t } = useTranslation('listing');
  if (!page.listing) {
    return (
      <>
        <h1>{title}</h1>
        <p>{t('searchPage.hint', { count: minTermLength })}</p>
        <SearchSuggestions searchHref={localizeHref('/search')} />
      </>
    );
  }
  return (
    <ListingLinkProvider localizeHref={localizeHref}>
      <SearchResults page={{ ...page, listing: page.listing }} currency={currency} loadPage={loadPage} searchHref={localizeHref('/search')} addToCartAction={addToCartAction} />
    </ListingLinkProvider>
  );
}

type SearchResultsProps = { page: SearchPage & { listing: NonNullable<SearchPage['listing']> }; currency: string; loadPage: ListingPageLoader; searchHref: string; addToCartAction: string };

/** The results of a search: filters, sorting, the grid, load more (the next page appended) and page links. */
function SearchResults({ page, currency, loadPage, searchHref, addToCartAction }: SearchResultsProps) {
  const { t } = useTranslation('listing');
  const { term, criteria, listing } = page;
  // One store per search page view (never module-global); a new term, filter or sorting replaces its result.
  const [store] = useState(() => createListingStore(listing, { loadPage }));
  useEffect(() => store.getState().setPageLoader(loadPage), [store, loadPage]);
  useApplyListingResult(store, listing);

  const products = listing.elements ?? [];
  return (
    <>
      <h1>{t('searchPage.resultsHeading', { term })}</h1>
      {products.length === 0 && (listing.total ?? 0) === 0 && countActiveFilters(criteria) === 0 ? (
        <section aria-labelledby="search-empty">
          <h2 id="search-empty">{t('searchPage.emptyTitle', { term })}</h2>
          <p>{t('searchPage.emptyText')}</p>
          <SearchSuggestions searchHref={searchHref} />
        </section>
      ) : (
        <div className={styles.layout}>
          <FilterDrawer listing={listing} criteria={criteria} currency={currency} />
          <div className={styles.results}>
            <ListingToolbar listing={listing} criteria={criteria} />
            <FilterChips listing={listing} criteria={criteria} currency={currency} />
            <ListingStoreProvider store={store}>
              <ListingResults
                criteria={criteria}
                currency={currency}
                label={t('searchPage.resultsLabel', { term })}
                addToCartAction={addToCartAction}
                emptyState={<p>{t('searchPage.noFilterMatches')}</p>}
              />
            </ListingStoreProvider>
          </div>
        </div>
      )}
    </>
  );
}

/** A few searches that always find something (a text, so each shop and language has its own), as links. */
function SearchSuggestions({ searchHref }: { searchHref: string }) {
  const { t } = useTranslation('listing');
  const terms = t('searchPage.suggestionTerms')
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
  return (
    <nav aria-labelledby="search-suggestions">
      <h2 id="search-suggestions">{t('searchPage.suggestionsHeading')}</h2>
      <ul className={styles.suggestions}>
        {terms.map((term) => (
          <li key={term}>
            <AppLink href={`${searchHref}?${new URLSearchParams({ search: term }).toString()}`}>{term}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
