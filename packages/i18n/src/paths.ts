import type { LanguageCode } from './locales';
import type { ShopLanguage, ShopLanguagesConfig } from './shop-languages';
import { registerFormatLocales } from './format-locale';

export interface LocalePath {
  language: LanguageCode;
  /** The URL prefix of the language: '' without one (the default language, or no prefixes at all), '/en'… */
  prefix: string;
  /** The path without the language prefix, always starting with '/'. */
  path: string;
}

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** A language of the Store API's `/store-api/language` list, as far as the mapping needs it. */
export interface StoreApiLanguage {
  id: string;
  translationCode?: { code?: string | null } | null;
}

/** Name of the cookie that remembers the shopper's language choice (365 days, path /, SameSite=Lax). */
export const localeCookieName = 'gipfel_locale';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * A shop's languages with the path, link and detection helpers bound to them: made once per
 * configuration by {@link createShopLocales} and passed to whatever needs a language's URL.
 */
export interface ShopLocales {
  readonly config: ShopLanguagesConfig;
  readonly languages: readonly ShopLanguage[];
  /** The languages' codes, in the configuration's order. */
  readonly codes: readonly LanguageCode[];
  readonly defaultLanguage: LanguageCode;
  /** Whether `value` is the code of one of the shop's languages. */
  isLanguage(value: unknown): value is LanguageCode;
  /** The language of a code; the default language for an unknown one. */
  language(code: LanguageCode): ShopLanguage;
  /** The locale a language writes numbers, prices and dates in (`de-CH`). */
  formatLocaleOf(code: LanguageCode): string;
  /** The language of a Shopware locale code (`fr-CH`, case-insensitive). */
  languageFromLocaleCode(localeCode: string | null | undefined): LanguageCode | undefined;
  /** Splits a path into its language and the rest: `/fr/chocolat` → fr + `/chocolat`. `origin` decides with the `domain` scheme. */
  parseLocalePath(pathname: string, origin?: string): LocalePath;
  /** A route's `:lang?` segment: undefined is the language without prefix; a known prefix its language; anything else null (404). */
  languageFromParam(param: string | undefined): LanguageCode | null;
  /** A language-neutral path in a language: `/search` → `/fr/search`; the home of en is `/en/`. Paths only, never an origin. */
  localizePath(path: string, language: LanguageCode): string;
  /** The same page in another language, keeping the query string (an absolute URL with the `domain` scheme). */
  switchLanguagePath(pathname: string, search: string, language: LanguageCode, origin?: string): string;
  /** hreflang alternates of a page for every language plus x-default (the default language's page). */
  getAlternateLinks(origin: string, pathname: string): AlternateLink[];
  /** Canonical URL of a page: its own language, without query string. */
  getCanonicalUrl(origin: string, pathname: string): string;
  /** A shop language remembered in a Cookie header. */
  languageFromCookie(cookieHeader: string | null | undefined): LanguageCode | undefined;
  /** The first shop language of an Accept-Language header by quality (`it-CH` → it, also by locale code). */
  languageFromAcceptLanguage(header: string | null | undefined): LanguageCode | undefined;
  /** Locale detection: the cookie first, then the browser's languages. */
  detectLanguage(request: { cookie?: string | null; acceptLanguage?: string | null }): LanguageCode | undefined;
  /**
   * The Store API's id of a shop language: the configured `languageId`, else the language of
   * `/store-api/language` with the same locale code. Undefined when the Store API has none (its
   * content then comes in the sales channel's default language).
   */
  storeApiLanguageId(language: LanguageCode, storeApiLanguages: readonly StoreApiLanguage[]): string | undefined;
}

function withSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/$/, '');
}

