import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { parseListingQuery, readCategory, readLandingPage, readProduct, routeToPath, type Schemas } from '@gipfel/api';
import { CmsPage, sanitizeHtml } from '@gipfel/cms';
import { localizePath, parseLocalePath } from '@gipfel/i18n';
import { ProductBadges, ProductPrice } from '@gipfel/listing';
import { isUnknownLanguagePrefix, useLanguage } from '../lib/language';
import { resolvePage, type PageKind } from '../lib/resolve-page.server';
import { createLocalizedStoreApiSession, toErrorResponse } from '../lib/store-api.server';

const routeNames: Record<PageKind, 'frontend.navigation.page' | 'frontend.detail.page' | 'frontend.landing.page'> = {
  category: 'frontend.navigation.page',
  product: 'frontend.detail.page',
  landing: 'frontend.landing.page',
};

type CatchAllData =
  | { kind: 'category'; category: Schemas['Category'] }
  | { kind: 'landing'; landingPage: Schemas['LandingPage'] }
  | { kind: 'product'; product: Schemas['Product']; currency: string };

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [];
  const entity = page.kind === 'category' ? page.category : page.kind === 'landing' ? page.landingPage : page.product;
  const translated = (entity.translated ?? {}) as { name?: string; metaTitle?: string; metaDescription?: string };
  const title = translated.metaTitle || translated.name || '';
  const tags: ReturnType<MetaFunction> = [{ title: `${title} | Gipfel` }];
  if (translated.metaDescription) tags.push({ name: 'description', content: translated.metaDescription });
  return tags;
};

/**
 * Every path no other route takes (spec §2): resolved through the Store API's SEO URLs (or a
 * technical path) to a category, product or landing page, loaded in one further call.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isUnknownLanguagePrefix(url.pathname)) throw new Response(`Page Not Found: ${url.pathname}`, { status: 404 });
  const { language, path } = parseLocalePath(url.pathname);
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  const page = await resolvePage(client, language, path);
  if (!page) throw new Response(`Page not found: ${url.pathname}`, { status: 404 });

  let result: CatchAllData;
  let seoUrls: Schemas['SeoUrl'][] | undefined;
  try {
    if (page.kind === 'category') {
      const category = await readCategory(client, { categoryId: page.id, criteria: parseListingQuery(url.searchParams) as never });
      result = { kind: 'category', category };
      seoUrls = category.seoUrls;
    } else if (page.kind === 'landing') {
      const landingPage = await readLandingPage(client, { landingPageId: page.id });
      result = { kind: 'landing', landingPage };
      seoUrls = landingPage.seoUrls;
    } else {
      const { product } = await readProduct(client, { productId: page.id });
      result = { kind: 'product', product, currency: 'CHF' };
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
  return data(result, { headers });
}

/** True when a path is an SEO path rather than a technical one. */
function isSeoPath(path: string): boolean {
  return !/^\/(detail|navigation|landingPage)\//.test(path);
}

export default function CatchAllPage() {
  const page = useLoaderData<typeof loader>() as CatchAllData;
  const language = useLanguage();
  if (page.kind === 'product') return <ProductView product={page.product} currency={page.currency} />;
  const entity = page.kind === 'category' ? page.category : page.landingPage;
  const name = entity.translated?.name ?? entity.name ?? '';
  if (entity.cmsPage) {
    return (
      <>
        <h1>{name}</h1>
        <CmsPage page={entity.cmsPage} development={import.meta.env.DEV} localizeHref={(href) => localizePath(href, language)} />
      </>
    );
  }
  return <h1>{name}</h1>;
}

function ProductView({ product, currency }: { product: Schemas['Product']; currency: string }) {
  const name = product.translated?.name ?? product.name ?? '';
  return (
    <article>
      <h1>{name}</h1>
      <ProductBadges product={product} />
      <ProductPrice product={product} currency={currency} variantRange={false} />
      {product.translated?.description ? (
        // Shopware descriptions are HTML from the shop's admin: sanitised before they reach the page.
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.translated.description) }} />
      ) : null}
    </article>
  );
}
