import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Schemas } from '@gipfel/api';
import { SideCart, type SideCartProps } from './side-cart';
import { cartFixture } from './test-fixtures';

const filled = cartFixture();

function emptyCart(): Schemas['Cart'] {
  const cart = cartFixture();
  cart.lineItems = cart.lineItems!.filter((item) => item.type === 'promotion');
  return cart;
}

function longTexts(): Schemas['Cart'] {
  const cart = cartFixture();
  const line = cart.lineItems![0]!;
  line.label = 'Räucherbrett aus kanadischem Zedernholz für Lachs, Forelle und Gemüse vom Grill, extra gross';
  (line.payload as Record<string, unknown>).options = [
    { group: 'Grösse', option: 'Extra gross (45 × 30 cm)', translated: { group: 'Grösse', option: 'Extra gross (45 × 30 cm)' } },
    { group: 'Holzart', option: 'Kanadische Rotzeder', translated: { group: 'Holzart', option: 'Kanadische Rotzeder' } },
  ];
  return cart;
}

const meta = {
  title: 'Cart/SideCart',
  component: SideCart,
  args: {
    open: true,
    onOpenChange: () => {},
    cart: filled,
    freeShippingThreshold: 100,
    cartHref: '/checkout/cart',
    checkoutHref: '/checkout',
    formAction: '/checkout/cart',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as after an add-to-cart; the forms post to `formAction` without handlers. Switch the locale in the toolbar. */
export const Filled: Story = {};

export const Empty: Story = { args: { cart: emptyCart() } };

export const WithErrors: Story = {
  args: {
    messages: [
      { id: 'generic', type: 'danger', textKey: 'generic', params: {}, fallback: '' },
      { id: 'stock', type: 'warning', textKey: 'productStockReached', params: { name: 'Smoking Board Cedar Wood', quantity: 3 }, fallback: '' },
    ],
  },
};

/** Long German names and variant options wrap inside the ~420 px sheet. */
export const LongTexts: Story = { args: { cart: longTexts() } };

export const Pending: Story = { args: { pending: true } };

function Interactive(args: SideCartProps) {
  const [open, setOpen] = useState(false);
  const [cart, setCart] = useState(args.cart);
  const withQuantity = (id: string, quantity: number): Schemas['Cart'] => ({
    ...cart,
    lineItems: cart.lineItems?.map((item) =>
      item.id === id && item.price ? { ...item, quantity, price: { ...item.price, quantity, totalPrice: item.price.unitPrice * quantity } } : item,
    ),
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the side cart
      </button>
      <SideCart
        {...args}
        open={open}
        onOpenChange={setOpen}
        cart={cart}
        onChangeQuantity={(id, quantity) => setCart(withQuantity(id, quantity))}
        onRemove={(id) => setCart({ ...cart, lineItems: cart.lineItems?.filter((item) => item.id !== id) })}
      />
    </>
  );
}

/** Opens from a button; quantity and remove change local state, as the cart store would. Focus returns to the button. */
export const WithJavaScript: Story = { args: { open: false }, render: (args) => <Interactive {...args} /> };
