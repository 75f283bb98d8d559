import type { Schemas } from '@gipfel/api';
import { hasDownloadItems, isVirtualCart } from '@gipfel/cart';

/** The four checkout steps, in order. */
export const checkoutSteps = ['delivery', 'shipping', 'payment', 'summary'] as const;

export type CheckoutStep = (typeof checkoutSteps)[number];

/** What the checkout knows so far; build it with `getCheckoutState` from context and cart. */
export interface CheckoutState {
  /** A shipping and billing address are set (customer or guest). */
  hasAddress: boolean;
  shippingMethodId?: string | null;
  paymentMethodId?: string | null;
  termsAccepted?: boolean;
  /** The cart holds digital content, so the shopper must waive the right of withdrawal. */
  requiresWithdrawalWaiver?: boolean;
  withdrawalWaiverAccepted?: boolean;
  /** Every item is a download (a virtual cart), so there is no shipping step. */
  virtual?: boolean;
}

/** Why the order cannot be placed yet, each with a text under `checkout:blockers.*`. */
export type CheckoutBlocker = 'addressMissing' | 'shippingMethodMissing' | 'paymentMethodMissing' | 'termsRequired' | 'withdrawalWaiverRequired';

/**
 * The id of the form that completes a step (the guest form for `delivery`, the method forms, the
 * order form for `summary`): a button outside it, such as the phone's sticky summary, submits it
 * with `form={checkoutStepFormId(step)}`.
 */
export function checkoutStepFormId(step: CheckoutStep): string {
  return `checkout-form-${step}`;
}

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (checkoutSteps as readonly string[]).includes(value);
}

/** The steps the shopper goes through: without shipping for a virtual cart. */
export function getCheckoutSteps(state?: Pick<CheckoutState, 'virtual'>): readonly CheckoutStep[] {
  return state?.virtual ? checkoutSteps.filter((step) => step !== 'shipping') : checkoutSteps;
}

export function nextStep(step: CheckoutStep, state?: Pick<CheckoutState, 'virtual'>): CheckoutStep | null {
  const steps = getCheckoutSteps(state);
  const index = steps.indexOf(step);
  return index < 0 ? null : (steps[index + 1] ?? null);
}

export function previousStep(step: CheckoutStep, state?: Pick<CheckoutState, 'virtual'>): CheckoutStep | null {
  const steps = getCheckoutSteps(state);
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1]! : null;
}

/** Terms always; the withdrawal waiver when the cart holds digital content. */
export function getOrderBlockers(state: CheckoutState): CheckoutBlocker[] {
  const blockers: CheckoutBlocker[] = [];
  if (!state.hasAddress) blockers.push('addressMissing');
  if (!state.shippingMethodId && !state.virtual) blockers.push('shippingMethodMissing');
  if (!state.paymentMethodId) blockers.push('paymentMethodMissing');
  if (!state.termsAccepted) blockers.push('termsRequired');
  if (state.requiresWithdrawalWaiver && !state.withdrawalWaiverAccepted) blockers.push('withdrawalWaiverRequired');
  return blockers;
}

export function canPlaceOrder(state: CheckoutState): boolean {
  return getOrderBlockers(state).length === 0;
}

/** A step is complete when what it asks for is given; the summary when the order can be placed. */
export function isStepComplete(step: CheckoutStep, state: CheckoutState): boolean {
  switch (step) {
    case 'delivery':
      return state.hasAddress;
    case 'shipping':
      return state.virtual === true || Boolean(state.shippingMethodId);
    case 'payment':
      return Boolean(state.paymentMethodId);
    case 'summary':
      return canPlaceOrder(state);
  }
}

/** A step can be entered when every step before it is complete; a virtual cart never enters shipping. */
export function canEnterStep(step: CheckoutStep, state: CheckoutState): boolean {
  const steps = getCheckoutSteps(state);
  if (!steps.includes(step)) return false;
  return steps.slice(0, steps.indexOf(step)).every((before) => isStepComplete(before, state));
}

/** Where to send the shopper: the first incomplete step, else the summary. */
export function getFirstOpenStep(state: CheckoutState): CheckoutStep {
  return getCheckoutSteps(state).find((step) => step !== 'summary' && !isStepComplete(step, state)) ?? 'summary';
}

/** Digital content (every virtual cart, and mixed carts with downloads) needs the waiver. */
export function requiresWithdrawalWaiver(cart: Schemas['Cart'] | null | undefined): boolean {
  return hasDownloadItems(cart);
}

export interface CheckoutConsents {
  termsAccepted?: boolean;
  withdrawalWaiverAccepted?: boolean;
}

/** Builds the checkout state from the session context (`GET /context`) and the cart. */
export function getCheckoutState(
  context: Pick<Schemas['SalesChannelContext'], 'customer' | 'shippingMethod' | 'paymentMethod'> | null | undefined,
  cart: Schemas['Cart'] | null | undefined,
  consents: CheckoutConsents = {},
): CheckoutState {
  const customer = context?.customer;
  return {
    hasAddress: Boolean(customer?.id && customer.activeShippingAddress?.id && customer.activeBillingAddress?.id),
    shippingMethodId: context?.shippingMethod?.id ?? null,
    paymentMethodId: context?.paymentMethod?.id ?? null,
    termsAccepted: consents.termsAccepted ?? false,
    requiresWithdrawalWaiver: requiresWithdrawalWaiver(cart),
    withdrawalWaiverAccepted: consents.withdrawalWaiverAccepted ?? false,
    virtual: isVirtualCart(cart),
  };
}
