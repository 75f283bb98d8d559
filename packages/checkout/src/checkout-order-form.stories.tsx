import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutOrderForm } from './checkout-order-form';

const meta = {
  title: 'Checkout/CheckoutOrderForm',
  component: CheckoutOrderForm,
  args: { waiver: false, action: '#checkout' },
} satisfies Meta<typeof CheckoutOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Goods: Story = {};

/** A cart with downloads: the shopper also waives the right of withdrawal. */
export const Downloads: Story = { args: { waiver: true } };

export const TermsMissing: Story = { args: { result: { formError: 'termsRequired', termsAccepted: false } } };

export const CartChanged: Story = { args: { result: { formError: 'cartChanged', termsAccepted: true } } };
