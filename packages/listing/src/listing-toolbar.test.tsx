import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { ListingToolbar } from './listing-toolbar';
import { listingTexts } from './texts';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const listing = fixtures.search;
const criteria = { search: 'artic', order: 'score', p: 3, manufacturer: '432878e43ca440aab3afb211b2b79aba', 'shipping-free': true as const };

describe('ListingToolbar', () => {
  it('counts the results in de, en and fr', () => {
    const german = renderIn('de', <ListingToolbar listing={{ ...listing, total: 24 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('24 Produkte');
    german.unmount();
    const english = renderIn('en', <ListingToolbar listing={listing} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 product');
    english.unmount();
    renderIn('fr', <ListingToolbar listing={{ ...listing, total: 2 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 produits');
  });

  it('offers the sortings of the listing with the current one chosen', () => {
    renderIn('en', <ListingToolbar listing={listing} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Name A-Z',
      'Name Z-A',
      'Price ascending',
      'Price descending',
      'Topseller',
      'Top results',
    ]);
    expect(select.value).toBe('score');
    expect(select.name).toBe('order');
  });

  it('is a GET form that keeps the other filters and drops the page', () => {
    renderIn('de', <ListingToolbar listing={listing} criteria={criteria} action="/search" />);
    const form = screen.getByRole('combobox').closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect([...new FormData(form).entries()]).toEqual([
      ['search', 'artic'],
      ['manufacturer', '432878e43ca440aab3afb211b2b79aba'],
      ['shipping-free', '1'],
      ['order', 'score'],
    ]);
  });

  it('has a submit button only without JavaScript (in noscript, so hydration shifts nothing)', () => {
    const i18n = createI18n({ language: 'en', namespaces: { listing: listingTexts } });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <ListingToolbar listing={listing} />
      </I18nextProvider>,
    );
    expect(html).toMatch(/<noscript><button[^>]*type="submit"[^>]*>Apply sorting<\/button><\/noscript>/);
    renderIn('en', <ListingToolbar listing={listing} />);
    expect(screen.queryByRole('button', { name: 'Apply sorting' })).toBeNull();
  });

  it('calls onSortChange when a sorting is chosen', () => {
    const onSortChange = vi.fn();
    renderIn('en', <ListingToolbar listing={listing} onSortChange={onSortChange} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'price-asc' } });
    expect(onSortChange).toHaveBeenCalledWith('price-asc');
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('fr', <ListingToolbar listing={listing} criteria={criteria} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
