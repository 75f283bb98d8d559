import type { Meta, StoryObj } from '@storybook/react-vite';
import { IngredientsToCart } from './ingredients-to-cart';
import { RecipeDetail } from './recipe-detail';
import { storyCartItems, storyFondue, storyLongFrench } from './story-data';

const meta = {
  title: 'Recipes/RecipeDetail',
  component: RecipeDetail,
  args: {
    recipe: storyFondue,
    servings: 4,
    action: '/recipes/kaesefondue-moitie-moitie',
    printHref: (servings) => `/recipes/kaesefondue-moitie-moitie/print?servings=${servings}&autoprint=1`,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecipeDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIngredientsToCart: Story = { args: { children: <IngredientsToCart action="/recipes/kaesefondue-moitie-moitie" items={storyCartItems} /> } };
export const BadServings: Story = { args: { invalidServings: '0' } };
export const LongFrench: Story = { args: { recipe: storyLongFrench, action: '/fr/recipes/capuns' }, globals: { locale: 'fr' } };
export const English: Story = { args: { servings: 2 }, globals: { locale: 'en' } };
