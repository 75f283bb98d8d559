import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeShippingProgress } from './free-shipping-progress';
import { cartFixture } from './test-fixtures';

const meta = {
  title: 'Cart/FreeShippingProgress',
  component: FreeShippingProgress,
  args: { cart: cartFixture(), threshold: 50 },
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AmountLeft: Story = {};

export const AlmostThere: Story = { args: { threshold: 20 } };

export const Reached: Story = { args: { threshold: 15 } };
