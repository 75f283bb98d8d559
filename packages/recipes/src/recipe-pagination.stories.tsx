import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecipePagination } from './recipe-grid';

const meta = {
  title: 'Recipes/RecipePagination',
  component: RecipePagination,
  args: { page: 3, total: 120, limit: 12, hrefFor: (page) => `/recipes?page=${page}` },
} satisfies Meta<typeof RecipePagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const French: Story = { globals: { locale: 'fr' } };
