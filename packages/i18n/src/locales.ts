/** The shop's languages (spec §1, §9): German is the default and has no URL prefix. */
export const locales = [
  { code: 'de', locale: 'de-DE', prefix: '', label: 'Deutsch', isDefault: true },
  { code: 'en', locale: 'en-GB', prefix: '/en', label: 'English', isDefault: false },
  { code: 'fr', locale: 'fr-CH', prefix: '/fr', label: 'Français', isDefault: false },
] as const;

export type LocaleEntry = (typeof locales)[number];
export type LanguageCode = LocaleEntry['code'];
export type LocaleCode = LocaleEntry['locale'];

export const defaultLanguage: LanguageCode = 'de';
/** Fallback locale for formatting when nothing else matches (spec §9). */
export const fallbackLocale = 'en-US';
export const languageCodes: readonly LanguageCode[] = locales.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

export function getLocaleEntry(code: LanguageCode): LocaleEntry {
  return locales.find((l) => l.code === code) ?? locales[0];
}

/** Finds the language of a Shopware locale code such as `fr-CH` (case-insensitive). */
export function languageFromLocaleCode(localeCode: string | null | undefined): LanguageCode | undefined {
  if (!localeCode) return undefined;
  const wanted = localeCode.toLowerCase();
  return locales.find((l) => l.locale.toLowerCase() === wanted)?.code;
}
