import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { parseListingQuery, type ListingCriteria } from '@gipfel/api';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { LinkProvider, uiTexts, type AppLinkProps } from '@gipfel/ui';
import { countActiveFilters } from './active-filters';
import { FilterChips } from './filter-chips';
import { FilterDrawer } from './filter-drawer';
import { listingWithFilters } from './filter-fixture';
import { ListingLinkProvider, useListingNavigate } from './listing-links';
import { a11yViolations, fixtures, renderIn } from './test-utils';
import { listingTexts } from './texts';

const [colour, size] = fixtures.configurator;
const red = colour!.options![0]!.id;
const blue = colour!.options![1]!.id;
const small = size!.options![2]!.id;
const manufacturer = '432878e43ca440aab3afb211b2b79aba';

const listing = { ...listingWithFilters, total: 12 };

/**
 * A host as the storefront is one: `navigate` goes to the href, the page answers with the new
 * criteria and a listing of 12 products less 2 per chosen value.
 */
function Host({ initial, onNavigate }: { initial: ListingCriteria; onNavigate?: (href: string) => void }) {
  const [criteria, setCriteria] = useState(initial);
  const navigate = (href: string) => {
    onNavigate?.(href);
    setCriteria(parseListingQuery(new URLSearchParams(href.slice(1))));
  };
  const shown = { ...listing, total: 12 - 2 * countActiveFilters(criteria) };
  return (
    <ListingLinkProvider localizeHref={(path) => path} navigate={navigate}>
      <FilterDrawer listing={shown} criteria={criteria} />
      <FilterChips listing={shown} criteria={criteria} />
    </ListingLinkProvider>
  );
}

/** The host's router link: a followed listing link is the host's navigation. */
function RouterLink({ href, children, ...props }: AppLinkProps) {
  const navigate = useListingNavigate();
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate?.(href);
      }}
    >
      {children}
    </a>
  );
}

describe('FilterDrawer', () => {
  it('counts the chosen values in its button (de) and says only "Filters" without any (en)', () => {
    const { unmount } = renderIn('de', <FilterDrawer listing={listing} criteria={{ search: 'artic', order: 'score', properties: `${red}|${small}`, 'shipping-free': true }} />);
    expect(screen.getByRole('button', { name: 'Filter (3)' })).toHaveAttribute('aria-haspopup', 'dialog');
    unmount();
    renderIn('en', <FilterDrawer listing={listing} criteria={{ search: 'artic' }} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('opens the panel in a drawer, where a ticked box applies at once and updates count and chips (fr)', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderIn('fr', <Host initial={{ search: 'artic' }} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtres' });
    expect(within(drawer).getByRole('button', { name: 'Afficher 12 produits' })).toBeInTheDocument();
    // The "Apply" button and the reset link of the sidebar are the drawer's own buttons here.
    expect(within(drawer).queryByRole('button', { name: 'Appliquer les filtres' })).toBeNull();

    await user.click(within(drawer).getByRole('checkbox', { name: 'red' }));
    expect(onNavigate).toHaveBeenLastCalledWith(`?search=artic&properties=${red}`);
    expect(await screen.findByRole('dialog', { name: 'Filtres' })).toBe(drawer);
    expect(within(drawer).getByRole('button', { name: 'Afficher 10 produits' })).toBeInTheDocument();
    expect(within(drawer).getByRole('status')).toHaveTextContent('10 produits');
    expect(within(drawer).getByRole('list', { name: 'Filtres actifs' })).toHaveTextContent('Colour: red');
    expect(within(drawer).getByRole('checkbox', { name: 'red' })).toHaveFocus();

    await user.click(within(drawer).getByRole('checkbox', { name: 'Deutsche See' }));
    expect(onNavigate).toHaveBeenLastCalledWith(`?search=artic&manufacturer=${manufacturer}&properties=${red}`);
    expect(within(drawer).getByRole('button', { name: 'Afficher 8 produits' })).toBeInTheDocument();
    expect(await a11yViolations(drawer)).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtres (2)' })).toHaveFocus();
  });

  it('"Show n products" closes the drawer and gives the focus back; a typed price is applied first (en)', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderIn('en', <Host initial={{ properties: blue }} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('button', { name: 'Show 10 products' }));
    // Nothing changed: no navigation, the drawer closes.
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('spinbutton', { name: 'Price to (CHF)' }), '30');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Show 10 products' }));
    expect(onNavigate).toHaveBeenCalledWith(`?properties=${blue}&max-price=30`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();
  });

  it('resets every filter but keeps the search and sorting; the boxes follow (de)', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderIn('de', <Host initial={{ search: 'artic', order: 'price-asc', properties: `${red}|${blue}`, manufacturer }} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Filter (3)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(drawer).getByRole('checkbox', { name: 'red' })).toBeChecked();
    await user.click(within(drawer).getByRole('button', { name: 'Zurücksetzen' }));
    expect(onNavigate).toHaveBeenLastCalledWith('?search=artic&order=price-asc');
    expect(within(drawer).getByRole('button', { name: '12 Produkte anzeigen' })).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: 'red' })).not.toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'Deutsche See' })).not.toBeChecked();
    expect(within(drawer).queryByRole('list', { name: 'Aktive Filter' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
  });

  it('before JavaScript runs: a <details> "Filter (n)" around the plain GET form, no drawer button', () => {
    const i18n = createI18n({ language: 'de', namespaces: { listing: listingTexts, ui: uiTexts } });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nextProvider i18n={i18n}>
        <FilterDrawer listing={listing} criteria={{ properties: red, rating: 4 }} />
      </I18nextProvider>,
    );
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details!.open).toBe(false);
    expect(details!.querySelector('summary')?.textContent).toBe('Filter (2)');
    expect(details!.querySelector('form')?.getAttribute('method')).toBe('get');
    expect(details!.querySelector('button[type="submit"]')?.textContent).toBe('Filter anwenden');
    expect(container.querySelectorAll('button[type="button"]')).toHaveLength(0);
  });

  it('keeps the sidebar panel from lg up, open, with its own apply button and without chips', () => {
    renderIn('de', <FilterDrawer listing={listing} criteria={{ properties: red }} />);
    const details = document.querySelector('details');
    expect(details?.open).toBe(true);
    expect(within(details!).getByRole('button', { name: 'Filter anwenden' })).toBeInTheDocument();
    expect(within(details!).queryByRole('list', { name: 'Aktive Filter' })).toBeNull();
  });
});

