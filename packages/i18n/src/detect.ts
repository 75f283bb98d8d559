import { isLanguageCode, type LanguageCode } from './locales';

/** Name of the cookie that remembers the shopper's language choice (365 days, path /, SameSite=Lax). */
export const localeCookieName = 'gipfel_locale';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/** Reads a language from a Cookie header. */
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

/** Picks the first supported language of an Accept-Language header, by quality. */
export function languageFromAcceptLanguage(header: string | null | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return undefined;
}

/** Locale detection of spec §2: first the cookie, then the browser's languages. */
export function detectLanguage(request: { cookie?: string | null; acceptLanguage?: string | null }): LanguageCode | undefined {
  return languageFromCookie(request.cookie) ?? languageFromAcceptLanguage(request.acceptLanguage);
}

/** The Set-Cookie value that remembers a language choice. */
export function serializeLocaleCookie(language: LanguageCode, secure: boolean): string {
  return `${localeCookieName}=${language}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
