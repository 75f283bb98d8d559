import { useEffect } from 'react';
import { useStore } from 'zustand';
import { formatLocaleOf, formatMoney, useTranslation } from '@gipfel/i18n';
import { CartSummary, defaultCurrency } from '@gipfel/cart';
import { CheckoutGuestForm } from './checkout-guest-form';
import { CheckoutMethodForm } from './checkout-method-form';
import { CheckoutOrderForm } from './checkout-order-form';
import type { CheckoutActionResult, CheckoutAddressLines, CheckoutPage } from './checkout-operations';
import * as styles from './checkout-page.css';
import { canEnterStep, getFirstOpenStep, requiresWithdrawalWaiver } from './checkout-steps';
import { CheckoutSteps } from './checkout-steps-nav';
import type { FormSlot } from './form-slot';
import { useOptionalCheckoutStore, useSubmitForm } from './checkout-context';
import type { CheckoutStore } from './checkout-store';

export interface CheckoutPageViewProps {
  /**
   * `loadCheckout`'s page. Optional in store mode (a `CheckoutProvider` above and no `form`
   * slot): the store's page is shown, loaded on mount when the store has none yet.
   */
  page?: CheckoutPage;
  /** Show the guest form although an address is known (a guest changes it: `?step=delivery`). */
  editAddress?: boolean;
  /** The answer to a step's post that did not go through. Store mode: the store's `result` when not given. */
  result?: CheckoutActionResult | null;
  /** A post is under way: the forms' buttons wait. Store mode: while the store's call runs. */
  busy?: boolean;
  /** The host's localised paths: the checkout itself, sign-in, sign-up and a customer's address book. */
  paths: { checkout: string; login: string; register: string; addressBook: string };
  /**
   * What the four forms render as; each posts its `intent`: `guest` (the guest's address,
   * `CheckoutGuestForm`), `shipping` (`shippingMethodId`) and `payment` (`paymentMethodId`)
   * (`CheckoutMethodForm`), `order` (`tos`, `withdrawalWaiver`; `CheckoutOrderForm`).
   * Not given, below a `CheckoutProvider` ("store mode"): each form goes through the store
   * (`submitGuest`, `chooseMethod`, `placeOrder`: Store API calls of its client), without a page
   * load or a router; watch `useCheckout((s) => s.placed)` for the placed order. Not given and no
   * provider, or `'form'`: plain posts to `paths.checkout` (no JavaScript needed; the host's action
   * answers them with `submitCheckoutStep`). A router's form (Remix's `Form`): posted through it.
   */
  form?: FormSlot;
}

