import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecipeGrid } from './recipe-grid';
import { storyRecipes } from './story-data';

const meta = {
  title: 'Recipes/RecipeGrid',
  component: RecipeGrid,
  args: { recipes: storyRecipes, hrefFor: (recipe) => `/recipes/${recipe.slug}` },
} satisfies Meta<typeof RecipeGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { recipes: [] } };
export const French: Story = { args: { hrefFor: (recipe) => `/fr/recipes/${recipe.slug}` }, globals: { locale: 'fr' } };
