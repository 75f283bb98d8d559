import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Dialog, DialogClose } from './dialog';
import { TextField } from './text-field';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    trigger: <Button>Lieferadresse ändern</Button>,
    title: 'Lieferadresse ändern',
    description: 'Die neue Adresse gilt ab Ihrer nächsten Bestellung.',
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    trigger: { control: false },
    footer: { control: false },
  },
  // Opens the dialog in the canvas; the docs page keeps every dialog closed.
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getAllByRole('button')[0];
    if (trigger) await userEvent.click(trigger);
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithForm: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <TextField label="Strasse und Hausnummer" autoComplete="street-address" required />
        <TextField label="PLZ" autoComplete="postal-code" inputMode="numeric" required />
        <TextField label="Ort" autoComplete="address-level2" required />
        <Checkbox label="Als Standardadresse speichern" />
      </div>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Abbrechen</Button>
        </DialogClose>
        <Button>Speichern</Button>
      </>
    ),
  },
};

/** The close button's label ("Schliessen", "Close", "Fermer") follows the locale toolbar. */
export const Confirmation: Story = {
  args: {
    trigger: <Button variant="danger">Warenkorb leeren</Button>,
    title: 'Warenkorb wirklich leeren?',
    description: 'Alle 7 Artikel werden entfernt. Das lässt sich nicht rückgängig machen.',
    size: 'sm',
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Behalten</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="danger">Leeren</Button>
        </DialogClose>
      </>
    ),
  },
};

export const LongFrenchTitle: Story = {
  args: {
    trigger: <Button variant="secondary">Informations sur la livraison</Button>,
    title: 'Informations importantes concernant la livraison des produits frais réfrigérés',
    description: undefined,
    size: 'lg',
    children: (
      <p>
        Les produits frais sont livrés dans un emballage isotherme. Merci de les ranger au réfrigérateur dès leur
        réception. La livraison est gratuite à partir de CHF 120.–.
      </p>
    ),
  },
};
