import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Anrede',
    placeholder: 'Bitte wählen',
    defaultValue: '',
    options: [
      { value: 'mrs', label: 'Frau' },
      { value: 'mr', label: 'Herr' },
      { value: 'none', label: 'Keine Angabe' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    label: 'Sortierung',
    placeholder: undefined,
    defaultValue: 'topseller',
    description: 'Die Reihenfolge der Produkte in dieser Kategorie.',
    options: [
      { value: 'topseller', label: 'Beliebteste zuerst' },
      { value: 'price-asc', label: 'Preis aufsteigend' },
      { value: 'price-desc', label: 'Preis absteigend' },
      { value: 'name-asc', label: 'Name A–Z' },
    ],
  },
};

export const RequiredWithError: Story = {
  args: {
    label: 'Land',
    required: true,
    error: 'Bitte wählen Sie ein Lieferland.',
    options: [
      { value: 'CH', label: 'Schweiz' },
      { value: 'LI', label: 'Liechtenstein' },
      { value: 'DE', label: 'Deutschland (keine Lieferung)', disabled: true },
    ],
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'mrs' },
};

export const LongFrenchLabel: Story = {
  args: {
    label: 'Créneau de livraison souhaité pour les produits frais et surgelés',
    placeholder: 'Veuillez choisir un créneau',
    optional: true,
    options: [
      { value: 'morning', label: 'Samedi matin, entre 8 h et 12 h' },
      { value: 'afternoon', label: 'Samedi après-midi, entre 13 h et 17 h' },
    ],
  },
};
