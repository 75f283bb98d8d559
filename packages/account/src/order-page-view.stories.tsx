import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderPageView } from './order-page-view';
import { orderFixture, paymentMethodOptions } from './account-pages.fixtures';

const meta = {
  title: 'Account/OrderPageView',
  component: OrderPageView,
  args: {
    page: { view: 'list', orders: [orderFixture(), orderFixture({ id: 'or000000000000000000000000000002', orderNumber: '10002', payment: 'paid', state: 'completed' })], page: 1, pages: 2 },
    language: 'de',
    pageHref: '/account/order',
  },
} satisfies Meta<typeof OrderPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders, newest first, with their pages. */
export const List: Story = {};

/** One unpaid order (`?order=`) with "pay now". */
export const Detail: Story = { args: { page: { view: 'detail', order: orderFixture(), paymentChangeable: true, paymentMethods: paymentMethodOptions } } };

/** "Pay now" refused: the order was paid meanwhile. */
export const PayRefused: Story = {
  args: {
    page: { view: 'detail', order: orderFixture(), paymentChangeable: true, paymentMethods: paymentMethodOptions },
    result: { formError: { key: 'account:accountMessages.orderAlreadyPaid', params: { orderNumber: '10001' } } },
  },
};

/** An order id that is not one of the customer's. */
export const NotFound: Story = { args: { page: { view: 'detail', order: null, paymentChangeable: false, paymentMethods: [] } } };
