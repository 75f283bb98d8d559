import { fallbackLocale } from './locales';

/**
 * The formatting locale of each configured language, registered by `createShopLocales` (the host's
 * configuration, e.g. `de` → `de-CH`), and the default language's for an empty value. Per process:
 * a storefront process serves one sales channel (decision 0055).
 */
const configuredFormatLocales = new Map<string, string>();
let defaultFormatLocale: string | undefined;

/** Records the formatting locales of a shop's languages (called by `createShopLocales`). */
export function registerFormatLocales(entries: Iterable<readonly [language: string, locale: string]>, defaultLanguage: string): void {
  for (const [language, locale] of entries) configuredFormatLocales.set(language.toLowerCase(), locale);
  defaultFormatLocale = configuredFormatLocales.get(defaultLanguage.toLowerCase()) ?? defaultFormatLocale;
}

/**
 * THE SEAM between a host's language code and the locale the shop formats in: the only place that
 * turns `i18n.language` into a BCP 47 formatting locale. Every formatter of the packages takes the
 * formatting locale itself (`de-CH`, `it-CH`, `de-DE`, `en-GB`); components that only know the
 * current language ask here. A configured language gets its configured locale; anything else
 * (a locale such as `it-CH`, or a language no configuration names) is used as it is, and Intl
 * writes it. No language is mapped to another.
 */
export function formatLocaleOf(language: string | null | undefined): string {
  const code = language?.trim();
  if (!code) return defaultFormatLocale ?? fallbackLocale;
  return configuredFormatLocales.get(code.toLowerCase()) ?? code;
}
