import { render, screen } from '@testing-library/react';
import { createRemixStub } from '@remix-run/testing';
import { I18nextProvider } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@gipfel/i18n';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import { AuthNotice } from './auth-notice';

function renderAt(language: LanguageCode, url: string) {
  const Stub = createRemixStub([{ path: '*', Component: AuthNotice }]);
  return render(
    <I18nextProvider i18n={i18nFromTexts(language, textsFor(language, {}), false)}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

describe('AuthNotice', () => {
  it.each([
    ['de', 'Vielen Dank! Ihr Konto ist bestätigt. Bitte melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.'],
    ['en', 'Thank you! Your account is confirmed. Please sign in with your email address and password.'],
    ['fr', 'Merci ! Votre compte est confirmé. Veuillez vous connecter avec votre adresse e-mail et votre mot de passe.'],
  ] as const)('asks a confirmed customer to sign in (%s)', (language, text) => {
    renderAt(language, '/login?notice=confirmed');
    expect(screen.getByTestId('auth-notice').textContent).toBe(text);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'unknown'])('shows nothing for ?notice=%s', (notice) => {
    renderAt('de', `/?notice=${notice}`);
    expect(screen.queryByTestId('auth-notice')).toBeNull();
  });
});
