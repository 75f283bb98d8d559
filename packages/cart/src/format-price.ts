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

// Making an Intl.NumberFormat costs far more than using one: one per locale and currency.
const formats = new Map<string, Intl.NumberFormat>();

export function formatPrice(value: number, { currency, language }: FormatPriceOptions = {}): string {
  const locale = priceLocale(language);
  const code = currency || defaultCurrency;
  const key = `${locale}|${code}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    if (formats.size >= 64) formats.clear();
    formats.set(key, format);
  }
  return format.format(value);
}
