import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogPost, hostileContent } from './blog-fixtures';
import { BlogPostView } from './blog-post-view';

/** Switch the language with the toolbar's locale: date, author line and headings follow it. */
const meta = {
  title: 'CMS/Blog/BlogPostView',
  component: BlogPostView,
  args: { post: blogPost(), currency: 'CHF' },
} satisfies Meta<typeof BlogPostView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutCoverOrProducts: Story = { args: { post: blogPost({ media: null, relatedProducts: [] }) } };

/** The body of an old newsletter tool: the script, the handler and the javascript: link are gone. */
export const SanitisedBody: Story = {
  args: { post: blogPost({ content: hostileContent, translated: { title: 'Unser neuer Newsletter', teaser: '', content: hostileContent } }) },
};

export const LongGermanTitle: Story = {
  args: {
    post: blogPost({
      title: 'Käseherstellungsgrundlagenkurs für Hobbysennerinnen und Hobbysenner im Berner Oberland',
      translated: {
        title: 'Käseherstellungsgrundlagenkurs für Hobbysennerinnen und Hobbysenner im Berner Oberland',
        teaser: '',
        content: '<p>Lange Wörter brechen um, statt das Layout zu sprengen.</p>',
      },
    }),
  },
};

export const LongFrenchTitle: Story = {
  args: {
    post: blogPost({
      author: 'Marie-Claire de Montmollin-Dubois',
      title: 'Une journée à l’alpage : de la traite du matin à la fabrication de la meule de gruyère d’alpage',
      translated: {
        title: 'Une journée à l’alpage : de la traite du matin à la fabrication de la meule de gruyère d’alpage',
        teaser: '',
        content: '<p>À cinq heures du matin, le lait est encore tiède quand il coule dans le chaudron en cuivre.</p>',
      },
    }),
  },
};
