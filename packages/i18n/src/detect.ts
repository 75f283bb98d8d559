import { isLanguageCode, type LanguageCode } from './locales';

/** Name of the cookie that remembers the shopper's language choice (365 days, path /, SameSite=Lax). */
export const localeCookieName = 'gipfel_locale';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/** Reads a language from a Cookie header (the storefront's locale detection reads the cookie with it). */
export function languageFromCookie(cookieHeader: string | null | undefined): LanguageCode | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === localeCookieName) {
      const raw = value.join('=').toLowerCase();
      return isLanguageCode(raw) ? raw : undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie value that remembers a language choice. */
export function serializeLocaleCookie(language: LanguageCode, secure: boolean): string {
  return `${localeCookieName}=${language}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
