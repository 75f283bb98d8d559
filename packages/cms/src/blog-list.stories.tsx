import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogPosts } from './blog-fixtures';
import { BlogList } from './blog-list';

/** The news listing; switch the language with the toolbar's locale. Page links are plain `?p=n` links. */
const meta = {
  title: 'CMS/Blog/BlogList',
  component: BlogList,
  args: { posts: blogPosts, postHref: (post) => `/news/blog/${post.id}`, page: 1, total: 11, limit: 6 },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const SecondPage: Story = { args: { posts: blogPosts.slice(0, 5), page: 2 } };

export const SinglePage: Story = { args: { posts: blogPosts.slice(0, 3), total: 3 } };

export const Empty: Story = { args: { posts: [], total: 0 } };