function ShownAddress({ address, email }: { address: CheckoutAddressLines; email?: string }) {
  const lines = [address.company, address.name, address.street, address.place, address.country, email].filter(Boolean);
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * The checkout on one page: the step links, the delivery address (shown, or the guest form with
 * the ways to sign in or up), shipping and payment method, and the summary with the order form.
 * Every step is a plain form post that works without JavaScript; with a `CheckoutProvider` above
 * and no `form` slot, every step goes through the provider's store instead (no router, no server).
 */
export function CheckoutPageView(props: CheckoutPageViewProps) {
  const store = useOptionalCheckoutStore();
  if (props.form === undefined && store) return <StoreCheckoutPageView {...props} store={store} />;
  if (!props.page) throw new Error('CheckoutPageView needs `page`, or a <CheckoutProvider> above it and no `form` slot.');
  return <CheckoutPageBody {...props} page={props.page} form={props.form ?? 'form'} />;
}

/** Store mode: the page, the steps' answers and every post through the nearest `CheckoutProvider`'s store. */
function StoreCheckoutPageView({ store, ...props }: CheckoutPageViewProps & { store: CheckoutStore }) {
  const storePage = useStore(store, (state) => state.page);
  const result = useStore(store, (state) => state.result);
  const pending = useStore(store, (state) => state.status === 'pending');
  const form = useSubmitForm((data) => {
    const intent = data.get('intent');
    const state = store.getState();
    if (intent === 'guest') void state.submitGuest(data);
    else if (intent === 'shipping' || intent === 'payment') void state.chooseMethod(intent, data);
    else if (intent === 'order') void state.placeOrder(data);
  });
  const page = storePage ?? props.page;
  const missing = page === undefined || page === null;
  useEffect(() => {
    if (missing && store.getState().status !== 'pending') void store.getState().load();
  }, [missing, store]);
  if (!page) return null;
  return <CheckoutPageBody {...props} page={page} result={props.result ?? result} busy={props.busy ?? pending} form={form} />;
}

function CheckoutPageBody({ page, editAddress = false, result, busy = false, paths, form }: CheckoutPageViewProps & { page: CheckoutPage; form: FormSlot }) {
  const { cart, currency, state, customer, deliveryAddress, billingAddress, shippingMethods, paymentMethods, salutations, countries } = page;
  const { t, i18n } = useTranslation('checkout');
  const current = getFirstOpenStep(state);
  const changeAddress = `${paths.checkout}?step=delivery#delivery`;
  const back = `?redirectTo=${encodeURIComponent(paths.checkout)}`;
  const methodForm = (kind: 'shipping' | 'payment') => (
    <CheckoutMethodForm
      kind={kind}
      methods={kind === 'shipping' ? shippingMethods : paymentMethods}
      selectedId={(kind === 'shipping' ? state.shippingMethodId : state.paymentMethodId) ?? null}
      enabled={canEnterStep(kind, state)}
      error={result?.intent === kind ? result.formError : undefined}
      busy={busy}
      action={paths.checkout}
      form={form}
    />
  );
  return (
    <>
      <CheckoutSteps current={current} state={state} hrefs={{ delivery: changeAddress, shipping: '#shipping', payment: '#payment', summary: '#summary' }} />
      <div className={styles.layout}>
        <div className={styles.steps}>
          <section id="delivery" className={styles.section} aria-labelledby="checkout-delivery">
            <h2 id="checkout-delivery" className={styles.heading}>
              {t('page.deliveryHeading')}
            </h2>
            {state.hasAddress && customer && deliveryAddress && !editAddress ? (
              <div>
                <p>{t('page.deliveringTo')}</p>
                <ShownAddress address={deliveryAddress} email={billingAddress ? undefined : customer.email} />
                {billingAddress && (
                  <>
                    <p>{t('page.billingTo')}</p>
                    <ShownAddress address={billingAddress} email={customer.email} />
                  </>
                )}
                {customer.guest ? <a href={changeAddress}>{t('page.guestChange')}</a> : <a href={`${paths.addressBook}?from=checkout`}>{t('page.manageAddresses')}</a>}
              </div>
            ) : (
              <>
                {!customer && (
                  <div className={styles.accountChoice}>
                    <p>
                      {t('page.accountPrompt')} <a href={`${paths.login}${back}`}>{t('page.signIn')}</a>
                    </p>
                    <p>
                      {t('page.registerPrompt')} <a href={`${paths.register}${back}`}>{t('page.register')}</a>
                    </p>
                    <p>{t('page.guestPrompt')}</p>
                  </div>
                )}
                <CheckoutGuestForm
                  salutations={salutations}
                  countries={countries}
                  initial={customer}
                  result={result?.intent === 'guest' ? result : undefined}
                  busy={busy}
                  action={paths.checkout}
                  form={form}
                />
              </>
            )}
          </section>

          {/* A virtual cart (downloads only) has no shipping step. */}
          {!state.virtual && methodForm('shipping')}
          {methodForm('payment')}
        </div>

        <section id="summary" className={styles.summary} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className={styles.heading}>
            {t('page.summaryHeading')}
          </h2>
          <ul className={styles.lineItems}>
            {(cart.lineItems ?? []).map((item) => (
              <li key={item.id} className={styles.lineItem}>
                <span>
                  {t('page.quantity', { count: item.quantity ?? 1 })} {item.label}
                </span>
                <span>{formatMoney(item.price?.totalPrice ?? 0, { currency: currency ?? defaultCurrency, locale: formatLocaleOf(i18n.language) })}</span>
              </li>
            ))}
          </ul>
          {/* The section above is the summary: its heading is the only "Summary" one. */}
          <CartSummary cart={cart} currency={currency} headingLevel={false} />
          <CheckoutOrderForm
            waiver={requiresWithdrawalWaiver(cart)}
            result={result?.intent === 'order' ? result : undefined}
            busy={busy}
            action={paths.checkout}
            form={form}
          />
        </section>
      </div>
    </>
  );
}
