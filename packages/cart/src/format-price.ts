import { formatSwissFrancs, isLanguageCode, numberFormat } from '@gipfel/i18n';

/** Currency of the Swiss shop when the cart or context does not say otherwise. */
export const defaultCurrency = 'CHF';

/** Swiss number formats for the shop's languages; anything else is used as a BCP 47 locale as is. */
const priceLocales: Record<string, string> = { de: 'de-CH', en: 'en-CH', fr: 'fr-CH' };

export function priceLocale(language: string | undefined): string {
  if (!language) return priceLocales.de!;
  return priceLocales[language] ?? language;
}

export interface FormatPriceOptions {
  /** ISO 4217 code, e.g. the context's `currency.isoCode`. Defaults to CHF. */
  currency?: string | null;
  /** Shop language (`de`, `en`, `fr`) or a full locale. */
  language?: string;
}

/**
 * Formats a price. Swiss francs in the shop's languages are written as everywhere else in the shop
 * (`CHF 1'234.50` in German, English and French; {@link formatSwissFrancs}), the same on the server
 * and in every browser. Other currencies and locales use Intl.
 */
export function formatPrice(value: number, { currency, language }: FormatPriceOptions = {}): string {
  const code = currency || defaultCurrency;
  const shopLanguage = language || 'de';
  if (code.toUpperCase() === 'CHF' && isLanguageCode(shopLanguage)) {
    const text = formatSwissFrancs(value, shopLanguage);
    if (text !== null) return text;
  }
  // Made once per locale and currency (`numberFormat`): making one costs far more than using it.
  return numberFormat(priceLocale(language), { style: 'currency', currency: code }).format(value);
}
