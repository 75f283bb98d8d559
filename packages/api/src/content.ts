import { invoke, invokeRead, type OperationResponse, type StoreApiClient } from './client';
import type { Schemas, operations } from './types';

type Body<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never;

export type NavigationInput = Body<'readNavigation post /navigation/{activeId}/{rootId}'>;
export type CategoryCriteria = Body<'readCategory post /category/{navigationId}'>;
export type CmsCriteria = Body<'readCms post /cms/{id}'>;
export type LandingPageCriteria = Body<'readLandingPage post /landing-page/{landingPageId}'>;
export type SeoUrlCriteria = NonNullable<Body<'readSeoUrl post /seo-url'>>;
export type NavigationId = string | Schemas['NavigationType'];

/**
 * `POST /navigation/{activeId}/{rootId}`: a navigation tree (`main-navigation`,
 * `footer-navigation`, `service-navigation` or a category id), `depth` levels deep.
 */
export function readNavigation(
  client: StoreApiClient,
  input: { activeId: NavigationId; rootId: NavigationId; criteria?: NavigationInput },
): Promise<OperationResponse<'readNavigation post /navigation/{activeId}/{rootId}'>> {
  return invokeRead(client, 'readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: input.activeId, rootId: input.rootId },
    body: input.criteria ?? {},
    shared: 'sales-channel',
  });
}

/** `POST /category/{navigationId}`: a category with its resolved CMS page. */
export function readCategory(
  client: StoreApiClient,
  input: { categoryId: string; criteria?: CategoryCriteria; slots?: string },
): Promise<OperationResponse<'readCategory post /category/{navigationId}'>> {
  return invokeRead(client, 'readCategory post /category/{navigationId}', {
    pathParams: { navigationId: input.categoryId },
    body: input.criteria ?? {},
    ...(input.slots ? { query: { slots: input.slots } } : {}),
    // Its CMS page may list products with the context's prices.
    shared: 'anonymous',
  });
}

/** `GET /breadcrumb/{id}`: the breadcrumb of a product or category. */
export function readBreadcrumb(
  client: StoreApiClient,
  input: { id: string; type?: 'product' | 'category'; referrerCategoryId?: string },
): Promise<OperationResponse<'readBreadcrumb get /breadcrumb/{id}'>> {
  const query: { type?: 'product' | 'category'; referrerCategoryId?: string } = {};
  if (input.type) query.type = input.type;
  if (input.referrerCategoryId) query.referrerCategoryId = input.referrerCategoryId;
  return invoke(client, 'readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: input.id }, query, shared: 'sales-channel' });
}

/** `POST /seo-url`: SEO URLs matching the criteria. */
export function readSeoUrls(client: StoreApiClient, criteria: SeoUrlCriteria = {}): Promise<OperationResponse<'readSeoUrl post /seo-url'>> {
  return invokeRead(client, 'readSeoUrl post /seo-url', { body: criteria, shared: 'sales-channel' });
}

/**
 * Resolves a storefront path (`/Food/Chocolate/`) to its SEO URL entry (route name and
 * foreign key), or null when no SEO URL has that path. The path is matched with and without a
 * trailing slash (category paths end in one, product paths do not, and routers such as Remix's
 * single fetch drop it), in one call; an exact match wins.
 */
export async function resolveSeoPath(client: StoreApiClient, input: { path: string }): Promise<Schemas['SeoUrl'] | null> {
  const seoPathInfo = input.path.replace(/^\/+/, '');
  if (seoPathInfo === '') return null;
  const alternative = seoPathInfo.endsWith('/') ? seoPathInfo.replace(/\/+$/, '') : `${seoPathInfo}/`;
  const candidates = alternative ? [seoPathInfo, alternative] : [seoPathInfo];
  const result = await readSeoUrls(client, {
    // Shopware's criteria take equalsAny values as one '|'-separated string.
    filter: [{ type: 'equalsAny', field: 'seoPathInfo', value: candidates.join('|') }],
    limit: candidates.length,
  });
  return result.elements.find((url) => url.seoPathInfo === seoPathInfo) ?? result.elements[0] ?? null;
}

/** `POST /cms/{id}`: a CMS page (layout) with resolved slots. */
export function readCmsPage(client: StoreApiClient, input: { id: string; criteria?: CmsCriteria }): Promise<OperationResponse<'readCms post /cms/{id}'>> {
  return invokeRead(client, 'readCms post /cms/{id}', { pathParams: { id: input.id }, body: input.criteria ?? {}, shared: 'anonymous' });
}

/** `POST /landing-page/{landingPageId}`: a landing page with its CMS page. */
export function readLandingPage(client: StoreApiClient, input: { landingPageId: string; criteria?: LandingPageCriteria }): Promise<OperationResponse<'readLandingPage post /landing-page/{landingPageId}'>> {
  return invokeRead(client, 'readLandingPage post /landing-page/{landingPageId}', {
    pathParams: { landingPageId: input.landingPageId },
    body: input.criteria ?? {},
    shared: 'anonymous',
  });
}
