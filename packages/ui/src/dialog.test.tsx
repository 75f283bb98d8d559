import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';
import { renderWithI18n, seriousA11yViolations } from './test-support';
import { TextField } from './text-field';

function AddressDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog
      trigger={<Button>Adresse ändern</Button>}
      title="Lieferadresse ändern"
      description="Die neue Adresse gilt ab der nächsten Bestellung."
      onOpenChange={onOpenChange}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Abbrechen</Button>
          </DialogClose>
          <Button>Speichern</Button>
        </>
      }
    >
      <TextField label="Strasse und Hausnummer" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    renderWithI18n(<AddressDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adresse ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Lieferadresse ändern' });
    expect(dialog).toHaveAccessibleDescription('Die neue Adresse gilt ab der nächsten Bestellung.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });

  it('labels the close button in the page language', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<AddressDialog />);
    await user.click(screen.getByRole('button', { name: 'Adresse ändern' }));
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeInTheDocument();
    unmount();

    renderWithI18n(<AddressDialog />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Adresse ändern' }));
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithI18n(<AddressDialog onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Adresse ändern' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button and with a DialogClose in the footer', async () => {
    const user = userEvent.setup();
    renderWithI18n(<AddressDialog />);
    await user.click(screen.getByRole('button', { name: 'Adresse ändern' }));
    await user.click(screen.getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Adresse ändern' }));
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <AddressDialog />
        <a href="#after">Nach dem Dialog</a>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Adresse ändern' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Schliessen' });
    const street = screen.getByRole('textbox', { name: 'Strasse und Hausnummer' });
    const cancel = screen.getByRole('button', { name: 'Abbrechen' });
    const save = screen.getByRole('button', { name: 'Speichern' });

    close.focus();
    const visited: Element[] = [];
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      visited.push(document.activeElement as Element);
    }
    expect(visited).toEqual([street, cancel, save, close, street]);
    expect(visited.every((element) => dialog.contains(element))).toBe(true);

    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('can be controlled and takes a custom close label', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? 'offen' : 'zu'}</p>
          <Dialog open={open} onOpenChange={setOpen} title="Hinweis" closeLabel="Hinweis schliessen">
            Lieferungen am Samstag kosten CHF 9.–.
          </Dialog>
        </>
      );
    }
    renderWithI18n(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Hinweis' })).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByRole('button', { name: 'Hinweis schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('zu')).toBeInTheDocument();
  });
});
