export { checkoutTexts } from './texts';

export {
  checkoutSteps,
  getCheckoutSteps,
  isCheckoutStep,
  nextStep,
  previousStep,
  isStepComplete,
  canEnterStep,
  getFirstOpenStep,
  getOrderBlockers,
  canPlaceOrder,
  requiresWithdrawalWaiver,
  getCheckoutState,
} from './checkout-steps';
export type { CheckoutStep, CheckoutState, CheckoutBlocker, CheckoutConsents } from './checkout-steps';

export { paymentRedirectDelayMs, usePaymentRedirect } from './payment-redirect';
export type { PaymentRedirect, Navigate } from './payment-redirect';

export {
  getLatestTransaction,
  getOrderPaymentState,
  isOrderPaid,
  canEditOrder,
  getOrderPaymentActions,
  getOrderErrorKey,
} from './order-payment';
export type { OrderPaymentState, OrderPaymentAction, OrderErrorKey } from './order-payment';

export { CheckoutSteps } from './checkout-steps-nav';
export type { CheckoutStepsProps } from './checkout-steps-nav';
export { OrderOutcome } from './order-outcome';
export type { OrderOutcomeProps } from './order-outcome';
