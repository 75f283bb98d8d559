import { describe, expect, it } from 'vitest';
import { priceLocaleFor } from './format-price';
import { formatRating } from './rating-format';

describe('formatRating', () => {
  it('writes what Intl writes with one decimal at most, in de, en and fr', () => {
    const ratings = [...Array.from({ length: 501 }, (_, i) => i / 100), 1 / 3, 2 / 3, 4.666666, 4.75, 3.05, 4.35, 0.05];
    for (const language of ['de', 'en', 'fr']) {
      const intl = new Intl.NumberFormat(priceLocaleFor(language), { maximumFractionDigits: 1 });
      for (const rating of ratings) expect(formatRating(rating, language), `${language} ${rating}`).toBe(intl.format(rating));
    }
  });

  it('uses the decimal comma in French only', () => {
    expect(formatRating(4.5, 'fr')).toBe('4,5');
    expect(formatRating(4.5, 'de')).toBe('4.5');
    expect(formatRating(4, 'en')).toBe('4');
  });
});
