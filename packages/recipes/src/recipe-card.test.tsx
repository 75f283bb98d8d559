import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecipeCard } from './recipe-card';
import { RecipeGrid, RecipePagination } from './recipe-grid';
import { expectNoAxeViolations, fondue, renderWithI18n } from './test-utils';

describe('RecipeCard', () => {
  it('links the name, shows teaser, cook time in hours and minutes, difficulty and tags', async () => {
    const { container } = renderWithI18n(<RecipeCard recipe={fondue} href="/recipes/kaesefondue-moitie-moitie" />);
    expect(screen.getByRole('link', { name: 'Käsefondue moitié-moitié' })).toHaveAttribute('href', '/recipes/kaesefondue-moitie-moitie');
    expect(screen.getByText('1 Std. 35 Min.')).toHaveAttribute('datetime', 'PT1H35M');
    expect(screen.getByText('Mittel')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stichworte' })).toHaveTextContent('VegetarischSchweizer Küche');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    await expectNoAxeViolations(container);
  });

  it('speaks French', () => {
    renderWithI18n(<RecipeCard recipe={{ ...fondue, name: 'Fondue moitié-moitié' }} href="/fr/recipes/fondue-moitie-moitie" />, 'fr');
    expect(screen.getByText('1 h 35 min')).toBeInTheDocument();
    expect(screen.getByText('Moyen')).toBeInTheDocument();
  });
});

describe('RecipeGrid and RecipePagination', () => {
  it('lists cards and says when nothing matches', async () => {
    const { container, unmount } = renderWithI18n(<RecipeGrid recipes={[fondue, { ...fondue, id: 'b', name: 'Zopf' }]} hrefFor={(r) => `/recipes/${r.id}`} />, 'en');
    expect(screen.getByRole('list', { name: 'Recipes' }).children).toHaveLength(2);
    await expectNoAxeViolations(container);
    unmount();
    renderWithI18n(<RecipeGrid recipes={[]} hrefFor={() => '/'} />, 'en');
    expect(screen.getByText('No recipes match these filters.')).toBeInTheDocument();
  });

  it('links pages and marks the current one', async () => {
    const { container } = renderWithI18n(<RecipePagination page={2} total={40} limit={12} hrefFor={(p) => `/recipes?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/recipes?page=3');
    expect(screen.getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/recipes?page=1');
    await expectNoAxeViolations(container);
  });
});
