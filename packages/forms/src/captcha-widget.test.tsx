import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import * as v from 'valibot';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { uiTexts } from '@gipfel/ui';
import { CaptchaWidget } from './captcha-widget';
import { captchaWidgetConfig, captchaWidgetOrigins, captchaWidgetScriptUrl } from './captcha-widget-config';
import { ServiceForm } from './service-form';
import { serviceFormSchema } from './service-form-schema';
import { validateForm } from './validate-form';
import { formsTexts } from './texts';

const siteKey = '6LcTestSiteKey_0123456789abcdefABCDEF-x';

function renderIn(ui: ReactElement, language: LanguageCode = 'de') {
  const i18n = createI18n({ language, namespaces: { forms: formsTexts, ui: uiTexts } });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

afterEach(() => {
  document.querySelectorAll('script[data-gipfel-captcha]').forEach((script) => script.remove());
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  vi.useRealTimers();
});

describe('captchaWidgetConfig', () => {
  it('is null without a site key: nothing to load', () => {
    expect(captchaWidgetConfig(undefined)).toBeNull();
    expect(captchaWidgetConfig('')).toBeNull();
    expect(captchaWidgetConfig('   ')).toBeNull();
  });

  it('uses the German interface language with the badge hidden', () => {
    const config = captchaWidgetConfig(` ${siteKey} `);
    expect(config).toEqual({ provider: 'google-recaptcha-v3', siteKey, language: 'de', hideBadge: true, tokenField: '_grecaptcha_v3', action: 'service_form' });
    const url = new URL(captchaWidgetScriptUrl(config!));
    expect(url.origin).toBe(captchaWidgetOrigins.script[0]);
    expect(url.searchParams.get('hl')).toBe('de');
    expect(url.searchParams.get('render')).toBe(siteKey);
  });

  it('refuses what cannot be a site key', () => {
    expect(() => captchaWidgetConfig('short')).toThrow(/not a reCAPTCHA v3 site key/);
    expect(() => captchaWidgetConfig(`${siteKey}"><script>`)).toThrow(/not a reCAPTCHA v3 site key/);
  });
});

describe('CaptchaWidget', () => {
  it('renders and loads nothing without a configuration', () => {
    const { container } = renderIn(<CaptchaWidget config={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('script[data-gipfel-captcha]')).toBeNull();
  });

  it('loads the German script once and fills the token field', async () => {
    const config = captchaWidgetConfig(siteKey)!;
    const { container, unmount } = renderIn(
      <form>
        <CaptchaWidget config={config} />
      </form>,
      'fr',
    );
    const script = document.querySelector<HTMLScriptElement>('script[data-gipfel-captcha]');
    expect(script?.src).toBe(captchaWidgetScriptUrl(config));
    // Google's script arrives: it defines grecaptcha and fires load.
    const execute = vi.fn().mockResolvedValue('token-123');
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    script!.dispatchEvent(new Event('load'));
    const token = container.querySelector<HTMLInputElement>('input[name="_grecaptcha_v3"]');
    await waitFor(() => expect(token).toHaveValue('token-123'));
    expect(execute).toHaveBeenCalledWith(siteKey, { action: 'service_form' });
    // The page's language for the notice, Google's notice in place of the hidden badge.
    expect(screen.getByText(/protégé par reCAPTCHA/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité de Google' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
    unmount();
    expect(document.querySelectorAll('script[data-gipfel-captcha]')).toHaveLength(1);
  });

  it('fetches a new token before the old one expires', async () => {
    vi.useFakeTimers();
    const execute = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    const { container } = renderIn(<CaptchaWidget config={captchaWidgetConfig(siteKey)} />);
    await vi.advanceTimersByTimeAsync(0);
    expect(container.querySelector('input[name="_grecaptcha_v3"]')).toHaveValue('first');
    await vi.advanceTimersByTimeAsync(90_000);
    expect(container.querySelector('input[name="_grecaptcha_v3"]')).toHaveValue('second');
    expect(document.querySelector('script[data-gipfel-captcha]')).toBeNull();
  });
});

describe('ServiceForm with the widget', () => {
  it('replaces the image captcha and reports a missing token on the captcha', () => {
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: () => undefined, execute: vi.fn() };
    renderIn(<ServiceForm kind="contact" captchaWidget={captchaWidgetConfig(siteKey)} errors={{ _grecaptcha_v3: { key: 'validation.captcha' } }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Zeichen im Bild/ })).toBeNull();
    expect(screen.getByText(/durch reCAPTCHA geschützt/)).toHaveAccessibleDescription(/Captcha übereinstimmen/);
    expect(screen.getByRole('link', { name: /Sicherheitsabfrage/ })).toHaveAttribute('href', '#service-contact-captchaValue');
  });

  it('requires the token instead of the typed captcha', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ salutation: 'mr', firstName: 'Heidi', lastName: 'Muster', email: 'heidi@example.ch', subject: 'Frage', comment: 'Hallo' })) form.set(name, value);
    const withoutToken = validateForm(serviceFormSchema('contact', 'widget'), form);
    expect(withoutToken.success).toBe(false);
    if (!withoutToken.success) expect(Object.keys(withoutToken.errors)).toEqual(['_grecaptcha_v3']);
    form.set('_grecaptcha_v3', 'token');
    expect(validateForm(serviceFormSchema('contact', 'widget'), form).success).toBe(true);
    expect(v.safeParse(serviceFormSchema('contact'), Object.fromEntries(form)).success).toBe(false);
  });
});
