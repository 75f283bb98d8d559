import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { FormErrorSummary } from './form-error-summary';
import { FieldError, fieldErrorId } from './field-error';
import { formsTexts } from './texts';
import type { FormMessage } from './form-message';

const errors: Record<string, FormMessage> = {
  email: { key: 'validation.email' },
  password: { key: 'validation.minLength', params: { min: 8 } },
};

function Form({ language = 'de', shownErrors = errors }: { language?: LanguageCode; shownErrors?: Record<string, FormMessage> }) {
  return (
    <I18nextProvider i18n={createI18n({ language, namespaces: { forms: formsTexts } })}>
      <form aria-label="Login">
        <FormErrorSummary errors={shownErrors} fieldIds={{ password: 'login-password' }} labels={{ email: 'E-Mail' }} />
        <label htmlFor="email">E-Mail</label>
        <input id="email" aria-invalid aria-describedby={fieldErrorId('email')} />
        <FieldError fieldId="email" error={shownErrors.email} />
        <label htmlFor="login-password">Passwort</label>
        <input id="login-password" type="password" aria-invalid aria-describedby={fieldErrorId('login-password')} />
        <FieldError fieldId="login-password" error={shownErrors.password} />
      </form>
    </I18nextProvider>
  );
}

describe('FormErrorSummary', () => {
  it('is an alert that takes focus and counts the errors', () => {
    render(<Form />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent('Bitte korrigieren Sie 2 Eingaben:');
  });

  it('links each message to its field and focuses the field', async () => {
    render(<Form language="en" />);
    const link = screen.getByRole('link', { name: 'Please enter at least 8 characters.' });
    expect(link).toHaveAttribute('href', '#login-password');
    expect(screen.getByRole('link', { name: 'E-Mail: Please enter a valid email address.' })).toHaveAttribute('href', '#email');
    await userEvent.click(link);
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    render(<Form shownErrors={{}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the singular in French for one error', () => {
    render(<Form language="fr" shownErrors={{ email: { key: 'violation.emailNotUnique' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger 1 saisie :');
    expect(screen.getByRole('link')).toHaveTextContent('E-Mail: Cette adresse e-mail est déjà utilisée.');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Form />);
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('FieldError', () => {
  it('shows the translated message with params under the field’s describedby id', () => {
    render(<Form language="de" />);
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Bitte mindestens 8 Zeichen eingeben.');
    expect(document.getElementById('email-error')).toHaveTextContent('Bitte eine gültige E-Mail-Adresse eingeben.');
  });

  it('renders nothing without an error', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n({ language: 'de', namespaces: { forms: formsTexts } })}>
        <FieldError fieldId="x" error={undefined} />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
