import { formatLocales, formatMoney, type BuiltInTextLanguage as LanguageCode } from '@gipfel/i18n';

export interface FormatPriceOptions {
  /** ISO 4217 code; the shop's default is CHF. */
  currency?: string;
  /** BCP 47 locale used for digits and separators, e.g. `de-CH`. */
  locale?: string;
}

/** The locale prices are formatted in for each shop language: `@gipfel/i18n`'s `formatLocales` (de-CH, en-GB, fr-CH). */
export const priceLocales: Readonly<Record<LanguageCode, string>> = formatLocales;

/** The price locale of a language code; unknown languages fall back to German (de-CH). */
export function priceLocaleFor(language: string | undefined): string {
  return priceLocales[(language ?? 'de') as LanguageCode] ?? priceLocales.de;
}

/**
 * Formats a price as the rest of the shop does (`@gipfel/i18n`'s `formatMoney`): Swiss francs in
 * the shop's locales (de-CH, en-GB, fr-CH) without Intl (`CHF 12.50`, `CHF 1'234.50`, with a
 * non-breaking space so the code never wraps away from the amount), the same on the server and in
 * every browser; other currencies and locales through Intl.
 */
export function formatPrice(value: number, { currency = 'CHF', locale = 'de-CH' }: FormatPriceOptions = {}): string {
  return formatMoney(value, { currency, language: locale });
}
