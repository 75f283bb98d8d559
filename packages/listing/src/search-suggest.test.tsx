import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { uiTexts } from '@gipfel/ui';
import { listingTexts } from './texts';
import type { Schemas } from '@gipfel/api';
import { ListingLinkProvider } from './listing-links';
import { SearchSuggest } from './search-suggest';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const results = {
  elements: [...fixtures.search.elements, fixtures.boxProduct] as Schemas['Product'][],
  total: 27,
};

function type(value: string) {
  const input = screen.getByRole('combobox');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  return input;
}

describe('SearchSuggest', () => {
  it('is a GET search form without JavaScript (de)', () => {
    renderIn(
      'de',
      <ListingLinkProvider localizeHref={(path) => `/fr${path}`}>
        <SearchSuggest status="idle" defaultQuery="Käse" />
      </ListingLinkProvider>,
    );
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/fr/search');
    const input = screen.getByRole('combobox', { name: 'Suchbegriff' });
    expect(input).toHaveAttribute('name', 'search');
    expect(input).toHaveValue('Käse');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Suchen' })).toHaveAttribute('type', 'submit');
  });

  it('asks for suggestions from the minimum length on', () => {
    const onQueryChange = vi.fn();
    renderIn('de', <SearchSuggest status="idle" onQueryChange={onQueryChange} />);
    type('ar');
    expect(onQueryChange).not.toHaveBeenCalled();
    type('arc ');
    expect(onQueryChange).toHaveBeenCalledWith('arc');
  });

  it.each([
    ['emmental', true, ['emmental']],
    ['em', false, []],
  ])('takes over %j typed before the page was hydrated', async (typed, focused, asked) => {
    const onQueryChange = vi.fn();
    const i18n = createI18n({ language: 'fr', namespaces: { listing: listingTexts, ui: uiTexts } });
    const ui = (
      <I18nextProvider i18n={i18n}>
        <SearchSuggest status="idle" onQueryChange={onQueryChange} />
      </I18nextProvider>
    );
    // The server's page, typed into before the scripts ran.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const field = container.querySelector('input')!;
    field.value = typed;
    if (focused) field.focus();
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(container, ui));
    try {
      expect(onQueryChange.mock.calls.map(([query]) => query)).toEqual(asked);
      expect(screen.getByRole('combobox', { name: 'Terme de recherche' })).toHaveValue(typed);
      // The next key goes on from there.
      fireEvent.change(field, { target: { value: `${typed}er` } });
      expect(onQueryChange).toHaveBeenLastCalledWith(`${typed}er`);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('lists suggestions with name and price and a link to all results (en)', async () => {
    renderIn('en', <SearchSuggest status="success" results={results} action="/search" />);
    const input = type('artic');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // The popup's code loads with the field's first focus (a chunk of its own).
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '»Arctic Rose« IKARIMI® salmon filetCHF\u00a039.90',
      `Smoking Board Cedar WoodCHF\u00a0${fixtures.boxProduct.calculatedPrice.unitPrice.toFixed(2)}`,
    ]);
    expect(screen.getByRole('link', { name: 'Show all 27 results' })).toHaveAttribute('href', '/search?search=artic');
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions available');
  });

  it('moves with the arrow keys, opens a product with Enter and closes with Escape', async () => {
    const onNavigate = vi.fn();
    renderIn('en', <SearchSuggest status="success" results={results} onNavigate={onNavigate} />);
    const input = type('artic');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onNavigate).toHaveBeenCalledWith('/Smoking-Board-Cedar-Wood/943280');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    type('artic2');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('artic2');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
  });

  it('opens a clicked suggestion', async () => {
    const onNavigate = vi.fn();
    renderIn('de', <SearchSuggest status="success" results={results} onNavigate={onNavigate} />);
    type('artic');
    fireEvent.click((await screen.findAllByRole('option'))[0]!);
    expect(onNavigate).toHaveBeenCalledWith('/detail/81080519182c496f86722fa417f9106b');
  });

  it('opens a suggestion at the host\'s own product URL when the provider gives a link builder', async () => {
    const onNavigate = vi.fn();
    renderIn(
      'de',
      <ListingLinkProvider localizeHref={(path) => `/fr${path}`} productHref={(product) => `/p/${product.id}`}>
        <SearchSuggest status="success" results={results} onNavigate={onNavigate} />
      </ListingLinkProvider>,
    );
    type('artic');
    fireEvent.click((await screen.findAllByRole('option'))[0]!);
    expect(onNavigate).toHaveBeenCalledWith('/p/81080519182c496f86722fa417f9106b');
  });

  it('says when it is searching, found nothing or failed (de, fr)', () => {
    const pending = renderIn('de', <SearchSuggest status="pending" />);
    type('artic');
    expect(screen.getByRole('status')).toHaveTextContent('Suche läuft …');
    pending.unmount();
    const empty = renderIn('fr', <SearchSuggest status="success" results={{ elements: [], total: 0 }} />);
    type('xyz');
    expect(screen.getByText('Aucun produit trouvé pour « xyz ».', { selector: 'p[role="status"]' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    empty.unmount();
    renderIn('fr', <SearchSuggest status="error" />);
    type('xyz');
    expect(screen.getByText('Les suggestions n’ont pas pu être chargées.', { selector: 'p[role="status"]' })).toBeInTheDocument();
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = renderIn('de', <SearchSuggest status="success" results={results} />);
    expect(await a11yViolations(container)).toEqual([]);
    const input = type('artic');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await a11yViolations(container)).toEqual([]);
  });

  it('imports the popup (options, prices, images, product links) only dynamically, so every page\'s header carries the field alone', () => {
    const source = readFileSync(join(__dirname, 'search-suggest.tsx'), 'utf8');
    const staticImports = source.split('\n').filter((line) => /^import\b/.test(line));
    expect(staticImports.join('\n')).not.toMatch(/search-suggest-popup|'\.\/prices'|'\.\/media'|useProductHrefBuilder/);
    expect(source).toContain("import('./search-suggest-popup')");
  });
});
