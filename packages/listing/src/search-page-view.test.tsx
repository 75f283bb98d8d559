import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SearchPageView } from './search-page-view';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const common = { title: 'Suche', minTermLength: 3, currency: 'CHF', loadPage: async () => fixtures.search, localizeHref: (path: string) => `/fr${path}`, addToCartAction: '/fr/checkout/cart' };
const empty = { ...fixtures.search, elements: [], total: 0 };

describe('SearchPageView', () => {
  it('asks for a longer term under the page title and offers searches that find something (de)', async () => {
    const { container } = renderIn('de', <SearchPageView {...common} page={{ term: 'ab', criteria: { search: 'ab' }, listing: null }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suche');
    expect(screen.getByText('Geben Sie mindestens 3 Zeichen ein, um Produkte zu suchen.')).toBeInTheDocument();
    const suggestions = screen.getByRole('navigation', { name: 'Beliebte Suchbegriffe' });
    expect(within(suggestions).getByRole('link', { name: 'Käse' })).toHaveAttribute('href', '/fr/search?search=K%C3%A4se');
    expect(await a11yViolations(container)).toEqual([]);
  });

  it('shows the results with sorting and the products, the add-to-cart forms posting to the cart (en)', async () => {
    const { container } = renderIn('en', <SearchPageView {...common} page={{ term: 'cheese', criteria: { search: 'cheese' }, listing: fixtures.search }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “cheese”');
    expect(screen.getByRole('list', { name: 'Products for “cheese”' })).toBeInTheDocument();
    const forms = [...container.querySelectorAll('form[method="post"]')];
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.every((form) => form.getAttribute('action') === '/fr/checkout/cart')).toBe(true);
  });

  it('says when nothing was found and what to try instead (fr)', () => {
    renderIn('fr', <SearchPageView {...common} page={{ term: 'xyz', criteria: { search: 'xyz' }, listing: empty }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Aucun produit trouvé pour « xyz »' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Recherches populaires' })).toBeInTheDocument();
  });
});
