import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { loadSearchPage, SearchPageView } from '@gipfel/listing';
import { Breadcrumbs } from '../components/breadcrumbs';
import { useLanguage } from '../lib/i18n/language';
import { listingPageLoader } from '../resources/listing-page-loader';
import { useCurrency } from '../layouts/use-layout-navigation';
import { pageMeta } from '../lib/i18n/page-meta';
import { withShop } from '../lib/server/shop-route.server';
import { minSearchLength } from '../lib/config/search-term';

export const meta = pageMeta('search');

export const loader = withShop(async ({ client }, { request }: LoaderFunctionArgs) =>
  loadSearchPage(client, { searchParams: new URL(request.url).searchParams, minTermLength: minSearchLength }),
);

/** Search results with filters, sorting and load more (the next page from `/api/search-results`, decision 0021). */
export default function SearchPage() {
  const page = useLoaderData<typeof loader>();
  const language = useLanguage();
  const currency = useCurrency();
  const { t } = useTranslation('storefront');
  const loadPage = useMemo(() => listingPageLoader('/api/search-results', language, { search: page.term }), [page.term, language]);
  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb.home'), href: localizePath('/', language) }, { label: t('breadcrumb.search') }]} />
      <SearchPageView
        page={page}
        title={t('pages.search.title')}
        minTermLength={minSearchLength}
        currency={currency}
        loadPage={loadPage}
        localizeHref={(path) => localizePath(path, language)}
        addToCartAction={localizePath('/checkout/cart', language)}
      />
    </>
  );
}
