import type { Cookie } from '@remix-run/node';
import { defaultLanguage, languageCodes, languageFromCookie, localeCookieName, serializeLocaleCookie, type LanguageCode } from '@gipfel/i18n';
import { isbot } from 'isbot';
import { RemixI18Next } from 'remix-i18next/server';

/** The languages detection may choose: the shop's languages (the one place this module takes them from). */
const supportedLanguages: readonly LanguageCode[] = languageCodes;

function isSupported(value: string): value is LanguageCode {
  return (supportedLanguages as readonly string[]).includes(value);
}

/**
 * The language cookie as remix-i18next reads it: our plain `gipfel_locale=fr` (the browser sets
 * it too, and nginx keys the home page on it), not Remix's encoded cookie value.
 */
export const localeCookie: Cookie = {
  name: localeCookieName,
  isSigned: false,
  expires: undefined,
  parse: async (header) => languageFromCookie(header) ?? null,
  serialize: async (value: LanguageCode) => serializeLocaleCookie(value, false),
};

/**
 * The server's locale detection (decision 0064), remix-i18next's: first the language cookie,
 * then the browser's preferred language (Accept-Language), else German.
 */
export const localeDetection = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage: defaultLanguage,
    cookie: localeCookie,
    order: ['cookie', 'header'],
  },
});

/** The language the cookie or, without one, the browser asks for; German when neither names one of ours. */
export async function detectLanguage(request: Request): Promise<LanguageCode> {
  const language = await localeDetection.getLocale(request);
  return isSupported(language) ? language : defaultLanguage;
}

/**
 * Locale detection for a shopper arriving at the German home `/` from outside: anyone coming
 * from a page of this shop (e.g. the language switcher) and crawlers get the page they asked for
 * (`undefined`), everyone else the detected language.
 */
export async function detectedHomeLanguage(request: Request): Promise<LanguageCode | undefined> {
  const url = new URL(request.url);
  if (url.pathname !== '/') return undefined;
  if (isbot(request.headers.get('user-agent') ?? '')) return undefined;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      if (new URL(referer).host === url.host) return undefined;
    } catch {
      // An unparsable referer is treated like none.
    }
  }
  return detectLanguage(request);
}
