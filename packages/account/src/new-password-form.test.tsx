import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewPasswordForm } from './new-password-form';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const field = (label: string) => screen.getByLabelText(`${label}*`);

describe('NewPasswordForm', () => {
  it('posts the hash with the new password and its repeat', async () => {
    const { container } = renderWithI18n(<NewPasswordForm action="/account/recover/password" hash="abc123" />, 'en');
    const form = screen.getByRole('form', { name: 'Save password' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ hash: 'abc123', newPassword: '', newPasswordConfirm: '' });
    await expectNoAxeViolations(container);
  });

  it('says the passwords must be identical, in each language', async () => {
    for (const [language, label, repeat, text] of [
      ['de', 'Neues Passwort', 'Neues Passwort wiederholen', 'Das neue Passwort und die Wiederholung müssen identisch sein.'],
      ['en', 'New password', 'Repeat new password', 'The new password and its repeat must be identical.'],
      ['fr', 'Nouveau mot de passe', 'Confirmer le nouveau mot de passe', 'Le nouveau mot de passe et sa confirmation doivent être identiques.'],
    ] as const) {
      const { unmount, container } = renderWithI18n(<NewPasswordForm hash="h" />, language);
      await userEvent.type(field(label), 'longenough1');
      await userEvent.type(field(repeat), 'longenough2');
      expect(fireEvent.submit(screen.getByRole('form'))).toBe(false);
      expect(field(repeat)).toHaveAccessibleDescription(new RegExp(text.replace(/[.]/g, '\\.')));
      await expectNoAxeViolations(container);
      unmount();
    }
  });

  it('shows errors from the server', () => {
    renderWithI18n(<NewPasswordForm hash="h" errors={{ newPassword: { key: 'violation.tooShort' }, form: { key: 'account:newPassword.errors.failed' } }} />, 'de');
    expect(field('Neues Passwort')).toHaveAccessibleDescription(/Dieser Wert ist zu kurz\./);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Das Passwort konnte nicht gespeichert werden.');
  });
});
