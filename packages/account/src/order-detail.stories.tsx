import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderDetail } from './order-detail';
import { orderFixture, paymentMethodOptions } from './account-pages.fixtures';

const meta = {
  title: 'Account/OrderDetail',
  component: OrderDetail,
  args: { order: orderFixture(), language: 'de', backHref: '/account/order', paymentMethods: paymentMethodOptions, payAction: '/account/order' },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unpaid: "pay now" with a choice of payment method. */
export const Unpaid: Story = {};

export const PaidWithDownload: Story = { args: { order: orderFixture({ payment: 'paid', state: 'completed', withDownload: true }), downloadHref: (id: string) => `/download/${id}` } };

export const AlreadyPaidError: Story = { args: { error: { key: 'account:accountMessages.orderAlreadyPaid', params: { orderNumber: '10001' } } } };
