import { defaultLanguage, getLocaleEntry, isLanguageCode, locales, type LanguageCode } from './locales';

export interface LocalePath {
  language: LanguageCode;
  /** The URL prefix of the language: '' for German, '/en', '/fr'. */
  prefix: string;
  /** The path without the language prefix, always starting with '/'. */
  path: string;
}

/**
 * Splits a URL path into its language and the rest (spec §1): `/fr/chocolat` → fr + `/chocolat`.
 * Paths without a known prefix are German.
 */
export function parseLocalePath(pathname: string): LocalePath {
  const normalized = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const first = normalized.split('/')[1] ?? '';
  const entry = locales.find((l) => l.prefix !== '' && l.prefix.slice(1) === first.toLowerCase());
  if (entry) {
    const rest = normalized.slice(entry.prefix.length) || '/';
    return { language: entry.code, prefix: entry.prefix, path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { language: defaultLanguage, prefix: '', path: normalized };
}

/**
 * A route's language parameter (`/:lang?/…`): undefined means German; a known prefix is its
 * language; anything else is not a language of this shop (the route answers 404).
 */
export function languageFromParam(param: string | undefined): LanguageCode | null {
  if (param === undefined || param === '') return defaultLanguage;
  const lower = param.toLowerCase();
  if (lower === defaultLanguage) return null; // German has no prefix: /de/… is not a valid URL
  return isLanguageCode(lower) ? lower : null;
}

/** Prefixes a language-neutral path: `localizePath('/search', 'fr')` → `/fr/search`; the home of en is `/en/`. */
export function localizePath(path: string, language: LanguageCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const { prefix } = getLocaleEntry(language);
  if (!prefix) return clean;
  return clean === '/' ? `${prefix}/` : `${prefix}${clean}`;
}

/** The same page in another language, keeping the query string. */
export function switchLanguagePath(pathname: string, search: string, language: LanguageCode): string {
  const { path } = parseLocalePath(pathname);
  return `${localizePath(path, language)}${search}`;
}

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** hreflang alternates of a page for every language plus x-default (the German page). */
export function getAlternateLinks(origin: string, pathname: string): AlternateLink[] {
  const { path } = parseLocalePath(pathname);
  const base = origin.replace(/\/$/, '');
  const links: AlternateLink[] = locales.map((l) => ({ hrefLang: l.locale, href: `${base}${localizePath(path, l.code)}` }));
  links.push({ hrefLang: 'x-default', href: `${base}${localizePath(path, defaultLanguage)}` });
  return links;
}

/** Canonical URL of a page: its own language, without query string. */
export function getCanonicalUrl(origin: string, pathname: string): string {
  const { path, language } = parseLocalePath(pathname);
  return `${origin.replace(/\/$/, '')}${localizePath(path, language)}`;
}
