import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecipeListing } from './recipe-listing';
import { storyListing } from './story-data';

const meta = {
  title: 'Recipes/RecipeListing',
  component: RecipeListing,
  args: { listing: storyListing, values: { tags: [], difficulties: [], page: 1 }, action: '/recipes', hrefFor: (recipe) => `/recipes/${recipe.slug}` },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecipeListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filtered: Story = { args: { values: { tags: ['cheese'], difficulties: ['easy'], maxCookTime: 45, page: 2 }, listing: { ...storyListing, page: 2 } } };
export const NoMatches: Story = { args: { listing: { ...storyListing, elements: [], total: 0 }, values: { tags: ['cheese', 'quick'], difficulties: ['hard'], page: 1 } } };
export const French: Story = { args: { action: '/fr/recipes' }, globals: { locale: 'fr' } };
