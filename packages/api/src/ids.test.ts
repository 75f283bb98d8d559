import { describe, expect, it } from 'vitest';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import { isShopwareId } from './ids';

describe('isShopwareId', () => {
  it("accepts a real Shopware product's ids", () => {
    expect(isShopwareId(productFixture.id)).toBe(true);
    expect(isShopwareId(productFixture.taxId)).toBe(true);
  });

  it('rejects anything else', () => {
    for (const value of ['', 'abc', `${'a'.repeat(31)}`, `${'a'.repeat(33)}`, 'A'.repeat(32), `${'0'.repeat(31)}g`, ` ${'a'.repeat(32)}`, null, undefined, 42, ['a'.repeat(32)]]) {
      expect(isShopwareId(value)).toBe(false);
    }
  });
});
