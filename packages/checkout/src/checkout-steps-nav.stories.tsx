import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutSteps } from './checkout-steps-nav';

const hrefs = { delivery: '#delivery', shipping: '#shipping', payment: '#payment', summary: '#summary' };

const meta = {
  title: 'Checkout/CheckoutSteps',
  component: CheckoutSteps,
  args: { current: 'delivery', hrefs },
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};

export const Payment: Story = { args: { current: 'payment' } };

/** Reachability from the checkout state: the address is set, no shipping method yet. */
export const FromState: Story = { args: { current: 'shipping', state: { hasAddress: true } } };

export const Summary: Story = { args: { current: 'summary' } };

/** A virtual cart (downloads only): no shipping step. */
export const VirtualCart: Story = { args: { current: 'payment', state: { hasAddress: true, paymentMethodId: 'p1', virtual: true } } };
