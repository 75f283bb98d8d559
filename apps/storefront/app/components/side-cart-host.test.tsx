import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemixStub } from '@remix-run/testing';
import { I18nextProvider } from '@gipfel/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { cartSyncChannelName } from '@gipfel/cart';
import type { LanguageCode } from '@gipfel/i18n';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import { SideCartHost, addOpensSideCart, useSideCart } from './side-cart-host';

function cartWith(quantity: number): Schemas['Cart'] {
  return {
    apiAlias: 'cart',
    token: 't',
    lineItems: [
      {
        id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        referencedId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        type: 'product',
        label: 'Bergkäse',
        quantity,
        good: true,
        removable: true,
        stackable: true,
        price: { unitPrice: 12.5, totalPrice: 12.5 * quantity, quantity },
      },
    ],
    price: { totalPrice: 12.5 * quantity, netPrice: 11.6, positionPrice: 12.5 * quantity, rawTotal: 12.5 * quantity, taxStatus: 'gross' },
    deliveries: [],
  } as unknown as Schemas['Cart'];
}

function HeaderCart() {
  const sideCart = useSideCart();
  return (
    <a href="/checkout/cart" onClick={(event) => sideCart?.openSideCart() && event.preventDefault()}>
      Header cart {sideCart?.count ?? '?'}
    </a>
  );
}

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

function renderHost(language: LanguageCode, enabled = true) {
  const Stub = createRemixStub([
    {
      id: 'layout-default.de',
      path: '/',
      loader: () => ({ currencies: [], currency: null, cart: cartWith(1), cartCount: 1 }),
      Component: () => (
        <SideCartHost enabled={enabled}>
          <HeaderCart />
        </SideCartHost>
      ),
    },
  ]);
  return render(
    <I18nextProvider i18n={i18nFromTexts(language, textsFor(language, {}), false)}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

describe('SideCartHost', () => {
  it('opens the side cart from the header with the layout cart, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderHost('de');
    const link = await screen.findByRole('link', { name: 'Header cart 1' });
    await user.click(link);
    // The drawer's code arrives on the first open (or when the browser is idle).
    const drawer = await screen.findByRole('dialog', { name: 'Warenkorb' }, { timeout: 5_000 });
    expect(within(drawer).getByText('Bergkäse')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });

  it('takes over the cart another tab broadcasts: count and drawer follow without a reload', async () => {
    const user = userEvent.setup();
    renderHost('fr');
    await screen.findByRole('link', { name: 'Header cart 1' });
    const otherTab = new BroadcastChannel(cartSyncChannelName);
    channels.push(otherTab);
    // The store (and its sync) loads when the browser is idle after hydration: from then on the
    // tab follows the others.
    await waitFor(
      async () => {
        await act(async () => {
          otherTab.postMessage({ type: 'cart-updated', cart: cartWith(4) });
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
        expect(screen.getByRole('link', { name: 'Header cart 4' })).toBeInTheDocument();
      },
      { timeout: 5_000 },
    );
    const link = screen.getByRole('link', { name: 'Header cart 4' });
    await user.click(link);
    const drawer = await screen.findByRole('dialog', { name: 'Panier' }, { timeout: 5_000 });
    expect(within(drawer).getByRole('spinbutton')).toHaveValue(4);
    expect(within(drawer).getByText('4 articles')).toBeInTheDocument();
  });

  it('is off in the checkout layout: no count, the link stays a link', async () => {
    renderHost('en', false);
    expect(await screen.findByRole('link', { name: 'Header cart ?' })).toBeInTheDocument();
  });

  it('opens after an add without problems only', () => {
    expect(addOpensSideCart([])).toBe(true);
    expect(addOpensSideCart([{ id: 'w', type: 'warning', textKey: 'productStockReached', params: {}, fallback: '' }])).toBe(true);
    expect(addOpensSideCart([{ id: 'd', type: 'danger', textKey: 'addToCartError', params: {}, fallback: '' }])).toBe(false);
  });
});
