import { numberFormat } from './intl-cache';
import { fallbackLocale } from './locales';

/**
 * The formatting locale of each configured language, registered by `createShopLocales` (the host's
 * configuration, e.g. `de` → `de-CH`), and the default language's for an empty value. Per process:
 * a storefront process serves one sales channel (decision 0055).
 */
const configuredFormatLocales = new Map<string, string>();
let defaultFormatLocale: string | undefined;

/** Records the formatting locales of a shop's languages (called by `createShopLocales`). */
export function registerFormatLocales(entries: Iterable<readonly [language: string, locale: string]>, defaultLanguage: string): void {
  for (const [language, locale] of entries) configuredFormatLocales.set(language.toLowerCase(), locale);
  defaultFormatLocale = configuredFormatLocales.get(defaultLanguage.toLowerCase()) ?? defaultFormatLocale;
}

/**
 * THE SEAM between a host's language code and the locale the shop formats in: the only place that
 * turns `i18n.language` into a BCP 47 formatting locale. Every formatter of the packages takes the
 * formatting locale itself (`de-CH`, `it-CH`, `de-DE`, `en-GB`); components that only know the
 * current language ask here. A configured language gets its configured locale; anything else
 * (a locale such as `it-CH`, or a language no configuration names) is used as it is, and Intl
 * writes it. No language is mapped to another.
 */
export function formatLocaleOf(language: string | null | undefined): string {
  const code = language?.trim();
  if (!code) return defaultFormatLocale ?? fallbackLocale;
  return configuredFormatLocales.get(code.toLowerCase()) ?? code;
}

export interface FormatMoneyOptions {
  /** ISO 4217 code, e.g. the context's or an order's `currency.isoCode`. */
  currency: string;
  /** BCP 47 formatting locale, e.g. `de-CH`, `it-CH`, `de-DE`, `en-GB` (see {@link formatLocaleOf}). */
  locale: string;
}

interface MoneyFormat {
  format: Intl.NumberFormat;
  /** Swiss francs in a Swiss locale: code first, whatever the locale's pattern (see formatMoney). */
  codeFirst: boolean;
}

const moneyFormats = new Map<string, MoneyFormat>();

function moneyFormatOf(locale: string, currency: string): MoneyFormat {
  const key = `${locale}|${currency}`;
  let entry = moneyFormats.get(key);
  if (!entry) {
    const format = numberFormat(locale, { style: 'currency', currency });
    const region = new Intl.Locale(format.resolvedOptions().locale).maximize().region;
    entry = { format, codeFirst: currency === 'CHF' && region === 'CH' };
    if (moneyFormats.size >= 64) moneyFormats.clear();
    moneyFormats.set(key, entry);
  }
  return entry;
}

const apostrophes = /^['\u2019\u02bc]$/;
const spaces = /^\s+$/u;

/**
 * An amount of money in any locale and ISO currency, through Intl, written the same on the server
 * and in every browser (decision 0057). Intl's parts are kept, with the ones that ICU versions
 * spell differently normalised to one spelling:
 *
 * - a group separator that is an apostrophe is `'` (de-CH: `'` in one ICU, `’` in another); one
 *   that is a space is the narrow no-break space U+202F (fr-CH, de-AT: U+00A0 or U+202F);
 * - a space between amount and currency is a no-break space, so the currency never wraps away;
 * - the minus sign is `-`, in front of everything (`-CHF 3.00`, `-1.234,50 €`), for every locale
 *   (de-CH's `CHF-3.00` and a −0 rounded to zero included).
 *
 * Swiss francs in a locale of Switzerland are written code first, as the Swiss write them in all
 * their languages (`CHF 1'234.50`, `CHF 1 234.50`, `CHF 1'234.50` in de-CH, fr-CH and it-CH; CLDR's
 * fr-CH would put the code last). Elsewhere Intl's order holds: `1.234,50 €` (de-DE), `€1,234.50`
 * (en-GB), `€ 1.234,50` (de-AT), `CHF 1,234.50` (en-GB).
 *
 * A currency that is not an ISO code is written after the amount as it is given.
 */
export function formatMoney(value: number, { currency, locale }: FormatMoneyOptions): string {
  const code = currency.trim().toUpperCase();
  const negative = value < 0 || Object.is(value, -0);
  if (!/^[A-Z]{3}$/.test(code)) {
    const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(value));
    return `${negative ? '-' : ''}${amount}\u00a0${currency.trim()}`;
  }
  const { format, codeFirst } = moneyFormatOf(locale, code);
  let number = '';
  let before = '';
  let after = '';
  let seenNumber = false;
  for (const part of format.formatToParts(Math.abs(value))) {
    switch (part.type) {
      case 'currency':
        if (seenNumber) after += part.value;
        else before += part.value;
        break;
      case 'literal': {
        const text = spaces.test(part.value) ? '\u00a0' : part.value;
        if (seenNumber) after += text;
        else before += text;
        break;
      }
      case 'group':
        number += apostrophes.test(part.value) ? "'" : spaces.test(part.value) ? '\u202f' : part.value;
        seenNumber = true;
        break;
      case 'minusSign':
      case 'plusSign':
        break;
      default:
        number += part.value;
        seenNumber = true;
    }
  }
  const sign = negative ? '-' : '';
  if (codeFirst && !before) return `${sign}${code}\u00a0${number}`;
  return `${sign}${before}${number}${after}`;
}
