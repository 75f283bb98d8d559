import { describe, expect, it } from 'vitest';
import { formatShopDate, type ShopDateStyle } from './shop-date';

const locales = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH' } as const;
const styles: ShopDateStyle[] = ['long', 'medium'];

const formats = new Map<string, Intl.DateTimeFormat>();

function viaIntl(time: number, language: keyof typeof locales, style: ShopDateStyle): string {
  const key = `${language}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], { dateStyle: style, timeZone: 'Europe/Zurich' });
    formats.set(key, format);
  }
  return format.format(time);
}

/** Moments around Zurich's midnight in winter and summer time and around the switch hours. */
const hoursOfDay = [0, 0.99, 1, 21.99, 22, 22.99, 23, 23.5];

describe('formatShopDate', () => {
  it('writes the three languages in both styles', () => {
    const date = '2026-11-01T10:00:00.000+00:00';
    expect(formatShopDate(date, 'de')).toBe('1. November 2026');
    expect(formatShopDate(date, 'en')).toBe('1 November 2026');
    expect(formatShopDate(date, 'fr')).toBe('1 novembre 2026');
    expect(formatShopDate(date, 'de', 'medium')).toBe('01.11.2026');
    expect(formatShopDate(date, 'en', 'medium')).toBe('1 Nov 2026');
    expect(formatShopDate(date, 'fr', 'medium')).toBe('1 nov. 2026');
  });

  it('takes the day in Zurich, in winter and in summer time', () => {
    expect(formatShopDate('2026-12-31T23:30:00Z', 'de')).toBe('1. Januar 2027');
    expect(formatShopDate('2026-12-31T22:59:00Z', 'de')).toBe('31. Dezember 2026');
    expect(formatShopDate('2026-05-09T22:30:00Z', 'fr')).toBe('10 mai 2026');
    expect(formatShopDate('2026-05-09T21:59:00Z', 'fr')).toBe('9 mai 2026');
  });

  it('writes every day of 2020 to 2032 as Intl does, at the hours where the day changes', () => {
    const mismatches: string[] = [];
    for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2033, 0, 1); day += 86_400_000) {
      for (const hourOfDay of hoursOfDay) {
        const time = day + hourOfDay * 3_600_000;
        for (const language of ['de', 'en', 'fr'] as const) {
          for (const style of styles) {
            const expected = viaIntl(time, language, style);
            const actual = formatShopDate(time, language, style);
            if (actual !== expected) mismatches.push(`${new Date(time).toISOString()} ${language} ${style}: ${actual} ≠ ${expected}`);
          }
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('follows the summer-time switches of every year it writes itself', () => {
    const mismatches: string[] = [];
    for (let year = 1996; year <= 2099; year += 1) {
      for (const month of [2, 9]) {
        // The last eight days of March and October hold the switch.
        for (let day = 24; day <= 31; day += 1) {
          for (const hourOfDay of hoursOfDay) {
            const time = Date.UTC(year, month, day) + hourOfDay * 3_600_000;
            const expected = viaIntl(time, 'de', 'medium');
            const actual = formatShopDate(time, 'de', 'medium');
            if (actual !== expected) mismatches.push(`${new Date(time).toISOString()}: ${actual} ≠ ${expected}`);
          }
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('goes through Intl outside the years it knows the rules of', () => {
    expect(formatShopDate('1990-07-01T12:00:00Z', 'fr')).toBe(viaIntl(Date.parse('1990-07-01T12:00:00Z'), 'fr', 'long'));
    expect(formatShopDate('2150-07-01T12:00:00Z', 'en', 'medium')).toBe(viaIntl(Date.parse('2150-07-01T12:00:00Z'), 'en', 'medium'));
  });

  it('accepts dates, numbers and strings; missing or invalid gives nothing', () => {
    const time = Date.UTC(2026, 5, 29, 10);
    expect(formatShopDate(new Date(time), 'en')).toBe('29 June 2026');
    expect(formatShopDate(time, 'en')).toBe('29 June 2026');
    expect(formatShopDate(null, 'de')).toBe('');
    expect(formatShopDate(undefined, 'de')).toBe('');
    expect(formatShopDate('', 'de')).toBe('');
    expect(formatShopDate('not a date', 'de')).toBe('');
  });

  it('takes a locale code by its language', () => {
    expect(formatShopDate('2026-06-29T10:00:00Z', 'fr-CH')).toBe('29 juin 2026');
    expect(formatShopDate('2026-06-29T10:00:00Z', 'en-GB', 'medium')).toBe('29 Jun 2026');
  });

  it('writes an unknown language as German', () => {
    expect(formatShopDate('2026-06-29T10:00:00Z', 'it')).toBe('29. Juni 2026');
    expect(formatShopDate('2026-06-29T10:00:00Z', undefined, 'medium')).toBe('29.06.2026');
  });
});
