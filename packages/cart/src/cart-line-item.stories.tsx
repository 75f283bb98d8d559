import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CartLineItem, type CartLineItemProps } from './cart-line-item';
import { cartFixture } from './test-fixtures';

const [product, promotion] = cartFixture().lineItems!;

const meta = {
  title: 'Cart/CartLineItem',
  component: CartLineItem,
  args: { lineItem: product! },
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posts plain forms, as before JavaScript loads. */
export const Product: Story = {};

function StatefulLineItem(props: CartLineItemProps) {
  const [quantity, setQuantity] = useState(2);
  return <CartLineItem {...props} lineItem={{ ...props.lineItem, quantity }} onChangeQuantity={(_id, next) => setQuantity(next)} onRemove={() => setQuantity(1)} />;
}

/** Keeps the quantity in local state, as the cart store would. */
export const Interactive: Story = { render: (args) => <StatefulLineItem {...args} /> };

export const AtMaximum: Story = { args: { lineItem: { ...product!, quantity: 5 } } };

/** A download: marked as a digital item. */
export const Digital: Story = { args: { lineItem: { ...product!, states: ['is-download'] } } };

export const Promotion: Story = { args: { lineItem: promotion! } };

export const Disabled: Story = { args: { disabled: true } };
