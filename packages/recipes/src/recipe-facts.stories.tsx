import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecipeFacts } from './recipe-facts';

const meta = {
  title: 'Recipes/RecipeFacts',
  component: RecipeFacts,
  args: { recipe: { servings: 4, cookTimeMinutes: 90, difficulty: 'medium' } },
} satisfies Meta<typeof RecipeFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const QuickAndEasy: Story = { args: { recipe: { servings: 1, cookTimeMinutes: 20, difficulty: 'easy' } } };
export const LongAndHard: Story = { args: { recipe: { servings: 8, cookTimeMinutes: 240, difficulty: 'hard' } } };
export const French: Story = { globals: { locale: 'fr' } };
export const EnglishScaled: Story = { args: { servings: 1 }, globals: { locale: 'en' } };
