import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogPost } from './blog-fixtures';
import { BlogPostCard } from './blog-post-card';

/** One post of the news listing; switch the language with the toolbar's locale. */
const meta = {
  title: 'CMS/Blog/BlogPostCard',
  component: BlogPostCard,
  args: { post: blogPost({ relatedProducts: null }), href: '/news/blog/0123456789abcdef0123456789abcdef' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}><Story /></div>],
} satisfies Meta<typeof BlogPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutCover: Story = { args: { post: blogPost({ media: null, relatedProducts: null }) } };

export const LongTexts: Story = {
  args: {
    post: blogPost({
      author: 'Marie-Claire de Montmollin-Dubois',
      title: 'Lebensmittelverschwendungsvermeidungsstrategien für Wohngemeinschaften',
      teaser: 'Wie eine Wohngemeinschaft in Winterthur ihren Abfall halbiert hat – mit Einmachgläsern, einem Wochenplan und viel Humor.',
      relatedProducts: null,
    }),
  },
};
