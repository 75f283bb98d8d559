import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n, seriousA11yViolations } from './test-support';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and takes typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWithI18n(<TextField label="Vorname" name="firstName" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Vorname' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');

    await user.type(input, 'Heidi');
    expect(input).toHaveValue('Heidi');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('ties description and error to the input and marks it invalid', async () => {
    const { container } = renderWithI18n(
      <TextField
        label="E-Mail-Adresse"
        type="email"
        description="Wir senden die Bestellbestätigung an diese Adresse."
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
        aria-describedby="privacy-note"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Wir senden die Bestellbestätigung an diese Adresse. Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(input.getAttribute('aria-describedby')).toContain('privacy-note');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('marks a required field for eyes and for screen readers', () => {
    renderWithI18n(<TextField label="Nachname" required />);
    const input = screen.getByRole('textbox', { name: 'Nachname' });
    expect(input).toBeRequired();
    const star = screen.getByText('*');
    expect(star).toHaveAttribute('aria-hidden', 'true');
    expect(star).toHaveAttribute('title', 'Pflichtfeld');
  });

  it('shows the translated "optional" hint as part of the label', () => {
    renderWithI18n(<TextField label="Entreprise" optional />, { language: 'fr' });
    expect(screen.getByRole('textbox', { name: 'Entreprise (facultatif)' })).not.toBeRequired();
  });

  it('reads the error prefix in the page language', () => {
    renderWithI18n(<TextField label="Code postal" error="Code postal invalide" />, { language: 'fr' });
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAccessibleDescription(
      'Erreur\u00a0: Code postal invalide',
    );
  });

  it('keeps a given id and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(<TextField ref={ref} id="zip" label="PLZ" description="4 Ziffern" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'PLZ' }));
    expect(ref.current).toHaveAttribute('id', 'zip');
    expect(ref.current).toHaveAttribute('aria-describedby', 'zip-description');
  });
});
