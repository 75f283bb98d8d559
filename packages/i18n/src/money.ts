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
const isoCode = /^[A-Z]{3}$/;

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
function amountParts(format: Intl.NumberFormat, amount: number): AmountParts {
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

function formatWithIntl(value: number, code: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency: code });
  const { before, after, number } = amountParts(format, Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return written(sign, code, codeFirstOf(format, code), before, number.map((part) => part.value).join(''), after);
}

function codeFirstOf(format: Intl.NumberFormat, code: string): boolean {
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

function formatWithPattern(value: number, pattern: MoneyPattern): string | null {
  if (!(Math.abs(value) < largestPatterned)) return null;
  const [integer, fraction] = roundedDigits(value, pattern.fractionDigits);
  const digits = grouped(integer, pattern) + (fraction ? `${pattern.decimal}${fraction}` : '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return written(sign, pattern.currency, pattern.codeFirst, pattern.before, digits, pattern.after);
}

/** Amounts a derived pattern must write exactly as Intl does, or the pair keeps Intl. */
const checkedAmounts = [0, 0.005, 0.5, 1.005, 2.675, 9.995, 12.5, 999.995, 1000, 1234.5, 12345.678, 123456.7, 1234567.891, 99999999.995, 123456789012.34];

function derivedPattern(locale: string, code: string): MoneyPattern | null {
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(locale, { style: 'currency', currency: code });
  } catch {
    return null;
  }
  const { minimumFractionDigits, maximumFractionDigits } = format.resolvedOptions();
  if (minimumFractionDigits === undefined || minimumFractionDigits !== maximumFractionDigits) return null;
  const sample = amountParts(format, 1234567.5);
  const integers = sample.number.filter((part) => part.type === 'integer').map((part) => part.value);
  const groupPart = sample.number.find((part) => part.type === 'group');
  const decimalPart = sample.number.find((part) => part.type === 'decimal');
  if (!sample.number.every((part) => part.type === 'group' || part.type === 'decimal' || /^[0-9]+$/.test(part.value))) return null;
  const primaryGroup = integers.at(-1)?.length ?? 0;
  if (!groupPart || integers.length < 2 || primaryGroup < 1) return null;
  const pattern: MoneyPattern = {
    locale,
    currency: code,
    before: sample.before,
    after: sample.after,
    decimal: decimalPart?.value ?? '.',
    group: groupPart.value,
    primaryGroup,
    secondaryGroup: integers.length > 2 ? (integers.at(-2)?.length ?? primaryGroup) : primaryGroup,
    minimumGroupingDigits: amountParts(format, 10 ** primaryGroup).number.some((part) => part.type === 'group') ? 1 : 2,
    fractionDigits: maximumFractionDigits ?? 0,
    codeFirst: codeFirstOf(format, code),
  };
  const agrees = checkedAmounts.every((amount) => [amount, -amount].every((value) => formatWithPattern(value, pattern) === formatWithIntl(value, code, locale)));
  return agrees ? pattern : null;
}

/** Patterns by `locale|CODE`: derived here, or handed over by the server (`registerMoneyPatterns`). Null: Intl writes the pair. */
const patterns = new Map<string, MoneyPattern | null>();
const maxPatterns = 64;

function remember(key: string, pattern: MoneyPattern | null): void {
  if (patterns.size >= maxPatterns) patterns.clear();
  patterns.set(key, pattern);
}

function patternOf(locale: string, code: string): MoneyPattern | null {
  const key = `${locale}|${code}`;
  if (!patterns.has(key)) remember(key, derivedPattern(locale, code));
  return patterns.get(key) ?? null;
}

/**
 * The patterns of a locale for the given currencies (ISO codes; others are left out), for a
 * server to hand to the browser: JSON-safe data, derived once per process.
 */
export function moneyPatternsOf(locale: string, currencies: readonly string[]): MoneyPattern[] {
  const found: MoneyPattern[] = [];
  for (const currency of currencies) {
    const code = currency.trim().toUpperCase();
    const pattern = isoCode.test(code) ? patternOf(locale, code) : null;
    if (pattern && !found.some((known) => known.currency === code)) found.push(pattern);
  }
  return found;
}

const patternTexts = ['locale', 'currency', 'before', 'after', 'decimal', 'group'] as const;
const patternCounts = ['primaryGroup', 'secondaryGroup', 'minimumGroupingDigits', 'fractionDigits'] as const;

function isMoneyPattern(value: unknown): value is MoneyPattern {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const own = (key: string) => (Object.prototype.hasOwnProperty.call(entry, key) ? entry[key] : undefined);
  return (
    patternTexts.every((key) => typeof own(key) === 'string' && (own(key) as string).length <= 32) &&
    patternCounts.every((key) => Number.isInteger(own(key)) && (own(key) as number) >= 0 && (own(key) as number) <= 20) &&
    (own('primaryGroup') as number) > 0 &&
    (own('secondaryGroup') as number) > 0 &&
    isoCode.test(own('currency') as string) &&
    typeof own('codeFirst') === 'boolean'
  );
}

/**
 * Takes the server's patterns (see `moneyPatternsOf`), so `formatMoney` writes those pairs
 * without Intl, the same as the server did. Entries that are not patterns are ignored.
 */
export function registerMoneyPatterns(list: readonly MoneyPattern[] | undefined): void {
  if (!Array.isArray(list)) return;
  for (const entry of list) {
    if (!isMoneyPattern(entry)) continue;
    const key = `${entry.locale}|${entry.currency}`;
    const known = patterns.get(key);
    if (known && JSON.stringify(known) === JSON.stringify(entry)) continue;
    const { locale, currency, before, after, decimal, group, primaryGroup, secondaryGroup, minimumGroupingDigits, fractionDigits, codeFirst } = entry;
    remember(key, { locale, currency, before, after, decimal, group, primaryGroup, secondaryGroup, minimumGroupingDigits, fractionDigits, codeFirst });
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
 * Each locale and currency is written through its pattern (decision 0069): derived from Intl once
 * and checked against it, or handed over by the server, so the browser needs no Intl for it. A
 * pair whose pattern cannot say it (other digits than 0–9, an amount of 10^15 or more) is
 * written by Intl. A currency that is not an ISO code is written after the amount as it is given.
 */
export function formatMoney(value: number, { currency, locale }: FormatMoneyOptions): string {
  const code = currency.trim().toUpperCase();
  if (!isoCode.test(code)) {
    const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(value));
    return `${value < 0 || Object.is(value, -0) ? '-' : ''}${amount}\u00a0${currency.trim()}`;
  }
  const pattern = patternOf(locale, code);
  return (pattern && formatWithPattern(value, pattern)) ?? formatWithIntl(value, code, locale);
}
