import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressList } from './address-list';
import { alpAddress, homeAddress } from './account-pages.fixtures';

const meta = {
  title: 'Account/AddressList',
  component: AddressList,
  args: {
    action: '/account/address',
    addresses: [homeAddress, alpAddress],
    defaultBillingAddressId: homeAddress.id,
    defaultShippingAddressId: alpAddress.id,
    editHref: (id: string) => `?edit=${id}`,
    deleteHref: (id: string) => `?delete=${id}`,
    cancelHref: '/account/address',
  },
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDefaults: Story = {};

export const ConfirmDelete: Story = { args: { defaultShippingAddressId: homeAddress.id, confirmDeleteId: alpAddress.id } };

export const Empty: Story = { args: { addresses: [] } };
