import type { Meta, StoryObj } from '@storybook/react-vite';
import { IngredientsToCart } from './ingredients-to-cart';
import { storyCartItems } from './story-data';

const meta = {
  title: 'Recipes/IngredientsToCart',
  component: IngredientsToCart,
  args: { action: '/recipes/kaesefondue-moitie-moitie', items: storyCartItems, cartHref: '/checkout/cart' },
} satisfies Meta<typeof IngredientsToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain POST form: every chosen product goes to the cart in one call. */
export const Default: Story = {};
export const Added: Story = { args: { messages: [{ id: 'added', type: 'success', text: '2 Produkte wurden in den Warenkorb gelegt.' }] } };
export const NothingChosen: Story = { args: { error: { kind: 'noneSelected' }, defaultValues: { selected: [], quantities: {} } } };
export const BadQuantity: Story = {
  args: {
    error: { kind: 'invalidQuantity', productId: storyCartItems[1]!.productId },
    defaultValues: { selected: [storyCartItems[1]!.productId], quantities: { [storyCartItems[1]!.productId]: '500' } },
  },
};
export const OutOfStockFrench: Story = {
  args: { messages: [{ id: 'stock', type: 'danger', text: 'Le produit Vacherin Fribourgeois AOP n’est plus en stock.' }], cartHref: '/fr/checkout/cart' },
  globals: { locale: 'fr' },
};
export const Pending: Story = { args: { pending: true }, globals: { locale: 'en' } };
