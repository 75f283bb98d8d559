import { describe, expect, it } from 'vitest';
import { defaultShopTimeZone, parseShopTimeZone } from './shop-time-zone';

describe('parseShopTimeZone (SHOP_TIME_ZONE)', () => {
  it('defaults to Zurich and takes another IANA time zone', () => {
    expect(parseShopTimeZone(undefined)).toBe(defaultShopTimeZone);
    expect(parseShopTimeZone('  ')).toBe('Europe/Zurich');
    expect(parseShopTimeZone(' Europe/Berlin ')).toBe('Europe/Berlin');
  });

  it('refuses what is not a time zone at start-up, naming the variable', () => {
    expect(() => parseShopTimeZone('Mars/Olympus')).toThrow(/SHOP_TIME_ZONE/);
    expect(() => parseShopTimeZone('__proto__')).toThrow(/SHOP_TIME_ZONE/);
  });
});
