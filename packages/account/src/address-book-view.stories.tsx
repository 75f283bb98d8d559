import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressDefaults } from './account-operations';
import { AddressBookView } from './address-book-view';
import { addressBookFixture, alpAddress, homeAddress } from './account-pages.fixtures';

const meta = {
  title: 'Account/AddressBookView',
  component: AddressBookView,
  args: { book: addressBookFixture, defaultBillingAddressId: homeAddress.id, defaultShippingAddressId: homeAddress.id, pageHref: '/account/address' },
} satisfies Meta<typeof AddressBookView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAddresses: Story = {};

/** After adding an address: the notice. */
export const Added: Story = { args: { done: 'added' } };

/** Changing the address in the Alps (`?edit=`). */
export const Editing: Story = { args: { book: { ...addressBookFixture, editing: { id: alpAddress.id, values: addressDefaults(alpAddress) } } } };

/** A default address cannot be deleted. */
export const DeleteRefused: Story = { args: { result: { intent: 'delete', addressId: homeAddress.id, formError: { key: 'account:addresses.isDefault' } } } };

/** Came from the checkout: the way back is offered. */
export const FromCheckout: Story = { args: { checkoutHref: '/checkout' } };
