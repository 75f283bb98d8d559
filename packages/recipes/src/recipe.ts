import type { LanguageCode } from '@gipfel/i18n';

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

/** The ingredient units of spec §3. */
export const ingredientUnits = [
  'g', 'kg', 'ml', 'cl', 'cm', 'l', 'piece', 'splash', 'sprig', 'stem', 'clove', 'teaspoon', 'tablespoon',
  'leaf', 'bunch', 'some', 'tuber', 'handful', 'knifeTip', 'half', 'pinch', 'pack', 'packet', 'small',
  'medium', 'large', 'strip', 'bar', 'panicle', 'mug', 'ball', 'slice', 'bag', 'head', 'cube', 'cup',
] as const;
export type IngredientUnit = (typeof ingredientUnits)[number];

export const nutritionKeys = ['cholesterol', 'salt', 'sugar', 'fiber', 'transFat'] as const;
export type NutritionKey = (typeof nutritionKeys)[number];

export interface Ingredient {
  /** Amount for the recipe's `servings`; absent for "salt to taste". */
  amount?: number | null;
  unit?: IngredientUnit | null;
  /** The ingredient as it reads after amount and unit, already in the page's language. */
  name: string;
}

export interface NutritionValue {
  value: number;
  /** Unit of the value, e.g. `g` or `mg`. */
  unit: string;
}

/** A recipe of the shop's own content (not a Shopware entity). */
export interface Recipe {
  id: string;
  name: string;
  /** How many persons the ingredient amounts are for. */
  servings: number;
  cookTimeMinutes: number;
  difficulty: Difficulty;
  ingredients: Ingredient[];
  instructions?: string[];
  tags?: string[];
  nutrition?: Partial<Record<NutritionKey, NutritionValue>>;
  language?: LanguageCode;
}
