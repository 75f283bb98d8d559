import { describe, expect, it } from 'vitest';
import { formatSwissFrancs } from './francs';

describe('formatSwissFrancs', () => {
  it('writes the code first, a point before the rappen and the language group separator', () => {
    expect(formatSwissFrancs(1234567.891, 'de')).toBe("CHF\u00a01'234'567.89");
    expect(formatSwissFrancs(1234.5, 'en')).toBe('CHF\u00a01,234.50');
    expect(formatSwissFrancs(1234.5, 'fr')).toBe('CHF\u00a01\u202f234.50');
    expect(formatSwissFrancs(999, 'de')).toBe('CHF\u00a0999.00');
  });

  it('rounds the shortest decimal form half away from zero, as Intl does', () => {
    expect(formatSwissFrancs(1.005, 'de')).toBe('CHF\u00a01.01');
    expect(formatSwissFrancs(2.675, 'de')).toBe('CHF\u00a02.68');
    expect(formatSwissFrancs(0.1 + 0.2, 'de')).toBe('CHF\u00a00.30');
    expect(formatSwissFrancs(999.995, 'en')).toBe('CHF\u00a01,000.00');
    expect(formatSwissFrancs(-0.004, 'de')).toBe('-CHF\u00a00.00');
    expect(formatSwissFrancs(-3, 'fr')).toBe('-CHF\u00a03.00');
  });

  it('gives up on numbers without a plain decimal form', () => {
    expect(formatSwissFrancs(1e21, 'de')).toBeNull();
    expect(formatSwissFrancs(1e-7, 'de')).toBeNull();
    expect(formatSwissFrancs(Number.NaN, 'de')).toBeNull();
    expect(formatSwissFrancs(Number.POSITIVE_INFINITY, 'de')).toBeNull();
  });
});
