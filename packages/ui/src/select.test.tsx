import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './select';
import { renderWithI18n, seriousA11yViolations } from './test-support';

const salutations: SelectOption[] = [
  { value: 'mrs', label: 'Frau' },
  { value: 'mr', label: 'Herr' },
  { value: 'none', label: 'Keine Angabe' },
  { value: 'dr', label: 'Dr. (nicht verfügbar)', disabled: true },
];

describe('Select', () => {
  it('labels the select, lists the options and changes by choosing one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWithI18n(
      <Select label="Anrede" options={salutations} placeholder="Bitte wählen" defaultValue="" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Anrede' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bitte wählen',
      'Frau',
      'Herr',
      'Keine Angabe',
      'Dr. (nicht verfügbar)',
    ]);
    expect(screen.getByRole('option', { name: 'Dr. (nicht verfügbar)' })).toBeDisabled();
    expect(select).toHaveValue('');

    await user.selectOptions(select, 'Herr');
    expect(select).toHaveValue('mr');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('can be operated with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Select label="Anrede" options={salutations} defaultValue="mrs" />);
    const select = screen.getByRole('combobox', { name: 'Anrede' });
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'none');
    expect(select).toHaveValue('none');
  });

  it('rejects the placeholder when required and ties the error to the select', async () => {
    const { container } = renderWithI18n(
      <Select
        label="Pays de livraison"
        required
        placeholder="Veuillez choisir"
        defaultValue=""
        options={[
          { value: 'CH', label: 'Suisse' },
          { value: 'LI', label: 'Liechtenstein' },
        ]}
        description="Nous livrons en Suisse et au Liechtenstein."
        error="Veuillez choisir un pays."
      />,
      { language: 'fr' },
    );
    const select = screen.getByRole('combobox', { name: 'Pays de livraison' });
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      'Nous livrons en Suisse et au Liechtenstein. Erreur\u00a0: Veuillez choisir un pays.',
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });
});
