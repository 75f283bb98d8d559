import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Schemas, StoreApiClient } from '@gipfel/api';
import type { AsyncStatus } from '@gipfel/cart';
import {
  chooseCheckoutMethod,
  loadCheckout,
  placeCheckoutOrder,
  registerGuest,
  type CheckoutActionResult,
  type CheckoutPage,
  type PaymentReturnUrls,
} from './checkout-operations';
import { readGuestForm } from './guest-form';
import { orderAccessOf, type OrderAccess } from './order-operations';

export interface CheckoutStoreOptions {
  /** A Store API client of this shopper (in a browser: through the storefront's same-origin proxy). */
  client: StoreApiClient;
  /** The shop's public origin, for the mails Shopware sends a guest. */
  storefrontUrl: string;
  /** Where a payment provider sends the shopper back, by order id. */
  returnUrls: (orderId: string) => PaymentReturnUrls;
}

/** An order this checkout placed: what its outcome page needs. */
export interface PlacedCheckoutOrder {
  order: Schemas['Order'];
  /** The payment provider's page, when the method needs one. */
  redirectUrl: string | null;
  /** What lets a guest read the order again (`loadOrder`, `loadOrderOutcome`). */
  access: OrderAccess | null;
}

export interface CheckoutStoreState {
  /** The last call: `error` when the shop could not be reached (the step's form stays as typed). */
  status: AsyncStatus;
  /** The checkout as the Store API has it now; null before the first load. */
  page: CheckoutPage | null;
  /** Why the last post of a step did not go through, for that step's form. */
  result: CheckoutActionResult | null;
  placed: PlacedCheckoutOrder | null;
  /** Reads the checkout again (after a step, or to start). */
  load(): Promise<boolean>;
  /** The guest form's post (`CheckoutGuestForm`). */
  submitGuest(form: FormData): Promise<boolean>;
  /** A method form's post (`CheckoutMethodForm`). */
  chooseMethod(kind: 'shipping' | 'payment', form: FormData): Promise<boolean>;
  /** The order form's post (`CheckoutOrderForm`); places the order at most once at a time. */
  placeOrder(form: FormData): Promise<boolean>;
}

export type CheckoutStore = StoreApi<CheckoutStoreState>;

/**
 * The checkout's state for a host without server actions (a single-page app): the same
 * operations the Remix host calls in its loader and action. Make one per page, never a module
 * variable.
 */
export function createCheckoutStore(options: CheckoutStoreOptions, initialPage: CheckoutPage | null = null): CheckoutStore {
  const { client } = options;
  let ordering = false;
  return createStore<CheckoutStoreState>()((set, get) => {
    /** Runs one step: pending, then the step's answer and a fresh checkout, or `error` when the shop failed. */
    async function step(run: () => Promise<CheckoutActionResult | null>): Promise<boolean> {
      set({ status: 'pending' });
      try {
        const result = await run();
        if (result) {
          set({ status: 'success', result });
          return false;
        }
        set({ status: 'success', result: null, page: await loadCheckout(client) });
        return true;
      } catch {
        set({ status: 'error' });
        return false;
      }
    }

    return {
      status: initialPage ? 'success' : 'idle',
      page: initialPage,
      result: null,
      placed: null,
      async load() {
        return step(async () => null);
      },
      async submitGuest(form) {
        return step(async () => {
          const result = await registerGuest(client, readGuestForm(form), options.storefrontUrl);
          return Object.keys(result.errors).length || result.formError ? result : null;
        });
      },
      async chooseMethod(kind, form) {
        return step(() => chooseCheckoutMethod(client, kind, form.get(kind === 'shipping' ? 'shippingMethodId' : 'paymentMethodId')));
      },
      async placeOrder(form) {
        // A second click while the first order is on its way must not order twice.
        if (ordering || get().placed) return false;
        ordering = true;
        set({ status: 'pending' });
        try {
          const placed = await placeCheckoutOrder(client, {
            termsAccepted: form.get('tos') === 'on',
            waiverAccepted: form.get('withdrawalWaiver') === 'on',
            returnUrls: options.returnUrls,
          });
          if (!placed.ok) {
            set({ status: 'success', result: placed.result });
            return false;
          }
          set({ status: 'success', result: null, placed: { order: placed.order, redirectUrl: placed.redirectUrl, access: orderAccessOf(placed.order) } });
          return true;
        } catch {
          set({ status: 'error' });
          return false;
        } finally {
          ordering = false;
        }
      },
    };
  });
}
