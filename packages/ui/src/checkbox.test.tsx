import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { renderWithI18n, seriousA11yViolations } from './test-support';

describe('Checkbox', () => {
  it('toggles by clicking its label and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWithI18n(<Checkbox label="Newsletter abonnieren" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Newsletter abonnieren' });
    expect(checkbox).not.toBeChecked();

    await user.click(screen.getByText('Newsletter abonnieren'));
    expect(checkbox).toBeChecked();

    await user.tab();
    await user.tab({ shift: true });
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('ties the error to the checkbox and marks it invalid and required', async () => {
    const { container } = renderWithI18n(
      <Checkbox label="J’accepte les conditions générales" required error="Veuillez accepter les conditions." />,
      { language: 'fr' },
    );
    const checkbox = screen.getByRole('checkbox', { name: 'J’accepte les conditions générales' });
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Erreur\u00a0: Veuillez accepter les conditions.');
    expect(screen.getByText('*')).toHaveAttribute('title', 'Champ obligatoire');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('reads a description and cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Checkbox label="Geschenkverpackung" description="CHF 4.50 pro Bestellung" disabled />);
    const checkbox = screen.getByRole('checkbox', { name: 'Geschenkverpackung' });
    expect(checkbox).toHaveAccessibleDescription('CHF 4.50 pro Bestellung');
    expect(checkbox).not.toHaveAttribute('aria-invalid');
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
  });
});
