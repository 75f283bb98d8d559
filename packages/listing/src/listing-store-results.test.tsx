import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Schemas } from '@gipfel/api';
import type { LanguageCode } from '@gipfel/i18n';
import { createListingStore, type ListingPageLoader, type ListingResult } from './listing-store';
import { ListingStoreProvider, useApplyListingResult } from './listing-store-context';
import { ListingResults } from './listing-store-results';
import { listingPageFixture } from './listing-page-fixture';
import { a11yViolations, fixtures, renderIn } from './test-utils';

function product(id: string, name: string): Schemas['Product'] {
  return { ...fixtures.boxProduct, id, name, translated: { ...fixtures.boxProduct.translated, name } } as Schemas['Product'];
}

function page(n: number, limit = 3, total = 7): ListingResult {
  return listingPageFixture(n, { limit, total, name: (position) => `Produkt ${position + 1}`, id: (page, i) => `id-${page}-${i}` });
}

function Listing({ result, loadPage, onPageLoaded }: { result: ListingResult; loadPage?: ListingPageLoader; onPageLoaded?: (page: number) => void }) {
  const [store] = useState(() => createListingStore(result, { loadPage }));
  useApplyListingResult(store, result);
  return (
    <ListingStoreProvider store={store}>
      <ListingResults onPageLoaded={onPageLoaded} />
    </ListingStoreProvider>
  );
}

const names = () => within(screen.getByRole('list', { name: /Produkte|Products|Produits/ })).getAllByRole('heading').map((h) => h.textContent);

const texts: Record<LanguageCode, { button: string; loaded: string }> = {
  de: { button: 'Weitere Produkte laden', loaded: '3 weitere Produkte geladen' },
  en: { button: 'Load more products', loaded: '3 more products loaded' },
  fr: { button: 'Afficher plus de produits', loaded: '3 produits supplémentaires chargés' },
};

