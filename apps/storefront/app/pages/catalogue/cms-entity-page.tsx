import { useMemo } from 'react';
import { translatedText, type Schemas } from '@gipfel/api';
import { categoryNavigationFor } from '@gipfel/cms';
import { StorefrontCmsPage } from '../../components/cms-content';
import { localizePath, shopLocales } from '../../lib/i18n/shop-locales';
import { useLanguage } from '../../lib/i18n/language';
import { listingPageLoader } from '../../resources/listing-page-loader';
import { useCurrency, useLayoutNavigation } from '../../layouts/use-layout-navigation';

interface CmsEntityPageProps {
  name: string;
  cmsPage: Schemas['CmsPage'] | null | undefined;
  navigation?: Parameters<typeof StorefrontCmsPage>[0]['navigation'];
  loadListingPage?: Parameters<typeof StorefrontCmsPage>[0]['loadListingPage'];
}

/** A category's or landing page's heading and CMS page (a page without a layout shows its name). */
function CmsEntityPage({ name, cmsPage, navigation = null, loadListingPage }: CmsEntityPageProps) {
  const language = useLanguage();
  const currency = useCurrency();
  if (!cmsPage) return <h1>{name}</h1>;
  return (
    <>
      <h1>{name}</h1>
      <StorefrontCmsPage
        page={cmsPage}
        development={import.meta.env.DEV}
        localizeHref={(href) => localizePath(href, language)}
        currency={currency}
        navigation={navigation}
        loadListingPage={loadListingPage}
      />
    </>
  );
}

/** A category: its CMS page with the subcategory navigation; "load more" asks the listing resource route (decision 0021). */
export function CategoryPage({ category }: { category: Schemas['Category'] }) {
  const language = useLanguage();
  const mainNavigation = useLayoutNavigation()?.main;
  const loadListingPage = useMemo(() => listingPageLoader(`/api/listing/${category.id}`, language), [category.id, language]);
  return (
    <CmsEntityPage
      name={translatedText(category, 'name')}
      cmsPage={category.cmsPage}
      navigation={categoryNavigationFor(mainNavigation, category, shopLocales())}
      loadListingPage={loadListingPage}
    />
  );
}

/** A landing page: its CMS page. */
export function LandingPage({ landingPage }: { landingPage: Schemas['LandingPage'] }) {
  return <CmsEntityPage name={translatedText(landingPage, 'name')} cmsPage={landingPage.cmsPage} />;
}
