import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from './register-form';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const salutations = [
  { value: 'a'.repeat(32), label: 'Frau' },
  { value: 'b'.repeat(32), label: 'Herr' },
];
const countries = [
  { value: 'c'.repeat(32), label: 'Deutschland' },
  { value: 'd'.repeat(32), label: 'Schweiz' },
];
const states = [
  { value: 'e'.repeat(32), label: 'Bern' },
  { value: 'f'.repeat(32), label: 'Zürich' },
];
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?( \\(optional\\))?$`));

describe('RegisterForm', () => {
  it('is a plain post form with Shopware field names, Switzerland and its cantons preselected', async () => {
    const { container } = renderWithI18n(
      <RegisterForm action="/register" salutations={salutations} countries={countries} states={states} defaultCountryId={'d'.repeat(32)} loginHref="/login" />,
    );
    const form = screen.getByRole('form', { name: 'Konto erstellen' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/register');
    const posted = Object.fromEntries(new FormData(form));
    expect(posted).toMatchObject({ accountType: 'private', countryId: 'd'.repeat(32), countryStateId: '', email: '', emailConfirmation: '', password: '' });
    expect(screen.getByRole('combobox', { name: /Kanton/ })).toHaveTextContent('Zürich');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(container);
  });

  it('puts back what was typed (not the password) and shows server violations in French', async () => {
    const { container } = renderWithI18n(
      <RegisterForm
        salutations={salutations}
        countries={countries}
        defaultValues={{ accountType: 'business', company: 'Gipfel AG', email: 'anna@example.ch', emailConfirmation: 'anna@example.ch', firstName: 'Anna', password: 'secret123' }}
        errors={{ email: { key: 'violation.emailNotUnique' }, vatId: { key: 'violation.vatIdFormat' } }}
      />,
      'fr',
    );
    expect(field('Adresse e-mail')).toHaveValue('anna@example.ch');
    expect(field('Adresse e-mail')).toHaveAccessibleDescription(/Cette adresse e-mail est déjà utilisée\./);
    expect(field('Entreprise')).toHaveValue('Gipfel AG');
    expect(field('Entreprise')).toBeRequired();
    expect(field('Numéro TVA')).toHaveAccessibleDescription(/Le numéro de TVA n’a pas le bon format\./);
    expect(field('Mot de passe')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Client professionnel' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Adresse e-mail: Cette adresse e-mail est déjà utilisée.');
    await expectNoAxeViolations(container);
  });

  it('checks the form before posting: required fields, repeated email, password length', async () => {
    renderWithI18n(<RegisterForm salutations={salutations} countries={countries} />, 'en');
    await userEvent.type(field('First name'), 'Anna');
    await userEvent.type(field('Email address'), 'anna@example.ch');
    await userEvent.type(field('Repeat email address'), 'anne@example.ch');
    await userEvent.type(field('Password'), 'short');
    const submitted = fireEvent.submit(screen.getByRole('form'));
    expect(submitted).toBe(false);
    expect(field('Repeat email address')).toHaveAccessibleDescription(/The two email addresses do not match\./);
    expect(field('Password')).toHaveAccessibleDescription(/Please enter at least 8 characters\./);
    expect(field('Last name')).toHaveAccessibleDescription(/This field is required\./);
    expect(field('First name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('makes the company fields required for business customers and reports country changes', async () => {
    const onCountryChange = vi.fn();
    renderWithI18n(<RegisterForm salutations={salutations} countries={countries} onCountryChange={onCountryChange} requestedGroupId={'9'.repeat(32)} />, 'de');
    expect(field('Firma')).not.toBeRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'Geschäftskunde' }));
    expect(field('Firma')).toBeRequired();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Land/ }), 'Schweiz');
    expect(onCountryChange).toHaveBeenCalledWith('d'.repeat(32));
    expect(Object.fromEntries(new FormData(screen.getByRole('form') as HTMLFormElement))).toMatchObject({ requestedGroupId: '9'.repeat(32), accountType: 'business' });
  });
});
