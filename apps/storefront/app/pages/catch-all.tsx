import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  findVariant,
  isShopwareId,
  isStoreApiError,
  parseListingQuery,
  readBreadcrumb,
  readCategory,
  readCrossSellings,
  readLandingPage,
  readProduct,
  readProductReviews,
  readSeoUrls,
  routeToPath,
  type Schemas,
  type StoreApiClient,
  translatedText,
} from '@gipfel/api';
import { CmsPage, slimCmsPage } from '@gipfel/cms';
import { getProductGalleryPreload, toCardProduct } from '@gipfel/listing';
import { localizePath, parseLocalePath, type LanguageCode } from '@gipfel/i18n';
import type { BreadcrumbItem } from '../components/breadcrumbs';
import { ProductDetail } from '../components/product-detail';
import { isUnknownLanguagePrefix, useLanguage } from '../lib/language';
import { listingPageLoader } from '../lib/listing-page-loader';
import { categoryNavigationFor } from '../lib/category-navigation';
import { useCurrency, useLayoutNavigation } from '../lib/use-layout-navigation';
import { shopNameOf } from '../lib/page-meta';
import { publicOrigin } from '../lib/origin.server';
import { resolvePage, type PageKind } from '../lib/resolve-page.server';
import { createLocalizedStoreApiSession, toErrorResponse } from '../lib/store-api.server';
import { productPageAction } from '../lib/product-review.server';
import { toDetailProduct } from '../lib/product-page';
import { safeRedirect } from '../lib/safe-redirect.server';

const routeNames: Record<PageKind, 'frontend.navigation.page' | 'frontend.detail.page' | 'frontend.landing.page'> = {
  category: 'frontend.navigation.page',
  product: 'frontend.detail.page',
  landing: 'frontend.landing.page',
};

type CatchAllData =
  | { kind: 'category'; category: Schemas['Category'] }
  | { kind: 'landing'; landingPage: Schemas['LandingPage'] }
  | {
      kind: 'product';
      product: Schemas['Product'];
      configurator: Schemas['PropertyGroup'][];
      breadcrumbs: BreadcrumbItem[];
      url: string;
      // Below the fold: streamed, never rejected (null when unavailable).
      reviews: Promise<{ elements?: Schemas['ProductReview'][]; total?: number } | null>;
      crossSellings: Promise<Schemas['CrossSellingElementCollection'] | null>;
    };

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const entity = page.kind === 'category' ? page.category : page.kind === 'landing' ? page.landingPage : page.product;
  const translated = (entity.translated ?? {}) as { name?: string; metaTitle?: string; metaDescription?: string; description?: string };
  const title = translated.metaTitle || translated.name || '';
  const shopName = shopNameOf(matches);
  // Shopware meta titles often carry the shop name already.
  const tags: ReturnType<MetaFunction> = [{ title: title.endsWith(shopName) ? title : `${title} | ${shopName}` }];
  // Products without a meta description get the start of their description.
  const description = translated.metaDescription || (page.kind === 'product' ? excerpt(translated.description ?? '', 160) : '');
  if (description) tags.push({ name: 'description', content: description });
  // The product's main image is the page's largest paint: ask for it from the head (decision 0019).
  const image = page.kind === 'product' ? getProductGalleryPreload(page.product) : null;
  if (image) tags.push({ tagName: 'link', rel: 'preload', as: 'image', ...image, fetchpriority: 'high' });
  return tags;
};

function excerpt(html: string, length: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * Every path no other route takes (spec §2): resolved through the Store API's SEO URLs (or a
 * technical path) to a category, product or landing page, loaded in one further call.
 */
