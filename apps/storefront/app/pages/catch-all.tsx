import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { isStoreApiError, routeToPath, translatedText } from '@gipfel/api';
import { localizePath, parseLocalePath } from '../lib/i18n/shop-locales';
import { isUnknownLanguagePrefix } from '../lib/i18n/language';
import { shopNameOf } from '../lib/i18n/page-meta';
import { resolvePage, type PageKind } from '../lib/routing/resolve-page.server';
import { productPageAction } from './catalogue/product-review.server';
import { withShop } from '../lib/server/shop-route.server';
import { pageParts } from '../lib/routing/page-part-assets.server';
import { cmsPartsOf } from '../components/cms-content';
import { pagePart, pagePartLinks } from '../lib/routing/page-part';
import type { CatalogueLoad, CataloguePageContext } from './catalogue/catalogue.server';
import { loadCategoryPage, type CategoryPageData } from './catalogue/category.server';
import { loadLandingPage, type LandingPageData } from './catalogue/landing.server';
import { loadProductPage, variantPathOf, type ProductPageData } from './catalogue/product.server';

const routeNames: Record<PageKind, 'frontend.navigation.page' | 'frontend.detail.page' | 'frontend.landing.page'> = {
  category: 'frontend.navigation.page',
  product: 'frontend.detail.page',
  landing: 'frontend.landing.page',
};

/** The page module of each kind of entity an SEO path resolves to (pages/catalogue). */
const pageLoaders: Record<PageKind, (context: CataloguePageContext) => Promise<CatalogueLoad<CategoryPageData | LandingPageData | ProductPageData>>> = {
  category: loadCategoryPage,
  landing: loadLandingPage,
  product: loadProductPage,
};

/**
 * Each kind's page component is a chunk of its own (docs/decisions/0046-hydration-scripts-at-low-priority.md): a category page does not load the
 * product page's code, a product page not the CMS renderer and the listing's filters. The loader
 * makes sure the kind's part is there before the server renders, and names its chunks for the
 * head, where the browser fetches them with the route's scripts; hydration waits for them
 * (see `pagePart`). `vite/page-parts.node.ts` names the same modules per kind (a test checks).
 */
const parts = {
  category: pagePart('category', () => import('./catalogue/cms-entity-page').then((module) => module.CategoryPage)),
  landing: pagePart('landing', () => import('./catalogue/cms-entity-page').then((module) => module.LandingPage)),
  product: pagePart('product', () => import('./catalogue/product-page').then((module) => module.ProductPage)),
} satisfies Record<PageKind, unknown>;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const entity = page.kind === 'category' ? page.category : page.kind === 'landing' ? page.landingPage : page.product;
  const title = translatedText(entity, 'metaTitle') || translatedText(entity, 'name');
  const shopName = shopNameOf(matches);
  // Shopware meta titles often carry the shop name already.
  const tags: ReturnType<MetaFunction> = [{ title: title.endsWith(shopName) ? title : `${title} | ${shopName}` }];
  // A product's description is made by its page module (product.server.ts).
  const description = page.kind === 'product' ? page.head.description : translatedText(entity, 'metaDescription');
  if (description) tags.push({ name: 'description', content: description });
  // The page's largest paint, the product's main image or a listing's first card, is asked for
  // from the head (decision 0019).
  const image = page.kind === 'landing' ? null : page.head.image;
  if (image) tags.push({ tagName: 'link', rel: 'preload', as: 'image', ...image, fetchpriority: 'high' });
  tags.push(...pagePartLinks(page.parts));
  return tags;
};

/**
 * Every path no other route takes, as a dispatcher: the path is resolved through the
 * Store API's SEO URLs (or a technical path) to a category, product or landing page, whose own
 * module in pages/catalogue loads it in one further call.
 */
export const loader = withShop(async ({ client, language }, { request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  if (isUnknownLanguagePrefix(url.pathname)) throw new Response(`Page Not Found: ${url.pathname}`, { status: 404 });
  const resolved = await resolvePage(client, language, parseLocalePath(url.pathname).path);
  if (!resolved) throw new Response(`Page not found: ${url.pathname}`, { status: 404 });

  // The variant choice without JavaScript: `?options=<id>|<id>` moves to that variant's page.
  if (resolved.kind === 'product' && url.searchParams.has('options')) {
    const variantPath = await variantPathOf(client, resolved.id, url.searchParams, language);
    if (variantPath) throw redirect(variantPath, 302);
  }

  const { page, seoUrls } = await pageLoaders[resolved.kind]({ request, url, client, language, id: resolved.id }).catch((error: unknown) => {
    if (isStoreApiError(error) && error.status === 404) throw new Response(`Page not found: ${url.pathname}`, { status: 404 });
    throw error;
  });

  // A technical path of an entity that has an SEO URL moves there for good (301).
  if (resolved.technical) {
    const seoPath = routeToPath({ name: routeNames[resolved.kind], id: resolved.id, seoUrls });
    if (isSeoPath(seoPath)) throw redirect(`${localizePath(seoPath, language)}${url.search}`, 301);
  }
  // SEO paths differ per language: the language switcher links to the technical path, which
  // answers 301 with the entity's SEO path in the chosen language.
  const technicalPath = { category: `/navigation/${resolved.id}`, product: `/detail/${resolved.id}`, landing: `/landingPage/${resolved.id}` }[resolved.kind];
  // The kind's page part, and the CMS elements beyond the content ones its layout has (a buy box …).
  const cmsPage = page.kind === 'category' ? page.category.cmsPage : page.kind === 'landing' ? page.landingPage.cmsPage : null;
  return { ...page, technicalPath, parts: await pageParts([parts[resolved.kind], ...cmsPartsOf(cmsPage)]) };
});

/** The product page's forms (write a review): decision 0019. */
export const action = productPageAction;

/** True when a path is an SEO path rather than a technical one. */
function isSeoPath(path: string): boolean {
  return !/^\/(detail|navigation|landingPage)\//.test(path);
}

export default function CatchAllPage() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === 'category') return <parts.category.Component category={page.category} />;
  if (page.kind === 'landing') return <parts.landing.Component landingPage={page.landingPage} />;
  // A new product (or variant) starts with fresh component state.
  return <parts.product.Component key={page.product.id} page={page} />;
}
