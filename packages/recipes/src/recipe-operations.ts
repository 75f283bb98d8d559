import { addLineItems, getRecipe, isMaintenanceError, isStoreApiError, listRecipes, type Schemas, type StoreApiClient } from '@gipfel/api';
import type { AlternateLink, LanguageCode, ShopLocales } from '@gipfel/i18n';
import { readIngredientsToCartForm, type IngredientsToCartError, type IngredientsToCartValues } from './ingredients-to-cart-form';
import { parseRecipeFilters } from './listing-query';
import type { Recipe, RecipeDetailResult, RecipeFilterValues, RecipeListingResult } from './recipe';
import { parseServings } from './servings';

// The recipe pages' operations over a Store API client: usable in a server loader and in a browser.
// Unknown recipes and refused input come back as values; faults of the shop are thrown.

/** Recipes per listing page. */
export const RECIPES_PER_PAGE = 12;

export type RecipeDetailData = RecipeDetailResult<Schemas['Product']>;

/** Localised path of a recipe page: `/recipes/{slug}` in the language's URL (`/en/…`, `/fr/…` with prefixes). */
export function recipePath(slug: string, language: LanguageCode, locales: ShopLocales): string {
  return locales.localizePath(`/recipes/${encodeURIComponent(slug)}`, language);
}

export interface RecipeListingPage {
  listing: RecipeListingResult;
  values: RecipeFilterValues;
}

/** The listing page: filters from the URL (`?tag=…&difficulty=…&maxTime=…&page=…`), one Store API call. */
export async function loadRecipeListing(client: StoreApiClient, input: { searchParams: URLSearchParams }): Promise<RecipeListingPage> {
  const values = parseRecipeFilters(input.searchParams);
  try {
    const listing = await listRecipes<RecipeListingResult>(client, {
      page: values.page,
      limit: RECIPES_PER_PAGE,
      tag: values.tags,
      difficulty: values.difficulties,
      maxCookTime: values.maxCookTime,
    });
    return { listing, values };
  } catch (error) {
    // A hand-made URL the Store API refuses (an unknown tag, a page too far) shows an empty page, not an error.
    if (isStoreApiError(error) && error.status === 400) {
      return { listing: { elements: [], total: 0, page: 1, limit: RECIPES_PER_PAGE }, values };
    }
    throw error;
  }
}

export interface RecipeSeoLinks {
  canonical: string;
  alternates: AlternateLink[];
  /** Paths of the recipe in every language (the language switch). */
  paths: Record<LanguageCode, string>;
}

export interface RecipeSeoInput {
  language: LanguageCode;
  /** The shop's public origin, e.g. `https://shop.example`. */
  origin: string;
  /** The Store API language id of each of our languages; one missing gets the technical path. */
  languageIds: Partial<Record<LanguageCode, string>>;
  /** The shop's languages (`createShopLocales`): every one gets an alternate link. */
  locales: ShopLocales;
}

/**
 * Canonical and hreflang links of a recipe from its SEO URLs (one per language); a language
 * without one gets the technical path, which moves to the recipe's slug there.
 */
export function recipeSeoLinks(recipe: Recipe, { language, origin, languageIds, locales }: RecipeSeoInput): RecipeSeoLinks {
  const base = origin.replace(/\/$/, '');
  const paths = Object.fromEntries(
    locales.languages.map((l) => {
      const languageId = Object.hasOwn(languageIds, l.code) ? languageIds[l.code] : undefined;
      const seoUrl = languageId ? recipe.seoUrls?.find((s) => s.languageId === languageId && s.seoPathInfo) : undefined;
      const path = seoUrl ? locales.localizePath(`/${seoUrl.seoPathInfo.replace(/^\/+|\/+$/g, '')}`, l.code) : locales.localizePath(`/recipes/${recipe.id}`, l.code);
      return [l.code, path];
    }),
  ) as Record<LanguageCode, string>;
  if (recipe.slug) paths[language] = recipePath(recipe.slug, language, locales);
  const alternates: AlternateLink[] = locales.languages.map((l) => ({ hrefLang: l.localeCode, href: `${base}${paths[l.code]}` }));
  alternates.push({ hrefLang: 'x-default', href: `${base}${paths[locales.defaultLanguage]}` });
  return { canonical: `${base}${paths[language]}`, alternates, paths };
}

