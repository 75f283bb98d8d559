import type { Ingredient, IngredientUnit, Recipe } from './recipe';

/** Units measured on a scale or jug: whole numbers below 10 are precise enough. */
const metricUnits = new Set<IngredientUnit>(['g', 'ml']);
/** Large metric units: steps of 0.05 (50 g, 50 ml). */
const fineUnits = new Set<IngredientUnit>(['kg', 'l']);
/** Spoons and cups: quarters. Everything else is counted (pieces, cloves, pinches): halves. */
const spoonUnits = new Set<IngredientUnit>(['teaspoon', 'tablespoon', 'cup', 'mug']);

function stepFor(unit: IngredientUnit | null | undefined): number {
  if (unit && metricUnits.has(unit)) return 1;
  if (unit && fineUnits.has(unit)) return 0.05;
  if (unit === 'cl' || unit === 'cm') return 0.5;
  if (unit && spoonUnits.has(unit)) return 0.25;
  return 0.5;
}

/**
 * Rounds a scaled amount to what a cook can measure: 5 g steps from 100 up, whole units from 10
 * up, below that whole grams and millilitres, half centilitres and centimetres, 0.05 kg or l, quarter spoons and cups, half pieces.
 * Never rounds down to zero.
 */
export function roundAmount(value: number, unit: IngredientUnit | null | undefined): number {
  if (value >= 100 && !(unit && fineUnits.has(unit))) return Math.round(value / 5) * 5;
  if (value >= 10) return Math.round(value);
  const step = stepFor(unit);
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
