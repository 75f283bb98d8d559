import { describe, expect, it } from 'vitest';
import { formatPrice, priceLocale } from './format-price';

// Intl separates currency and amount with a no-break space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('formats CHF by default with Swiss German conventions', () => {
    expect(plain(formatPrice(17.9))).toBe('CHF 17.90');
  });

  it('uses the currency it is given', () => {
    expect(plain(formatPrice(5, { currency: 'EUR', language: 'de' }))).toBe('EUR 5.00');
  });

  it('uses a Swiss locale per shop language', () => {
    expect(formatPrice(1234.5, { language: 'fr' })).toMatch(/^1\s234[.,]50\sCHF$/);
    expect(priceLocale('en')).toBe('en-CH');
    expect(priceLocale('it-CH')).toBe('it-CH');
  });
});
