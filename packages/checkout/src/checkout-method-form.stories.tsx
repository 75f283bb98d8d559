import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutMethodForm } from './checkout-method-form';

const payment = [
  { id: '0195e7d8a1c2a5c7b1d2e3f4a5b6c701', name: 'Rechnung', description: 'Zahlbar innert 30 Tagen.' },
  { id: '0195e7d8a1c2a5c7b1d2e3f4a5b6c702', name: 'Kreditkarte', description: '' },
];

const meta = {
  title: 'Checkout/CheckoutMethodForm',
  component: CheckoutMethodForm,
  args: { kind: 'payment', methods: payment, selectedId: payment[0]!.id, enabled: true, action: '#checkout' },
} satisfies Meta<typeof CheckoutMethodForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Payment: Story = {};

export const Shipping: Story = {
  args: { kind: 'shipping', methods: [{ id: '0195e7d8a1c2a5c7b1d2e3f4a5b6c703', name: 'Post Economy', description: '2–3 Werktage' }], selectedId: null },
};

/** The steps before are not complete yet. */
export const Disabled: Story = { args: { enabled: false } };

export const Failed: Story = { args: { error: 'paymentFailed' } };

export const NoMethods: Story = { args: { methods: [] } };
