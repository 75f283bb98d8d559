import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { PhoneActionBar } from './phone-action-bar';

const meta = {
  title: 'UI/PhoneActionBar',
  component: PhoneActionBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    children: <strong>CHF 179.00</strong>,
    action: (
      <Button type="submit" form="story-buy" tabIndex={-1}>
        In den Warenkorb
      </Button>
    ),
  },
} satisfies Meta<typeof PhoneActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shown below the `md` breakpoint only (a phone viewport here; wider ones hide it). The bar's button
 * submits the page's form (`form="story-buy"`) with the quantity typed there.
 */
export const ProductPage: Story = {
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <form id="story-buy" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="story-quantity">Menge</label> <input id="story-quantity" name="quantity" defaultValue="1" />{' '}
        <button type="submit">In den Warenkorb</button>
      </form>
      <p style={{ height: '150vh' }}>…</p>
      <PhoneActionBar {...args} />
    </div>
  ),
};

export const CartTotal: Story = {
  args: {
    children: (
      <>
        <span>Total</span> <strong>CHF 42.50</strong>
      </>
    ),
    action: (
      <a href="#checkout" tabIndex={-1}>
        Zur Kasse
      </a>
    ),
  },
};
