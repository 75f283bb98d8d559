import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecipePageView } from './recipe-page';
import { storyCartItems, storyFondue } from './story-data';

const cartItems = storyCartItems.map((item, index) => ({ ...item, unitPrice: index === 0 ? 12.9 : 11.4 }));

const meta = {
  title: 'Recipes/RecipePageView',
  component: RecipePageView,
  args: {
    page: { recipe: storyFondue, cartItems, servings: storyFondue.servings, added: 0, jsonLd: '{}' },
    cartMessageText: (message: { id: string }) => message.id,
    formatPrice: (amount: number) => `CHF ${amount.toFixed(2)}`,
    cartHref: '/checkout/cart',
    pagePath: '/recipes/kaesefondue-moitie-moitie',
  },
} satisfies Meta<typeof RecipePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fondue: Story = {};

/** After putting two products in the cart. */
export const Added: Story = { args: { page: { recipe: storyFondue, cartItems, servings: 6, added: 2, jsonLd: '{}' } } };

/** The shop could not add the products. */
export const Failed: Story = { args: { result: { values: { selected: [], quantities: {} }, messages: [], failed: true } } };
