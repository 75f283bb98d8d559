import { describe, expect, it } from 'vitest';
import { formatShopDate } from './shop-date';

const zurich = { timeZone: 'Europe/Zurich' };

describe('formatShopDate', () => {
  it('writes de-CH, en-GB and fr-CH in both styles exactly as the shop always has', () => {
    const date = '2026-11-01T10:00:00.000+00:00';
    expect(formatShopDate(date, 'de-CH', zurich)).toBe('1. November 2026');
    expect(formatShopDate(date, 'en-GB', zurich)).toBe('1 November 2026');
    expect(formatShopDate(date, 'fr-CH', zurich)).toBe('1 novembre 2026');
    expect(formatShopDate(date, 'de-CH', { ...zurich, style: 'medium' })).toBe('01.11.2026');
    expect(formatShopDate(date, 'en-GB', { ...zurich, style: 'medium' })).toBe('1 Nov 2026');
    expect(formatShopDate(date, 'fr-CH', { ...zurich, style: 'medium' })).toBe('1 nov. 2026');
    expect(formatShopDate('2026-09-01T10:00:00Z', 'en-GB', { ...zurich, style: 'medium' })).toBe('1 Sept 2026');
  });

  it('writes Italian and the euro shop\'s German as they write it', () => {
    expect(formatShopDate('2026-11-26T10:00:00Z', 'it-CH', zurich)).toBe('26 novembre 2026');
    expect(formatShopDate('2026-11-26T10:00:00Z', 'it-CH', { ...zurich, style: 'medium' })).toBe('26 nov 2026');
    expect(formatShopDate('2026-11-26T10:00:00Z', 'de-DE', { timeZone: 'Europe/Berlin', style: 'medium' })).toBe('26.11.2026');
  });

  it('takes the calendar day in the shop\'s time zone, in winter and in summer time', () => {
    expect(formatShopDate('2026-12-31T23:30:00Z', 'de-CH', zurich)).toBe('1. Januar 2027');
    expect(formatShopDate('2026-12-31T22:59:00Z', 'de-CH', zurich)).toBe('31. Dezember 2026');
    expect(formatShopDate('2026-05-09T22:30:00Z', 'fr-CH', zurich)).toBe('10 mai 2026');
    expect(formatShopDate('2026-05-09T21:59:00Z', 'fr-CH', zurich)).toBe('9 mai 2026');
    // Before 1996 and after 2099 too: no calendar rule of our own.
    expect(formatShopDate('1990-07-01T22:30:00Z', 'de-CH', zurich)).toBe('2. Juli 1990');
    expect(formatShopDate('2150-07-01T22:30:00Z', 'de-CH', zurich)).toBe('2. Juli 2150');
  });

  it('takes another time zone from the host, and UTC without one', () => {
    const late = '2026-06-29T23:30:00Z';
    expect(formatShopDate(late, 'en-GB')).toBe('29 June 2026');
    expect(formatShopDate(late, 'en-GB', zurich)).toBe('30 June 2026');
    expect(formatShopDate('2026-06-29T03:30:00Z', 'en-GB', { timeZone: 'America/New_York' })).toBe('28 June 2026');
  });

  it('follows the summer-time switches of the time zone (no calendar rule of our own)', () => {
    // 2027: summer time from 28 March 01:00 UTC to 31 October 01:00 UTC.
    expect(formatShopDate('2027-03-27T22:30:00Z', 'de-CH', { ...zurich, style: 'medium' })).toBe('27.03.2027');
    expect(formatShopDate('2027-03-27T23:30:00Z', 'de-CH', { ...zurich, style: 'medium' })).toBe('28.03.2027');
    expect(formatShopDate('2027-07-01T21:59:00Z', 'de-CH', { ...zurich, style: 'medium' })).toBe('01.07.2027');
    expect(formatShopDate('2027-07-01T22:00:00Z', 'de-CH', { ...zurich, style: 'medium' })).toBe('02.07.2027');
    expect(formatShopDate('2027-10-30T21:59:00Z', 'de-CH', { ...zurich, style: 'medium' })).toBe('30.10.2027');
    expect(formatShopDate('2027-10-30T22:00:00Z', 'de-CH', { ...zurich, style: 'medium' })).toBe('31.10.2027');
    expect(formatShopDate('2027-11-01T22:59:00Z', 'de-CH', { ...zurich, style: 'medium' })).toBe('01.11.2027');
  });

  it('accepts dates, numbers and strings; missing or invalid gives nothing', () => {
    const time = Date.UTC(2026, 5, 29, 10);
    expect(formatShopDate(new Date(time), 'en-GB', zurich)).toBe('29 June 2026');
    expect(formatShopDate(time, 'en-GB', zurich)).toBe('29 June 2026');
    expect(formatShopDate(null, 'de-CH')).toBe('');
    expect(formatShopDate(undefined, 'de-CH')).toBe('');
    expect(formatShopDate('', 'de-CH')).toBe('');
    expect(formatShopDate('not a date', 'de-CH')).toBe('');
  });
});