describe('ListingResults', () => {
  it('gives the cards h2 headings, as the listing follows the page title (h1) directly on phones', () => {
    renderIn('de', <Listing result={page(1)} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Produkt 1', 'Produkt 2', 'Produkt 3']);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  for (const [language, text] of Object.entries(texts) as [LanguageCode, (typeof texts)['de']][]) {
    it(`load more appends the next page, focuses its first card and announces it (${language})`, async () => {
      const loadPage = vi.fn<ListingPageLoader>(async (n) => page(n));
      const onPageLoaded = vi.fn();
      renderIn(language, <Listing result={page(1)} loadPage={loadPage} onPageLoaded={onPageLoaded} />);
      expect(names()).toEqual(['Produkt 1', 'Produkt 2', 'Produkt 3']);

      fireEvent.click(screen.getByRole('button', { name: text.button }));
      await waitFor(() => expect(names()).toHaveLength(6));
      // The first cards stay where they were; the new ones come below them.
      expect(names()).toEqual(['Produkt 1', 'Produkt 2', 'Produkt 3', 'Produkt 4', 'Produkt 5', 'Produkt 6']);
      expect(loadPage).toHaveBeenCalledWith(2, expect.objectContaining({ p: 2, limit: 3 }));
      expect(onPageLoaded).toHaveBeenCalledWith(2);
      await waitFor(() => expect(screen.getByRole('link', { name: 'Produkt 4' })).toHaveFocus());
      expect(screen.getByText(text.loaded)).toHaveAttribute('role', 'status');
    });
  }

  it.each([
    ['de', 'Auf Seite 9 gibt es keine Produkte mehr.', 'Zur ersten Seite'],
    ['en', 'There are no more products on page 9.', 'Go to the first page'],
    ['fr', 'Il n’y a plus de produits à la page 9.', 'Aller à la première page'],
  ] as const)('a page behind the last one says so and links page 1 (%s)', (language, message, link) => {
    renderIn(language, <Listing result={page(9)} />);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    const first = screen.getByRole('link', { name: link });
    expect(first.getAttribute('href')).not.toMatch(/[?&]p=/);
    expect(screen.queryByText(/Keine Produkte gefunden|No products found|Aucun produit trouvé/)).toBeNull();
  });

  it.each([
    ['de', 'Vorherige Produkte laden', '3 vorherige Produkte geladen'],
    ['en', 'Load previous products', '3 previous products loaded'],
    ['fr', 'Afficher les produits précédents', '3 produits précédents chargés'],
  ] as const)('opened at page 2, puts page 1 in front and focuses its first card (%s)', async (language, button, loaded) => {
    const loadPage = vi.fn<ListingPageLoader>(async (n) => page(n));
    renderIn(language, <Listing result={page(2)} loadPage={loadPage} onPageLoaded={() => {}} />);
    expect(names()).toEqual(['Produkt 4', 'Produkt 5', 'Produkt 6']);
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(names()).toEqual(['Produkt 1', 'Produkt 2', 'Produkt 3', 'Produkt 4', 'Produkt 5', 'Produkt 6']);
    expect(loadPage).toHaveBeenCalledWith(1, expect.objectContaining({ p: 1 }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Produkt 1' })).toHaveFocus());
    expect(screen.getByText(loaded)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: button })).toBeNull();
  });

  it('without a page loader, the previous page is a link (page 3 links page 2, page 2 links page 1)', () => {
    const { unmount } = renderIn('en', <Listing result={page(3)} />);
    expect(screen.getByRole('link', { name: 'Load previous products' })).toHaveAttribute('href', expect.stringMatching(/[?&]p=2(&|$)/));
    unmount();
    renderIn('en', <Listing result={page(2)} />);
    expect(screen.getByRole('link', { name: 'Load previous products' }).getAttribute('href')).not.toMatch(/[?&]p=/);
  });

  it('says so when the previous page does not load and keeps the button (fr)', async () => {
    renderIn('fr', <Listing result={page(2)} loadPage={async () => Promise.reject(new Error('offline'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher les produits précédents' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les produits précédents. Veuillez réessayer.');
    expect(screen.getByRole('button', { name: 'Afficher les produits précédents' })).toBeEnabled();
    expect(names()).toEqual(['Produkt 4', 'Produkt 5', 'Produkt 6']);
  });

  it('an empty listing on page 1 keeps "no products found"', () => {
    renderIn('en', <Listing result={page(1, 3, 0)} />);
    expect(screen.getByRole('status')).toHaveTextContent('No products found.');
    expect(screen.queryByRole('link', { name: 'Go to the first page' })).toBeNull();
  });

  it('offers nothing more once every product is shown', async () => {
    renderIn('en', <Listing result={page(1)} loadPage={async (n) => page(n)} onPageLoaded={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(names()).toHaveLength(6));
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Load more products' })).toBeNull();
    expect(screen.getByText('7 of 7 products shown')).toBeInTheDocument();
    expect(screen.getByText('1 more product loaded')).toBeInTheDocument();
  });

  it('puts the page in the URL with replaceState by default, keeping the history state', async () => {
    window.history.replaceState({ key: 'router-key' }, '', '/kaese/?order=name-asc');
    renderIn('de', <Listing result={page(1)} loadPage={async (n) => page(n)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Produkte laden' }));
    await waitFor(() => expect(window.location.search).toBe('?order=name-asc&p=2'));
    expect(window.location.pathname).toBe('/kaese/');
    expect(window.history.state).toEqual({ key: 'router-key' });
  });

  it('says so when the next page does not load and keeps the button for another try (fr)', async () => {
    renderIn('fr', <Listing result={page(1)} loadPage={async () => Promise.reject(new Error('offline'))} onPageLoaded={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger d’autres produits. Veuillez réessayer.');
    expect(names()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Afficher plus de produits' })).toBeInTheDocument();
  });

  it('without a page loader, load more is a link to the next page with the applied search and sorting', () => {
    renderIn('de', <Listing result={{ ...page(1), sorting: 'price-asc' }} />);
    expect(screen.getByRole('link', { name: 'Weitere Produkte laden' })).toHaveAttribute('href', '?search=artic&order=price-asc&p=2');
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
  });

  it('a new result from the host replaces the appended pages; the same result again keeps them', async () => {
    const first = page(1);
    const { rerender } = renderIn('en', <Listing result={first} loadPage={async (n) => page(n)} onPageLoaded={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(names()).toHaveLength(6));
    // A revalidation (e.g. after add to cart) brings the same listing view again.
    rerender(<Listing result={{ ...first }} loadPage={async (n) => page(n)} onPageLoaded={() => {}} />);
    expect(names()).toHaveLength(6);
    // Another sorting is a new view.
    await act(async () => {
      rerender(<Listing result={{ ...page(1), sorting: 'name-desc', elements: [product('z', 'Zopf')] }} loadPage={async (n) => page(n)} />);
    });
    expect(names()).toEqual(['Zopf']);
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <Listing result={page(1)} loadPage={async (n) => page(n)} />);
    expect(await a11yViolations(container)).toEqual([]);
  });

  it.each([
    ['opened at page 2 (load previous)', 2],
    ['behind the last page', 9],
  ])('has no axe violations %s', async (_, n) => {
    const { container } = renderIn('fr', <Listing result={page(n)} loadPage={async (p) => page(p)} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
