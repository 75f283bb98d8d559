export { difficulties, ingredientUnits, nutritionKeys } from './recipe';
export type { Recipe, Ingredient, IngredientUnit, Difficulty, NutritionKey, NutritionValue } from './recipe';
export {
  formatCookTime,
  splitCookTime,
  cookTimeToIsoDuration,
  formatAmount,
  formatIngredient,
  getDifficultyLabel,
  getNutritionLabel,
} from './format';
export { scaleIngredients } from './scale';
export { RecipeFacts } from './recipe-facts';
export type { RecipeFactsProps } from './recipe-facts';
export { recipesTexts } from './texts';
