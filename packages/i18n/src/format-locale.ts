import { formatSwissFrancs } from './francs';
import { numberFormat } from './intl-cache';
import { isLanguageCode, type BuiltInTextLanguage as LanguageCode } from './locales';

/**
 * The locale the shop writes numbers, prices and dates in for each language: CLDR's de-CH,
 * en-GB and fr-CH (a Swiss shop; English as written in Europe).
 */
export const formatLocales: Readonly<Record<LanguageCode, string>> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH' };

/** The shop language of `fr` or of a locale of it (`fr-CH`, `FR-fr`); anything else is German, the default. */
export function shopLanguageOf(language: string | null | undefined): LanguageCode {
  const base = language?.split('-')[0]?.toLowerCase();
  return isLanguageCode(base) ? base : 'de';
}

/** The formatting locale of a shop language or a locale of one (`fr` → `fr-CH`); others get German's. */
export function formatLocaleOf(language: string | null | undefined): string {
  return formatLocales[shopLanguageOf(language)];
}

export interface FormatMoneyOptions {
  /** ISO 4217 code, e.g. the context's or an order's `currency.isoCode`. Defaults to CHF. */
  currency?: string | null;
  /** Shop language (`de`, `en`, `fr`); another BCP 47 locale is used as it is. Defaults to German. */
  language?: string | null;
}

/**
 * An amount of money as the shop writes it everywhere (cart, checkout, account): Swiss francs in
 * the shop's languages without Intl (`CHF 1'234.50`, `CHF 1,234.50`, `CHF 1 234.50`; see
 * {@link formatSwissFrancs}), the same on the server and in every browser; other currencies and
 * locales through a cached Intl format of {@link formatLocales}.
 */
export function formatMoney(value: number, { currency, language }: FormatMoneyOptions = {}): string {
  const code = currency || 'CHF';
  const requested = language || 'de';
  // A shop language, or the formatting locale of one (`de-CH` is German's): the shop's own writing.
  const shopLanguage = isLanguageCode(requested)
    ? requested
    : (Object.keys(formatLocales) as LanguageCode[]).find((candidate) => formatLocales[candidate] === requested);
  if (code.toUpperCase() === 'CHF' && shopLanguage) {
    const text = formatSwissFrancs(value, shopLanguage);
    if (text !== null) return text;
  }
  return numberFormat(shopLanguage ? formatLocales[shopLanguage] : requested, { style: 'currency', currency: code }).format(value);
}
