import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Drawer } from './drawer';
import * as styles from './drawer.css';
import { renderWithI18n, seriousA11yViolations } from './test-support';

function SideCart({ side }: { side?: 'left' | 'right' }) {
  return (
    <Drawer
      side={side}
      trigger={<Button variant="ghost">Warenkorb</Button>}
      title="Ihr Warenkorb"
      footer={<Button fullWidth>Zur Kasse</Button>}
    >
      <p>Bio-Bergkäse, 250 g</p>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('opens as a modal dialog on the right by default', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SideCart />);
    await user.click(screen.getByRole('button', { name: 'Warenkorb' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ihr Warenkorb' });
    expect(drawer).toHaveAttribute('data-side', 'right');
    expect(drawer).toHaveClass(styles.side.right);
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });

  it('renders only its trigger until opened, which says that it opens a dialog and whether it is open', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SideCart />);
    const trigger = screen.getByRole('button', { name: 'Warenkorb' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('Bio-Bergkäse');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Ihr Warenkorb' })).toHaveTextContent('Bio-Bergkäse');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows a host that opens and closes it (no trigger), e.g. the side cart after adding', async () => {
    const { rerender } = renderWithI18n(<Drawer open title="Ihr Warenkorb"><p>Bio-Bergkäse</p></Drawer>);
    expect(await screen.findByRole('dialog', { name: 'Ihr Warenkorb' })).toBeInTheDocument();
    rerender(<Drawer open={false} title="Ihr Warenkorb"><p>Bio-Bergkäse</p></Drawer>);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens on the left when asked', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SideCart side="left" />);
    await user.click(screen.getByRole('button', { name: 'Warenkorb' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ihr Warenkorb' });
    expect(drawer).toHaveAttribute('data-side', 'left');
    expect(drawer).toHaveClass(styles.side.left);
    expect(drawer).not.toHaveClass(styles.side.right);
  });

  it('closes on Escape, returns focus, and labels its close button in French', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SideCart />, { language: 'fr' });
    const trigger = screen.getByRole('button', { name: 'Warenkorb' });
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab inside the sheet', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <SideCart />
        <button type="button">Seitenende</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Warenkorb' }));
    const close = screen.getByRole('button', { name: 'Schliessen' });
    const checkout = screen.getByRole('button', { name: 'Zur Kasse' });
    close.focus();
    await user.tab();
    expect(checkout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });
});
