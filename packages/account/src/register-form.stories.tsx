import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterForm } from './register-form';

const swiss = '0191c7ac9c3f71a0b5a6c0f4f8e8d0a1';
const countries = [
  { value: '0191c7ac9c3f71a0b5a6c0f4f8e8d0a2', label: 'Deutschland' },
  { value: '0191c7ac9c3f71a0b5a6c0f4f8e8d0a3', label: 'Österreich' },
  { value: swiss, label: 'Schweiz' },
];
const states = ['Aargau', 'Bern', 'Genève', 'Graubünden', 'Luzern', 'Ticino', 'Vaud', 'Zürich'].map((label, index) => ({ value: `0191c7ac9c3f71a0b5a6c0f4f8e8d1${index.toString().padStart(2, '0')}`, label }));
const salutations = [
  { value: '0191c7ac9c3f71a0b5a6c0f4f8e8d0b1', label: 'Frau' },
  { value: '0191c7ac9c3f71a0b5a6c0f4f8e8d0b2', label: 'Herr' },
];

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  args: { action: '/register', salutations, countries, states, defaultCountryId: swiss, loginHref: '/login' },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Private customer, Switzerland and its cantons preselected; posts a plain form. */
export const Empty: Story = {};

export const Filled: Story = {
  args: {
    defaultValues: {
      accountType: 'private',
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.ch',
      emailConfirmation: 'anna@example.ch',
      street: 'Bahnhofstrasse 1',
      zipcode: '8001',
      city: 'Zürich',
      countryId: swiss,
    },
  },
};

/** A business customer: the company fields are shown and required. */
export const Business: Story = {
  args: { defaultValues: { accountType: 'business', company: 'Gipfel AG', vatId: 'CHE-123.456.789 MWST', countryId: swiss } },
};

/** Server violations after a failed post: the values are back, the password is not. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.ch', emailConfirmation: 'anna@example.ch', zipcode: '80', countryId: swiss },
    errors: {
      email: { key: 'violation.emailNotUnique' },
      zipcode: { key: 'violation.postalCodeFormat' },
      password: { key: 'violation.tooShort' },
    },
  },
};

/** Registration into a customer group: the same form with a hidden `requestedGroupId`. */
export const CustomerGroup: Story = { args: { requestedGroupId: '0191c7ac9c3f71a0b5a6c0f4f8e8d0c1' } };

/** Long French labels and messages (switch the toolbar language to French). */
export const LongTexts: Story = {
  args: {
    defaultValues: { accountType: 'business', company: 'Fromagerie et Confiserie des Alpes vaudoises Sàrl', city: 'Château-d’Œx', countryId: swiss },
    errors: { form: { key: 'account:register.errors.tooManyRequests', params: { seconds: 60 } }, vatId: { key: 'violation.vatIdFormat' } },
  },
};

export const Pending: Story = { args: { pending: true } };
