import { describe, expect, it, vi } from 'vitest';
import { formatMoney, registerMoneyPatterns, type MoneyPattern } from './money';
import { moneyPatternsOf } from './money-patterns';

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes Swiss francs exactly as the shop always has, code first, in de-CH, en-GB and fr-CH', () => {
    expect(formatMoney(1234.5, { currency: 'CHF', locale: 'de-CH' })).toBe("CHF\u00a01'234.50");
    expect(formatMoney(1234.5, { currency: 'chf', locale: 'en-GB' })).toBe('CHF\u00a01,234.50');
    expect(formatMoney(1234.5, { currency: 'CHF', locale: 'fr-CH' })).toBe('CHF\u00a01\u202f234.50');
    expect(formatMoney(1234567.891, { currency: 'CHF', locale: 'de-CH' })).toBe("CHF\u00a01'234'567.89");
    expect(formatMoney(999, { currency: 'CHF', locale: 'de-CH' })).toBe('CHF\u00a0999.00');
    expect(formatMoney(12.5, { currency: 'CHF', locale: 'fr-CH' })).toBe('CHF\u00a012.50');
  });

  it('rounds half away from zero on the shortest decimal form and puts the sign first', () => {
    expect(formatMoney(1.005, { currency: 'CHF', locale: 'de-CH' })).toBe('CHF\u00a01.01');
    expect(formatMoney(2.675, { currency: 'CHF', locale: 'de-CH' })).toBe('CHF\u00a02.68');
    expect(formatMoney(0.1 + 0.2, { currency: 'CHF', locale: 'de-CH' })).toBe('CHF\u00a00.30');
    expect(formatMoney(999.995, { currency: 'CHF', locale: 'en-GB' })).toBe('CHF\u00a01,000.00');
    expect(formatMoney(-0.004, { currency: 'CHF', locale: 'de-CH' })).toBe('-CHF\u00a00.00');
    expect(formatMoney(-3, { currency: 'CHF', locale: 'fr-CH' })).toBe('-CHF\u00a03.00');
    expect(formatMoney(-3, { currency: 'CHF', locale: 'de-CH' })).toBe('-CHF\u00a03.00');
    expect(formatMoney(-1234.5, { currency: 'EUR', locale: 'de-DE' })).toBe('-1.234,50\u00a0€');
  });

  it('rounds and groups francs as Intl does in de-CH, en-GB and fr-CH, over a sample of prices', () => {
    const groups: Record<string, string> = { 'de-CH': "'", 'en-GB': ',', 'fr-CH': '\u202f' };
    const viaIntl = (value: number, locale: string) => {
      const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' }).formatToParts(value);
      const sign = parts.some((part) => part.type === 'minusSign') ? '-' : '';
      const amount = parts
        .filter((part) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type))
        .map((part) => (part.type === 'group' ? groups[locale] : part.value))
        .join('');
      return `${sign}CHF\u00a0${amount}`;
    };
    const values = [0, -0, 1.005, 2.675, 0.005, -0.004, 999.995, 1234.5, 1e6, 12345678.9, 0.1 + 0.2, 19.99, -3];
    // A fixed pseudo-random sample of prices with up to three decimals.
    let seed = 7;
    for (let i = 0; i < 1000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      values.push((seed % 100_000_000) / 1000, -(seed % 10_000) / 100);
    }
    for (const locale of ['de-CH', 'en-GB', 'fr-CH']) {
      for (const value of values) expect(formatMoney(value, { currency: 'CHF', locale }), `${locale} ${value}`).toBe(viaIntl(value, locale));
    }
  });

  it('writes Italian (it-CH) francs as the Swiss do, with the apostrophe of de-CH', () => {
    expect(formatMoney(12345.5, { currency: 'CHF', locale: 'it-CH' })).toBe("CHF\u00a012'345.50");
    expect(formatMoney(-3, { currency: 'CHF', locale: 'it-CH' })).toBe('-CHF\u00a03.00');
  });

  it('writes euros as a German, a British and an Austrian shop do', () => {
    expect(formatMoney(1234.5, { currency: 'EUR', locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney(1234.5, { currency: 'EUR', locale: 'en-GB' })).toBe('€1,234.50');
    expect(formatMoney(1234.5, { currency: 'EUR', locale: 'de-AT' })).toBe('€\u00a01.234,50');
    // A franc amount outside Switzerland keeps the locale's order.
    expect(formatMoney(1234.5, { currency: 'CHF', locale: 'de-DE' })).toBe('1.234,50\u00a0CHF');
  });

  it('keeps every digit, decimal and currency Intl writes; only the spelling of separators and spaces is fixed', () => {
    for (const [locale, currency] of [['de-CH', 'CHF'], ['fr-CH', 'EUR'], ['en-GB', 'USD'], ['de-DE', 'EUR'], ['ja-JP', 'JPY'], ['it-CH', 'CHF']] as const) {
      for (const value of [0, 0.05, 12.5, 999.995, 1234567.891, 1e21]) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
        const ours = formatMoney(value, { currency, locale });
        const digits = (text: string) => text.replace(/[^0-9.,]/g, '');
        expect(digits(ours), `${locale} ${currency} ${value}`).toBe(digits(intl));
        expect(plainSpaces(ours).replace(/['\u2019]/g, "'").split(/\s/).sort(), `${locale} ${currency} ${value}`).toEqual(
          // fr-CH's franc code moves to the front; the pieces stay the same.
          plainSpaces(intl).replace(/['\u2019]/g, "'").split(/\s/).sort(),
        );
      }
    }
  });

  it('writes a currency that is not an ISO code after the amount, without throwing', () => {
    expect(formatMoney(5, { currency: 'points', locale: 'en-GB' })).toBe('5.00\u00a0points');
  });
});

/** Intl's writing of an amount with formatMoney's spellings, built here from Intl's parts alone. */
function viaIntlParts(value: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  let before = '';
  let after = '';
  let digits = '';
  for (const part of format.formatToParts(Math.abs(value))) {
    if (part.type === 'currency' || part.type === 'literal') {
      const text = part.type === 'literal' && /^\s+$/u.test(part.value) ? '\u00a0' : part.value;
      if (digits) after += text;
      else before += text;
    } else if (part.type === 'group') digits += /^['\u2019\u02bc]$/.test(part.value) ? "'" : /^\s+$/u.test(part.value) ? '\u202f' : part.value;
    else digits += part.value;
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const region = new Intl.Locale(format.resolvedOptions().locale).maximize().region;
  if (currency === 'CHF' && region === 'CH' && !before) return `${sign}CHF\u00a0${digits}`;
  return `${sign}${before}${digits}${after}`;
}

describe('money patterns (decision 0069)', () => {
  // Locales with their own groupings (en-IN 12,34,567; es and pl leave 1234 ungrouped), fraction
  // digits (JPY 0, KWD 3) and orders; each pair with the prices of a fixed pseudo-random sample.
  const pairs = [
    ['de-CH', 'CHF'], ['fr-CH', 'CHF'], ['it-CH', 'CHF'], ['en-GB', 'CHF'], ['de-CH', 'EUR'], ['fr-CH', 'EUR'], ['de-DE', 'EUR'],
    ['de-AT', 'EUR'], ['en-GB', 'GBP'], ['en-US', 'USD'], ['en-IN', 'INR'], ['es-ES', 'EUR'], ['pl-PL', 'PLN'], ['ja-JP', 'JPY'],
    ['ar-KW', 'KWD'], ['en-KW', 'KWD'], ['nl-NL', 'EUR'], ['sv-SE', 'SEK'], ['pt-BR', 'BRL'], ['he-IL', 'ILS'], ['tr-TR', 'TRY'],
  ] as const;
  const values = [0, -0, 0.004, 0.005, 1.005, 2.675, 9.995, 999.995, 1000, 1234, 12345, 1234.5, 1e6, 12345678.9, 99_999_999_999_999.98, 0.1 + 0.2, -3, 1e15, 1e21];
  let seed = 11;
  for (let i = 0; i < 300; i += 1) {
    seed = (seed * 48271) % 2147483647;
    values.push((seed % 1_000_000_000) / 1000, -(seed % 100_000) / 100, seed / 7);
  }

  it('writes every amount from a derived pattern exactly as Intl\'s parts do, for locales of every grouping, fraction and order', () => {
    for (const [locale, currency] of pairs) {
      // Each has a pattern but ar-KW, whose Arabic-Indic digits Intl keeps writing.
      expect(moneyPatternsOf(locale, [currency]), `${locale} ${currency}`).toHaveLength(locale === 'ar-KW' ? 0 : 1);
      for (const value of values) expect(formatMoney(value, { currency, locale }), `${locale} ${currency} ${value}`).toBe(viaIntlParts(value, currency, locale));
    }
  });

  it('derives a pattern for the pairs it can write and leaves the others to Intl', () => {
    const [deCh] = moneyPatternsOf('de-CH', ['chf', 'CHF', 'points']);
    expect(moneyPatternsOf('de-CH', ['chf', 'CHF', 'points'])).toHaveLength(1);
    expect(deCh).toEqual({ locale: 'de-CH', currency: 'CHF', before: 'CHF\u00a0', after: '', decimal: '.', group: "'", primaryGroup: 3, secondaryGroup: 3, minimumGroupingDigits: 1, fractionDigits: 2, codeFirst: true });
    expect(moneyPatternsOf('en-IN', ['INR'])[0]).toMatchObject({ primaryGroup: 3, secondaryGroup: 2 });
    expect(moneyPatternsOf('es-ES', ['EUR'])[0]).toMatchObject({ minimumGroupingDigits: 2, after: '\u00a0€' });
    expect(moneyPatternsOf('ja-JP', ['JPY'])[0]).toMatchObject({ fractionDigits: 0 });
    // Arabic-Indic digits: Intl writes them.
    expect(moneyPatternsOf('ar-EG', ['EGP'])).toEqual([]);
    expect(formatMoney(1234.5, { currency: 'EGP', locale: 'ar-EG' })).toBe(viaIntlParts(1234.5, 'EGP', 'ar-EG'));
  });

  it('writes a handed-over pair without building an Intl number format, as the server wrote it', async () => {
    const [pattern] = moneyPatternsOf('de-LI', ['CHF']) as [MoneyPattern];
    const serverText = formatMoney(1234567.891, { currency: 'CHF', locale: 'de-LI' });
    vi.resetModules();
    const fresh = await import('./money');
    const negative = formatMoney(-0.5, { currency: 'CHF', locale: 'de-LI' });
    const euros = formatMoney(5, { currency: 'EUR', locale: 'de-LI' });
    const real = Object.getOwnPropertyDescriptor(Intl, 'NumberFormat')!;
    let built = 0;
    const counting = new Proxy(Intl.NumberFormat, { construct: (target, args: [string, Intl.NumberFormatOptions]) => ((built += 1), new target(...args)) });
    Object.defineProperty(Intl, 'NumberFormat', { ...real, value: counting });
    try {
      fresh.registerMoneyPatterns(JSON.parse(JSON.stringify([pattern])) as MoneyPattern[]);
      expect(fresh.formatMoney(1234567.891, { currency: 'CHF', locale: 'de-LI' })).toBe(serverText);
      expect(fresh.formatMoney(-0.5, { currency: 'chf', locale: 'de-LI' })).toBe(negative);
      expect(built).toBe(0);
      // Another pair is still written, through Intl.
      expect(fresh.formatMoney(5, { currency: 'EUR', locale: 'de-LI' })).toBe(euros);
      expect(built).toBeGreaterThan(0);
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', real);
    }
  });

  it('ignores entries that are not patterns, prototype keys included, and keeps the derived one', async () => {
    vi.resetModules();
    const fresh = await import('./money');
    const expected = formatMoney(12.5, { currency: 'CHF', locale: 'fr-CH' });
    const [good] = moneyPatternsOf('fr-CH', ['CHF']) as [MoneyPattern];
    const bad: unknown[] = [
      null,
      'CHF',
      { ...good, primaryGroup: 0 },
      { ...good, fractionDigits: 2.5 },
      { ...good, currency: 'chf!' },
      { ...good, decimal: 1 },
      { ...good, before: 'x'.repeat(33) },
      JSON.parse(`{"__proto__": ${JSON.stringify(good)}}`),
      Object.assign(Object.create(good) as object, {}),
    ];
    fresh.registerMoneyPatterns(bad as MoneyPattern[]);
    fresh.registerMoneyPatterns('not a list' as unknown as MoneyPattern[]);
    fresh.registerMoneyPatterns(undefined);
    expect(fresh.formatMoney(12.5, { currency: 'CHF', locale: 'fr-CH' })).toBe(expected);
    expect(({} as Record<string, unknown>).primaryGroup).toBeUndefined();
  });

  it('uses a registered pattern as it is given: what the browser writes is what the server derived', () => {
    const [pattern] = moneyPatternsOf('en-GB', ['NOK']) as [MoneyPattern];
    registerMoneyPatterns([{ ...pattern, group: '_' }]);
    expect(formatMoney(1234.5, { currency: 'NOK', locale: 'en-GB' })).toBe(`${pattern.before}1_234.50${pattern.after}`);
  });
});
