import { data, redirect } from '@remix-run/node';
import { addLineItems, getRecipe, isMaintenanceError, isStoreApiError, listRecipes, type Schemas, type StoreApiClient } from '@gipfel/api';
import { getCartMessages, type CartMessage } from '@gipfel/cart';
import { defaultLanguage, getLocaleEntry, locales, localizePath, parseLocalePath, type AlternateLink, type LanguageCode } from '@gipfel/i18n';
import {
  parseRecipeFilters,
  parseServings,
  readIngredientsToCartForm,
  type IngredientsToCartError,
  type IngredientsToCartValues,
  type Recipe,
  type RecipeDetailResult,
  type RecipeListingResult,
} from '@gipfel/recipes';
import { publicOrigin } from './origin.server';
import { createLocalizedStoreApiSession, findLanguageId, loadLanguages, toErrorResponse } from './store-api.server';

/** Recipes per listing page. */
export const RECIPES_PER_PAGE = 12;
/**
 * Recipe pages are the same for every visitor but carry the shopper's header (cart count), so
 * shared caches keep none; the browser revalidates.
 */
export const RECIPE_CACHE_CONTROL = 'private, no-cache';

export type RecipeDetailData = RecipeDetailResult<Schemas['Product']>;

/** Localised path of a recipe page: `/recipes/{slug}` (`/en/…`, `/fr/…`). */
export function recipePath(slug: string, language: LanguageCode): string {
  return localizePath(`/recipes/${encodeURIComponent(slug)}`, language);
}

/** The listing page: filters from the URL (`?tag=…&difficulty=…&maxTime=…&page=…`), one Store API call. */
export async function loadRecipeListing(request: Request, language: LanguageCode) {
  const url = new URL(request.url);
  const values = parseRecipeFilters(url.searchParams);
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  headers.set('Cache-Control', RECIPE_CACHE_CONTROL);
  try {
    const listing = await listRecipes<RecipeListingResult>(client, {
      page: values.page,
      limit: RECIPES_PER_PAGE,
      tag: values.tags,
      difficulty: values.difficulties,
      maxCookTime: values.maxCookTime,
    });
    return { listing, values, headers };
  } catch (error) {
    // A hand-made URL the Store API refuses (an unknown tag, a page too far) shows an empty page, not an error.
    if (isStoreApiError(error) && error.status === 400) {
      return { listing: { elements: [], total: 0, page: 1, limit: RECIPES_PER_PAGE } as RecipeListingResult, values, headers };
    }
    throw toErrorResponse(error);
  }
}

function notFound(pathname: string): Response {
  return new Response(`Page not found: ${pathname}`, { status: 404 });
}

/**
 * One recipe by the slug of the URL. Unknown → the shell's 404 page. An id, or another
 * language's slug, moves (301) to the slug of the page's language: the language switch links to
 * `/{lang}/recipes/{id}` and lands on the recipe's own path there.
 */
export async function loadRecipe(request: Request, slug: string, options: { suffix?: string } = {}) {
  const url = new URL(request.url);
  const { language } = parseLocalePath(url.pathname);
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  headers.set('Cache-Control', RECIPE_CACHE_CONTROL);
  if (!slug || slug.length > 200) throw notFound(url.pathname);
  let detail: RecipeDetailData;
  try {
    detail = await getRecipe<RecipeDetailData>(client, slug);
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 404 || error.status === 400)) throw notFound(url.pathname);
    throw toErrorResponse(error);
  }
  const { recipe } = detail;
  if (recipe.slug && recipe.slug !== slug) {
    throw redirect(`${recipePath(recipe.slug, language)}${options.suffix ?? ''}${url.search}`, { status: 301, headers });
  }
  const seo = await recipeSeoLinks(client, recipe, language, publicOrigin(request));
  return { detail, language, headers, seo, url };
}

export interface RecipeSeoLinks {
  canonical: string;
  alternates: AlternateLink[];
  /** Paths of the recipe in every language (the language switch). */
  paths: Record<LanguageCode, string>;
}

