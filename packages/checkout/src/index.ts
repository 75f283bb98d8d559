export { checkoutTexts } from './texts';

export {
  checkoutSteps,
  checkoutStepFormId,
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
  getOrderOutcomeTextKeys,
  isOnlinePaymentMethod,
  isOrderPaid,
  canEditOrder,
  getOrderPaymentActions,
  getOrderErrorKey,
} from './order-payment';
export type { OrderPaymentState, OrderPaymentAction, OrderOutcomeTextKeys, OrderErrorKey } from './order-payment';

export { CheckoutSteps } from './checkout-steps-nav';
export type { CheckoutStepsProps } from './checkout-steps-nav';
export { OrderOutcome } from './order-outcome';
export type { OrderOutcomeProps } from './order-outcome';

// Operations over a Store API client: usable in a server loader or action and in a browser.
export {
  loadCheckout,
  registerGuest,
  chooseCheckoutMethod,
  placeCheckoutOrder,
  submitCheckoutStep,
  startOrderPayment,
  orderFormError,
  isAllowedPaymentRedirect,
} from './checkout-operations';
export type {
  CheckoutPage,
  CheckoutMethod,
  CheckoutOption,
  CheckoutAddressLines,
  CheckoutActionResult,
  CheckoutFormError,
  CheckoutStepInput,
  CheckoutStepOutcome,
  PaymentReturnUrls,
  PlaceOrderInput,
  PlaceOrderResult,
} from './checkout-operations';
export { loadOrder, loadGuestOrder, loadOrderOutcome, retryOrderPayment, payAccountOrder, orderAccessOf, parseOrderAccess } from './order-operations';
export type { OrderAccess, LoadedOrder, OrderOutcomeData, OutcomePaymentMethod, RetryPaymentResult, AccountOrderPaymentResult } from './order-operations';

// The guest form: its fields, how a post is read and its rules.
export { guestFields, shippingFields, shippingFieldOf, readGuestForm, validateGuest, wantsSeparateShipping } from './guest-form';
export type { GuestField, ShippingField, GuestValues, GuestErrors, GuestFieldError } from './guest-form';
export { CheckoutGuestForm } from './checkout-guest-form';
export type { CheckoutGuestFormProps } from './checkout-guest-form';
export { CheckoutMethodForm } from './checkout-method-form';
export type { CheckoutMethodFormProps } from './checkout-method-form';
export type { FormSlot, FormSlotProps } from './form-slot';
export { CheckoutOrderForm } from './checkout-order-form';
export type { CheckoutOrderFormProps } from './checkout-order-form';
export { CheckoutPageView } from './checkout-page';
export type { CheckoutPageViewProps } from './checkout-page';

// The checkout's state for hosts without server actions (single-page apps).
export { createCheckoutStore } from './checkout-store';
export type { CheckoutStore, CheckoutStoreState, CheckoutStoreOptions, PlacedCheckoutOrder } from './checkout-store';
export { CheckoutProvider, useCheckout, useCheckoutStore, useSubmitForm } from './checkout-context';
export type { CheckoutProviderProps } from './checkout-context';
