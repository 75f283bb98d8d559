import { describe, expect, it } from 'vitest';
import paymentMethods from '../../../fixtures/shopware-responses/paymentMethods.json';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import { translatedText } from './translated';

describe('translatedText', () => {
  it("reads a real Shopware answer's translated field", () => {
    expect(translatedText(productFixture, 'name')).toBe(productFixture.translated.name);
    const method = (paymentMethods as { name: string; translated: { name: string } }[])[0];
    expect(translatedText(method, 'name')).toBe(method?.translated.name);
  });

  it('falls back to the untranslated field, then to nothing', () => {
    expect(translatedText({ name: 'Käse', translated: { name: '' } }, 'name')).toBe('Käse');
    expect(translatedText({ name: 'Käse' }, 'name')).toBe('Käse');
    expect(translatedText({ translated: { name: 42 } }, 'name')).toBe('');
    expect(translatedText(null, 'name')).toBe('');
  });
});
