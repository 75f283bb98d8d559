import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    label: 'Newsletter mit Rezeptideen abonnieren',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const WithDescription: Story = {
  args: {
    label: 'Als Geschenk verpacken',
    description: 'CHF 4.50 pro Bestellung, mit handgeschriebener Karte.',
  },
};

export const RequiredWithError: Story = {
  args: {
    label: 'Ich akzeptiere die AGB und die Datenschutzerklärung',
    required: true,
    error: 'Bitte akzeptieren Sie die AGB, um fortzufahren.',
  },
};

export const Disabled: Story = {
  args: { label: 'Expresslieferung (heute nicht verfügbar)', disabled: true },
};

export const LongFrenchLabel: Story = {
  args: {
    label:
      'J’accepte que mes coordonnées soient utilisées pour m’informer des offres saisonnières de fromages et de chocolats suisses',
    description: 'Vous pouvez vous désinscrire à tout moment.',
  },
};
