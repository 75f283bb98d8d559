import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './login-form';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

// A required field's label ends in the visual mark "*", which screen readers skip.
const requiredField = (label: string) => screen.getByLabelText(`${label}*`);

describe('LoginForm', () => {
  it('is a plain post form with labelled fields named as the Store API expects', async () => {
    const { container } = renderWithI18n(<LoginForm action="/account/login" redirectTo="/account" recoveryHref="/account/recover" defaultEmail="anna@example.ch" />);
    const form = screen.getByRole('form', { name: 'Anmelden' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/account/login');
    expect(requiredField('E-Mail-Adresse')).toHaveAttribute('name', 'username');
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeRequired();
    expect(requiredField('Passwort')).toHaveAttribute('type', 'password');
    expect(Object.fromEntries(new FormData(form))).toEqual({ redirectTo: '/account', username: 'anna@example.ch', password: '' });
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/account/recover');
    await expectNoAxeViolations(container);
  });

  it('shows the wrong-credentials message in each language', () => {
    const { unmount } = renderWithI18n(<LoginForm error="invalidCredentials" />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong username and/or password.');
    unmount();
    renderWithI18n(<LoginForm error="invalidCredentials" />, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Nom d’utilisateur et/ou mot de passe incorrect.');
  });

  it('hands valid credentials to onSubmit instead of posting', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<LoginForm onSubmit={onSubmit} />, 'en');
    await userEvent.type(requiredField('Email address'), ' anna@example.ch ');
    await userEvent.type(requiredField('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'anna@example.ch', password: 'secret' });
  });

  it('explains missing and malformed fields and does not submit', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithI18n(<LoginForm onSubmit={onSubmit} />, 'de');
    fireEvent.submit(screen.getByRole('form'));
    expect(requiredField('E-Mail-Adresse')).toHaveAccessibleDescription('Fehler: Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(requiredField('Passwort')).toHaveAccessibleDescription('Fehler: Bitte geben Sie Ihr Passwort ein.');
    expect(requiredField('Passwort')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(requiredField('E-Mail-Adresse'), 'anna');
    fireEvent.submit(screen.getByRole('form'));
    expect(requiredField('E-Mail-Adresse')).toHaveAccessibleDescription('Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('offers registration and explains the rate limit with its wait', async () => {
    const { container } = renderWithI18n(<LoginForm error="tooManyRequests" retryAfterSeconds={42} registerHref="/fr/register" defaultEmail="anna@example.ch" />, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Trop de requêtes. Veuillez patienter 42 secondes.');
    expect(screen.getByRole('link', { name: 'S’inscrire maintenant' })).toHaveAttribute('href', '/fr/register');
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('anna@example.ch');
    await expectNoAxeViolations(container);
  });

  it('shows progress while signing in', () => {
    renderWithI18n(<LoginForm pending />, 'en');
    expect(screen.getByRole('button', { name: 'Signing in …' })).toBeDisabled();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  });
});
