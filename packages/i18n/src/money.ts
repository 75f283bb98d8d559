import { numberFormat } from './intl-cache';

export interface FormatMoneyOptions {
  /** ISO 4217 code, e.g. the context's or an order's `currency.isoCode`. */
  currency: string;
  /** BCP 47 formatting locale, e.g. `de-CH`, `it-CH`, `de-DE`, `en-GB` (see `formatLocaleOf`). */
  locale: string;
}

/**
 * How one locale writes one currency, as plain data: what `formatMoney` needs to write any amount
 * without Intl. The server derives it from Intl (`moneyPatternsOf` in `@gipfel/i18n/host`) and
 * hands it to the browser (`ShopFormatProvider`'s `moneyPatterns`), because the browser's first
 * `Intl.NumberFormat` prepares the locale data: 40–150 ms of a page's main thread on a desktop,
 * four times that on a phone, for a price the server has already written.
 */
export interface MoneyPattern {
  locale: string;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** What comes before and after the digits (the currency and its spaces), as `formatMoney` writes them. */
  before: string;
  after: string;
  decimal: string;
  group: string;
  /** Digits in the last group (3) and in the groups before it (3; 2 in en-IN). */
  primaryGroup: number;
  secondaryGroup: number;
  /** Digits an integer needs beyond the last group before it is grouped (1; 2 in es and pl: `1234`, `12 345`). */
  minimumGroupingDigits: number;
  fractionDigits: number;
  /** Swiss francs in a Swiss locale: the code first, whatever the locale's own order. */
  codeFirst: boolean;
}

const apostrophes = /^['\u2019\u02bc]$/;
const spaces = /^\s+$/u;
/** An ISO 4217 code as `formatMoney` writes it (upper case). */
export const isoCode = /^[A-Z]{3}$/;

interface AmountParts {
  before: string;
  after: string;
  /** The digits' parts in order: integer digits, groups, the decimal separator, fraction digits. */
  number: Intl.NumberFormatPart[];
}

/**
 * Intl's parts of a non-negative amount with the spellings that ICU versions differ on made one
 * (decision 0057): a group separator that is an apostrophe is `'`, one that is a space is U+202F;
 * a space between amount and currency is a no-break space.
 */
export function amountParts(format: Intl.NumberFormat, amount: number): AmountParts {
  let before = '';
  let after = '';
  const number: Intl.NumberFormatPart[] = [];
  for (const part of format.formatToParts(amount)) {
    switch (part.type) {
      case 'currency':
      case 'literal': {
        const text = part.type === 'literal' && spaces.test(part.value) ? '\u00a0' : part.value;
        if (number.length > 0) after += text;
        else before += text;
        break;
      }
      case 'group':
        number.push({ type: 'group', value: apostrophes.test(part.value) ? "'" : spaces.test(part.value) ? '\u202f' : part.value });
        break;
      case 'minusSign':
      case 'plusSign':
        break;
      default:
        number.push(part);
    }
  }
  return { before, after, number };
}

function written(sign: string, code: string, codeFirst: boolean, before: string, digits: string, after: string): string {
  if (codeFirst && !before) return `${sign}${code}\u00a0${digits}`;
  return `${sign}${before}${digits}${after}`;
}

export function formatWithIntl(value: number, code: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency: code });
  const { before, after, number } = amountParts(format, Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return written(sign, code, codeFirstOf(format, code), before, number.map((part) => part.value).join(''), after);
}

export function codeFirstOf(format: Intl.NumberFormat, code: string): boolean {
  return code === 'CHF' && new Intl.Locale(format.resolvedOptions().locale).maximize().region === 'CH';
}

/**
 * The digits of |value| rounded half away from zero to `fractionDigits` places of its shortest
 * decimal form (`1.005` → `1.01`), as Intl rounds: an integer part and a fraction part.
 */
function roundedDigits(value: number, fractionDigits: number): [integer: string, fraction: string] {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // The digits before the decimal point, and how many of the digits are kept.
  const kept = Number(exponent) + 1 + fractionDigits;
  let scaled = kept > 0 ? digits.slice(0, kept).padEnd(kept, '0') : '0';
  if (kept >= 0 && (digits[kept] ?? '0') >= '5') scaled = incremented(scaled);
  scaled = scaled.padStart(fractionDigits + 1, '0');
  return [scaled.slice(0, scaled.length - fractionDigits).replace(/^0+(?=\d)/, ''), scaled.slice(scaled.length - fractionDigits)];
}

