import { describe, expect, it } from 'vitest';
import { formatRating } from './rating-format';

describe('formatRating', () => {
  it('writes one decimal at most in the formatting locale', () => {
    expect(formatRating(4.5, 'fr-CH')).toBe('4,5');
    expect(formatRating(4.5, 'de-DE')).toBe('4,5');
    expect(formatRating(4.5, 'de-CH')).toBe('4.5');
    expect(formatRating(4.5, 'it-CH')).toBe('4.5');
    expect(formatRating(4, 'en-GB')).toBe('4');
    expect(formatRating(4.666666, 'en-GB')).toBe('4.7');
    expect(formatRating(4.35, 'en-GB')).toBe('4.4');
  });
});
