import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { parseListingQuery } from '@gipfel/api';
import { Pagination, paginationItems } from './pagination';
import { a11yViolations, renderIn } from './test-utils';

describe('paginationItems', () => {
  it('shows first, last and the neighbours with gaps', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('Pagination', () => {
  const criteria = parseListingQuery(new URLSearchParams('search=artic&order=price-asc&p=5&shipping-free=1'));

  it('links the pages keeping the query and marks the current one (de)', () => {
    renderIn('de', <Pagination page={5} total={150} limit={15} criteria={criteria} />);
    const nav = screen.getByRole('navigation', { name: 'Seiten' });
    const current = within(nav).getByRole('link', { name: 'Seite 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '?search=artic&order=price-asc&p=5&shipping-free=1');
    expect(within(nav).getByRole('link', { name: 'Seite 1' })).toHaveAttribute('href', '?search=artic&order=price-asc&shipping-free=1');
    expect(within(nav).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '?search=artic&order=price-asc&p=4&shipping-free=1');
    expect(within(nav).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '?search=artic&order=price-asc&p=6&shipping-free=1');
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['‹', '1', '4', '5', '6', '10', '›']);
    expect(nav).toHaveTextContent('…');
  });

  it('has no previous link on the first page and no next link on the last (en, fr)', () => {
    const english = renderIn('en', <Pagination page={1} total={30} limit={10} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?p=2');
    english.unmount();
    renderIn('fr', <Pagination page={3} total={30} limit={10} />);
    expect(screen.queryByRole('link', { name: 'Page suivante' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '?p=2');
  });

  it('renders nothing for a single page', () => {
    const { container } = renderIn('de', <Pagination page={1} total={1} limit={15} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <Pagination page={2} total={200} limit={10} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
