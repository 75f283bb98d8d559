import { render, screen } from '@testing-library/react';
import { createRemixStub } from '@remix-run/testing';
import { I18nextProvider } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@gipfel/i18n';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import { ErrorPage } from './error-page';

function renderPage(language: LanguageCode, props: { status: number; message?: string; retryAfterSeconds?: number }) {
  const Stub = createRemixStub([{ path: '*', Component: () => <ErrorPage language={language} {...props} /> }]);
  return render(
    <I18nextProvider i18n={i18nFromTexts(language, textsFor(language, {}), false)}>
      <Stub initialEntries={['/x']} />
    </I18nextProvider>,
  );
}

describe('ErrorPage', () => {
  it.each([
    ['de', 'Zu viele Anfragen. Bitte warten Sie 7 Sekunden.'],
    ['en', 'Too many requests. Please wait 7 seconds.'],
    ['fr', 'Trop de requêtes. Veuillez patienter 7 secondes.'],
  ] as const)('tells a rate-limited shopper how long to wait (%s)', (language, text) => {
    renderPage(language, { status: 429, retryAfterSeconds: 7 });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each([
    ['de', /Sitzung ist abgelaufen/],
    ['en', /session has expired/],
    ['fr', /session a expiré/],
  ] as const)('explains a 403 as an expired session (%s)', (language, text) => {
    renderPage(language, { status: 403, message: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' });
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')).toBeNull();
  });

  it.each([
    ['de', /Das Gesendete ist zu gross/],
    ['en', /What you sent is too large/],
    ['fr', /L’envoi est trop volumineux/],
  ] as const)('explains a refused body (413) in the page language, not with the code (%s)', (language, text) => {
    renderPage(language, { status: 413, message: 'BODY_TOO_LARGE' });
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('BODY_TOO_LARGE')).toBeNull();
  });

  it('shows the 408 text and a way home', () => {
    renderPage('en', { status: 408 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error 408');
    expect(screen.getByText(/answering too slowly/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en/');
  });
});