/** Binds the path, link and detection helpers to a shop's languages (checked by `defineShopLanguages` first, if it comes from outside). */
export function createShopLocales(config: ShopLanguagesConfig): ShopLocales {
  const languages = config.languages;
  const byCode = new Map(languages.map((l) => [l.code, l]));
  const codes = languages.map((l) => l.code);
  const defaultEntry = byCode.get(config.defaultLanguage) ?? languages[0]!;
  const defaultLanguage = defaultEntry.code;
  const usesPrefixes = config.urlScheme === 'prefix';
  const prefixOf = (l: ShopLanguage) => (usesPrefixes ? (l.prefix ?? `/${l.code}`) : '');
  const prefixed = usesPrefixes ? languages.filter((l) => prefixOf(l) !== '') : [];
  const byPrefix = new Map(prefixed.map((l) => [prefixOf(l).slice(1).toLowerCase(), l]));
  const unprefixed = usesPrefixes ? (languages.find((l) => prefixOf(l) === '') ?? defaultEntry) : defaultEntry;

  // The package formatters' seam (formatLocaleOf) writes each language as this configuration says.
  registerFormatLocales(languages.map((l) => [l.code, l.formatLocale ?? l.localeCode] as const), defaultLanguage);

  const isLanguage = (value: unknown): value is LanguageCode => typeof value === 'string' && byCode.has(value);
  const language = (code: LanguageCode) => byCode.get(code) ?? defaultEntry;

  const fromOrigin = (origin: string | undefined): ShopLanguage | undefined => {
    if (config.urlScheme !== 'domain' || !origin) return undefined;
    const wanted = trimOrigin(origin).toLowerCase();
    return languages.find((l) => l.domain?.toLowerCase() === wanted);
  };

  const parseLocalePath = (pathname: string, origin?: string): LocalePath => {
    const normalized = withSlash(pathname);
    if (config.urlScheme === 'domain') return { language: (fromOrigin(origin) ?? defaultEntry).code, prefix: '', path: normalized };
    const first = (normalized.split('/')[1] ?? '').toLowerCase();
    const entry = first ? byPrefix.get(first) : undefined;
    if (entry) {
      const rest = normalized.slice(prefixOf(entry).length) || '/';
      return { language: entry.code, prefix: prefixOf(entry), path: withSlash(rest) };
    }
    return { language: unprefixed.code, prefix: '', path: normalized };
  };

  const localizePath = (path: string, code: LanguageCode): string => {
    const clean = withSlash(path);
    const prefix = prefixOf(language(code));
    if (!prefix) return clean;
    return clean === '/' ? `${prefix}/` : `${prefix}${clean}`;
  };

  const urlIn = (origin: string, path: string, code: LanguageCode): string => {
    const base = config.urlScheme === 'domain' ? (language(code).domain ?? trimOrigin(origin)) : trimOrigin(origin);
    return `${base}${localizePath(path, code)}`;
  };

  const languageFromCookie = (cookieHeader: string | null | undefined): LanguageCode | undefined => {
    if (!cookieHeader) return undefined;
    for (const part of cookieHeader.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === localeCookieName) {
        const raw = value.join('=').toLowerCase();
        return isLanguage(raw) ? raw : undefined;
      }
    }
    return undefined;
  };

  const languageFromLocaleCode = (localeCode: string | null | undefined): LanguageCode | undefined => {
    if (!localeCode) return undefined;
    const wanted = localeCode.toLowerCase();
    return languages.find((l) => l.localeCode.toLowerCase() === wanted)?.code;
  };

  const languageFromAcceptLanguage = (header: string | null | undefined): LanguageCode | undefined => {
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
      const exact = languageFromLocaleCode(tag);
      if (exact) return exact;
      const base = tag.split('-')[0];
      if (isLanguage(base)) return base;
    }
    return undefined;
  };

  return {
    config,
    languages,
    codes,
    defaultLanguage,
    isLanguage,
    language,
    formatLocaleOf: (code) => {
      const entry = language(code);
      return entry.formatLocale ?? entry.localeCode;
    },
    languageFromLocaleCode,
    parseLocalePath,
    languageFromParam(param) {
      if (param === undefined || param === '') return unprefixed.code;
      return byPrefix.get(param.toLowerCase())?.code ?? null;
    },
    localizePath,
    switchLanguagePath(pathname, search, code, origin) {
      const { path } = parseLocalePath(pathname, origin);
      if (config.urlScheme === 'domain') return `${urlIn(origin ?? '', path, code)}${search}`;
      return `${localizePath(path, code)}${search}`;
    },
    getAlternateLinks(origin, pathname) {
      const { path } = parseLocalePath(pathname, origin);
      const links: AlternateLink[] = languages.map((l) => ({ hrefLang: l.localeCode, href: urlIn(origin, path, l.code) }));
      links.push({ hrefLang: 'x-default', href: urlIn(origin, path, defaultLanguage) });
      return links;
    },
    getCanonicalUrl(origin, pathname) {
      const { path, language: code } = parseLocalePath(pathname, origin);
      return urlIn(origin, path, code);
    },
    languageFromCookie,
    languageFromAcceptLanguage,
    detectLanguage: (request) => languageFromCookie(request.cookie) ?? languageFromAcceptLanguage(request.acceptLanguage),
    storeApiLanguageId(code, storeApiLanguages) {
      const entry = byCode.get(code);
      if (!entry) return undefined;
      if (entry.languageId) return entry.languageId;
      const wanted = entry.localeCode.toLowerCase();
      return storeApiLanguages.find((l) => l.translationCode?.code?.toLowerCase() === wanted)?.id;
    },
  };
}

/** The Set-Cookie value that remembers a language choice. */
export function serializeLocaleCookie(language: LanguageCode, secure: boolean): string {
  return `${localeCookieName}=${encodeURIComponent(language)}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
