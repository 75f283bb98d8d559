import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import { CartPageView } from './cart-page';
import { cartFixture } from './test-fixtures';

function emptyCart(): Schemas['Cart'] {
  const cart = cartFixture();
  cart.lineItems = [];
  return cart;
}

const meta = {
  title: 'Cart/CartPageView',
  component: CartPageView,
  args: {
    cart: cartFixture(),
    currency: 'CHF',
    messages: [],
    freeShippingThreshold: 100,
    hrefs: { home: '/', checkout: '/checkout' },
    onChangeQuantity: () => {},
    onRemove: () => {},
  },
} satisfies Meta<typeof CartPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A change under way: the lines wait. */
export const Busy: Story = { args: { busy: true } };

export const Empty: Story = { args: { cart: emptyCart() } };