/**
 * Canonical and hreflang links of a recipe from its SEO URLs (one per language); a language
 * without one gets the technical path, which moves to the recipe's slug there.
 */
export async function recipeSeoLinks(client: StoreApiClient, recipe: Recipe, language: LanguageCode, origin: string): Promise<RecipeSeoLinks> {
  const languages = await loadLanguages(client).catch(() => []);
  const base = origin.replace(/\/$/, '');
  const paths = Object.fromEntries(
    locales.map((l) => {
      const languageId = findLanguageId(languages, l.code);
      const seoUrl = recipe.seoUrls?.find((s) => s.languageId === languageId && s.seoPathInfo);
      const path = seoUrl ? localizePath(`/${seoUrl.seoPathInfo.replace(/^\/+|\/+$/g, '')}`, l.code) : localizePath(`/recipes/${recipe.id}`, l.code);
      return [l.code, path];
    }),
  ) as Record<LanguageCode, string>;
  if (recipe.slug) paths[language] = recipePath(recipe.slug, language);
  const alternates: AlternateLink[] = locales.map((l) => ({ hrefLang: getLocaleEntry(l.code).locale, href: `${base}${paths[l.code]}` }));
  alternates.push({ hrefLang: 'x-default', href: `${base}${paths[defaultLanguage]}` });
  return { canonical: `${base}${paths[language]}`, alternates, paths };
}

/** `?servings=` of a recipe page: the persons, or the recipe's own with the bad text kept. */
export function servingsOf(url: URL, recipe: Recipe): { servings: number; invalidServings?: string } {
  const parsed = parseServings(url.searchParams.get('servings'), recipe.servings);
  return parsed.ok ? { servings: parsed.servings } : { servings: recipe.servings, invalidServings: parsed.raw };
}

export interface IngredientsToCartResult {
  error?: IngredientsToCartError;
  values: IngredientsToCartValues;
  /** Cart errors of the shop (out of stock, …) and failed calls. */
  messages: CartMessage[];
  failed?: boolean;
}

/**
 * Carries out the ingredients-to-cart form: every chosen product in ONE
 * `POST /checkout/cart/line-item`. Bad input, cart errors of the shop (out of stock, …) and failed
 * calls come back as a result with the selection kept; `added` is the count on success.
 */
export async function performIngredientsToCart(
  client: StoreApiClient,
  form: FormData,
): Promise<{ added: number } | { added: 0; result: IngredientsToCartResult; status: number }> {
  const submission = readIngredientsToCartForm(form);
  if (!submission.ok) return { added: 0, result: { error: submission.error, values: submission.values, messages: [] }, status: 400 };
  try {
    const cart = await addLineItems(client, {
      items: submission.items.map(({ productId, quantity }) => ({ id: productId, referencedId: productId, quantity, type: 'product' as const })),
    });
    const problems = getCartMessages(cart).filter((message) => message.type === 'danger' || message.type === 'warning');
    if (problems.length) return { added: 0, result: { values: submission.values, messages: problems }, status: 400 };
    return { added: submission.items.length };
  } catch (error) {
    if (isMaintenanceError(error) || !isStoreApiError(error)) throw toErrorResponse(error);
    console.error(`[recipes] ingredients to cart failed with ${error.status}`);
    return { added: 0, result: { values: submission.values, messages: [], failed: true }, status: error.status >= 500 ? 502 : 400 };
  }
}

/**
 * The action of the recipe page: success goes back to the recipe (post/redirect/get) with
 * `?added=<count>`; anything else stays on the page (400) with the selection kept.
 */
export async function addIngredientsToCart(request: Request, form: FormData, recipeUrl: string) {
  const { language } = parseLocalePath(new URL(request.url).pathname);
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  const outcome = await performIngredientsToCart(client, form);
  if (!('result' in outcome)) {
    const target = new URL(recipeUrl, 'http://x');
    target.searchParams.set('added', String(outcome.added));
    throw redirect(`${target.pathname}${target.search}`, { status: 303, headers });
  }
  return data(outcome.result, { status: outcome.status, headers });
}
