import type { Meta, StoryObj } from '@storybook/react-vite';
import { IngredientList } from './ingredient-list';
import { storyFondue } from './story-data';

const meta = {
  title: 'Recipes/IngredientList',
  component: IngredientList,
  args: { ingredients: storyFondue.ingredients },
} satisfies Meta<typeof IngredientList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const French: Story = { globals: { locale: 'fr' } };
