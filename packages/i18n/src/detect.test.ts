import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromAcceptLanguage, languageFromCookie, serializeLocaleCookie } from './detect';

describe('locale detection', () => {
  it('prefers the cookie over the browser languages', () => {
    expect(detectLanguage({ cookie: 'a=1; gipfel_locale=fr', acceptLanguage: 'en-GB,en;q=0.9' })).toBe('fr');
  });

  it('falls back to the best supported browser language by quality', () => {
    expect(languageFromAcceptLanguage('es-ES,es;q=0.9,fr-CH;q=0.8,en;q=0.7')).toBe('fr');
    expect(languageFromAcceptLanguage('en;q=0.2,de-CH;q=0.9')).toBe('de');
    expect(languageFromAcceptLanguage('it-CH')).toBeUndefined();
    expect(detectLanguage({ cookie: 'gipfel_locale=xx', acceptLanguage: 'en-US' })).toBe('en');
  });

  it('ignores broken cookies', () => {
    expect(languageFromCookie('gipfel_locale=%E0%A4%A')).toBeUndefined();
    expect(languageFromCookie('gipfel_locale=<script>')).toBeUndefined();
  });

  it('serialises the 365-day Lax cookie', () => {
    expect(serializeLocaleCookie('en', true)).toBe('gipfel_locale=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
});
