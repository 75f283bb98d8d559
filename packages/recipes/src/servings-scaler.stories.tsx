import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServingsScaler } from './servings-scaler';
import { storyFondue } from './story-data';

const meta = {
  title: 'Recipes/ServingsScaler',
  component: ServingsScaler,
  args: { recipe: storyFondue, servings: 4, action: '/recipes/kaesefondue-moitie-moitie' },
} satisfies Meta<typeof ServingsScaler>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a number: the amounts change at once; without JavaScript the form GETs `?servings=`. */
export const Default: Story = {};
export const OnePerson: Story = { args: { servings: 1 } };
export const BadInput: Story = { args: { invalidValue: '150' } };
export const English: Story = { args: { servings: 8 }, globals: { locale: 'en' } };
export const French: Story = { args: { servings: 2, invalidValue: 'abc' }, globals: { locale: 'fr' } };
