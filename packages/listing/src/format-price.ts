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

/** Digit groups of the shop's price locales (CLDR's, as Node and Chromium write them). */
const groupSeparators: Readonly<Record<string, string>> = { 'de-CH': "'", 'en-GB': ',', 'fr-CH': '\u202f' };

/**
 * CHF in a shop locale without Intl: the same text on the server and in every browser (their ICU
 * data differs in the digit group separator, which would break hydration), and no Intl set-up on
 * the page's first price (the costliest call of hydrating a listing). Rounds the shortest decimal
 * form half away from zero to rappen, as Intl does (1.005 → 1.01). Null when the number has no
 * plain decimal form (huge, tiny or not finite): Intl then formats it.
 */
function swissFrancs(value: number, group: string): string | null {
  const digits = String(Math.abs(value));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(digits);
  if (!match || match[1]!.length > 13) return null;
  const fraction = match[2] ?? '';
  let rappen = Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') rappen += 1;
  const francs = String(Math.floor(rappen / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}CHF\u00a0${francs}.${String(rappen % 100).padStart(2, '0')}`;
}

export function formatPrice(value: number, { currency = 'CHF', locale = 'de-CH' }: FormatPriceOptions = {}): string {
  const isFrancs = currency.toUpperCase() === 'CHF';
  const group = groupSeparators[locale];
  if (isFrancs && group !== undefined) {
    const text = swissFrancs(value, group);
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
