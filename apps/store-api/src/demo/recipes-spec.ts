import type { ArtworkTheme } from './images';
import type { Translated } from './types';

/**
 * The authoring format of the demo recipes (decision 0015). Recipe modules (`recipes-*.ts`) list
 * `RecipeSpec`s; `recipes.ts` derives ids, slugs, media and SEO paths from them.
 */

/** The ingredient unit keys of the recipe routes (the storefront's `ingredientUnits`). */
export const RECIPE_UNITS = [
  'g', 'kg', 'ml', 'cl', 'cm', 'l', 'piece', 'splash', 'sprig', 'stem', 'clove', 'teaspoon', 'tablespoon',
  'leaf', 'bunch', 'some', 'tuber', 'handful', 'knifeTip', 'half', 'pinch', 'pack', 'packet', 'small',
  'medium', 'large', 'strip', 'bar', 'panicle', 'mug', 'ball', 'slice', 'bag', 'head', 'cube', 'cup',
] as const;
export type RecipeUnit = (typeof RECIPE_UNITS)[number];

export const RECIPE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];

/** Tag slugs with their translated names, in display order. */
export const RECIPE_TAGS = {
  classic: { de: 'Klassiker', en: 'Classic', fr: 'Classique' },
  vegetarian: { de: 'Vegetarisch', en: 'Vegetarian', fr: 'Végétarien' },
  vegan: { de: 'Vegan', en: 'Vegan', fr: 'Végane' },
  quick: { de: 'Schnell', en: 'Quick', fr: 'Rapide' },
  cheese: { de: 'Käse', en: 'Cheese', fr: 'Fromage' },
  soup: { de: 'Suppe', en: 'Soup', fr: 'Soupe' },
  salad: { de: 'Salat', en: 'Salad', fr: 'Salade' },
  breakfast: { de: 'Frühstück', en: 'Breakfast', fr: 'Petit-déjeuner' },
  baking: { de: 'Backen', en: 'Baking', fr: 'Pâtisserie' },
  dessert: { de: 'Dessert', en: 'Dessert', fr: 'Dessert' },
  drinks: { de: 'Getränke', en: 'Drinks', fr: 'Boissons' },
} as const satisfies Record<string, Translated>;
export type RecipeTagSlug = keyof typeof RECIPE_TAGS;

/** Nutrition keys per serving with their units. */
export const NUTRITION_UNITS = {
  energy: 'kcal',
  fat: 'g',
  carbohydrates: 'g',
  protein: 'g',
  cholesterol: 'mg',
  salt: 'g',
  sugar: 'g',
  fiber: 'g',
  transFat: 'g',
} as const;
export type NutritionKey = keyof typeof NUTRITION_UNITS;

export interface IngredientSpec {
  amount: number | null;
  unit: RecipeUnit | null;
  /** Without the unit: `Knoblauch`, not `Knoblauchzehe`. */
  name: Translated;
  /** Key of the demo product that supplies it. */
  product: string | null;
}

export interface RecipeSpec {
  key: string;
  name: Translated;
  /** Defaults to the slugified name (lower case); every slug is unique across all languages. */
  slug?: Partial<Translated>;
  teaser: Translated;
  servings: number;
  cookTimeMinutes: number;
  difficulty: RecipeDifficulty;
  /** Palette and icon of the generated picture. */
  theme: ArtworkTheme;
  /** Short text printed on the picture. */
  label: string;
  tags: RecipeTagSlug[];
  ingredients: IngredientSpec[];
  steps: Translated[];
  /** Per serving: kcal, fat, carbohydrates, protein, cholesterol (mg), salt, sugar, fiber, trans fat. */
  nutrition: [energy: number, fat: number, carbohydrates: number, protein: number, cholesterol: number, salt: number, sugar: number, fiber: number, transFat: number];
}

/** One ingredient line: amount, unit, name in de/en/fr and optionally the product key. */
export function ing(amount: number | null, unit: RecipeUnit | null, de: string, en: string, fr: string, product: string | null = null): IngredientSpec {
  return { amount, unit, name: { de, en, fr }, product };
}

export function tr(de: string, en: string, fr: string): Translated {
  return { de, en, fr };
}
