import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { parseRecipeFilters, recipeFiltersToQuery } from './listing-query';
import { RecipeFilters } from './recipe-filters';
import { RecipeListing } from './recipe-listing';
import type { RecipeListingResult as Listing } from './recipe';
import { expectNoAxeViolations, fondue, renderWithI18n } from './test-utils';

const aggregations: Listing['aggregations'] = {
  tags: { buckets: [{ key: 'vegetarian', name: 'Vegetarisch', count: 5 }, { key: 'swiss', name: 'Schweizer Küche', count: 7 }] },
  difficulty: { buckets: [{ key: 'easy', count: 4 }, { key: 'medium', count: 3 }, { key: 'hard', count: 1 }] },
  cookTime: { min: 10, max: 240 },
};

describe('parseRecipeFilters', () => {
  it('reads tags, difficulties, max time and page and drops junk', () => {
    const values = parseRecipeFilters(new URLSearchParams('tag=vegetarian&tag=swiss,Vegan&tag=<x>&difficulty=easy&difficulty=nope&maxTime=30&page=2'));
    expect(values).toEqual({ tags: ['vegetarian', 'swiss', 'vegan'], difficulties: ['easy'], maxCookTime: 30, page: 2 });
    expect(parseRecipeFilters(new URLSearchParams('maxTime=-5&page=abc'))).toEqual({ tags: [], difficulties: [], page: 1 });
    expect(recipeFiltersToQuery(values)).toBe('tag=vegetarian&tag=swiss&tag=vegan&difficulty=easy&maxTime=30&page=2');
    expect(recipeFiltersToQuery(values, 1)).toBe('tag=vegetarian&tag=swiss&tag=vegan&difficulty=easy&maxTime=30');
  });
});

describe('RecipeFilters', () => {
  it('is a GET form to the listing with the chosen filters checked', async () => {
    const { container } = renderWithI18n(
      <RecipeFilters action="/recipes" values={{ tags: ['swiss'], difficulties: ['hard'], maxCookTime: 45, page: 1 }} aggregations={aggregations} />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/recipes');
    expect(screen.getByRole('checkbox', { name: /Schweizer Küche/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Vegetarisch/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Anspruchsvoll/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Zubereitungszeit' })).toHaveValue('45');
    expect(screen.getByRole('option', { name: 'bis 1 Std. 30 Min.' })).toBeInTheDocument();
    expect(new FormData(form).getAll('tag')).toEqual(['swiss']);
    await expectNoAxeViolations(container);
  });

  it('speaks English and French', () => {
    const { unmount } = renderWithI18n(<RecipeFilters action="/en/recipes" values={{ tags: [], difficulties: [], page: 1 }} />, 'en');
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeInTheDocument();
    unmount();
    renderWithI18n(<RecipeFilters action="/fr/recipes" values={{ tags: [], difficulties: [], page: 1 }} />, 'fr');
    expect(screen.getByRole('checkbox', { name: 'Facile' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'jusqu’à 2 h' })).toBeInTheDocument();
  });
});

describe('RecipeListing', () => {
  it('shows the count, the cards and pages that keep the filters', async () => {
    const listing: Listing = { elements: [fondue], total: 13, page: 1, limit: 12, aggregations };
    const { container } = renderWithI18n(
      <RecipeListing listing={listing} values={{ tags: ['swiss'], difficulties: [], page: 1 }} action="/recipes" hrefFor={(r) => `/recipes/${r.slug}`} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('13 Rezepte');
    expect(screen.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('href', '/recipes?tag=swiss&page=2');
    await expectNoAxeViolations(container);
  });
});
