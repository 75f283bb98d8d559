import type { LanguageCode } from './locales';

/**
 * Texts of one package (or of the host): a nested key object per language. Packages ship `de`,
 * `en` and `fr`; a host adds others (and overrides) with {@link extendTexts}.
 */
export type PackageTexts = Readonly<Partial<Record<LanguageCode, object>>>;

/** Overrides per namespace, as returned by `GET /api/translations/{locale}` (merged over the built-in texts). */
export type TextOverrides = Record<string, object>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges `override` over `base`; only string leaves of the override win (no prototype keys). */
export function mergeTexts(base: object | undefined, override: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (isPlainObject(base)) for (const [key, value] of Object.entries(base)) result[key] = value;
  if (!isPlainObject(override)) return { ...result };
  for (const [key, value] of Object.entries(override)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = result[key];
    if (typeof value === 'string') result[key] = value;
    else if (isPlainObject(value)) result[key] = mergeTexts(isPlainObject(current) ? current : {}, value);
  }
  return { ...result };
}

/**
 * One language's texts of a namespace with per-key fallback: the default language's texts, with
 * the language's own over them (a key the language lacks is shown in the default language).
 */
export function textsInLanguage(texts: PackageTexts, language: LanguageCode, defaultLanguage: LanguageCode): Record<string, unknown> {
  if (language === defaultLanguage) return mergeTexts(texts[defaultLanguage], undefined);
  return mergeTexts(texts[defaultLanguage], texts[language]);
}

/**
 * A namespace's texts with a host's over them, per language: a host adds a language
 * (`{ it: {…} }`) or overrides single keys of one (`{ de: { cart: { title: 'Korb' } } }`).
 */
export function extendTexts(base: PackageTexts, extra: PackageTexts | undefined): PackageTexts {
  if (!extra) return base;
  const result: Record<LanguageCode, object> = { ...(base as Record<LanguageCode, object>) };
  for (const [language, texts] of Object.entries(extra)) {
    if (texts) result[language] = mergeTexts(result[language], texts);
  }
  return result;
}

/** {@link extendTexts} for every namespace: the host's texts by namespace over the packages'. */
export function extendNamespaces(
  base: Readonly<Record<string, PackageTexts>>,
  extra: Readonly<Record<string, PackageTexts>> = {},
): Record<string, PackageTexts> {
  const result: Record<string, PackageTexts> = { ...base };
  for (const [namespace, texts] of Object.entries(extra)) result[namespace] = extendTexts(result[namespace] ?? {}, texts);
  return result;
}

function leafKeys(texts: unknown, prefix = ''): string[] {
  if (!isPlainObject(texts)) return [];
  return Object.entries(texts).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : leafKeys(value, path);
  });
}

/**
 * The keys (`ns:path.to.key`) the default language has and `language` lacks, per namespace: what a
 * host's texts for an added language still have to translate (they are shown in the default
 * language until then). Plural forms are compared as written (`_one`, `_other`).
 */
export function missingTextKeys(
  namespaces: Readonly<Record<string, PackageTexts>>,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): string[] {
  const missing: string[] = [];
  for (const [namespace, texts] of Object.entries(namespaces)) {
    const own = new Set(leafKeys(texts[language]));
    for (const key of leafKeys(texts[defaultLanguage])) if (!own.has(key)) missing.push(`${namespace}:${key}`);
  }
  return missing;
}

/**
 * A host's texts file for one language, keyed by namespace (`{ ui: {…}, cart: {…} }`), in the
 * shape {@link extendNamespaces} takes: `extendNamespaces(packageTexts, languageTexts('it', it))`.
 */
export function languageTexts(language: LanguageCode, byNamespace: Readonly<Record<string, object>>): Record<string, PackageTexts> {
  return Object.fromEntries(Object.entries(byNamespace).map(([namespace, texts]) => [namespace, { [language]: texts }]));
}
