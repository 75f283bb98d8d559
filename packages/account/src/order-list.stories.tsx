import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderList } from './order-list';
import { orderFixture } from './account-pages.fixtures';

const meta = {
  title: 'Account/OrderList',
  component: OrderList,
  args: {
    language: 'de',
    orders: [orderFixture(), orderFixture({ id: 'or2', orderNumber: '10002', payment: 'paid', state: 'completed' }), orderFixture({ id: 'or3', orderNumber: '10003', payment: 'failed', state: 'cancelled' })],
    detailHref: (order) => `?order=${order.id}`,
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};

export const Paged: Story = { args: { pagination: { page: 2, pages: 4, hrefFor: (page: number) => `?p=${page}` } } };

export const Empty: Story = { args: { orders: [] } };
