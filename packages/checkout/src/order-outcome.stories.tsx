import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderOutcome } from './order-outcome';
import { orderFixture, orderInState } from './test-fixtures';

const meta = {
  title: 'Checkout/OrderOutcome',
  component: OrderOutcome,
  args: { order: orderInState('failed'), retryHref: '#retry', contactHref: '#contact' },
} satisfies Meta<typeof OrderOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {};

/** An invoice order: open by design, received, nothing to retry. */
export const OpenByInvoice: Story = { args: { order: orderFixture() } };

export const UnpaidPaymentNotChangeable: Story = { args: { paymentChangeable: false } };

export const UnpaidWithRetryForm: Story = {
  args: {
    retryAction: '#retry',
    paymentMethods: [
      { id: 'fa000000000000000000000000000003', name: 'Credit card' },
      { id: 'fa000000000000000000000000000001', name: 'Invoice' },
    ],
  },
};

export const UnpaidRetryFailed: Story = {
  args: { ...UnpaidWithRetryForm.args, retryError: 'paymentMethodNotFound' },
};

export const Paid: Story = { args: { order: orderInState('paid') } };
