import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateGuestOrder } from './auth-validation';
import { GuestOrderForm } from './guest-order-form';

const meta = {
  title: 'Account/GuestOrderForm',
  component: GuestOrderForm,
  args: { action: '/account/order/3f2a9c' },
} satisfies Meta<typeof GuestOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order mail's deep link: email and postal code before the order shows. */
export const Default: Story = {};

/** No order matched: one message, whichever field was wrong, and what was typed stays. */
export const NoMatch: Story = { args: { notFound: true, defaultEmail: 'anna@example.ch', defaultZipcode: '8001' } };

/** Field errors from the host's action: an email that is none and no postal code. */
export const FieldErrors: Story = { args: { defaultEmail: 'anna@', errors: validateGuestOrder({ email: 'anna@', zipcode: '' }) } };

export const Pending: Story = { args: { pending: true, defaultEmail: 'anna@example.ch', defaultZipcode: '8001' } };
