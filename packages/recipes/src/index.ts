export { difficulties, ingredientUnits, nutritionKeys, MIN_SERVINGS, MAX_SERVINGS } from './recipe';
export type {
  Recipe,
  Ingredient,
  IngredientUnit,
  Difficulty,
  NutritionKey,
  NutritionValue,
  RecipeTag,
  RecipeMedia,
  RecipeMediaThumbnail,
  RecipeSeoUrl,
  RecipeListingResult,
  RecipeListingAggregations,
  RecipeTagBucket,
  RecipeDetailResult,
  RecipeFilterValues,
} from './recipe';
export {
  formatCookTime,
  splitCookTime,
  cookTimeToIsoDuration,
  formatAmount,
  formatIngredient,
  getUnitLabel,
  unitForm,
  getDifficultyLabel,
  getNutritionLabel,
} from './format';
export type { RecipesTranslator } from './format';
export { scaleIngredients, roundAmount } from './scale';
export { parseServings } from './servings';
export type { ServingsInput } from './servings';
export { parseRecipeFilters, recipeFiltersToQuery, cookTimeOptions } from './listing-query';
export { pickRecipeImage, recipeName, recipeTeaser, recipeSteps } from './media';
export type { RecipeImage } from './media';
export { recipeJsonLd } from './json-ld';
export {
  readIngredientsToCartForm,
  toIngredientCartItems,
  quantityFieldName,
  MAX_INGREDIENT_QUANTITY,
  INGREDIENTS_TO_CART_INTENT,
} from './ingredients-to-cart-form';
export type {
  IngredientCartItem,
  IngredientsToCartValues,
  IngredientsToCartError,
  IngredientsToCartSubmission,
} from './ingredients-to-cart-form';

// Operations over a Store API client (a server loader or a browser)
export {
  loadRecipeListing,
  loadRecipe,
  recipeSeoLinks,
  recipePath,
  servingsOf,
  addIngredientsToCart,
  RECIPES_PER_PAGE,
} from './recipe-operations';
export type {
  RecipeListingPage,
  RecipePage,
  RecipeDetailData,
  RecipeSeoLinks,
  RecipeSeoInput,
  IngredientsCartMessage,
  IngredientsToCartInput,
  IngredientsToCartOutcome,
  IngredientsToCartResult,
} from './recipe-operations';

export { RecipeFacts } from './recipe-facts';
export type { RecipeFactsProps } from './recipe-facts';
export { RecipeCard } from './recipe-card';
export type { RecipeCardProps } from './recipe-card';
export { RecipeGrid, RecipePagination } from './recipe-grid';
export type { RecipeGridProps, RecipePaginationProps } from './recipe-grid';
export { RecipeFilters } from './recipe-filters';
export type { RecipeFiltersProps } from './recipe-filters';
export { RecipeListing } from './recipe-listing';
export type { RecipeListingProps } from './recipe-listing';
export { IngredientList } from './ingredient-list';
export type { IngredientListProps } from './ingredient-list';
export { ServingsScaler } from './servings-scaler';
export type { ServingsScalerProps } from './servings-scaler';
export { NutritionTable } from './nutrition-table';
export type { NutritionTableProps } from './nutrition-table';
export { RecipeDetail } from './recipe-detail';
export type { RecipeDetailProps } from './recipe-detail';
export { IngredientsToCart } from './ingredients-to-cart';
export type { IngredientsToCartProps, IngredientsToCartMessage } from './ingredients-to-cart';
export { recipePageOf, RecipePageView } from './recipe-page';
export type { RecipePageData, RecipePageViewProps } from './recipe-page';
export { RecipePrintView } from './recipe-print-view';
export type { RecipePrintViewProps } from './recipe-print-view';
export { recipesTexts } from './texts';
