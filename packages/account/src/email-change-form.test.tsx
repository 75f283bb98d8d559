import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailChangeForm } from './email-change-form';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('EmailChangeForm', () => {
  it('posts intent=email with the fields Shopware expects', async () => {
    const { container } = renderWithI18n(<EmailChangeForm action="/account/profile" currentEmail="heidi@example.ch" />);
    const form = screen.getByRole('form', { name: 'E-Mail-Adresse ändern' }) as HTMLFormElement;
    expect(screen.getByText('Aktuelle E-Mail-Adresse: heidi@example.ch')).toBeInTheDocument();
    expect([...new FormData(form).keys()]).toEqual(['intent', 'email', 'emailConfirmation', 'password']);
    await expectNoAxeViolations(container);
  });

  it('checks that both addresses match before posting', async () => {
    renderWithI18n(<EmailChangeForm />, 'en');
    await userEvent.type(screen.getByLabelText(/^New email address/), 'new@example.ch');
    await userEvent.type(screen.getByLabelText(/^Confirm new email address/), 'other@example.ch');
    fireEvent.submit(screen.getByRole('form'));
    expect(screen.getByLabelText(/^Confirm new email address/)).toHaveAccessibleDescription(/The email addresses do not match\./);
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(/This field is required\./);
  });

  it('keeps the typed address but never the password after a server error', () => {
    renderWithI18n(<EmailChangeForm defaultValues={{ email: 'new@example.ch', emailConfirmation: 'new@example.ch' }} errors={{ password: { key: 'violation.wrongPassword' } }} />, 'fr');
    expect(screen.getByLabelText(/^Nouvelle adresse e-mail/)).toHaveValue('new@example.ch');
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveAttribute('aria-invalid', 'true');
  });
});
