import type { Cookie } from '@remix-run/node';
import type { LanguageCode } from '@gipfel/i18n';
import { localeCookieName, serializeLocaleCookie } from '@gipfel/i18n/host';
import { isbot } from 'isbot';
import { RemixI18Next } from 'remix-i18next/server';
import { defaultLanguage, isShopLanguage, languageFromCookie, shopLocales } from './shop-locales';

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
 * then the browser's preferred languages (Accept-Language) in their order, else the default language.
 */
let detection: { locales: ReturnType<typeof shopLocales>; detector: RemixI18Next } | undefined;

/**
 * The detector for the shop's configured languages (made on first use, after the start-up set
 * them). The browser's languages are matched in their order of preference, not only the first:
 * remix-i18next's own header step picks the first language Intl knows (`es-ES` of
 * `es-ES,fr;q=0.8`) and then finds none of ours, so its `custom` step asks the shop's languages
 * (`ShopLocales.languageFromAcceptLanguage` of @gipfel/i18n: by quality, exact then base language).
 */
export function localeDetection(): RemixI18Next {
  const locales = shopLocales();
  if (detection?.locales !== locales) {
    const detector = new RemixI18Next({
      detection: {
        supportedLanguages: [...locales.codes],
        fallbackLanguage: locales.defaultLanguage,
        cookie: localeCookie,
        order: ['cookie', 'custom'],
        findLocale: async (request) => locales.languageFromAcceptLanguage(request.headers.get('accept-language')) ?? null,
      },
    });
    detection = { locales, detector };
  }
  return detection.detector;
}

/** The language the cookie or, without one, the browser asks for; German when neither names one of ours. */
export async function detectLanguage(request: Request): Promise<LanguageCode> {
  let language: string;
  try {
    language = await localeDetection().getLocale(request);
  } catch {
    // A header remix-i18next cannot parse is no preference.
    return defaultLanguage();
  }
  return isShopLanguage(language) ? language : defaultLanguage();
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
