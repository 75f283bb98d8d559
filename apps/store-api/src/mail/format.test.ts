import { describe, expect, it } from 'vitest';
import { channelFormatOf } from '../domains';
import { EURO_SALES_CHANNEL_ID, LANGUAGE_IDS, SALES_CHANNEL_ID } from '../ids';
import { formatAmount, formatDate } from './format';

describe('channelFormatOf', () => {
  it('writes "Gipfel" in Swiss locales and Zurich time, "Gipfel Deutschland" in de-DE / en-GB and Berlin time', () => {
    expect(channelFormatOf(SALES_CHANNEL_ID, LANGUAGE_IDS['de-DE'])).toEqual({ locale: 'de-CH', timeZone: 'Europe/Zurich' });
    expect(channelFormatOf(SALES_CHANNEL_ID, LANGUAGE_IDS['en-GB'])).toEqual({ locale: 'en-CH', timeZone: 'Europe/Zurich' });
    expect(channelFormatOf(SALES_CHANNEL_ID, LANGUAGE_IDS['fr-CH'])).toEqual({ locale: 'fr-CH', timeZone: 'Europe/Zurich' });
    expect(channelFormatOf(SALES_CHANNEL_ID, LANGUAGE_IDS['it-CH'])).toEqual({ locale: 'it-CH', timeZone: 'Europe/Zurich' });
    expect(channelFormatOf(EURO_SALES_CHANNEL_ID, LANGUAGE_IDS['de-DE'])).toEqual({ locale: 'de-DE', timeZone: 'Europe/Berlin' });
    expect(channelFormatOf(EURO_SALES_CHANNEL_ID, LANGUAGE_IDS['en-GB'])).toEqual({ locale: 'en-GB', timeZone: 'Europe/Berlin' });
  });

  it('falls back to the channel\'s default language, and an unknown channel (or a prototype key) to "Gipfel"', () => {
    expect(channelFormatOf(EURO_SALES_CHANNEL_ID, LANGUAGE_IDS['fr-CH'])).toEqual({ locale: 'de-DE', timeZone: 'Europe/Berlin' });
    expect(channelFormatOf('0'.repeat(32), LANGUAGE_IDS['en-GB'])).toEqual({ locale: 'en-CH', timeZone: 'Europe/Zurich' });
    expect(channelFormatOf('__proto__', 'constructor')).toEqual({ locale: 'de-CH', timeZone: 'Europe/Zurich' });
  });
});

describe('formatAmount', () => {
  it('keeps the Swiss shop\'s writing: ISO code first, the locale\'s digits', () => {
    expect(formatAmount(1234.5, 'CHF', 'de-CH')).toBe("CHF 1'234.50");
    expect(formatAmount(1234.5, 'CHF', 'en-CH')).toBe("CHF 1'234.50");
    expect(formatAmount(1234.5, 'CHF', 'fr-CH')).toBe('CHF 1\u202f234,50');
    expect(formatAmount(8.5, 'EUR', 'en-CH')).toBe('EUR 8.50');
    expect(formatAmount(-3, 'CHF', 'de-CH')).toBe('CHF -3.00');
  });

  it('writes euros as Germany and Britain do', () => {
    expect(formatAmount(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatAmount(1234.5, 'EUR', 'en-GB')).toBe('€1,234.50');
    expect(formatAmount(0.55, 'EUR', 'de-DE')).toBe('0,55\u00a0€');
    expect(formatAmount(-3, 'EUR', 'de-DE')).toBe('-3,00\u00a0€');
    expect(formatAmount(-3, 'EUR', 'en-GB')).toBe('-€3.00');
    expect(formatAmount(1234.5, 'CHF', 'en-GB')).toBe('CHF\u00a01,234.50');
  });

  it('normalises an apostrophe or space group separator as @gipfel/i18n does', () => {
    expect(formatAmount(1234.5, 'EUR', 'fr-FR')).toBe('1\u202f234,50\u00a0€');
    expect(formatAmount(1234.5, 'EUR', 'de-LI')).toBe("EUR\u00a01'234.50");
  });
});

describe('formatDate', () => {
  it('writes day, month and year in the locale and in the shop\'s time zone', () => {
    expect(formatDate('2026-03-01T10:00:00.000Z', 'de-CH', 'Europe/Zurich')).toBe('01.03.2026');
    expect(formatDate('2026-03-01T10:00:00.000Z', 'de-DE', 'Europe/Berlin')).toBe('01.03.2026');
    expect(formatDate('2026-03-01T10:00:00.000Z', 'en-GB', 'Europe/Berlin')).toBe('01/03/2026');
    expect(formatDate('2026-02-28T23:30:00.000Z', 'de-DE', 'Europe/Berlin')).toBe('01.03.2026');
    expect(formatDate('2026-02-28T23:30:00.000Z', 'en-GB', 'Europe/London')).toBe('28/02/2026');
  });
});
