import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderOutcome } from './order-outcome';
import { orderFixture, orderInState } from './test-fixtures';

const meta = {
  title: 'Checkout/OrderOutcome',
  component: OrderOutcome,
  args: { order: orderFixture(), retryHref: '#retry', contactHref: '#contact' },
} satisfies Meta<typeof OrderOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {};

export const UnpaidPaymentNotChangeable: Story = { args: { paymentChangeable: false } };

export const Paid: Story = { args: { order: orderInState('paid') } };
