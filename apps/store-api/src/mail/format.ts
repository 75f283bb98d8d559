/**
 * Amounts and dates in the mails, as the order's sales channel writes them in the order's language
 * (`channelFormatOf` in `../domains`): through Intl for any locale, currency and time zone, with the
 * parts that ICU versions spell differently normalised as `@gipfel/i18n`'s `formatMoney` does
 * (decision 0057), so that a mail reads the same on every Node. The Store API stands in for
 * Shopware, which renders its mails itself; it does not import the storefront's packages.
 */

const apostrophes = /^['\u2019\u02bc]$/;
const spaces = /^\s+$/u;

/** Whether a formatting locale is one of Switzerland (de-CH, en-CH, fr-CH, it-CH). */
function isSwiss(locale: string): boolean {
  try {
    return new Intl.Locale(locale).maximize().region === 'CH';
  } catch {
    return false;
  }
}

/**
 * An amount in `currency` (ISO code) as the shop of `locale` writes it.
 *
 * - In a locale of Switzerland, the ISO code first and two decimals in the locale's digits, as the
 *   Swiss shop has always written its mails: `CHF 1'234.50`, `EUR 8.50`, `CHF 1 234,50` (fr-CH).
 * - Elsewhere Intl's currency format with `formatMoney`'s normalisation: an apostrophe group
 *   separator is `'`, a space group separator U+202F, the space between amount and currency a
 *   no-break space, the minus `-` in front: `1.234,50 €` (de-DE), `€1,234.50` (en-GB),
 *   `-€3.00`.
 */
export function formatAmount(value: number, currency: string, locale: string): string {
  const code = currency.trim().toUpperCase();
  const negative = value < 0 || Object.is(value, -0);
  if (isSwiss(locale) || !/^[A-Z]{3}$/.test(code)) {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(value);
    return `${currency} ${number}`;
  }
  let text = '';
  for (const part of new Intl.NumberFormat(locale, { style: 'currency', currency: code }).formatToParts(Math.abs(value))) {
    if (part.type === 'group') text += apostrophes.test(part.value) ? "'" : spaces.test(part.value) ? '\u202f' : part.value;
    else if (part.type === 'literal') text += spaces.test(part.value) ? '\u00a0' : part.value;
    else if (part.type !== 'minusSign' && part.type !== 'plusSign') text += part.value;
  }
  return `${negative ? '-' : ''}${text}`;
}

/** A date (an ISO timestamp) as day, month and year in `locale`, in the shop's `timeZone`: `01.03.2026`, `01/03/2026`. */
export function formatDate(value: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(new Date(value));
}
