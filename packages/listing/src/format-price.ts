import type { LanguageCode } from '@gipfel/i18n';

export interface FormatPriceOptions {
  /** ISO 4217 code; the shop's default is CHF. */
  currency?: string;
  /** BCP 47 locale used for digits and separators, e.g. `de-CH`. */
  locale?: string;
}

/** The locale prices are formatted in for each shop language (a Swiss shop: de-CH, fr-CH). */
export const priceLocales: Readonly<Record<LanguageCode, string>> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH' };

/** The price locale of a language code; unknown languages fall back to German (de-CH). */
export function priceLocaleFor(language: string | undefined): string {
  return priceLocales[(language ?? 'de') as LanguageCode] ?? priceLocales.de;
}

/**
 * Formats a price with Intl. Swiss francs are written the Swiss way in every language:
 * the code first and a point before the rappen (`CHF 12.50`, `CHF 1’234.50`), with a
 * non-breaking space so the code never wraps away from the amount.
 */
// Making an Intl.NumberFormat costs far more than using one; a page formats hundreds of prices.
const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    // Locales and currencies come from a short list; a bound keeps odd inputs from piling up.
    if (formats.size >= 64) formats.clear();
    formats.set(key, format);
  }
  return format;
}

export function formatPrice(value: number, { currency = 'CHF', locale = 'de-CH' }: FormatPriceOptions = {}): string {
  const format = currencyFormat(locale, currency);
  if (currency.toUpperCase() !== 'CHF') return format.format(value);
  const parts = format.formatToParts(value);
  const sign = parts.some((part) => part.type === 'minusSign') ? '-' : '';
  const amount = parts
    .filter((part) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type))
    .map((part) => (part.type === 'decimal' ? '.' : part.value))
    .join('');
  return `${sign}CHF\u00a0${amount}`;
}
