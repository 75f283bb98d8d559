import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressCard } from './address-card';
import { alpAddress, homeAddress } from './account-pages.fixtures';

const meta = { title: 'Account/AddressCard', component: AddressCard, args: { address: homeAddress } } satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};

export const WithCompanyCantonAndPhone: Story = { args: { address: alpAddress } };
