import { describe, expect, it } from 'vitest';
import { createI18n } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import {
  getCartMessageFromApiError,
  getCartMessages,
  getInvalidQuantityMessage,
  getProductNumberNotFoundMessage,
  isValidQuantity,
  mergeCartMessages,
  translateCartMessage,
} from './cart-errors';
import { cartTexts } from './texts';
import { cartFixture } from './test-fixtures';

const i18n = (language: 'de' | 'en' | 'fr') => createI18n({ language, namespaces: { cart: cartTexts } });

function cartWithErrors(errors: Record<string, unknown>): Schemas['Cart'] {
  return { ...cartFixture(), errors } as Schemas['Cart'];
}

describe('getCartMessages', () => {
  it('reads the notice of the fixture and names the promotion from its line item', () => {
    const [message] = getCartMessages(cartFixture());
    expect(message).toEqual({
      id: 'promotion-discount-added-1326f60448d84aed964d77ca1c2dde90',
      type: 'info',
      textKey: 'promotionDiscountAdded',
      params: { name: 'Your lucky day!', quantity: 1 },
      fallback: 'Discount Your lucky day! has been added',
    });
    expect(translateCartMessage(message!, i18n('de').t)).toBe('Der Rabatt «Your lucky day!» wurde hinzugefügt.');
  });

  it('uses the parameters Shopware sends with stock errors', () => {
    const cart = cartWithErrors({
      'product-stock-reached-65666d2629744f65b981cc6263d3ef0a': {
        key: 'product-stock-reached-65666d2629744f65b981cc6263d3ef0a',
        messageKey: 'product-stock-reached',
        message: 'The product Smoking Board is only available 3 times',
        level: 10,
        name: 'Smoking Board',
        quantity: 3,
      },
    });
    const [message] = getCartMessages(cart);
    expect(message?.type).toBe('warning');
    expect(translateCartMessage(message!, i18n('en').t)).toBe('Only 3 of Smoking Board are available. The quantity has been adjusted.');
    expect(translateCartMessage(message!, i18n('fr').t)).toContain('Seulement 3 pièce(s) de Smoking Board');
    expect(translateCartMessage(message!, i18n('de').t)).toBe('Von Smoking Board sind nur 3 Stück verfügbar. Die Menge wurde angepasst.');
  });

  it('maps every catalogued Shopware message key to a text', () => {
    const keys = [
      ['product-out-of-stock', 'productOutOfStock'],
      ['purchase-steps-quantity', 'purchaseStepsQuantity'],
      ['min-order-quantity', 'minOrderQuantity'],
      ['shipping-method-blocked', 'shippingMethodBlocked'],
      ['shipping-method-changed', 'shippingMethodChanged'],
      ['payment-method-blocked', 'paymentMethodBlocked'],
      ['payment-method-changed', 'paymentMethodChanged'],
      ['promotion-not-found', 'promotionNotFound'],
      ['promotion-not-eligible', 'promotionNotEligible'],
      ['promotion-excluded', 'promotionExcluded'],
      ['auto-promotion-not-found', 'autoPromotionNotFound'],
      ['shipping-address-blocked', 'shippingAddressBlocked'],
      ['billing-address-invalid', 'billingAddressInvalid'],
      ['cart-merged-hint', 'cartMerged'],
      ['product-not-found', 'productNotFound'],
      ['salutation-missing', 'salutationMissing'],
    ] as const;
    const errors = Object.fromEntries(keys.map(([messageKey]) => [messageKey, { key: messageKey, messageKey, message: '', level: 20 }]));
    const messages = getCartMessages(cartWithErrors(errors));
    expect(messages.map((m) => m.textKey)).toEqual(keys.map(([, textKey]) => textKey));
    expect(messages.every((m) => m.type === 'danger')).toBe(true);
  });

  it('falls back to the Shopware message for an unknown key', () => {
    const [message] = getCartMessages(cartWithErrors({ x: { key: 'x', messageKey: 'custom-plugin-error', message: 'Plugin says no', level: 20 } }));
    expect(message?.textKey).toBeNull();
    expect(translateCartMessage(message!, i18n('de').t)).toBe('Plugin says no');
  });

  it('accepts the list form of cart errors and carts without errors', () => {
    const cart = { ...cartFixture(), errors: [{ key: 'cart-merged-hint', messageKey: 'cart-merged-hint', message: '', level: 0 }] } as Schemas['Cart'];
    expect(getCartMessages(cart).map((m) => m.textKey)).toEqual(['cartMerged']);
    expect(getCartMessages({ ...cartFixture(), errors: undefined })).toEqual([]);
  });
});

describe('messages of failed calls', () => {
  it('maps Store API codes, else add-to-cart or generic', () => {
    const invalid = { details: { errors: [{ code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', detail: 'The quantity must be a positive integer. Given: 0' }] } };
    expect(getCartMessageFromApiError(invalid, 'change-quantity')).toMatchObject({ textKey: 'invalidQuantity', type: 'danger' });
    expect(getCartMessageFromApiError(new Error('offline'), 'add').textKey).toBe('addToCartError');
    expect(getCartMessageFromApiError({ errors: [{ code: 'OTHER' }] }, 'remove').textKey).toBe('generic');
  });

  it('names the product number that was not found', () => {
    expect(translateCartMessage(getProductNumberNotFoundMessage('SW-1'), i18n('en').t)).toBe('Product number SW-1 was not found.');
    expect(translateCartMessage(getInvalidQuantityMessage(), i18n('fr').t)).toBe('La quantité doit être un nombre entier positif.');
  });

  it('accepts only positive whole quantities', () => {
    expect([1, 12].every(isValidQuantity)).toBe(true);
    expect([0, -1, 1.5, Number.NaN, '2'].some(isValidQuantity)).toBe(false);
  });
});

describe('mergeCartMessages', () => {
  it('keeps one message per id, the newest last', () => {
    const a = getInvalidQuantityMessage();
    const b = getProductNumberNotFoundMessage('1');
    expect(mergeCartMessages([a, b], [{ ...a, fallback: 'new' }]).map((m) => [m.id, m.fallback])).toEqual([
      [b.id, ''],
      [a.id, 'new'],
    ]);
  });
});
