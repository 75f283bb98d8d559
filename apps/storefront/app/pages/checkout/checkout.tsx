import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { CartSummary, formatPrice, getCartTotal } from '@gipfel/cart';
import {
  CheckoutGuestForm,
  CheckoutMethodForm,
  CheckoutOrderForm,
  CheckoutSteps,
  canEnterStep,
  chooseCheckoutMethod,
  getFirstOpenStep,
  loadCheckout,
  placeCheckoutOrder,
  readGuestForm,
  registerGuest,
  requiresWithdrawalWaiver,
  type CheckoutActionResult,
  type CheckoutAddressLines,
} from '@gipfel/checkout';
import { localizePath } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { StickySummary } from '../../components/sticky-summary';
import * as cartStyles from '../../styles/cart.css';
import { paymentReturnUrls, serializeOrderCookie, successRedirectPath } from '../../lib/checkout-session.server';
import { useLanguage } from '../../lib/language';
import { isSecureOrigin, publicOrigin } from '../../lib/origin.server';
import { pageMeta } from '../../lib/page-meta';
import { withShop } from '../../lib/shop-route.server';
import * as styles from '../../styles/checkout.css';

export const meta = pageMeta('checkout');

export const loader = withShop(async ({ client, language, headers }, { request }: LoaderFunctionArgs) => {
  const page = await loadCheckout(client);
  if (page.cartEmpty) throw redirect(localizePath('/checkout/cart', language));
  headers.set('Cache-Control', 'no-store');
  // Guests change their address in this step; a customer's addresses live in the account.
  const editAddress = new URL(request.url).searchParams.get('step') === 'delivery' && page.customer?.guest !== false;
  return { ...page, editAddress };
});

export const action = withShop(async ({ client, language, headers }, { request }: ActionFunctionArgs) => {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const checkoutPath = localizePath('/checkout', language);
  const fail = (result: CheckoutActionResult) => data(result, { status: 400 });

  if (intent === 'guest') {
    const result = await registerGuest(client, readGuestForm(form), publicOrigin(request));
    if (!Object.keys(result.errors).length && !result.formError) throw redirect(checkoutPath, 303);
    return fail(result);
  }

  if (intent === 'shipping' || intent === 'payment') {
    const result = await chooseCheckoutMethod(client, intent, form.get(intent === 'shipping' ? 'shippingMethodId' : 'paymentMethodId'));
    if (!result) throw redirect(checkoutPath, 303);
    return fail(result);
  }

  if (intent === 'order') {
    const placed = await placeCheckoutOrder(client, {
      termsAccepted: form.get('tos') === 'on',
      waiverAccepted: form.get('withdrawalWaiver') === 'on',
      returnUrls: paymentReturnUrls(request, language),
    });
    if (!placed.ok) return fail(placed.result);
    const cookie = serializeOrderCookie(placed.order, isSecureOrigin(request));
    if (cookie) headers.append('Set-Cookie', cookie);
    throw redirect(successRedirectPath(language, placed.order.id, placed.redirectUrl), 303);
  }

  return fail({ intent: 'order', formError: 'orderFailed' });
});

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

export default function CheckoutPage() {
  const loaderData = useLoaderData<typeof loader>();
  const { cart, currency, state, customer, editAddress, deliveryAddress, billingAddress, shippingMethods, paymentMethods, salutations, countries } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const language = useLanguage();
  const { t, i18n } = useTranslation('checkout');
  const { t: tShell } = useTranslation('storefront');
  const busy = navigation.state !== 'idle';
  const current = getFirstOpenStep(state);
  const checkoutPath = localizePath('/checkout', language);
  const orderError = actionData?.intent === 'order' ? actionData : null;

  // The sticky summary's next step: the open step's section (its own button is there), the order last.
  const next = current === 'summary' ? tShell('checkout.stickyOrder') : tShell('checkout.stickyNext', { step: t(`steps.${current}`) });

  return (
    <div className={cartStyles.withStickySummary}>
      <PageTitle pageId="checkout" />
      <CheckoutSteps current={current} state={state} hrefs={{ delivery: `${checkoutPath}?step=delivery#delivery`, shipping: '#shipping', payment: '#payment', summary: '#summary' }} />
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
                {customer.guest ? (
                  <a href={`${checkoutPath}?step=delivery#delivery`}>{t('page.guestChange')}</a>
                ) : (
                  <a href={`${localizePath('/account/address', language)}?from=checkout`}>{t('page.manageAddresses')}</a>
                )}
              </div>
            ) : (
              <>
                {!customer && (
                  <div className={styles.accountChoice}>
                    <p>
                      {t('page.accountPrompt')} <a href={`${localizePath('/login', language)}?redirectTo=${encodeURIComponent(checkoutPath)}`}>{t('page.signIn')}</a>
                    </p>
                    <p>
                      {t('page.registerPrompt')} <a href={`${localizePath('/register', language)}?redirectTo=${encodeURIComponent(checkoutPath)}`}>{t('page.register')}</a>
                    </p>
                    <p>{t('page.guestPrompt')}</p>
                  </div>
                )}
                <CheckoutGuestForm
                  salutations={salutations}
                  countries={countries}
                  initial={customer}
                  result={actionData?.intent === 'guest' ? actionData : undefined}
                  busy={busy}
                  action={checkoutPath}
                  form={Form}
                />
              </>
            )}
          </section>

          {/* Spec §4: a virtual cart (downloads only) has no shipping step. */}
          {!state.virtual && (
            <CheckoutMethodForm
              kind="shipping"
              methods={shippingMethods}
              selectedId={state.shippingMethodId ?? null}
              enabled={canEnterStep('shipping', state)}
              error={actionData?.intent === 'shipping' ? actionData.formError : undefined}
              busy={busy}
              action={checkoutPath}
              form={Form}
            />
          )}
          <CheckoutMethodForm
            kind="payment"
            methods={paymentMethods}
            selectedId={state.paymentMethodId ?? null}
            enabled={canEnterStep('payment', state)}
            error={actionData?.intent === 'payment' ? actionData.formError : undefined}
            busy={busy}
            action={checkoutPath}
            form={Form}
          />
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
                <span>{formatPrice(item.price?.totalPrice ?? 0, { currency, language: i18n.language })}</span>
              </li>
            ))}
          </ul>
          <CartSummary cart={cart} currency={currency} />
          <CheckoutOrderForm waiver={requiresWithdrawalWaiver(cart)} result={orderError ?? undefined} busy={busy} action={checkoutPath} form={Form} />
        </section>
      </div>
      <StickySummary total={formatPrice(getCartTotal(cart), { currency, language: i18n.language })} href={`#${current}`} label={next} />
    </div>
  );
}

