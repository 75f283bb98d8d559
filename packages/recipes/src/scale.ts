import type { Ingredient, IngredientUnit, Recipe } from './recipe';

const fineUnits = new Set<IngredientUnit>(['kg', 'l']);

// Scaled amounts are rounded to what a cook can measure: 5 g steps above 100,
// whole units above 10, otherwise quarters (kg and l: 0.05).
function roundAmount(value: number, unit: IngredientUnit | null | undefined): number {
  if (value >= 100) return Math.round(value / 5) * 5;
  if (value >= 10) return Math.round(value);
  const step = unit && fineUnits.has(unit) ? 0.05 : 0.25;
  const rounded = Math.round(value / step) * step;
  return Number(Math.max(rounded, step).toFixed(2));
}

/** The recipe's ingredients for `persons` instead of its `servings`. */
export function scaleIngredients(recipe: Pick<Recipe, 'servings' | 'ingredients'>, persons: number): Ingredient[] {
  if (!Number.isInteger(persons) || persons < 1) throw new RangeError(`Persons must be a positive whole number, got ${persons}`);
  if (!(recipe.servings > 0)) throw new RangeError(`Recipe servings must be positive, got ${recipe.servings}`);
  const factor = persons / recipe.servings;
  return recipe.ingredients.map((ingredient) => {
    const { amount } = ingredient;
    if (typeof amount !== 'number' || !(amount > 0) || ingredient.unit === 'some' || factor === 1) return { ...ingredient };
    return { ...ingredient, amount: roundAmount(amount * factor, ingredient.unit) };
  });
}
