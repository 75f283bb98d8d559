import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecipeCard } from './recipe-card';
import { storyFondue, storyLongFrench } from './story-data';

const meta = {
  title: 'Recipes/RecipeCard',
  component: RecipeCard,
  args: { recipe: storyFondue, href: '/recipes/kaesefondue-moitie-moitie' },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof RecipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutPicture: Story = { args: { recipe: { ...storyFondue, media: null, tags: [] } } };
/** Locale switch: the same card in French with a long name. */
export const LongFrench: Story = { args: { recipe: storyLongFrench, href: '/fr/recipes/capuns' }, globals: { locale: 'fr' } };
export const English: Story = { args: { href: '/en/recipes/cheese-fondue' }, globals: { locale: 'en' } };
