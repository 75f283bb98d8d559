import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutPageView } from './checkout-page';
import { guestCheckoutPage, visitorCheckoutPage } from './checkout-page.fixtures';

const meta = {
  title: 'Checkout/CheckoutPageView',
  component: CheckoutPageView,
  args: {
    page: visitorCheckoutPage(),
    paths: { checkout: '/checkout', login: '/login', register: '/register', addressBook: '/account/address' },
  },
} satisfies Meta<typeof CheckoutPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: sign in, sign up or go on as a guest. */
export const Visitor: Story = {};

/** A guest whose address and methods are chosen: only the order is left. */
export const ReadyToOrder: Story = { args: { page: guestCheckoutPage() } };

/** The guest changes their address (`?step=delivery`). */
export const ChangingTheAddress: Story = { args: { page: guestCheckoutPage(), editAddress: true } };

/** The order was posted without accepting the terms. */
export const TermsMissing: Story = { args: { page: guestCheckoutPage(), result: { intent: 'order', formError: 'termsRequired', termsAccepted: false } } };
