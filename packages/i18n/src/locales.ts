/**
 * A language of a shop is named by a short code (`de`, `en`, `it`…) the host chooses in its
 * configuration (see `./shop-languages`); no package fixes the list.
 */
export type LanguageCode = string;

/** Fallback locale for formatting when nothing else matches (en-US). */
export const fallbackLocale = 'en-US';

/**
 * The languages the packages ship their own texts in. A shop may serve others: its host passes
 * texts for them (`extendTexts`), and keys it leaves out fall back to the shop's default language.
 */
export const builtInTextLanguages = ['de', 'en', 'fr'] as const;
export type BuiltInTextLanguage = (typeof builtInTextLanguages)[number];

/**
 * Whether `value` is one of the languages the packages ship texts in (`builtInTextLanguages`).
 * @deprecated Not a shop's languages: ask the shop's configuration (`ShopLocales.isLanguage`).
 * Kept for the formatting helpers until they take a BCP 47 locale.
 */
export function isLanguageCode(value: unknown): value is BuiltInTextLanguage {
  return typeof value === 'string' && (builtInTextLanguages as readonly string[]).includes(value);
}
