import type { LanguageCode } from './locales';

/**
 * How a shop's URLs name their language: `prefix` (`/en/…`; the default language may have the
 * empty prefix), `none` (one language, no prefix: every path is the default language's) or
 * `domain` (each language on its own origin, paths without prefix).
 */
export type UrlScheme = 'prefix' | 'none' | 'domain';

/** One language of a shop. */
export interface ShopLanguage {
  /** Short code the shop names it by (`de`, `it`); also the URL prefix's default and the texts' key. */
  code: LanguageCode;
  /** Shopware's locale code of the language (`de-DE`, `it-CH`): matched against the Store API's languages. */
  localeCode: string;
  /** BCP 47 locale numbers, prices and dates are written in (`de-CH`); defaults to `localeCode`. */
  formatLocale?: string;
  /** URL prefix with the `prefix` scheme: `/en`, or `''` (the default language's usual choice). Default `/<code>`. */
  prefix?: string;
  /** Origin of the language with the `domain` scheme, e.g. `https://shop.example.it`. */
  domain?: string;
  /** The language's own name, for a language switcher (`Italiano`). */
  label: string;
  /** The Store API's language id, when known in advance; else it is found by `localeCode`. */
  languageId?: string;
}

/** A shop's languages, its default language and how URLs name a language. */
export interface ShopLanguagesConfig {
  languages: readonly ShopLanguage[];
  defaultLanguage: LanguageCode;
  urlScheme: UrlScheme;
}

const codePattern = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;
const prefixPattern = /^(\/[A-Za-z0-9-]+)?$/;

function fail(message: string): never {
  throw new Error(`shop languages: ${message}`);
}

/**
 * Checks a configuration (e.g. one parsed from an environment variable) and returns it with
 * defaults filled in (prefix `/<code>`, formatting locale = locale code). Throws with a message
 * naming the first problem.
 */
export function defineShopLanguages(input: unknown): ShopLanguagesConfig {
  if (typeof input !== 'object' || input === null) fail('expected an object with languages, defaultLanguage and urlScheme');
  const raw = input as Record<string, unknown>;
  const urlScheme = raw.urlScheme ?? 'prefix';
  if (urlScheme !== 'prefix' && urlScheme !== 'none' && urlScheme !== 'domain') fail(`urlScheme must be "prefix", "none" or "domain", got ${JSON.stringify(urlScheme)}`);
  if (!Array.isArray(raw.languages) || raw.languages.length === 0) fail('languages must be a non-empty list');
  const seen = new Set<string>();
  const languages = raw.languages.map((item: unknown, index): ShopLanguage => {
    if (typeof item !== 'object' || item === null) fail(`languages[${index}] must be an object`);
    const l = item as Record<string, unknown>;
    const text = (name: string, required: boolean): string | undefined => {
      const value = l[name];
      if (value === undefined && !required) return undefined;
      if (typeof value !== 'string' || (required && !value.trim())) fail(`languages[${index}].${name} must be a string`);
      return value.trim();
    };
    const code = text('code', true)!.toLowerCase();
    if (!codePattern.test(code)) fail(`languages[${index}].code "${code}" is not a language code such as "de" or "it"`);
    if (seen.has(code)) fail(`language "${code}" is listed twice`);
    seen.add(code);
    const localeCode = text('localeCode', true)!;
    const formatLocale = text('formatLocale', false) ?? localeCode;
    try {
      new Intl.Locale(formatLocale);
    } catch {
      fail(`languages[${index}].formatLocale "${formatLocale}" is not a BCP 47 locale`);
    }
    const prefix = text('prefix', false) ?? `/${code}`;
    if (!prefixPattern.test(prefix)) fail(`languages[${index}].prefix "${prefix}" must be "" or "/segment"`);
    const domain = text('domain', false);
    if (urlScheme === 'domain') {
      if (!domain) fail(`languages[${index}].domain is required with urlScheme "domain"`);
      try {
        const url = new URL(domain);
        if (url.origin !== domain.replace(/\/$/, '')) throw new Error('not an origin');
      } catch {
        fail(`languages[${index}].domain "${domain}" must be an origin such as "https://shop.example.it"`);
      }
    }
    const label = text('label', false) ?? code;
    const languageId = text('languageId', false);
    return {
      code,
      localeCode,
      formatLocale,
      prefix,
      label,
      ...(domain ? { domain: domain.replace(/\/$/, '') } : {}),
      ...(languageId ? { languageId } : {}),
    };
  });
  const defaultLanguage = typeof raw.defaultLanguage === 'string' ? raw.defaultLanguage.toLowerCase() : languages[0]!.code;
  if (!seen.has(defaultLanguage)) fail(`defaultLanguage "${String(raw.defaultLanguage)}" is not one of the languages`);
  if (urlScheme === 'none' && languages.length > 1) fail('urlScheme "none" serves one language; use "prefix" or "domain" for more');
  if (urlScheme === 'prefix') {
    const prefixes = new Set<string>();
    for (const l of languages) {
      const key = l.prefix!.toLowerCase();
      if (prefixes.has(key)) fail(`prefix "${l.prefix}" is used twice`);
      prefixes.add(key);
    }
  }
  return { languages, defaultLanguage, urlScheme };
}
