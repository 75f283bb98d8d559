import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecipeFilters } from './recipe-filters';
import { storyListing } from './story-data';

const meta = {
  title: 'Recipes/RecipeFilters',
  component: RecipeFilters,
  args: { action: '/recipes', values: { tags: [], difficulties: [], page: 1 }, aggregations: storyListing.aggregations },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof RecipeFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain GET form: the URL holds the filters. */
export const Empty: Story = {};
export const Filled: Story = { args: { values: { tags: ['cheese', 'classic'], difficulties: ['medium'], maxCookTime: 60, page: 1 } } };
export const French: Story = { args: { action: '/fr/recipes' }, globals: { locale: 'fr' } };
export const English: Story = { args: { action: '/en/recipes' }, globals: { locale: 'en' } };
