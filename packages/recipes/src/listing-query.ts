import { difficulties, type Difficulty, type RecipeFilterValues } from './recipe';

/** Cook-time choices of the filter, in minutes. */
export const cookTimeOptions = [15, 30, 45, 60, 90, 120] as const;
export const MAX_RECIPE_PAGE = 500;
const maxTags = 20;

/**
 * Reads the listing filters from the URL (`?tag=a&tag=b&difficulty=easy&maxTime=30&page=2`),
 * leniently: unknown values are dropped, so a hand-edited URL still shows a page.
 */
export function parseRecipeFilters(params: URLSearchParams): RecipeFilterValues {
  const tags = [
    ...new Set(
      params
        .getAll('tag')
        .flatMap((value) => value.split(','))
        .map((value) => value.trim().toLowerCase())
        .filter((value) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(value)),
    ),
  ].slice(0, maxTags);
  const wanted = new Set(params.getAll('difficulty').flatMap((value) => value.split(',')));
  const chosen: Difficulty[] = difficulties.filter((d) => wanted.has(d));
  const maxTime = Number(params.get('maxTime'));
  const page = Number(params.get('page'));
  return {
    tags,
    difficulties: chosen,
    ...(Number.isInteger(maxTime) && maxTime > 0 && maxTime <= 24 * 60 ? { maxCookTime: maxTime } : {}),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_RECIPE_PAGE) : 1,
  };
}

/** The listing URL's query for filters (without `?`); page 1 is left out. */
export function recipeFiltersToQuery(values: RecipeFilterValues, page = values.page): string {
  const params = new URLSearchParams();
  for (const tag of values.tags) params.append('tag', tag);
  for (const difficulty of values.difficulties) params.append('difficulty', difficulty);
  if (values.maxCookTime) params.set('maxTime', String(values.maxCookTime));
  if (page > 1) params.set('page', String(page));
  return params.toString();
}