describe('FilterChips', () => {
  it('shows one link a chosen value that removes exactly that value (en)', () => {
    renderIn('en', <FilterChips listing={listing} criteria={{ search: 'artic', p: 3, properties: `${red}|${blue}`, manufacturer, rating: 4 }} />);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Remove filter: Colour: red',
      'Remove filter: Colour: blue',
      'Remove filter: Deutsche See',
      'Remove filter: from 4 stars',
    ]);
    expect(within(chips).getByRole('link', { name: 'Remove filter: Colour: blue' })).toHaveAttribute('href', `?search=artic&manufacturer=${manufacturer}&properties=${red}&rating=4`);
    expect(within(chips).getByRole('link', { name: 'Remove filter: from 4 stars' })).toHaveAttribute('href', `?search=artic&manufacturer=${manufacturer}&properties=${red}%7C${blue}`);
  });

  it('a chip removes its value through the host router, in the drawer and above the grid; the box follows (de)', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderIn(
      'de',
      <LinkProvider component={RouterLink}>
        <Host initial={{ properties: `${red}|${blue}`, 'shipping-free': true }} onNavigate={onNavigate} />
      </LinkProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Filter (3)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(within(drawer).getByRole('link', { name: 'Filter entfernen: Colour: red' }));
    expect(onNavigate).toHaveBeenLastCalledWith(`?properties=${blue}&shipping-free=1`);
    expect(within(drawer).getByRole('checkbox', { name: 'red' })).not.toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'blue' })).toBeChecked();
    expect(within(drawer).getByRole('button', { name: '8 Produkte anzeigen' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const chips = screen.getByRole('list', { name: 'Aktive Filter' });
    await user.click(within(chips).getByRole('link', { name: 'Filter entfernen: Versandkostenfrei' }));
    expect(onNavigate).toHaveBeenLastCalledWith(`?properties=${blue}`);
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Aktive Filter' })).getAllByRole('link')).toHaveLength(1);
  });

  it('renders nothing without chosen values', () => {
    const { container } = renderIn('de', <FilterChips listing={listing} criteria={{ search: 'artic', order: 'price-asc' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
