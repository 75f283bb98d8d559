import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import {
  isCartMerged,
  getAppliedPromotionCodes,
  getCartItemCount,
  getCartTotal,
  getFreeShippingProgress,
  getProductLineItems,
  getPromotionLineItems,
  getPromotionTotal,
  getShippingTotal,
  getSubtotal,
  hasDownloadItems,
  isCartEmpty,
  isVirtualCart,
} from './cart-logic';
import { cartFixture } from './test-fixtures';

type LineItem = Schemas['LineItem'];

function withItems(items: LineItem[]): Schemas['Cart'] {
  return { ...cartFixture(), lineItems: items };
}

function download(id: string): LineItem {
  const item = cartFixture().lineItems![0]!;
  return { ...item, id, states: ['is-download'] };
}

describe('cart totals on the Shopware fixture', () => {
  const cart = cartFixture();

  it('splits product and promotion line items', () => {
    expect(getProductLineItems(cart).map((i) => i.label)).toEqual(['Smoking Board Cedar Wood ']);
    expect(getPromotionLineItems(cart).map((i) => i.label)).toEqual(['Your lucky day!']);
  });

  it('counts good items only', () => {
    expect(getCartItemCount(cart)).toBe(1);
    expect(isCartEmpty(cart)).toBe(false);
  });

  it('computes subtotal, promotions, shipping and total', () => {
    expect(getSubtotal(cart)).toBe(17.9);
    expect(getPromotionTotal(cart)).toBe(-1.79);
    expect(getShippingTotal(cart)).toBe(0);
    expect(getCartTotal(cart)).toBe(16.11);
  });

  it('is not virtual: the product is physical', () => {
    expect(isVirtualCart(cart)).toBe(false);
    expect(hasDownloadItems(cart)).toBe(false);
  });

  it('reads promotion codes from the promotion payload', () => {
    expect(getAppliedPromotionCodes(cart)).toEqual([]);
    const promotion = { ...cart.lineItems![1]!, payload: { code: 'SUMMER' } } as unknown as LineItem;
    expect(getAppliedPromotionCodes(withItems([cart.lineItems![0]!, promotion]))).toEqual(['SUMMER']);
  });
});

describe('isCartEmpty', () => {
  it('treats missing carts, no items and zero quantities as empty', () => {
    expect(isCartEmpty(undefined)).toBe(true);
    expect(isCartEmpty(withItems([]))).toBe(true);
    const item = cartFixture().lineItems![0]!;
    expect(isCartEmpty(withItems([{ ...item, quantity: 0 }]))).toBe(true);
  });

  it('does not count a promotion alone', () => {
    expect(isCartEmpty(withItems([cartFixture().lineItems![1]!]))).toBe(true);
  });

  it('sums quantities', () => {
    const item = cartFixture().lineItems![0]!;
    expect(getCartItemCount(withItems([{ ...item, quantity: 3 }, { ...item, id: 'b', quantity: 2 }]))).toBe(5);
  });
});

describe('isVirtualCart', () => {
  it('is true when every non-promotion item is a download, promotions ignored', () => {
    expect(isVirtualCart(withItems([download('a'), download('b'), cartFixture().lineItems![1]!]))).toBe(true);
  });

  it('is false for a mixed cart, but it has download items', () => {
    const cart = withItems([download('a'), cartFixture().lineItems![0]!]);
    expect(isVirtualCart(cart)).toBe(false);
    expect(hasDownloadItems(cart)).toBe(true);
  });

  it('is false for an empty cart or one with only a promotion', () => {
    expect(isVirtualCart(withItems([]))).toBe(false);
    expect(isVirtualCart(withItems([cartFixture().lineItems![1]!]))).toBe(false);
  });
});

describe('getShippingTotal', () => {
  it('reads the first delivery and falls back to 0', () => {
    const cart = cartFixture();
    cart.deliveries![0]!.shippingCosts!.totalPrice = 7.5;
    expect(getShippingTotal(cart)).toBe(7.5);
    expect(getShippingTotal({ ...cart, deliveries: [] })).toBe(0);
  });
});

describe('getFreeShippingProgress', () => {
  it('tells how much is left from the position price (after promotions)', () => {
    expect(getFreeShippingProgress(cartFixture(), 50)).toEqual({
      threshold: 50,
      amount: 16.11,
      remaining: 33.89,
      ratio: 16.11 / 50,
      reached: false,
    });
  });

  it('is reached at or above the threshold', () => {
    const progress = getFreeShippingProgress(cartFixture(), 16.11);
    expect(progress.remaining).toBe(0);
    expect(progress.reached).toBe(true);
    expect(getFreeShippingProgress(cartFixture(), 10).ratio).toBe(1);
  });

  it('treats a missing threshold as always free', () => {
    expect(getFreeShippingProgress(cartFixture(), 0).reached).toBe(true);
  });
});

describe('isCartMerged', () => {
  const product = (referencedId: string, quantity: number) => ({ id: referencedId, referencedId, type: 'product', good: true, quantity }) as Schemas['LineItem'];
  const cartOf = (...lineItems: Schemas['LineItem'][]) => ({ ...cartFixture(), lineItems }) as Schemas['Cart'];

  it('is a merge when the cart after login holds more than the visitor brought', () => {
    expect(isCartMerged(cartOf(product('a', 1)), cartOf(product('a', 1), product('b', 2)))).toBe(true);
    expect(isCartMerged(cartOf(product('a', 1)), cartOf(product('a', 3)))).toBe(true);
  });

  it('is no merge without items of the visitor, or when the cart is just the visitor\'s', () => {
    expect(isCartMerged(cartOf(), cartOf(product('b', 2)))).toBe(false);
    expect(isCartMerged(null, cartOf(product('b', 2)))).toBe(false);
    expect(isCartMerged(cartOf(product('a', 2)), cartOf(product('a', 2)))).toBe(false);
    // A quantity lowered to the stock on the way is no merge either.
    expect(isCartMerged(cartOf(product('a', 5)), cartOf(product('a', 3)))).toBe(false);
    expect(isCartMerged(cartOf(product('a', 1)), null)).toBe(false);
  });
});
