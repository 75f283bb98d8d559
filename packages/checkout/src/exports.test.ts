import { expect, it } from 'vitest';
import * as checkout from './index';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', () => {
  expect(Object.keys(checkout).sort()).toEqual(
    [
      'CheckoutSteps',
      'OrderOutcome',
      'canEditOrder',
      'canEnterStep',
      'canPlaceOrder',
      'checkoutSteps',
      'checkoutTexts',
      'getCheckoutState',
      'getCheckoutSteps',
      'getFirstOpenStep',
      'getLatestTransaction',
      'getOrderBlockers',
      'getOrderErrorKey',
      'getOrderPaymentActions',
      'getOrderPaymentState',
      'isCheckoutStep',
      'isOrderPaid',
      'isStepComplete',
      'nextStep',
      'paymentRedirectDelayMs',
      'previousStep',
      'requiresWithdrawalWaiver',
      'usePaymentRedirect',
    ].sort(),
  );
});