/** A string of decimal digits plus one. */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

function grouped(integer: string, pattern: MoneyPattern): string {
  if (integer.length < pattern.primaryGroup + pattern.minimumGroupingDigits) return integer;
  const groups = [integer.slice(-pattern.primaryGroup)];
  let rest = integer.slice(0, -pattern.primaryGroup);
  while (rest.length > pattern.secondaryGroup) {
    groups.unshift(rest.slice(-pattern.secondaryGroup));
    rest = rest.slice(0, -pattern.secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join(pattern.group);
}

/** Amounts beyond this are written by Intl (`toExponential` keeps 17 significant digits at most). */
const largestPatterned = 1e15;

export function formatWithPattern(value: number, pattern: MoneyPattern): string | null {
  if (!(Math.abs(value) < largestPatterned)) return null;
  const [integer, fraction] = roundedDigits(value, pattern.fractionDigits);
  const digits = grouped(integer, pattern) + (fraction ? `${pattern.decimal}${fraction}` : '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return written(sign, pattern.currency, pattern.codeFirst, pattern.before, digits, pattern.after);
}

/** Patterns by `locale|CODE`, handed over by the server or derived by `moneyPatternsOf`. */
const patterns = new Map<string, MoneyPattern>();

const textKeys = ['locale', 'currency', 'before', 'after', 'decimal', 'group'] as const;
const countKeys = ['primaryGroup', 'secondaryGroup', 'minimumGroupingDigits', 'fractionDigits'] as const;

/** A copy of the entry's own fields when they make a pattern; null otherwise. */
function patternFrom(value: unknown): MoneyPattern | null {
  if (typeof value !== 'object' || value === null) return null;
  const copy: Record<string, unknown> = {};
  for (const key of [...textKeys, ...countKeys, 'codeFirst']) copy[key] = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  const pattern = copy as unknown as MoneyPattern;
  const valid =
    textKeys.every((key) => typeof copy[key] === 'string' && (copy[key] as string).length <= 32) &&
    countKeys.every((key) => Number.isInteger(copy[key]) && (copy[key] as number) >= 0 && (copy[key] as number) <= 20) &&
    pattern.primaryGroup > 0 &&
    pattern.secondaryGroup > 0 &&
    typeof pattern.codeFirst === 'boolean' &&
    isoCode.test(pattern.currency);
  return valid ? pattern : null;
}

/**
 * Takes the server's patterns (see `moneyPatternsOf`), so `formatMoney` writes those pairs
 * without Intl, the same as the server did. Entries that are not patterns are ignored.
 */
export function registerMoneyPatterns(list: readonly MoneyPattern[] | undefined): void {
  if (!Array.isArray(list)) return;
  for (const entry of list as unknown[]) {
    const pattern = patternFrom(entry);
    if (!pattern) continue;
    if (patterns.size >= 64) patterns.clear();
    patterns.set(`${pattern.locale}|${pattern.currency}`, pattern);
  }
}

/**
 * An amount of money in any locale and ISO currency, written the same on the server and in every
 * browser (decision 0057). Intl's parts are kept, with the ones that ICU versions spell
 * differently normalised to one spelling:
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
 * A pair with a pattern (decision 0069: derived by `moneyPatternsOf` and checked against Intl, or
 * handed over by the server through `ShopFormatProvider`) is written from it, without Intl, the same
 * text; others, and amounts of 10^15 or more, are written by Intl. A currency that is not an ISO code is written after the amount as it is given.
 */
export function formatMoney(value: number, { currency, locale }: FormatMoneyOptions): string {
  const code = currency.trim().toUpperCase();
  if (!isoCode.test(code)) {
    const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(value));
    return `${value < 0 || Object.is(value, -0) ? '-' : ''}${amount}\u00a0${currency.trim()}`;
  }
  const pattern = patterns.get(`${locale}|${code}`);
  return (pattern && formatWithPattern(value, pattern)) ?? formatWithIntl(value, code, locale);
}
