import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutGuestForm } from './checkout-guest-form';
import { guestFields, shippingFields, type GuestValues } from './guest-form';

const countries = [
  { value: '0195e7d8a1c2a5c7b1d2e3f4a5b6c7d8', label: 'Schweiz', iso: 'CH' },
  { value: '0195e7d8a1c2a5c7b1d2e3f4a5b6c7d9', label: 'Liechtenstein', iso: 'LI' },
  { value: '0195e7d8a1c2a5c7b1d2e3f4a5b6c7da', label: 'Deutschland', iso: 'DE' },
];
const salutations = [
  { value: '0195e7d8a1c2a5c7b1d2e3f4a5b6c7e1', label: 'Frau' },
  { value: '0195e7d8a1c2a5c7b1d2e3f4a5b6c7e2', label: 'Herr' },
];
const empty = Object.fromEntries([...guestFields, ...shippingFields, 'differentShipping'].map((field) => [field, ''])) as GuestValues;

const meta = {
  title: 'Checkout/CheckoutGuestForm',
  component: CheckoutGuestForm,
  args: { salutations, countries, action: '#checkout' },
} satisfies Meta<typeof CheckoutGuestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ChangingAnAddress: Story = {
  args: { initial: { firstName: 'Heidi', lastName: 'Muster', email: 'heidi@example.ch', street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich' } },
};

export const WithErrors: Story = {
  args: {
    result: {
      values: { ...empty, firstName: 'Heidi', email: 'heidi@', zipcode: '80' },
      errors: {
        lastName: { key: 'forms:validation.required', fallback: '' },
        email: { key: 'forms:validation.email', fallback: '' },
        zipcode: { key: 'forms:violation.postalCodeFormat', fallback: '' },
      },
    },
  },
};

export const SeparateDeliveryAddressMissing: Story = {
  args: {
    result: {
      values: { ...empty, firstName: 'Heidi', lastName: 'Muster', email: 'heidi@example.ch', street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', differentShipping: 'on' },
      errors: {},
      formError: 'shippingAddressMissing',
    },
  },
};
