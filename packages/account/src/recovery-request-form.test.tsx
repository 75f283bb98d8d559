import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RecoveryRequestForm } from './recovery-request-form';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('RecoveryRequestForm', () => {
  it('posts the email and links back to sign-in', async () => {
    const { container } = renderWithI18n(<RecoveryRequestForm action="/account/recover" loginHref="/login" defaultEmail="anna@example.ch" />);
    const form = screen.getByRole('form', { name: 'Link anfordern' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ email: 'anna@example.ch' });
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(container);
  });

  it('shows the unknown-customer and rate-limit messages and keeps the email', async () => {
    const { unmount } = renderWithI18n(<RecoveryRequestForm error="notFound" defaultEmail="nobody@example.ch" />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find a customer account for this email address.');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('nobody@example.ch');
    unmount();
    renderWithI18n(<RecoveryRequestForm error="tooManyRequests" retryAfterSeconds={42} />, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Trop de requêtes. Veuillez patienter 42 secondes.');
  });

  it('checks the address before posting', () => {
    renderWithI18n(<RecoveryRequestForm />, 'de');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'anna' } });
    expect(fireEvent.submit(screen.getByRole('form'))).toBe(false);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(/Bitte eine gültige E-Mail-Adresse eingeben\./);
  });

  it('confirms the mail instead of the form once sent', async () => {
    const { container } = renderWithI18n(<RecoveryRequestForm sentTo="anna@example.ch" loginHref="/login" />, 'de');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Wir haben Ihnen eine E-Mail an anna@example.ch');
    await expectNoAxeViolations(container);
  });
});
