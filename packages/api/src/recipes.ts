import type { StoreApiClient } from './client';

/**
 * Query of `POST /store-api/recipe` (a plugin-style route of the shop: Shopware has no recipes).
 * Recipes having ALL `tag` slugs, ANY of the `difficulty` values and at most `maxCookTime` minutes.
 */
export interface RecipeListingQuery {
  page?: number;
  limit?: number;
  tag?: string[];
  difficulty?: string[];
  maxCookTime?: number;
  term?: string;
}

export interface ReadRecipeOptions {
  /** Ask for the SEO URLs of the recipe's products (default true). */
  seoUrls?: boolean;
}

function cleanQuery(query: RecipeListingQuery): RecipeListingQuery {
  const body: RecipeListingQuery = {};
  if (query.page !== undefined) body.page = query.page;
  if (query.limit !== undefined) body.limit = query.limit;
  if (query.tag?.length) body.tag = [...query.tag];
  if (query.difficulty?.length) body.difficulty = [...query.difficulty];
  if (query.maxCookTime !== undefined) body.maxCookTime = query.maxCookTime;
  if (query.term) body.term = query.term;
  return body;
}

/**
 * `POST /recipe`: one page of recipes with tag, difficulty and cook-time aggregations. The
 * response type is the caller's (`@gipfel/recipes` has `RecipeListing`): this package stays free
 * of the recipe domain.
 */
export function listRecipes<TListing = unknown>(client: StoreApiClient, query: RecipeListingQuery = {}): Promise<TListing> {
  return client.request<TListing>('POST', '/recipe', { body: cleanQuery(query) });
}

/**
 * `POST /recipe/{idOrSlug}`: one recipe (by id or slug of any language) with the available
 * products of its ingredients; with `sw-include-seo-urls` so product links are SEO paths.
 * Unknown recipes answer 404 (`GIPFEL__RECIPE_NOT_FOUND`).
 */
export function getRecipe<TDetail = unknown>(client: StoreApiClient, idOrSlug: string, options: ReadRecipeOptions = {}): Promise<TDetail> {
  if (!idOrSlug) throw new Error('Missing path parameter "idOrSlug" for /recipe/{idOrSlug}');
  return client.request<TDetail>('POST', `/recipe/${encodeURIComponent(idOrSlug)}`, {
    body: {},
    headers: options.seoUrls === false ? {} : { 'sw-include-seo-urls': 'true' },
  });
}
