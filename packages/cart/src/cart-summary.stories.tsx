import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartSummary } from './cart-summary';
import { cartFixture } from './test-fixtures';

const withShipping = cartFixture();
withShipping.deliveries![0]!.shippingCosts!.totalPrice = 8.9;

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  args: { cart: cartFixture() },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeShipping: Story = {};

export const WithShippingCosts: Story = { args: { cart: withShipping } };

export const NetPricesInEuro: Story = { args: { cart: { ...withShipping, price: { ...withShipping.price, taxStatus: 'net' } }, currency: 'EUR' } };