export type RecipePage =
  | { status: 'found'; detail: RecipeDetailData; seo: RecipeSeoLinks }
  | { status: 'notFound' }
  /** An id or another language's slug: the recipe's own path in the page's language (a 301 for the host). */
  | { status: 'moved'; path: string };

/**
 * One recipe by the slug of its URL, with its canonical and hreflang links. The language switch
 * links to `/{lang}/recipes/{id}`: an id, or another language's slug, comes back `moved` to the
 * slug of the page's language.
 */
export async function loadRecipe(client: StoreApiClient, input: RecipeSeoInput & { slug: string }): Promise<RecipePage> {
  const { slug, language, locales } = input;
  if (!slug || slug.length > 200) return { status: 'notFound' };
  let detail: RecipeDetailData;
  try {
    detail = await getRecipe<RecipeDetailData>(client, slug);
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 404 || error.status === 400)) return { status: 'notFound' };
    throw error;
  }
  const { recipe } = detail;
  if (recipe.slug && recipe.slug !== slug) return { status: 'moved', path: recipePath(recipe.slug, language, locales) };
  return { status: 'found', detail, seo: recipeSeoLinks(recipe, input) };
}

/** `?servings=` of a recipe page: the persons, or the recipe's own with the bad text kept. */
export function servingsOf(searchParams: URLSearchParams, recipe: Pick<Recipe, 'servings'>): { servings: number; invalidServings?: string } {
  const parsed = parseServings(searchParams.get('servings'), recipe.servings);
  return parsed.ok ? { servings: parsed.servings } : { servings: recipe.servings, invalidServings: parsed.raw };
}

/** What `getCartMessages` of `@gipfel/cart` makes of a cart's errors; only the type counts here. */
export interface IngredientsCartMessage {
  type: 'info' | 'warning' | 'danger';
}

export interface IngredientsToCartResult<Message extends IngredientsCartMessage = IngredientsCartMessage> {
  error?: IngredientsToCartError;
  values: IngredientsToCartValues;
  /** Cart errors of the shop (out of stock, …). */
  messages: Message[];
  /** The Store API refused or failed the call. */
  failed?: boolean;
}

export type IngredientsToCartOutcome<Message extends IngredientsCartMessage = IngredientsCartMessage> =
  | { ok: true; added: number }
  /** `unavailable`: the shop failed (5xx), not the shopper's input. */
  | { ok: false; result: IngredientsToCartResult<Message>; unavailable: boolean };

export interface IngredientsToCartInput<Message extends IngredientsCartMessage> {
  form: FormData;
  /** The cart's errors as messages: pass `getCartMessages` of `@gipfel/cart`. */
  cartMessages: (cart: Schemas['Cart']) => Message[];
}

/**
 * Carries out the ingredients-to-cart form: every chosen product in ONE
 * `POST /checkout/cart/line-item`. Bad input, cart errors of the shop (out of stock, …) and a
 * refused or failed call come back with the selection kept; `added` is the count on success.
 * Maintenance and network faults are thrown.
 */
export async function addIngredientsToCart<Message extends IngredientsCartMessage>(
  client: StoreApiClient,
  { form, cartMessages }: IngredientsToCartInput<Message>,
): Promise<IngredientsToCartOutcome<Message>> {
  const submission = readIngredientsToCartForm(form);
  if (!submission.ok) return { ok: false, result: { error: submission.error, values: submission.values, messages: [] }, unavailable: false };
  try {
    const cart = await addLineItems(client, {
      items: submission.items.map(({ productId, quantity }) => ({ id: productId, referencedId: productId, quantity, type: 'product' as const })),
    });
    const problems = cartMessages(cart).filter((message) => message.type === 'danger' || message.type === 'warning');
    if (problems.length) return { ok: false, result: { values: submission.values, messages: problems }, unavailable: false };
    return { ok: true, added: submission.items.length };
  } catch (error) {
    if (isMaintenanceError(error) || !isStoreApiError(error)) throw error;
    console.error(`[recipes] ingredients to cart failed with ${error.status}`);
    return { ok: false, result: { values: submission.values, messages: [], failed: true }, unavailable: error.status >= 500 };
  }
}
