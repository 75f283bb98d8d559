import { describe, expect, it } from 'vitest';
import {
  canEditOrder,
  getLatestTransaction,
  getOrderErrorKey,
  getOrderPaymentActions,
  getOrderOutcomeTextKeys,
  getOrderPaymentState,
  isOnlinePaymentMethod,
  isOrderPaid,
} from './order-payment';
import { onlineOrderInState, orderFixture, orderInState } from './test-fixtures';

describe('order payment state on the Shopware fixture', () => {
  it('takes the newest transaction', () => {
    expect(getLatestTransaction(orderFixture())?.paymentMethod?.name).toBe('Invoice');
    const reordered = orderFixture();
    reordered.transactions!.reverse();
    expect(getLatestTransaction(reordered)?.id).toBe('018f82882ae772a9957bf1aef35879bb');
  });

  it('counts an invoice order whose transaction is open as open by design: received, contact only, still editable', () => {
    const order = orderFixture(); // Shopware's fixture: the newest transaction is by invoice (synchronous), not paid
    expect(getOrderPaymentState(order)).toBe('open');
    expect(getOrderPaymentState(orderInState('open'))).toBe('open');
    expect(canEditOrder(order)).toBe(true);
    expect(getOrderPaymentActions(order)).toEqual(['contact']);
    expect(getOrderOutcomeTextKeys('open')).toEqual({ title: 'outcome.openTitle', text: 'outcome.openText' });
  });

  it('counts a failed or cancelled payment as failed, with retry or contact', () => {
    for (const state of ['failed', 'cancelled', 'chargeback']) {
      const order = orderInState(state);
      expect(getOrderPaymentState(order), state).toBe('failed');
      expect(getOrderPaymentActions(order)).toEqual(['retry', 'contact']);
      expect(getOrderPaymentActions(order, false)).toEqual(['contact']);
    }
    expect(getOrderOutcomeTextKeys('failed')).toEqual({ title: 'outcome.unpaidTitle', text: 'outcome.unpaidText' });
  });

  it('counts an online payment not completed as pending (retry), and one the provider holds as open', () => {
    expect(isOnlinePaymentMethod(onlineOrderInState('open').transactions![0]!.paymentMethod)).toBe(true);
    expect(isOnlinePaymentMethod(orderFixture().transactions![0]!.paymentMethod)).toBe(false);
    for (const state of ['open', 'unconfirmed', 'reminded', 'paid_partially']) expect(getOrderPaymentState(onlineOrderInState(state)), state).toBe('pending');
    expect(getOrderPaymentActions(onlineOrderInState('unconfirmed'))).toEqual(['retry', 'contact']);
    for (const state of ['authorized', 'in_progress']) expect(getOrderPaymentState(onlineOrderInState(state)), state).toBe('open');
    expect(getOrderOutcomeTextKeys('pending')).toEqual({ title: 'outcome.unpaidTitle', text: 'outcome.unpaidText' });
  });

  it('counts a method without the asynchronous flag (Shopware 6.7) as paid later, and no transaction as open', () => {
    const order = onlineOrderInState('open');
    delete (order.transactions![0]!.paymentMethod as { asynchronous?: boolean }).asynchronous;
    expect(getOrderPaymentState(order)).toBe('open');
    expect(getOrderPaymentState({ ...orderFixture(), transactions: [] })).toBe('open');
  });

  it('is paid when the newest transaction is paid, and then cannot be edited', () => {
    const order = orderInState('paid');
    expect(isOrderPaid(order)).toBe(true);
    expect(canEditOrder(order)).toBe(false);
    expect(getOrderPaymentActions(order)).toEqual([]);
  });
});

describe('getOrderErrorKey', () => {
  it('maps the order error codes (already paid, not found, unknown payment method)', () => {
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
