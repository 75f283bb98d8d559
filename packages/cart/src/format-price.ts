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

export function formatPrice(value: number, { currency, language }: FormatPriceOptions = {}): string {
  return new Intl.NumberFormat(priceLocale(language), {
    style: 'currency',
    currency: currency || defaultCurrency,
  }).format(value);
}
