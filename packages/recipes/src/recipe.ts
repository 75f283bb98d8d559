import type { LanguageCode } from '@gipfel/i18n';

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

/** The ingredient units a recipe may use (the wire keys of the Store API's recipe routes). */
export const ingredientUnits = [
  'g', 'kg', 'ml', 'cl', 'cm', 'l', 'piece', 'splash', 'sprig', 'stem', 'clove', 'teaspoon', 'tablespoon',
  'leaf', 'bunch', 'some', 'tuber', 'handful', 'knifeTip', 'half', 'pinch', 'pack', 'packet', 'small',
  'medium', 'large', 'strip', 'bar', 'panicle', 'mug', 'ball', 'slice', 'bag', 'head', 'cube', 'cup',
] as const;
export type IngredientUnit = (typeof ingredientUnits)[number];

/** Nutrition values per serving, in the order the nutrition table shows them (the recipe facts plus the main values). */
export const nutritionKeys = [
  'energy', 'fat', 'carbohydrates', 'sugar', 'protein', 'fiber', 'salt', 'cholesterol', 'transFat',
] as const;
export type NutritionKey = (typeof nutritionKeys)[number];

/** Limits of the servings scaler. */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 99;

export interface Ingredient {
  /** Id of the ingredient line (wire). */
  id?: string;
  /** Amount for the recipe's `servings`; absent or null for "salt to taste". */
  amount?: number | null;
  unit?: IngredientUnit | null;
  /** The ingredient as it reads after amount and unit, already in the page's language. */
  name: string;
  /** The shop product that supplies this ingredient, when there is one. */
  productId?: string | null;
}

export interface NutritionValue {
  value: number;
  /** Unit of the value, e.g. `kcal`, `g` or `mg`. */
  unit: string;
}

export interface RecipeTag {
  slug: string;
  /** Translated name. */
  name: string;
}

export interface RecipeMediaThumbnail {
  url: string;
  width: number;
  height: number;
}

/** The recipe picture: a Shopware media entity (the fields the storefront reads). */
export interface RecipeMedia {
  id?: string;
  url: string;
  alt?: string | null;
  title?: string | null;
  width?: number | null;
  height?: number | null;
  thumbnails?: RecipeMediaThumbnail[] | null;
}

/** A recipe's SEO URL, one per language (Shopware `seo_url` shape). */
export interface RecipeSeoUrl {
  apiAlias?: 'seo_url';
  languageId: string;
  seoPathInfo: string;
  pathInfo?: string;
  routeName?: string;
  foreignKey?: string;
  isCanonical?: boolean;
}

/**
 * A recipe as the Store API's recipe routes send it (`apiAlias: gipfel_recipe`): our own
 * content, not a Shopware entity. Listings may leave out `steps` and `nutrition`.
 */
export interface Recipe {
  apiAlias?: 'gipfel_recipe';
  id: string;
  /** Slug in the context language; the page path is `/recipes/{slug}`. */
  slug?: string;
  name: string;
  teaser?: string;
  /** How many persons the ingredient amounts are for. */
  servings: number;
  cookTimeMinutes: number;
  difficulty: Difficulty;
  media?: RecipeMedia | null;
  tags?: RecipeTag[];
  ingredients: Ingredient[];
  steps?: string[];
  /** Per serving. */
  nutrition?: Partial<Record<NutritionKey, NutritionValue>> | null;
  seoUrls?: RecipeSeoUrl[];
  translated?: { name?: string; teaser?: string; steps?: string[] };
  language?: LanguageCode;
}

export interface RecipeTagBucket {
  key: string;
  name: string;
  count: number;
}

export interface RecipeListingAggregations {
  tags?: { buckets: RecipeTagBucket[] };
  difficulty?: { buckets: { key: Difficulty; count: number }[] };
  cookTime?: { min: number | null; max: number | null };
}

/** `GET|POST /store-api/recipe` (`apiAlias: gipfel_recipe_listing`). */
export interface RecipeListingResult {
  apiAlias?: 'gipfel_recipe_listing';
  elements: Recipe[];
  total: number;
  page: number;
  limit: number;
  aggregations?: RecipeListingAggregations;
}

/**
 * `GET|POST /store-api/recipe/{idOrSlug}` (`apiAlias: gipfel_recipe_detail`): the recipe and the
 * available products of its ingredients (full Shopware product entities).
 */
export interface RecipeDetailResult<Product = unknown> {
  apiAlias?: 'gipfel_recipe_detail';
  recipe: Recipe;
  products: Product[];
}

/** The filters of a recipe listing, as the listing URL and the Store API take them. */
export interface RecipeFilterValues {
  tags: string[];
  difficulties: Difficulty[];
  /** Maximum cook time in minutes. */
  maxCookTime?: number;
  page: number;
}