/** Categories and landing pages go to the browser with card-sized products in their CMS slots. */
function withSlimCmsPage<T extends { cmsPage?: Schemas['CmsPage'] | null }>(entity: T): T {
  return entity.cmsPage ? { ...entity, cmsPage: slimCmsPage(entity.cmsPage) } : entity;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isUnknownLanguagePrefix(url.pathname)) throw new Response(`Page Not Found: ${url.pathname}`, { status: 404 });
  const { language, path } = parseLocalePath(url.pathname);
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  const page = await resolvePage(client, language, path);
  if (!page) throw new Response(`Page not found: ${url.pathname}`, { status: 404 });

  // The variant choice without JavaScript: `?options=<id>|<id>` moves to that variant's page.
  if (page.kind === 'product' && url.searchParams.has('options')) {
    const variantPath = await findVariantPath(client, page.id, url.searchParams, language);
    if (variantPath) throw redirect(variantPath, { status: 302, headers });
  }

  let result: CatchAllData;
  let seoUrls: Schemas['SeoUrl'][] | undefined;
  try {
    if (page.kind === 'category') {
      const category = await readCategory(client, { categoryId: page.id, criteria: parseListingQuery(url.searchParams) as never });
      // A category of type link has no page: its URL leads to the link's target (decision 0020).
      if (category.type === 'link' && category.linkType === 'external' && category.externalLink) {
        throw safeRedirect(translatedText(category, 'externalLink'), request, { status: 302, headers, fallback: localizePath('/', language) });
      }
      result = { kind: 'category', category: withSlimCmsPage(category) };
      seoUrls = category.seoUrls;
    } else if (page.kind === 'landing') {
      const landingPage = await readLandingPage(client, { landingPageId: page.id });
      result = { kind: 'landing', landingPage: withSlimCmsPage(landingPage) };
      seoUrls = landingPage.seoUrls;
    } else {
      // Reviews and cross-sellings start with the product and stream in after the first byte.
      const reviews = readProductReviews(client, { productId: page.id }).catch(() => null);
      const crossSellings = readCrossSellings(client, { productId: page.id })
        .then((groups) => groups.map((group) => ({ ...group, products: group.products?.map(toCardProduct) })))
        .catch(() => null);
      const [{ product, configurator }, breadcrumb] = await Promise.all([
        // The page is ProductDetail's own design: the product's CMS layout would only weigh on the answer.
        readProduct(client, { productId: page.id, skipCmsPage: true }),
        readBreadcrumb(client, { id: page.id, type: 'product' }).catch(() => []),
      ]);
      const name = translatedText(product, 'name').trim();
      result = {
        kind: 'product',
        product: toDetailProduct(product),
        configurator: configurator ?? [],
        breadcrumbs: [
          ...breadcrumb.map((entry) => ({
            label: translatedText(entry, 'name').trim(),
            href: localizePath(`/${entry.path.replace(/^\/+/, '')}`, language),
          })),
          { label: name },
        ],
        url: `${publicOrigin(request)}${url.pathname}`,
        reviews,
        crossSellings,
      };
      seoUrls = product.seoUrls;
    }
  } catch (error) {
    const response = toErrorResponse(error);
    if (response instanceof Response && response.status === 404) throw new Response(`Page not found: ${url.pathname}`, { status: 404 });
    throw response;
  }

  // A technical path of an entity that has an SEO URL moves there for good (spec §2).
  if (page.technical) {
    const seoPath = routeToPath({ name: routeNames[page.kind], id: page.id, seoUrls });
    if (isSeoPath(seoPath)) throw redirect(`${localizePath(seoPath, language)}${url.search}`, 301);
  }
  // SEO paths differ per language: the language switcher links to the technical path, which
  // answers 301 with the entity's SEO path in the chosen language.
  const technicalPath = { category: `/navigation/${page.id}`, product: `/detail/${page.id}`, landing: `/landingPage/${page.id}` }[page.kind];
  return data({ ...result, technicalPath }, { headers });
}

/** The product page's forms (write a review): decision 0019. */
export const action = ({ request }: ActionFunctionArgs) => productPageAction(request);

/**
 * The localised path of the variant with the options of `?options=` (pipe-separated ids), or
 * null when the choice is malformed or no variant has it (the page then shows as it is).
 */
async function findVariantPath(client: StoreApiClient, productId: string, params: URLSearchParams, language: LanguageCode): Promise<string | null> {
  const options = (params.get('options') ?? '')
    .split('|')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  if (options.length === 0 || options.length > 20 || !options.every(isShopwareId)) return null;
  const switched = params.get('switched')?.toLowerCase();
  try {
    // find-variant takes the parent; the page may be a variant.
    const { product } = await readProduct(client, { productId, skipCmsPage: true, skipConfigurator: true });
    const { foundCombination } = await findVariant(client, {
      productId: product.parentId ?? product.id,
      options,
      ...(isShopwareId(switched) ? { switchedGroup: switched } : {}),
    });
    const variantId = foundCombination?.variantId;
    if (!variantId) return null;
    const seoUrls = await readSeoUrls(client, {
      filter: [
        { type: 'equals', field: 'foreignKey', value: variantId },
        { type: 'equals', field: 'routeName', value: 'frontend.detail.page' },
      ],
    });
    return localizePath(routeToPath({ name: 'frontend.detail.page', id: variantId, seoUrls: seoUrls.elements }), language);
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 400 || error.status === 404)) return null;
    throw toErrorResponse(error);
  }
}

/** True when a path is an SEO path rather than a technical one. */
function isSeoPath(path: string): boolean {
  return !/^\/(detail|navigation|landingPage)\//.test(path);
}

export default function CatchAllPage() {
  const page = useLoaderData<typeof loader>() as unknown as CatchAllData;
  const language = useLanguage();
  const currency = useCurrency();
  const { t } = useTranslation('storefront');
  const mainNavigation = useLayoutNavigation()?.main;
  const categoryId = page.kind === 'category' ? page.category.id : null;
  // Load more on a category page: the next page from the listing resource route (decision 0021).
  const loadListingPage = useMemo(() => listingPageLoader(`/api/listing/${categoryId}`, language), [categoryId, language]);
  if (page.kind === 'product') {
    return (
      <ProductDetail
        // A new product (or variant) starts with fresh component state.
        key={page.product.id}
        product={page.product}
        configurator={page.configurator}
        breadcrumbs={[{ label: t('breadcrumb.home'), href: localizePath('/', language) }, ...page.breadcrumbs]}
        currency={currency}
        language={language}
        url={page.url}
        reviews={page.reviews}
        crossSellings={page.crossSellings}
      />
    );
  }
  const entity = page.kind === 'category' ? page.category : page.landingPage;
  const name = translatedText(entity, 'name');
  if (entity.cmsPage) {
    return (
      <>
        <h1>{name}</h1>
        <CmsPage
          page={entity.cmsPage}
          development={import.meta.env.DEV}
          localizeHref={(href) => localizePath(href, language)}
          currency={currency}
          navigation={page.kind === 'category' ? categoryNavigationFor(mainNavigation, page.category) : null}
          loadListingPage={page.kind === 'category' ? loadListingPage : undefined}
        />
      </>
    );
  }
  return <h1>{name}</h1>;
}
