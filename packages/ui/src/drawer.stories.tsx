import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Drawer } from './drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    side: 'right',
    trigger: <Button variant="secondary">Warenkorb (3)</Button>,
    title: 'Ihr Warenkorb',
    children: (
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.5rem' }}>
        <li>Bio-Bergkäse, 250 g, CHF 8.90</li>
        <li>Zopfmehl, 1 kg, CHF 3.20</li>
        <li>Alpenbutter, 200 g, CHF 4.10</li>
      </ul>
    ),
    footer: <Button fullWidth>Zur Kasse</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    trigger: { control: false },
    footer: { control: false },
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getAllByRole('button')[0];
    if (trigger) await userEvent.click(trigger);
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side cart slides in from the right. */
export const SideCart: Story = {};

export const Navigation: Story = {
  args: {
    side: 'left',
    trigger: <Button variant="ghost">Menü</Button>,
    title: 'Sortiment',
    footer: undefined,
    children: (
      <nav aria-label="Sortiment">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
          <li>
            <a href="#milchprodukte">Milchprodukte und Käse</a>
          </li>
          <li>
            <a href="#backwaren">Brot und Backwaren</a>
          </li>
          <li>
            <a href="#haushalt">Haushalt und Reinigung</a>
          </li>
        </ul>
      </nav>
    ),
  },
};

export const LongFrenchContent: Story = {
  args: {
    trigger: <Button variant="secondary">Panier (12)</Button>,
    title: 'Votre panier pour la livraison du samedi matin',
    description: 'Il vous manque CHF 23.40 pour bénéficier de la livraison gratuite.',
    footer: <Button fullWidth>Passer à la caisse en toute sécurité</Button>,
  },
};
