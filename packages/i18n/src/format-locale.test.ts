import { describe, expect, it } from 'vitest';
import { formatLocaleOf, formatMoney } from './format-locale';

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatLocaleOf (the one seam from a language code to a formatting locale)', () => {
  it('gives the demo shop\'s languages their Swiss formatting locale and uses a locale as it is', () => {
    expect(['de', 'en', 'fr', 'FR'].map(formatLocaleOf)).toEqual(['de-CH', 'en-GB', 'fr-CH', 'fr-CH']);
    expect(['it-CH', 'de-DE', 'en-GB', 'de-AT'].map(formatLocaleOf)).toEqual(['it-CH', 'de-DE', 'en-GB', 'de-AT']);
  });

  it('maps no language to another: an unknown language is not written as German', () => {
    expect(formatLocaleOf('it')).toBe('it');
    expect(formatLocaleOf(undefined)).toBe('de-CH');
  });
});

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
