import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Vorname',
    name: 'firstName',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    label: 'E-Mail-Adresse',
    type: 'email',
    autoComplete: 'email',
    description: 'Wir senden die Bestellbestätigung an diese Adresse.',
  },
};

export const Required: Story = {
  args: { label: 'Nachname', required: true, autoComplete: 'family-name' },
};

/** "(optional)" is a built-in text and follows the locale toolbar. */
export const Optional: Story = {
  args: { label: 'Firma', optional: true, autoComplete: 'organization' },
};

export const WithError: Story = {
  args: {
    label: 'Postleitzahl',
    required: true,
    defaultValue: '80',
    inputMode: 'numeric',
    description: 'Vier Ziffern, z. B. 3011.',
    error: 'Bitte geben Sie eine gültige Postleitzahl ein.',
  },
};

export const Disabled: Story = {
  args: { label: 'Kundennummer', defaultValue: 'CH-104 233', disabled: true },
};

export const LongGermanLabel: Story = {
  args: {
    label: 'Bemerkungen für die Zustellung (Stockwerk, Türcode, Ablageort bei Abwesenheit)',
    description: 'Unser Kurier liest diesen Hinweis kurz vor der Lieferung.',
    optional: true,
  },
};

export const LongFrenchLabelWithError: Story = {
  args: {
    label: 'Numéro de téléphone pour la coordination de la livraison à domicile',
    type: 'tel',
    required: true,
    defaultValue: '079',
    error: 'Veuillez saisir un numéro de téléphone suisse complet, par exemple 079 123 45 67.',
  },
};
