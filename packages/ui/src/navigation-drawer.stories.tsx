import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavigationDrawer, type NavigationDrawerItem } from './navigation-drawer';

const items: NavigationDrawerItem[] = [
  {
    id: 'food',
    name: 'Lebensmittel',
    href: '/lebensmittel',
    children: [
      {
        id: 'cheese',
        name: 'Käse und Milchprodukte',
        href: '/lebensmittel/kaese',
        children: [
          { id: 'hard', name: 'Hartkäse', href: '/lebensmittel/kaese/hartkaese' },
          { id: 'soft', name: 'Weichkäse', href: '/lebensmittel/kaese/weichkaese' },
        ],
      },
      { id: 'chocolate', name: 'Schokolade', href: '/lebensmittel/schokolade' },
    ],
  },
  {
    id: 'household',
    name: 'Haushalt und Küche',
    href: '/haushalt',
    children: [{ id: 'pans', name: 'Pfannen und Töpfe', href: '/haushalt/pfannen' }],
  },
  { id: 'recipes', name: 'Rezepte', href: '/recipes' },
];

const serviceItems: NavigationDrawerItem[] = [
  { id: 'contact', name: 'Kontakt', href: '/contact' },
  { id: 'imprint', name: 'Impressum', href: '/impressum' },
];

const meta = {
  title: 'UI/NavigationDrawer',
  component: NavigationDrawer,
  tags: ['autodocs'],
  args: {
    items,
    serviceItems,
    settings: (
      <p style={{ margin: 0 }}>
        <a href="#de">DE</a> · <a href="#en">EN</a> · <a href="#fr">FR</a>
      </p>
    ),
  },
  argTypes: { settings: { control: false } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // Opens the menu in the canvas; the docs page keeps it closed.
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getAllByRole('button')[0];
    if (trigger) await userEvent.click(trigger);
  },
} satisfies Meta<typeof NavigationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the three levels as disclosures, then the service links and the switches. */
export const Phone: Story = {};

/** The branch of the current page starts open and its link is marked. */
export const CurrentPage: Story = {
  args: { currentHref: '/lebensmittel/kaese/hartkaese' },
};

/** Tablet width: the same sheet, a strip of the page stays visible beside it. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
