import type { RecipeMedia } from './recipe';
import { translatedText } from '@gipfel/api';

export interface RecipeImage {
  src: string;
  width?: number;
  height?: number;
  srcSet?: string;
}

/**
 * The picture of a recipe for an `<img>`: the smallest thumbnail at least `minWidth` wide (or
 * the original), its width and height (no layout shift) and a `srcset` of all sizes.
 */
export function pickRecipeImage(media: RecipeMedia | null | undefined, minWidth: number): RecipeImage | null {
  if (!media?.url) return null;
  const thumbnails = [...(media.thumbnails ?? [])].filter((t) => t.url && t.width > 0).sort((a, b) => a.width - b.width);
  const chosen = thumbnails.find((t) => t.width >= minWidth);
  const srcSet = thumbnails.length ? thumbnails.map((t) => `${t.url} ${t.width}w`).join(', ') : undefined;
  if (chosen) return { src: chosen.url, width: chosen.width, height: chosen.height, srcSet };
  return {
    src: media.url,
    width: media.width ?? thumbnails.at(-1)?.width ?? undefined,
    height: media.height ?? thumbnails.at(-1)?.height ?? undefined,
    srcSet,
  };
}

/** The recipe's name in the page language (Shopware's `translated` wins). */
export function recipeName(recipe: { name: string; translated?: { name?: string } }): string {
  return translatedText(recipe, 'name').trim();
}

export function recipeTeaser(recipe: { teaser?: string; translated?: { teaser?: string } }): string {
  return translatedText(recipe, 'teaser').trim();
}

export function recipeSteps(recipe: { steps?: string[]; translated?: { steps?: string[] } }): string[] {
  const steps = recipe.translated?.steps?.length ? recipe.translated.steps : (recipe.steps ?? []);
  return steps.map((step) => step.trim()).filter(Boolean);
}
