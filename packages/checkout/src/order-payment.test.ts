import { describe, expect, it } from 'vitest';
import {
  canEditOrder,
  getLatestTransaction,
  getOrderErrorKey,
  getOrderPaymentActions,
  getOrderPaymentState,
  isOrderPaid,
} from './order-payment';
import { orderFixture, orderInState } from './test-fixtures';

describe('order payment state on the Shopware fixture', () => {
  it('takes the newest transaction', () => {
    expect(getLatestTransaction(orderFixture())?.paymentMethod?.name).toBe('Invoice');
    const reordered = orderFixture();
    reordered.transactions!.reverse();
    expect(getLatestTransaction(reordered)?.id).toBe('018f82882ae772a9957bf1aef35879bb');
  });

  it('is unpaid when the transaction has no paid state, and offers retry or contact', () => {
    const order = orderFixture();
    expect(getOrderPaymentState(order)).toBe('unpaid');
    expect(canEditOrder(order)).toBe(true);
    expect(getOrderPaymentActions(order)).toEqual(['retry', 'contact']);
    expect(getOrderPaymentActions(order, false)).toEqual(['contact']);
  });

  it('is paid when the newest transaction is paid, and then cannot be edited', () => {
    const order = orderInState('paid');
    expect(isOrderPaid(order)).toBe(true);
    expect(canEditOrder(order)).toBe(false);
    expect(getOrderPaymentActions(order)).toEqual([]);
  });

  it('treats open, failed and partly paid as unpaid', () => {
    expect(['open', 'failed', 'paid_partially', 'cancelled'].map((s) => getOrderPaymentState(orderInState(s)))).toEqual([
      'unpaid',
      'unpaid',
      'unpaid',
      'unpaid',
    ]);
    expect(getOrderPaymentState({ ...orderFixture(), transactions: [] })).toBe('unpaid');
  });
});

describe('getOrderErrorKey', () => {
  it('maps the order codes of spec §8', () => {
    expect(getOrderErrorKey({ errors: [{ code: 'CHECKOUT__ORDER_ORDER_ALREADY_PAID' }] })).toBe('orderAlreadyPaid');
    expect(getOrderErrorKey({ details: { errors: [{ code: 'CHECKOUT__ORDER_ORDER_NOT_FOUND' }] } })).toBe('orderNotFound');
    expect(getOrderErrorKey({ errors: [{ code: 'CHECKOUT__UNKNOWN_PAYMENT_METHOD' }] })).toBe('paymentMethodNotFound');
    expect(getOrderErrorKey({ errors: [{ code: 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE' }] })).toBe('orderAlreadyPaid');
    expect(getOrderErrorKey({ errors: [{ code: 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE' }] })).toBe('paymentMethodNotFound');
    expect(getOrderErrorKey({ errors: [{ code: 'CHECKOUT__ORDER_ALREADY_PAID' }] })).toBe('generic');
    expect(getOrderErrorKey({ errors: [{ code: 'CHECKOUT__INVALID_ORDER_ID' }] })).toBe('orderNotFound');
    expect(getOrderErrorKey({ errors: [{ code: 'CHECKOUT__ORDER_NOT_FOUND' }] })).toBe('generic');
    expect(getOrderErrorKey(new Error('x'))).toBe('generic');
  });
});
