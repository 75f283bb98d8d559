import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Warenkorb öffnen, 3 Artikel' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button whose name comes from hidden text: screen readers say "Warenkorb öffnen, 3 Artikel". */
export const IconButtonLabel: Story = {
  render: (args) => (
    <Button variant="ghost">
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <VisuallyHidden {...args} />
    </Button>
  ),
};

export const PriceContext: Story = {
  args: { children: 'Aktueller Preis:' },
  render: (args) => (
    <p>
      <VisuallyHidden {...args} /> CHF 7.90{' '}
      <s>
        <VisuallyHidden>Früherer Preis:</VisuallyHidden> CHF 9.50
      </s>
    </p>
  ),
};
