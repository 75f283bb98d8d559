import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FilterPanel } from './filter-panel';
import { listingWithFilters } from './filter-fixture';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const search = fixtures.search;
const [colour, size] = fixtures.configurator;
const red = colour!.options![0]!.id;
const blue = colour!.options![1]!.id;
const small = size!.options![2]!.id;
const manufacturer = '432878e43ca440aab3afb211b2b79aba';

const withProperties = listingWithFilters;

describe('FilterPanel', () => {
  it('offers the filters of the real search result as a GET form (en)', () => {
    renderIn('en', <FilterPanel listing={search} />);
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('group', { name: 'Manufacturer' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Deutsche See' })).not.toBeChecked();
    expect(within(form).getByRole('spinbutton', { name: 'Price from (CHF)' })).toHaveAttribute('placeholder', '39');
    expect(within(form).getByRole('spinbutton', { name: 'Price to (CHF)' })).toHaveAttribute('placeholder', '40');
    expect(within(form).getByRole('checkbox', { name: 'Free shipping' })).toBeInTheDocument();
    // Nobody has rated these products: no rating filter.
    expect(within(form).queryByRole('group', { name: 'Rating' })).toBeNull();
    // The search term of currentFilters and the sorting stay in the form.
    expect([...new FormData(form as HTMLFormElement).entries()]).toEqual([
      ['search', 'artic'],
      ['order', 'score'],
      ['min-price', ''],
      ['max-price', ''],
    ]);
  });

  it('submits repeated ids and the other filters, without the page (de)', () => {
    renderIn(
      'de',
      <FilterPanel listing={withProperties} criteria={{ search: 'artic', p: 4, properties: `${red}|${small}`, rating: 4 }} />,
    );
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'red' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'S' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'blue' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deutsche See' }));
    expect(screen.getByRole('radio', { name: 'ab 4 Sternen' })).toBeChecked();
    const form = screen.getByRole('form', { name: 'Filter' }) as HTMLFormElement;
    const data = new FormData(form);
    expect(data.getAll('properties')).toEqual([red, blue, small]);
    expect(data.getAll('manufacturer')).toEqual([manufacturer]);
    expect(data.get('search')).toBe('artic');
    expect(data.get('rating')).toBe('4');
    expect(data.has('p')).toBe(false);
  });

  it('gives the new criteria to onApply with pipe-joined ids', () => {
    const onApply = vi.fn();
    renderIn('en', <FilterPanel listing={withProperties} criteria={{ order: 'price-asc' }} onApply={onApply} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'red' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'M' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price to (CHF)' }), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('radio', { name: 'from 1 star' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({
      order: 'price-asc',
      properties: `${red}|${size!.options![1]!.id}`,
      'max-price': 25,
      rating: 1,
    });
  });

  it('shows active filters as chips that remove one filter each, and reset all (fr)', () => {
    renderIn(
      'fr',
      <FilterPanel
        listing={withProperties}
        criteria={{ search: 'artic', properties: `${red}|${blue}`, manufacturer, 'min-price': 10, 'shipping-free': true, p: 2 }}
      />,
    );
    const chips = screen.getByRole('list', { name: 'Filtres actifs' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Colour: red×',
      'Colour: blue×',
      'Deutsche See×',
      'dès CHF\u00a010.00×',
      'Livraison gratuite×',
    ]);
    expect(within(chips).getByRole('link', { name: 'Retirer le filtre : Colour: red' })).toHaveAttribute(
      'href',
      `?search=artic&manufacturer=${manufacturer}&properties=${blue}&min-price=10&shipping-free=1`,
    );
    expect(within(chips).getByRole('link', { name: 'Retirer le filtre : Deutsche See' })).toHaveAttribute(
      'href',
      `?search=artic&properties=${red}%7C${blue}&min-price=10&shipping-free=1`,
    );
    expect(screen.getByRole('link', { name: 'Réinitialiser tous les filtres' })).toHaveAttribute('href', '?search=artic');
  });

  it('says so when the listing has no filters (empty aggregations)', () => {
    renderIn('de', <FilterPanel listing={{ ...search, aggregations: [] }} criteria={{}} />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Für diese Produkte gibt es keine Filter.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <FilterPanel listing={withProperties} criteria={{ properties: red, rating: 3 }} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
