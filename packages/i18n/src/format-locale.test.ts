import { describe, expect, it } from 'vitest';
import { formatSwissFrancs } from './francs';
import { formatLocaleOf, formatLocales, formatMoney, shopLanguageOf } from './format-locale';

describe('formatLocaleOf', () => {
  it('gives each shop language its Swiss formatting locale, also for a locale of the language', () => {
    expect(formatLocales).toEqual({ de: 'de-CH', en: 'en-GB', fr: 'fr-CH' });
    expect(['de', 'en', 'fr', 'fr-CH', 'FR-fr', 'en-US', 'de-DE'].map(formatLocaleOf)).toEqual(['de-CH', 'en-GB', 'fr-CH', 'fr-CH', 'fr-CH', 'en-GB', 'de-CH']);
  });

  it('writes anything else in German, the shop\'s default', () => {
    expect([undefined, null, '', 'it', 'it-CH', 'x'].map(shopLanguageOf)).toEqual(['de', 'de', 'de', 'de', 'de', 'de']);
    expect(formatLocaleOf('it-CH')).toBe('de-CH');
  });
});

describe('formatMoney', () => {
  it('writes Swiss francs as the rest of the shop does in every language, code first (not as Intl\'s fr-CH or en-CH would)', () => {
    expect(formatMoney(1234.5, { currency: 'CHF', language: 'de' })).toBe("CHF\u00a01'234.50");
    expect(formatMoney(1234.5, { currency: 'chf', language: 'en' })).toBe('CHF\u00a01,234.50');
    expect(formatMoney(1234.5, { language: 'fr' })).toBe('CHF\u00a01\u202f234.50');
    for (const language of ['de', 'en', 'fr'] as const) {
      for (const value of [0, 0.05, 12.5, -7.25, 999.995, 1234567.891]) expect(formatMoney(value, { language })).toBe(formatSwissFrancs(value, language));
    }
    // Without a language: German.
    expect(formatMoney(12)).toBe('CHF\u00a012.00');
    // The formatting locale of a shop language writes as that language does (the listing passes locales).
    expect(formatMoney(1234.5, { language: 'de-CH' })).toBe(formatMoney(1234.5, { language: 'de' }));
    expect(formatMoney(1234.5, { language: 'fr-CH' })).toBe('CHF\u00a01\u202f234.50');
  });

  it('writes other currencies with Intl in the language\'s formatting locale', () => {
    expect(formatMoney(1234.5, { currency: 'EUR', language: 'en' })).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(formatMoney(1234.5, { currency: 'EUR', language: 'fr' })).toBe(new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'EUR' }).format(1234.5));
  });

  it('uses another locale as it is, and Intl for amounts without a plain decimal form', () => {
    expect(formatMoney(1234.5, { currency: 'CHF', language: 'it-CH' })).toBe(new Intl.NumberFormat('it-CH', { style: 'currency', currency: 'CHF' }).format(1234.5));
    expect(formatMoney(1e21, { language: 'de' })).toBe(new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(1e21));
  });
});
