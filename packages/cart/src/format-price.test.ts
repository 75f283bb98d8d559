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

  it('writes francs as the rest of the shop does in every shop language, whatever the ICU data', () => {
    expect(formatPrice(1234.5, { language: 'de' })).toBe("CHF\u00a01'234.50");
    expect(formatPrice(1234.5, { language: 'en' })).toBe('CHF\u00a01,234.50');
    expect(formatPrice(1234.5, { language: 'fr' })).toBe('CHF\u00a01\u202f234.50');
    expect(formatPrice(-1.005, { language: 'fr', currency: 'CHF' })).toBe('-CHF\u00a01.01');
  });

  it('leaves other locales to Intl', () => {
    expect(formatPrice(12345.5, { language: 'it-CH' })).toBe(new Intl.NumberFormat('it-CH', { style: 'currency', currency: 'CHF' }).format(12345.5));
    // English prices in other currencies as in the listing (en-GB), not en-CH.
    expect(priceLocale('en')).toBe('en-GB');
    expect(formatPrice(1234.5, { currency: 'EUR', language: 'en' })).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(priceLocale('it-CH')).toBe('it-CH');
  });
});
