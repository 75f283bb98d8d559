import { numberFormat } from './intl-cache';
import { amountParts, codeFirstOf, formatWithIntl, formatWithPattern, isoCode, registerMoneyPatterns, type MoneyPattern } from './money';

// Deriving money patterns from Intl (decision 0069): a server's work, exported from the host entry
// only, so the browser's shell carries the formatting and not this.

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

/** What was derived per `locale|CODE`; null: Intl writes the pair. */
const derived = new Map<string, MoneyPattern | null>();

/**
 * The patterns of a locale for the given currencies (ISO codes; others are left out), for a
 * server to hand to the browser: JSON-safe data, derived once per process and checked against
 * Intl. `formatMoney` in this process writes those pairs from them as well.
 */
export function moneyPatternsOf(locale: string, currencies: readonly string[]): MoneyPattern[] {
  const found: MoneyPattern[] = [];
  for (const currency of currencies) {
    const code = currency.trim().toUpperCase();
    if (!isoCode.test(code) || found.some((known) => known.currency === code)) continue;
    const key = `${locale}|${code}`;
    if (!derived.has(key)) {
      if (derived.size >= 64) derived.clear();
      const pattern = derivedPattern(locale, code);
      derived.set(key, pattern);
      // Taken once, when derived: this process's formatMoney writes the pair from it too.
      if (pattern) registerMoneyPatterns([pattern]);
    }
    const pattern = derived.get(key);
    if (pattern) found.push(pattern);
  }
  return found;
}
