import { cookTimeToIsoDuration, formatIngredient, type RecipesTranslator } from './format';
import { recipeName, recipeSteps, recipeTeaser } from './media';
import type { Recipe } from './recipe';

const difficultyNames = { easy: 'easy', medium: 'medium', hard: 'hard' } as const;

/**
 * schema.org `Recipe` of a recipe page as JSON for `<script type="application/ld+json">`, with
 * `<` escaped so no text can end the script element. `t` (the `recipes` namespace of the text
 * runtime) words the ingredients' units with the host's texts; without it the built-in ones.
 */
export function recipeJsonLd(recipe: Recipe, options: { url: string; language: string; t?: RecipesTranslator }): string {
  const energy = recipe.nutrition?.energy;
  const nutrition = recipe.nutrition
    ? Object.fromEntries(
        (
          [
            ['calories', 'energy'],
            ['fatContent', 'fat'],
            ['carbohydrateContent', 'carbohydrates'],
            ['proteinContent', 'protein'],
            ['sugarContent', 'sugar'],
            ['fiberContent', 'fiber'],
            ['sodiumContent', 'salt'],
            ['cholesterolContent', 'cholesterol'],
            ['transFatContent', 'transFat'],
          ] as const
        )
          .filter(([, key]) => recipe.nutrition?.[key])
          .map(([name, key]) => [name, `${recipe.nutrition![key]!.value} ${key === 'energy' && energy ? energy.unit : recipe.nutrition![key]!.unit}`]),
      )
    : undefined;
  const schema = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipeName(recipe),
    description: recipeTeaser(recipe) || undefined,
    url: options.url,
    inLanguage: options.language,
    image: recipe.media?.url ? [recipe.media.url] : undefined,
    totalTime: cookTimeToIsoDuration(recipe.cookTimeMinutes),
    recipeYield: String(recipe.servings),
    keywords: recipe.tags?.map((tag) => tag.name).join(', ') || undefined,
    educationalLevel: difficultyNames[recipe.difficulty],
    recipeIngredient: recipe.ingredients.map((ingredient) => formatIngredient(ingredient, options.language, options.t)),
    recipeInstructions: recipeSteps(recipe).map((text) => ({ '@type': 'HowToStep', text })),
    nutrition: nutrition && Object.keys(nutrition).length ? { '@type': 'NutritionInformation', ...nutrition } : undefined,
  };
  return JSON.stringify(schema).replace(/</g, '\\u003c');
}
