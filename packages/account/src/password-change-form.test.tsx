import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordChangeForm } from './password-change-form';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('PasswordChangeForm', () => {
  it('posts intent=password with three password fields', async () => {
    const { container } = renderWithI18n(<PasswordChangeForm action="/account/profile" />);
    const form = screen.getByRole('form', { name: 'Passwort ändern' }) as HTMLFormElement;
    expect([...new FormData(form).keys()]).toEqual(['intent', 'password', 'newPassword', 'newPasswordConfirm']);
    expect(screen.getByLabelText(/^Neues Passwort\*?$/)).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(container);
  });

  it('says the passwords must be identical (German and English)', async () => {
    const { unmount } = renderWithI18n(<PasswordChangeForm />, 'de');
    await userEvent.type(screen.getByLabelText(/^Aktuelles Passwort/), 'alt-passwort');
    await userEvent.type(screen.getByLabelText(/^Neues Passwort\*?$/), 'neues-passwort');
    await userEvent.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'anderes-passwort');
    fireEvent.submit(screen.getByRole('form'));
    expect(screen.getByLabelText(/^Neues Passwort wiederholen/)).toHaveAccessibleDescription(/Die Passwörter müssen identisch sein\./);
    unmount();
    renderWithI18n(<PasswordChangeForm errors={{ newPasswordConfirm: { key: 'account:passwordChange.mismatch' } }} />, 'en');
    expect(screen.getByLabelText(/^Repeat new password/)).toHaveAccessibleDescription(/The passwords must be identical\./);
  });

  it('shows the server’s wrong-password violation and the saved notice', async () => {
    const { container, unmount } = renderWithI18n(<PasswordChangeForm errors={{ password: { key: 'violation.wrongPassword' } }} />, 'en');
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(/The password is wrong\./);
    await expectNoAxeViolations(container);
    unmount();
    renderWithI18n(<PasswordChangeForm saved />, 'fr');
    expect(screen.getByRole('status')).toHaveTextContent('Votre mot de passe a été modifié.');
  });
});
