import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountOverview } from './account-overview';
import { customerFixture, orderFixture } from './account-pages.fixtures';

const meta = {
  title: 'Account/AccountOverview',
  component: AccountOverview,
  args: {
    customer: customerFixture,
    latestOrders: [orderFixture(), orderFixture({ id: 'or2', orderNumber: '10002', payment: 'paid', state: 'completed' })],
    paymentMethodName: 'Rechnung',
    newsletter: { status: 'optIn', action: '/account' },
    language: 'de',
    hrefs: { profile: '/account/profile', addresses: '/account/address', orders: '/account/order', payment: '/account/payment', order: (order) => `/account/order?order=${order.id}` },
  },
} satisfies Meta<typeof AccountOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const NewCustomer: Story = {
  args: { customer: { ...customerFixture, defaultBillingAddress: undefined, defaultShippingAddress: undefined } as never, latestOrders: [], paymentMethodName: null },
};

export const NewsletterConfirmationSent: Story = { args: { newsletter: { status: 'notSet', action: '/account', notice: 'sent' } } };
