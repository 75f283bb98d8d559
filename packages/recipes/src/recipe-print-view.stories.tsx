import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecipePrintView } from './recipe-print-view';
import { storyFondue, storyLongFrench } from './story-data';

const meta = {
  title: 'Recipes/RecipePrintView',
  component: RecipePrintView,
  args: { recipe: storyFondue, servings: 6, backHref: '/recipes/kaesefondue-moitie-moitie?servings=6', footer: 'Rezept von Gipfel' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecipePrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On screen; print it (Ctrl+P) to see the A4 page without the buttons. */
export const Default: Story = {};
export const LongFrench: Story = { args: { recipe: storyLongFrench, servings: 2, backHref: '/fr/recipes/capuns', footer: 'Recette de Gipfel' }, globals: { locale: 'fr' } };
export const English: Story = { args: { servings: 1, footer: 'Recipe from Gipfel' }, globals: { locale: 'en' } };
