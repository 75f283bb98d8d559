import type { ArtworkTheme } from './images';
import { productId } from './keys';
import { mainRecipes } from './recipes-mains';
import { lightRecipes } from './recipes-light';
import { sweetRecipes } from './recipes-sweets';
import {
  NUTRITION_UNITS,
  RECIPE_TAGS,
  type NutritionKey,
  type RecipeDifficulty,
  type RecipeSpec,
  type RecipeTagSlug,
  type RecipeUnit,
} from './recipes-spec';
import type { DemoLocale, DemoMedia, Translated } from './types';
import { DEMO_LOCALES, demoId, mapT, slugify } from './util';

export * from './recipes-spec';

/** The demo recipes as the seed writes them (decision 0015). */

export interface DemoRecipeIngredient {
  id: string;
  amount: number | null;
  unit: RecipeUnit | null;
  name: Translated;
  productId: string | null;
}

export interface DemoRecipe {
  id: string;
  key: string;
  position: number;
  name: Translated;
  /** Lower-case slug per language; unique across all recipes and languages. */
  slug: Translated;
  teaser: Translated;
  servings: number;
  cookTimeMinutes: number;
  difficulty: RecipeDifficulty;
  media: DemoMedia;
  /** Palette and label of the generated picture. */
  theme: ArtworkTheme;
  label: string;
  tags: RecipeTagSlug[];
  ingredients: DemoRecipeIngredient[];
  steps: Translated[];
  nutrition: Record<NutritionKey, { value: number; unit: string }>;
}

export interface DemoRecipeTag {
  slug: RecipeTagSlug;
  position: number;
  name: Translated;
}

/** Picture renditions (4:3); the largest is the media's own URL. */
export const RECIPE_IMAGE_SIZES = [[400, 300], [800, 600], [1600, 1200]] as const;

export function recipeId(key: string): string {
  return demoId('recipe', key);
}

export function recipeImageUrl(key: string, width: number): string {
  return `/media/recipe/${key}-${width}.svg`;
}

/** The SEO path of a recipe in one language: `recipes/{slug}` (no leading or trailing slash). */
export function recipeSeoPath(slug: string): string {
  return `recipes/${slug}`;
}

function recipeMedia(spec: RecipeSpec): DemoMedia {
  const [width, height] = RECIPE_IMAGE_SIZES[RECIPE_IMAGE_SIZES.length - 1]!;
  return {
    id: demoId('media', `recipe:${spec.key}`),
    fileName: `recipe-${spec.key}`,
    fileExtension: 'svg',
    mimeType: 'image/svg+xml',
    url: recipeImageUrl(spec.key, width),
    width,
    height,
    alt: spec.name,
    title: spec.name,
    thumbnails: RECIPE_IMAGE_SIZES.map(([w, h]) => ({ width: w, height: h, url: recipeImageUrl(spec.key, w) })),
  };
}

function buildRecipe(spec: RecipeSpec, index: number): DemoRecipe {
  const slug = Object.fromEntries(
    DEMO_LOCALES.map((locale: DemoLocale) => [locale, spec.slug?.[locale] ?? slugify(spec.name[locale], locale).toLowerCase()]),
  ) as unknown as Translated;
  const [energy, fat, carbohydrates, protein, cholesterol, salt, sugar, fiber, transFat] = spec.nutrition;
  const values: Record<NutritionKey, number> = { energy, fat, carbohydrates, protein, cholesterol, salt, sugar, fiber, transFat };
  const nutrition = Object.fromEntries(
    (Object.keys(NUTRITION_UNITS) as NutritionKey[]).map((key) => [key, { value: values[key], unit: NUTRITION_UNITS[key] }]),
  ) as DemoRecipe['nutrition'];
  return {
    id: recipeId(spec.key),
    key: spec.key,
    position: index + 1,
    name: spec.name,
    slug,
    teaser: spec.teaser,
    servings: spec.servings,
    cookTimeMinutes: spec.cookTimeMinutes,
    difficulty: spec.difficulty,
    media: recipeMedia(spec),
    theme: spec.theme,
    label: spec.label,
    tags: spec.tags,
    ingredients: spec.ingredients.map((item, position) => ({
      id: demoId('recipe-ingredient', `${spec.key}:${position}`),
      amount: item.amount,
      unit: item.unit,
      name: mapT(item.name, (text) => text),
      productId: item.product === null ? null : productId(item.product),
    })),
    steps: spec.steps,
    nutrition,
  };
}

export const demoRecipes: DemoRecipe[] = [...mainRecipes, ...lightRecipes, ...sweetRecipes].map(buildRecipe);

export const demoRecipeTags: DemoRecipeTag[] = (Object.keys(RECIPE_TAGS) as RecipeTagSlug[]).map((slug, index) => ({
  slug,
  position: index + 1,
  name: RECIPE_TAGS[slug],
}));

/** A demo recipe by its key (throws when unknown). */
export function recipeByKey(key: string): DemoRecipe {
  const recipe = demoRecipes.find((candidate) => candidate.key === key);
  if (!recipe) throw new Error(`Unknown demo recipe: ${key}`);
  return recipe;
}
