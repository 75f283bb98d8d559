import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressForm } from './address-form';
import { alpAddress, cantonOptions, countryOptions, salutationOptions, swissId } from './account-pages.fixtures';

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  args: { action: '/account/address', salutations: salutationOptions, countries: countryOptions, states: cantonOptions, statesCountryId: swissId },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Editing: Story = {
  args: {
    addressId: alpAddress.id,
    cancelHref: '/account/address',
    defaultValues: { firstName: 'Heidi', lastName: 'Muster', company: 'Käserei Alpenblick AG', street: 'Alpweg 9', zipcode: '3818', city: 'Grindelwald', countryId: swissId, countryStateId: cantonOptions[0]!.value },
  },
};

/** The Store API refused the postal code; the typed values stay. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { firstName: 'Heidi', lastName: 'Muster', street: 'Alpweg 7', zipcode: '12', city: 'Grindelwald', countryId: swissId },
    errors: { zipcode: { key: 'violation.postalCodeFormat' } },
  },
};

export const LongTexts: Story = {
  args: {
    defaultValues: {
      firstName: 'Anna-Maria Katharina',
      lastName: 'von Graffenried-Oberholzer',
      company: 'Genossenschaft der Emmentaler Alpkäsereien und Milchverwertungsbetriebe',
      street: 'Oberer Stutzweg bei der alten Käserei 117b',
      zipcode: '3550',
      city: 'Langnau im Emmental',
      countryId: swissId,
    },
  },
};
