import type { Meta, StoryObj } from '@storybook/react-vite';
import { StickySummary } from './sticky-summary';

const meta = {
  title: 'Cart/StickySummary',
  component: StickySummary,
  args: { total: 'CHF 42.50', href: '/checkout', label: 'Zur Kasse' },
  // Phones only: the bar is hidden from md up.
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof StickySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartPage: Story = {};

/** In the checkout: the next open step. */
export const Checkout: Story = { args: { href: '#payment', label: 'Weiter: Zahlung' } };
