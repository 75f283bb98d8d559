import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseListingQuery, searchProducts, type SearchInput } from '@gipfel/api';
import { localizePath } from '@gipfel/i18n';
import {
  countActiveFilters,
  createListingStore,
  FilterChips,
  FilterDrawer,
  ListingLinkProvider,
  ListingResults,
  ListingStoreProvider,
  ListingToolbar,
  toCardProduct,
  useApplyListingResult,
  type ListingResult,
} from '@gipfel/listing';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PageTitle } from '../components/page-title';
import { useLanguage } from '../lib/i18n/language';
import { listingPageLoader } from '../resources/listing-page-loader';
import { useCurrency } from '../layouts/use-layout-navigation';
import { pageMeta } from '../lib/i18n/page-meta';
import { withShop } from '../lib/server/shop-route.server';
import { minSearchLength } from '../lib/config/search-term';
import * as styles from '../styles/catalogue.css';

export const meta = pageMeta('search');

export const loader = withShop(async ({ client }, { request }: LoaderFunctionArgs) => {
  const criteria = parseListingQuery(new URL(request.url).searchParams);
  const term = criteria.search ?? '';
  if (term.length < minSearchLength) return { term, criteria, listing: null };
  const listing = await searchProducts(client, { ...criteria, search: term } as SearchInput);
  return { term, criteria, listing: { ...listing, elements: listing.elements?.map(toCardProduct) } };
});

export default function SearchPage() {
  const { term, criteria, listing } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const { t } = useTranslation('storefront');
  const breadcrumbs = [{ label: t('breadcrumb.home'), href: localizePath('/', language) }, { label: t('breadcrumb.search') }];

  if (!listing) {
    return (
      <>
        <Breadcrumbs items={breadcrumbs} />
        <PageTitle pageId="search" />
        <p>{t('search.hint', { count: minSearchLength })}</p>
        <SearchSuggestions />
      </>
    );
  }

  return <SearchResults term={term} criteria={criteria} listing={listing as unknown as ListingResult} />;
}

/**
 * The results of a search: filters, sorting, the grid, load more (the next page appended from
 * `/api/search-results`, decision 0021) and page links, which also work without JavaScript.
 */
function SearchResults({ term, criteria, listing }: { term: string; criteria: ReturnType<typeof parseListingQuery>; listing: ListingResult }) {
  const language = useLanguage();
  const currency = useCurrency();
  const { t } = useTranslation('storefront');
  const breadcrumbs = [{ label: t('breadcrumb.home'), href: localizePath('/', language) }, { label: t('breadcrumb.search') }];
  const loadPage = useMemo(() => listingPageLoader('/api/search-results', language, { search: term }), [term, language]);
  // One store per search page view (never module-global); a new term, filter or sorting replaces its result.
  const [store] = useState(() => createListingStore(listing, { loadPage }));
  useEffect(() => store.getState().setPageLoader(loadPage), [store, loadPage]);
  useApplyListingResult(store, listing);

  const products = listing.elements ?? [];
  return (
    <ListingLinkProvider localizeHref={(path) => localizePath(path, language)}>
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t('search.resultsHeading', { term })}</h1>
      {products.length === 0 && (listing.total ?? 0) === 0 && countActiveFilters(criteria) === 0 ? (
        <section aria-labelledby="search-empty">
          <h2 id="search-empty">{t('search.emptyTitle', { term })}</h2>
          <p>{t('search.emptyText')}</p>
          <SearchSuggestions />
        </section>
      ) : (
        <div className={styles.listingLayout}>
          <FilterDrawer listing={listing} criteria={criteria} currency={currency} />
          <div className={styles.listingResults}>
            <ListingToolbar listing={listing} criteria={criteria} />
            <FilterChips listing={listing} criteria={criteria} currency={currency} />
            <ListingStoreProvider store={store}>
              <ListingResults
                criteria={criteria}
                currency={currency}
                label={t('search.resultsLabel', { term })}
                addToCartAction={localizePath('/checkout/cart', language)}
                emptyState={<p>{t('search.noFilterMatches')}</p>}
              />
            </ListingStoreProvider>
          </div>
        </div>
      )}
    </ListingLinkProvider>
  );
}

/** A few searches that always find something, as links that work without JavaScript. */
function SearchSuggestions() {
  const { t } = useTranslation('storefront');
  const language = useLanguage();
  const terms = t('search.suggestionTerms')
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
  return (
    <nav aria-labelledby="search-suggestions">
      <h2 id="search-suggestions">{t('search.suggestionsHeading')}</h2>
      <ul className={styles.suggestionList}>
        {terms.map((term) => (
          <li key={term}>
            <Link to={`${localizePath('/search', language)}?${new URLSearchParams({ search: term }).toString()}`}>{term}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
