import { formatLocales, formatMoney, isLanguageCode, type FormatMoneyOptions } from '@gipfel/i18n';

/** Currency of the Swiss shop when the cart or context does not say otherwise. */
export const defaultCurrency = 'CHF';

/** The formatting locale of a shop language (`@gipfel/i18n`'s `formatLocales`); anything else is used as a BCP 47 locale as is. */
export function priceLocale(language: string | undefined): string {
  if (!language) return formatLocales.de;
  return isLanguageCode(language) ? formatLocales[language] : language;
}

export type FormatPriceOptions = FormatMoneyOptions;

/**
 * Formats a price as everywhere else in the shop (`@gipfel/i18n`'s `formatMoney`): Swiss francs in
 * the shop's languages without Intl (`CHF 1'234.50`, the same on the server and in every
 * browser), other currencies and locales with Intl.
 */
export function formatPrice(value: number, options: FormatPriceOptions = {}): string {
  return formatMoney(value, options);
}
