import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { SideCart, type SideCartProps } from './side-cart';
import { cartFixture } from './test-fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const productId = '65666d2629744f65b981cc6263d3ef0a';
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function props(overrides: Partial<SideCartProps> = {}): SideCartProps {
  return {
    open: true,
    onOpenChange: vi.fn(),
    cart: cartFixture(),
    freeShippingThreshold: 100,
    cartHref: '/en/checkout/cart',
    checkoutHref: '/en/checkout',
    formAction: '/en/checkout/cart',
    ...overrides,
  };
}

function emptyCart(): Schemas['Cart'] {
  const cart = cartFixture();
  // Only the promotion is left: no good items, so the cart counts as empty.
  cart.lineItems = cart.lineItems!.filter((item) => item.type === 'promotion');
  return cart;
}

/** A trigger button with the drawer, as a host wires it. */
function WithTrigger(overrides: Partial<SideCartProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      <SideCart {...props(overrides)} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('SideCart', () => {
  it('shows the items, subtotal, shipping estimate, free-shipping progress and both links (German)', async () => {
    renderWithI18n(<SideCart {...props({ cartHref: '/checkout/cart', checkoutHref: '/checkout' })} />, 'de');
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb' });
    const items = within(dialog).getByRole('list', { name: 'Artikel im Warenkorb' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
    expect(within(items).getByText('Smoking Board Cedar Wood')).toBeInTheDocument();
    expect(within(dialog).getByText('1 Artikel')).toBeInTheDocument();
    expect(plain(within(dialog).getByTestId('side-cart-subtotal').textContent)).toBe('CHF 17.90');
    expect(within(dialog).getByText('Versandkosten (voraussichtlich)')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
    expect(within(dialog).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/checkout/cart');
    expect(within(dialog).getByRole('button', { name: 'Warenkorb schliessen' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('speaks English and French', async () => {
    const { unmount } = renderWithI18n(<SideCart {...props()} />, 'en');
    expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/en/checkout');
    expect(screen.getByText('1 item')).toBeInTheDocument();
    unmount();
    renderWithI18n(<SideCart {...props({ cartHref: '/fr/checkout/cart', checkoutHref: '/fr/checkout' })} />, 'fr');
    expect(await screen.findByRole('dialog', { name: 'Panier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer à la caisse' })).toHaveAttribute('href', '/fr/checkout');
    expect(screen.getByText('Frais de livraison estimés')).toBeInTheDocument();
  });

  it('shows the empty state when no good item is left, without checkout links', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithI18n(<SideCart {...props({ cart: emptyCart(), onOpenChange })} />, 'de');
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb' });
    expect(within(dialog).getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Weiter einkaufen' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expectNoAxeViolations(document.body);
  });

  it('hands quantity changes and removals to the host', async () => {
    const onChangeQuantity = vi.fn();
    const onRemove = vi.fn();
    const user = userEvent.setup();
    renderWithI18n(<SideCart {...props({ onChangeQuantity, onRemove })} />, 'en');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Increase quantity of/ }));
    expect(onChangeQuantity).toHaveBeenCalledWith(productId, 2);
    await user.click(within(dialog).getByRole('button', { name: /^Remove .* from the cart$/ }));
    expect(onRemove).toHaveBeenCalledWith(productId);
  });

  it('posts the line item forms to the cart action without JavaScript handlers', async () => {
    renderWithI18n(<SideCart {...props()} />, 'en');
    const forms = (await screen.findByRole('dialog')).querySelectorAll('form');
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form).toHaveAttribute('action', '/en/checkout/cart');
  });

  it('shows translated cart messages and the variant options', async () => {
    const cart = cartFixture();
    const line = cart.lineItems![0]!;
    // Shopware keeps the chosen variant options in the payload, with their translated names.
    (line.payload as Record<string, unknown>).options = [
      { group: 'Size', option: 'Large', translated: { group: 'Grösse', option: 'Gross' } },
      { group: 'Holz', option: 'Erle', translated: { group: 'Holz', option: 'Erle' } },
    ];
    renderWithI18n(
      <SideCart {...props({ cart, messages: [{ id: 'x', type: 'danger', textKey: 'generic', params: {}, fallback: '' }] })} />,
      'de',
    );
    expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent('Der Warenkorb konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.');
    expect(screen.getByText('Grösse: Gross, Holz: Erle')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('traps focus, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithI18n(<WithTrigger />, 'de');
    const trigger = screen.getByRole('button', { name: 'Cart' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
