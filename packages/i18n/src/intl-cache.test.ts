import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRulesFor } from './intl-cache';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const rating = numberFormat('fr-CH', { maximumFractionDigits: 1 });
    expect(numberFormat('fr-CH', { maximumFractionDigits: 1 })).toBe(rating);
    expect(numberFormat('de-CH', { maximumFractionDigits: 1 })).not.toBe(rating);
    expect(numberFormat('fr-CH', { maximumFractionDigits: 2 })).not.toBe(rating);
    expect(rating.format(3.45)).toBe('3,5');
    expect(numberFormat('de-CH', { maximumFractionDigits: 1 }).format(3.45)).toBe('3.5');
  });

  it('does the same for dates and plural rules', () => {
    const long = dateTimeFormat('de-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' });
    expect(dateTimeFormat('de-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' })).toBe(long);
    expect(long.format(new Date('2026-11-26T12:00:00Z'))).toBe('26. November 2026');
    expect(pluralRulesFor('fr-CH')).toBe(pluralRulesFor('fr-CH'));
    expect(pluralRulesFor('fr-CH').select(1.5)).toBe('one');
  });
});
