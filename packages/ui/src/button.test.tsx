import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import * as styles from './button.css';
import { renderWithI18n, seriousA11yViolations } from './test-support';

describe('Button', () => {
  it('is a button of type "button" that reacts to clicks, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = renderWithI18n(<Button onClick={onClick}>In den Warenkorb</Button>);
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(button).toHaveAttribute('type', 'button');

    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('applies the variant and size classes', () => {
    renderWithI18n(
      <Button variant="danger" size="lg">
        Löschen
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Löschen' });
    expect(button).toHaveClass(styles.base, styles.variant.danger, styles.size.lg);
    expect(button).not.toHaveClass(styles.variant.primary);
  });

  it('while loading shows a translated spinner, stays focusable and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = renderWithI18n(
      <form aria-label="Bestellung" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Bestellen
        </Button>
      </form>,
      { language: 'fr' },
    );
    const button = screen.getByRole('button', { name: /Bestellen/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');

    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('submits its form when not loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithI18n(
      <form aria-label="Bestellung" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Bestellen</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Bestellen' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithI18n(
      <Button disabled onClick={onClick}>
        Ausverkauft
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Ausverkauft' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
