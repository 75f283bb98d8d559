import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { readCart, readContext, readCountries, readPaymentMethods, readSalutations, readShippingMethods } from '@gipfel/api';
import { CartSummary, formatPrice, isCartEmpty } from '@gipfel/cart';
import { CheckoutSteps, canEnterStep, getCheckoutState, getFirstOpenStep, requiresWithdrawalWaiver } from '@gipfel/checkout';
import { localizePath } from '@gipfel/i18n';
import { Button, Checkbox } from '@gipfel/ui';
import { useTranslation } from 'react-i18next';
import { CheckoutGuestForm } from '../../components/checkout-guest-form';
import { CheckoutMethodForm } from '../../components/checkout-method-form';
import { PageTitle } from '../../components/page-title';
import { chooseMethod, orderErrorKey, placeOrder, readGuestForm, registerGuest, serializeOrderCookie, type CheckoutActionResult } from '../../lib/checkout.server';
import { languageOf, useLanguage } from '../../lib/language';
import { publicOrigin } from '../../lib/origin.server';
import { pageMeta } from '../../lib/page-meta';
import { createLocalizedStoreApiSession, toErrorResponse } from '../../lib/store-api.server';
import * as styles from '../../styles/checkout.css';

export const meta = pageMeta('checkout');

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  const [cart, context, shipping, payment, salutations, countries] = await Promise.all([
    readCart(client),
    readContext(client),
    readShippingMethods(client, { onlyAvailable: true }),
    readPaymentMethods(client, { onlyAvailable: true }),
    readSalutations(client),
    readCountries(client),
  ]).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  if (isCartEmpty(cart)) throw redirect(localizePath('/checkout/cart', language), { headers });
  headers.set('Cache-Control', 'no-store');
  const customer = context.customer;
  const billing = customer?.activeBillingAddress;
  const delivery = customer?.activeShippingAddress ?? billing;
  // A guest or customer may have the goods delivered to someone else (Shopware's active shipping address).
  const separate = !!billing && !!delivery && delivery.id !== billing.id;
  // Guests change their address in this step; a customer's addresses live in the account.
  const editAddress = new URL(request.url).searchParams.get('step') === 'delivery' && customer?.guest !== false;
  const countryOptions = (countries.elements ?? []).map((c) => ({ value: c.id, label: c.translated?.name ?? c.name ?? '', iso: c.iso ?? '' }));
  const shown = (address: NonNullable<typeof billing>) => ({
    name: `${address.firstName || customer?.firstName || ''} ${address.lastName || customer?.lastName || ''}`.trim(),
    company: address.company ?? '',
    street: address.street ?? '',
    place: `${address.zipcode ?? ''} ${address.city ?? ''}`.trim(),
    country: countryOptions.find((c) => c.value === address.countryId)?.label ?? '',
  });
  return data(
    {
      cart,
      currency: context.currency?.isoCode ?? 'CHF',
      state: getCheckoutState(context, cart),
      editAddress,
      deliveryAddress: delivery ? shown(delivery) : null,
      billingAddress: separate && billing ? shown(billing) : null,
      customer: customer
        ? {
            guest: customer.guest !== false,
            salutationId: customer.salutationId ?? '',
            firstName: customer.firstName ?? '',
            lastName: customer.lastName ?? '',
            email: customer.email ?? '',
            street: billing?.street ?? '',
            zipcode: billing?.zipcode ?? '',
            city: billing?.city ?? '',
            countryId: billing?.countryId ?? '',
            differentShipping: separate ? 'on' : '',
            shippingSalutationId: separate ? (delivery?.salutationId ?? '') : '',
            shippingFirstName: separate ? (delivery?.firstName ?? '') : '',
            shippingLastName: separate ? (delivery?.lastName ?? '') : '',
            shippingStreet: separate ? (delivery?.street ?? '') : '',
            shippingZipcode: separate ? (delivery?.zipcode ?? '') : '',
            shippingCity: separate ? (delivery?.city ?? '') : '',
            shippingCountryId: separate ? (delivery?.countryId ?? '') : '',
          }
        : null,
      shippingMethods: (shipping.elements ?? []).map((m) => ({ id: m.id, name: m.translated?.name ?? m.name ?? '', description: m.translated?.description ?? m.description ?? '' })),
      paymentMethods: (payment.elements ?? []).map((m) => ({ id: m.id, name: m.translated?.name ?? m.name ?? '', description: m.translated?.description ?? m.description ?? '' })),
      salutations: (salutations.elements ?? []).map((s) => ({ value: s.id, label: s.translated?.displayName ?? s.displayName ?? '' })),
      countries: countryOptions,
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const language = languageOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  const checkoutPath = localizePath('/checkout', language);
  const origin = publicOrigin(request);
  const fail = (result: CheckoutActionResult) => data(result, { status: 400, headers });

  if (intent === 'guest') {
    const result = await registerGuest(client, readGuestForm(form), origin);
    if (result.intent === 'guest' && !Object.keys(result.errors).length && !result.formError) throw redirect(checkoutPath, { status: 303, headers });
    return fail(result);
  }

  if (intent === 'shipping' || intent === 'payment') {
    const result = await chooseMethod(client, intent, form.get(intent === 'shipping' ? 'shippingMethodId' : 'paymentMethodId'));
    if (!result) throw redirect(checkoutPath, { status: 303, headers });
    return fail(result);
  }

  if (intent === 'order') {
    const termsAccepted = form.get('tos') === 'on';
    const waiverAccepted = form.get('withdrawalWaiver') === 'on';
    const [cart, context] = await Promise.all([readCart(client), readContext(client)]).catch((error: unknown) => {
      throw toErrorResponse(error);
    });
    const state = getCheckoutState(context, cart, { termsAccepted, withdrawalWaiverAccepted: waiverAccepted });
    const orderFail = (formError: string) => fail({ intent: 'order', formError, termsAccepted, waiverAccepted });
    if (isCartEmpty(cart)) return orderFail('checkout.cartEmpty');
    if (!state.hasAddress) return orderFail('checkout.addressMissing');
    if ((!state.shippingMethodId && !state.virtual) || !state.paymentMethodId) return orderFail('checkout.methodsMissing');
    if (!termsAccepted) return orderFail('checkout.termsRequired');
    if (requiresWithdrawalWaiver(cart) && !waiverAccepted) return orderFail('checkout.withdrawalWaiverRequired');
    let placed;
    try {
      placed = await placeOrder(client, origin, checkoutPath.replace(/\/checkout$/, ''));
    } catch (error) {
      const key = orderErrorKey(error);
      if (!key) throw toErrorResponse(error);
      return orderFail(key);
    }
    const cookie = serializeOrderCookie(placed.order, new URL(request.url).protocol === 'https:');
    if (cookie) headers.append('Set-Cookie', cookie);
    const successPath = `${checkoutPath}/success/${placed.order.id}`;
    throw redirect(placed.redirectUrl ? `${successPath}?redirect=${encodeURIComponent(placed.redirectUrl)}` : successPath, { status: 303, headers });
  }

  return fail({ intent: 'order', formError: 'checkout.orderFailed' });
}

interface AddressLines {
  name: string;
  company: string;
  street: string;
  place: string;
  country: string;
}

function ShownAddress({ address, email }: { address: AddressLines; email?: string }) {
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
  const { t, i18n } = useTranslation('storefront');
  const busy = navigation.state !== 'idle';
  const current = getFirstOpenStep(state);
  const checkoutPath = localizePath('/checkout', language);
  const orderError = actionData?.intent === 'order' ? actionData : null;
  const waiver = requiresWithdrawalWaiver(cart);

  return (
    <>
      <PageTitle pageId="checkout" />
      <CheckoutSteps current={current} state={state} hrefs={{ delivery: `${checkoutPath}?step=delivery#delivery`, shipping: '#shipping', payment: '#payment', summary: '#summary' }} />
      <div className={styles.layout}>
        <div className={styles.steps}>
          <section id="delivery" className={styles.section} aria-labelledby="checkout-delivery">
            <h2 id="checkout-delivery" className={styles.heading}>
              {t('checkout.deliveryHeading')}
            </h2>
            {state.hasAddress && customer && deliveryAddress && !editAddress ? (
              <div>
                <p>{t('checkout.deliveringTo')}</p>
                <ShownAddress address={deliveryAddress} email={billingAddress ? undefined : customer.email} />
                {billingAddress && (
                  <>
                    <p>{t('checkout.billingTo')}</p>
                    <ShownAddress address={billingAddress} email={customer.email} />
                  </>
                )}
                {customer.guest ? (
                  <a href={`${checkoutPath}?step=delivery#delivery`}>{t('checkout.guestChange')}</a>
                ) : (
                  <a href={`${localizePath('/account/address', language)}?from=checkout`}>{t('checkout.manageAddresses')}</a>
                )}
              </div>
            ) : (
              <>
                {!customer && (
                  <div className={styles.accountChoice}>
                    <p>
                      {t('checkout.accountPrompt')} <a href={`${localizePath('/login', language)}?redirectTo=${encodeURIComponent(checkoutPath)}`}>{t('checkout.signIn')}</a>
                    </p>
                    <p>
                      {t('checkout.registerPrompt')} <a href={`${localizePath('/register', language)}?redirectTo=${encodeURIComponent(checkoutPath)}`}>{t('checkout.register')}</a>
                    </p>
                    <p>{t('checkout.guestPrompt')}</p>
                  </div>
                )}
                <CheckoutGuestForm
                salutations={salutations}
                countries={countries}
                initial={customer}
                result={actionData?.intent === 'guest' ? actionData : undefined}
                busy={busy}
                action={checkoutPath}
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
          />
        </div>

        <section id="summary" className={styles.summary} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className={styles.heading}>
            {t('checkout.summaryHeading')}
          </h2>
          <ul className={styles.lineItems}>
            {(cart.lineItems ?? []).map((item) => (
              <li key={item.id} className={styles.lineItem}>
                <span>
                  {t('checkout.quantity', { count: item.quantity ?? 1 })} {item.label}
                </span>
                <span>{formatPrice(item.price?.totalPrice ?? 0, { currency, language: i18n.language })}</span>
              </li>
            ))}
          </ul>
          <CartSummary cart={cart} currency={currency} />
          <Form method="post" action={checkoutPath} className={styles.form}>
            <input type="hidden" name="intent" value="order" />
            {orderError && (
              <p className={styles.error} role="alert">
                {t(orderError.formError)}
              </p>
            )}
            <Checkbox
              name="tos"
              label={t('checkout.terms')}
              required
              defaultChecked={orderError?.termsAccepted}
              error={orderError?.formError === 'checkout.termsRequired' ? t('checkout.termsRequired') : undefined}
            />
            {waiver && (
              <Checkbox
                name="withdrawalWaiver"
                label={t('checkout.withdrawalWaiver')}
                required
                defaultChecked={orderError?.waiverAccepted}
                error={orderError?.formError === 'checkout.withdrawalWaiverRequired' ? t('checkout.withdrawalWaiverRequired') : undefined}
              />
            )}
            <Button type="submit" disabled={busy}>
              {t('checkout.placeOrder')}
            </Button>
          </Form>
        </section>
      </div>
    </>
  );
}

