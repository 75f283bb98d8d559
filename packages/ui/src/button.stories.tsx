import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'In den Warenkorb',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Merken' },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Mehr anzeigen' },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Artikel entfernen' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Klein
      </Button>
      <Button {...args} size="md">
        Mittel
      </Button>
      <Button {...args} size="lg">
        Gross
      </Button>
    </div>
  ),
};

/** The spinner's label follows the locale toolbar; clicks are ignored while loading. */
export const Loading: Story = {
  args: { loading: true, children: 'Bestellung wird gesendet' },
};

export const LoadingSecondary: Story = {
  args: { loading: true, variant: 'secondary', children: 'Gutschein prüfen' },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Ausverkauft' },
};

export const LongGermanLabel: Story = {
  args: {
    children: 'Zahlungspflichtig bestellen und Lieferung am Samstagvormittag bestätigen',
    style: { maxWidth: '20rem' },
  },
};

export const LongFrenchLabel: Story = {
  args: {
    variant: 'secondary',
    children: 'Ajouter à la liste d’achats pour la fondue du réveillon',
    style: { maxWidth: '20rem' },
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Zur Kasse' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
