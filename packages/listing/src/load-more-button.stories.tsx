import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadMoreButton } from './load-more-button';

const meta = {
  title: 'Listing/LoadMoreButton',
  component: LoadMoreButton,
  args: { shown: 10, total: 42, page: 1, onLoadMore: () => {} },
} satisfies Meta<typeof LoadMoreButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const More: Story = {};
export const Loading: Story = { args: { loading: true } };
export const WithoutJavaScript: Story = { args: { onLoadMore: undefined } };
export const AllShown: Story = { args: { shown: 42 } };
export const Loaded: Story = { args: { shown: 20, page: 2, announcement: '10 more products loaded' } };
export const Failed: Story = { args: { error: 'More products could not be loaded. Please try again.' } };
