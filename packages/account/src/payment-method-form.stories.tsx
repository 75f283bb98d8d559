import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMethodForm } from './payment-method-form';
import { paymentMethodOptions } from './account-pages.fixtures';

const meta = {
  title: 'Account/PaymentMethodForm',
  component: PaymentMethodForm,
  args: { action: '/account/payment', methods: paymentMethodOptions },
} satisfies Meta<typeof PaymentMethodForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};

export const Chosen: Story = { args: { selectedId: paymentMethodOptions[0]!.id } };

export const Saved: Story = { args: { selectedId: paymentMethodOptions[1]!.id, saved: true } };

/** The selected payment method does not exist. */
export const UnknownMethod: Story = { args: { error: { key: 'account:accountMessages.paymentMethodNotFound' } } };

export const NoMethods: Story = { args: { methods: [] } };
