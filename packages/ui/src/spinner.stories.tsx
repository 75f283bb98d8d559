import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden label ("Wird geladen …", "Loading…", "Chargement…") follows the locale toolbar. */
export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

export const WithOwnLabel: Story = {
  args: { label: 'Lieferzeiten werden geladen' },
};

export const InheritsColour: Story = {
  render: (args) => (
    <p style={{ color: '#1d5793', display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      Verfügbarkeit in Ihrer Filiale wird geprüft
    </p>
  ),
};
