import { describe, expect, it } from 'vitest';
import { languageFromCookie, serializeLocaleCookie } from './detect';

describe('the language cookie', () => {
  it('reads the language among other cookies and ignores broken ones', () => {
    expect(languageFromCookie('a=1; gipfel_locale=fr')).toBe('fr');
    expect(languageFromCookie('gipfel_locale=xx')).toBeUndefined();
    expect(languageFromCookie('gipfel_locale=%E0%A4%A')).toBeUndefined();
    expect(languageFromCookie('gipfel_locale=<script>')).toBeUndefined();
  });

  it('serialises the 365-day Lax cookie', () => {
    expect(serializeLocaleCookie('en', true)).toBe('gipfel_locale=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
});
