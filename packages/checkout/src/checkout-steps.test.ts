import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import {
  canEnterStep,
  canPlaceOrder,
  checkoutSteps,
  getCheckoutState,
  getFirstOpenStep,
  getOrderBlockers,
  isCheckoutStep,
  isStepComplete,
  getCheckoutSteps,
  nextStep,
  previousStep,
  requiresWithdrawalWaiver,
  type CheckoutState,
} from './checkout-steps';
import { cartFixture as cart } from './test-fixtures';

const ready: CheckoutState = { hasAddress: true, shippingMethodId: 's1', paymentMethodId: 'p1', termsAccepted: true };

describe('step order', () => {
  it('runs delivery → shipping → payment → summary', () => {
    expect(checkoutSteps).toEqual(['delivery', 'shipping', 'payment', 'summary']);
    expect(nextStep('delivery')).toBe('shipping');
    expect(nextStep('summary')).toBeNull();
    expect(previousStep('payment')).toBe('shipping');
    expect(previousStep('delivery')).toBeNull();
    expect(isCheckoutStep('payment')).toBe(true);
    expect(isCheckoutStep('confirm')).toBe(false);
  });
});

describe('canEnterStep', () => {
  it('opens each step only when the ones before are complete', () => {
    const empty: CheckoutState = { hasAddress: false };
    expect(checkoutSteps.map((s) => canEnterStep(s, empty))).toEqual([true, false, false, false]);
    const withAddress = { ...empty, hasAddress: true };
    expect(checkoutSteps.map((s) => canEnterStep(s, withAddress))).toEqual([true, true, false, false]);
    expect(checkoutSteps.map((s) => canEnterStep(s, { ...withAddress, shippingMethodId: 's1' }))).toEqual([true, true, true, false]);
    expect(checkoutSteps.map((s) => canEnterStep(s, { ...withAddress, shippingMethodId: 's1', paymentMethodId: 'p1' }))).toEqual([true, true, true, true]);
  });

  it('does not let the payment step skip a missing address', () => {
    expect(canEnterStep('payment', { hasAddress: false, shippingMethodId: 's1', paymentMethodId: 'p1' })).toBe(false);
    expect(getFirstOpenStep({ hasAddress: false, shippingMethodId: 's1' })).toBe('delivery');
    expect(getFirstOpenStep({ hasAddress: true })).toBe('shipping');
    expect(getFirstOpenStep(ready)).toBe('summary');
  });
});

describe('placing the order', () => {
  it('needs the terms accepted', () => {
    expect(canPlaceOrder(ready)).toBe(true);
    expect(getOrderBlockers({ ...ready, termsAccepted: false })).toEqual(['termsRequired']);
    expect(isStepComplete('summary', { ...ready, termsAccepted: false })).toBe(false);
  });

  it('needs the withdrawal waiver for digital content', () => {
    const digital = { ...ready, requiresWithdrawalWaiver: true };
    expect(getOrderBlockers(digital)).toEqual(['withdrawalWaiverRequired']);
    expect(canPlaceOrder({ ...digital, withdrawalWaiverAccepted: true })).toBe(true);
  });

  it('lists everything that is missing', () => {
    expect(getOrderBlockers({ hasAddress: false })).toEqual(['addressMissing', 'shippingMethodMissing', 'paymentMethodMissing', 'termsRequired']);
  });
});

describe('getCheckoutState', () => {
  const customer = { id: 'c1', activeShippingAddress: { id: 'a1' }, activeBillingAddress: { id: 'a2' } } as Schemas['Customer'];

  it('reads address and methods from the context and the waiver need from the cart', () => {
    const state = getCheckoutState(
      { customer, shippingMethod: { id: 's1' } as Schemas['ShippingMethod'], paymentMethod: { id: 'p1' } as Schemas['PaymentMethod'] },
      cart(),
      { termsAccepted: true },
    );
    expect(state).toEqual({ ...ready, requiresWithdrawalWaiver: false, withdrawalWaiverAccepted: false, virtual: false });
  });

  it('has no address without a customer', () => {
    expect(getCheckoutState({ customer: null }, cart()).hasAddress).toBe(false);
    expect(getCheckoutState(null, null)).toMatchObject({ hasAddress: false, shippingMethodId: null, requiresWithdrawalWaiver: false });
  });

  it('requires the waiver as soon as one item is a download (the fixture cart made virtual)', () => {
    const digital = cart();
    digital.lineItems![0]!.states = ['is-download'];
    expect(requiresWithdrawalWaiver(digital)).toBe(true);
    expect(requiresWithdrawalWaiver(cart())).toBe(false);
  });
});

describe('a virtual cart (every item a download)', () => {
  const virtual: CheckoutState = { hasAddress: true, virtual: true };

  it('has no shipping step', () => {
    expect(getCheckoutSteps(virtual)).toEqual(['delivery', 'payment', 'summary']);
    expect(getCheckoutSteps({ virtual: false })).toEqual(checkoutSteps);
    expect(nextStep('delivery', virtual)).toBe('payment');
    expect(previousStep('payment', virtual)).toBe('delivery');
    expect(nextStep('shipping', virtual)).toBeNull();
  });

  it('goes from the address straight to payment and needs no shipping method', () => {
    expect(canEnterStep('shipping', virtual)).toBe(false);
    expect(canEnterStep('payment', virtual)).toBe(true);
    expect(getFirstOpenStep(virtual)).toBe('payment');
    expect(getOrderBlockers({ ...virtual, paymentMethodId: 'p1', termsAccepted: true })).toEqual([]);
  });

  it('is read from the cart', () => {
    const digital = cart();
    for (const item of digital.lineItems ?? []) item.states = ['is-download'];
    expect(getCheckoutState(null, digital).virtual).toBe(true);
    expect(getCheckoutState(null, cart()).virtual).toBe(false);
  });
});
