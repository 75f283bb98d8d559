import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { defaultCurrency, getCartTotal, StickySummary } from '@gipfel/cart';
import { CheckoutPageView, checkoutStepFormId, getFirstOpenStep, loadCheckout, submitCheckoutStep } from '@gipfel/checkout';
import { formatLocaleOf, formatMoney, useTranslation } from '@gipfel/i18n';
import { localizePath } from '../../lib/i18n/shop-locales';
import { PageTitle } from '../../components/page-title';
import * as cartStyles from '../../styles/cart.css';
import { paymentReturnUrls, serializeOrderCookie, successRedirectPath } from '../../lib/session/checkout-session.server';
import { useLanguage } from '../../lib/i18n/language';
import { isSecureOrigin } from '../../lib/server/origin.server';
import { storefrontUrlFor } from '../../lib/session/auth.server';
import { pageMeta } from '../../lib/i18n/page-meta';
import { withShop } from '../../lib/server/shop-route.server';
import { moneyPatternsFor } from '../../lib/i18n/money-patterns.server';

export const meta = pageMeta('checkout');

export const loader = withShop(async ({ client, language }, { request }: LoaderFunctionArgs) => {
  const page = await loadCheckout(client);
  if (page.cartEmpty) throw redirect(localizePath('/checkout/cart', language));
  // Guests change their address in this step; a customer's addresses live in the account.
  const editAddress = new URL(request.url).searchParams.get('step') === 'delivery' && page.customer?.guest !== false;
  return { ...page, editAddress, moneyPatterns: moneyPatternsFor(language, [page.currency]) };
});

export const action = withShop(async ({ client, language, headers }, { request }: ActionFunctionArgs) => {
  const outcome = await submitCheckoutStep(client, await request.formData(), {
    storefrontUrl: storefrontUrlFor(request, language),
    returnUrls: paymentReturnUrls(request, language),
  });
  if (outcome.status === 'failed') return data(outcome.result, { status: 400 });
  if (outcome.status === 'saved') throw redirect(localizePath('/checkout', language), 303);
  const cookie = serializeOrderCookie(outcome.order, isSecureOrigin(request));
  if (cookie) headers.append('Set-Cookie', cookie);
  throw redirect(successRedirectPath(language, outcome.order.id, outcome.redirectUrl), 303);
});

export default function CheckoutPage() {
  const { editAddress, moneyPatterns: _handedToTheRoot, ...page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const language = useLanguage();
  const { t, i18n } = useTranslation('checkout');
  const { t: tShell } = useTranslation('storefront');
  const current = getFirstOpenStep(page.state);
  // The sticky summary submits the open step's form (its own button is further down), the order last.
  const next = current === 'summary' ? tShell('checkout.stickyOrder') : tShell('checkout.stickyNext', { step: t(`steps.${current}`) });
  return (
    <div className={cartStyles.withStickySummary}>
      <PageTitle pageId="checkout" />
      <CheckoutPageView
        page={page}
        editAddress={editAddress}
        result={result}
        busy={navigation.state !== 'idle'}
        paths={{
          checkout: localizePath('/checkout', language),
          login: localizePath('/login', language),
          register: localizePath('/register', language),
          addressBook: localizePath('/account/address', language),
        }}
        form={Form}
      />
      <StickySummary total={formatMoney(getCartTotal(page.cart), { currency: page.currency ?? defaultCurrency, locale: formatLocaleOf(i18n.language) })} form={checkoutStepFormId(current)} label={next} />
    </div>
  );
}
