import type { Meta, StoryObj } from '@storybook/react-vite';
import { NutritionTable } from './nutrition-table';
import { storyFondue } from './story-data';

const meta = {
  title: 'Recipes/NutritionTable',
  component: NutritionTable,
  args: { nutrition: storyFondue.nutrition },
} satisfies Meta<typeof NutritionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const MainValuesOnly: Story = { args: { nutrition: { energy: { value: 420, unit: 'kcal' }, protein: { value: 12.5, unit: 'g' } } } };
export const French: Story = { globals: { locale: 'fr' } };
