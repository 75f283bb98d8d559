import { formatLocales, formatSwissFrancs, numberFormat, type LanguageCode } from '@gipfel/i18n';

export interface FormatPriceOptions {
  /** ISO 4217 code; the shop's default is CHF. */
  currency?: string;
  /** BCP 47 locale used for digits and separators, e.g. `de-CH`. */
  locale?: string;
}

/** The locale prices are formatted in for each shop language: `@gipfel/i18n`'s `formatLocales` (de-CH, en-GB, fr-CH). */
export const priceLocales: Readonly<Record<LanguageCode, string>> = formatLocales;

function shopLanguageOf(locale: string): LanguageCode | undefined {
  return (Object.keys(priceLocales) as LanguageCode[]).find((language) => priceLocales[language] === locale);
}

/** The price locale of a language code; unknown languages fall back to German (de-CH). */
export function priceLocaleFor(language: string | undefined): string {
  return priceLocales[(language ?? 'de') as LanguageCode] ?? priceLocales.de;
}

// Making an Intl.NumberFormat costs far more than using one; a page formats hundreds of prices.
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  return numberFormat(locale, { style: 'currency', currency });
}

/**
 * Formats a price. Swiss francs are written the Swiss way in every language: the code first and a
 * point before the rappen (`CHF 12.50`, `CHF 1'234.50`), with a non-breaking space so the code
 * never wraps away from the amount; in the shop's locales without Intl ({@link formatSwissFrancs}).
 * Other currencies use Intl.
 */
export function formatPrice(value: number, { currency = 'CHF', locale = 'de-CH' }: FormatPriceOptions = {}): string {
  const isFrancs = currency.toUpperCase() === 'CHF';
  // The shop's own locales: the same text on the server and in every browser (see formatSwissFrancs).
  const language = shopLanguageOf(locale);
  if (isFrancs && language) {
    const text = formatSwissFrancs(value, language);
    if (text !== null) return text;
  }
  const format = currencyFormat(locale, currency);
  if (!isFrancs) return format.format(value);
  const parts = format.formatToParts(value);
  const sign = parts.some((part) => part.type === 'minusSign') ? '-' : '';
  const amount = parts
    .filter((part) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type))
    .map((part) => (part.type === 'decimal' ? '.' : part.value))
    .join('');
  return `${sign}CHF\u00a0${amount}`;
}
