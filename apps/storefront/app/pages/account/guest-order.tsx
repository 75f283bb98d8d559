import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GuestOrderForm, OrderDetail, validateGuestOrder } from '@gipfel/account';
import { loadGuestOrder } from '@gipfel/checkout';
import { localizePath } from '../../lib/i18n/shop-locales';
import { PageTitle } from '../../components/page-title';
import { readOrderAccess, serializeOrderCookie } from '../../lib/session/checkout-session.server';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';
import { isSecureOrigin } from '../../lib/server/origin.server';
import { withShop } from '../../lib/server/shop-route.server';

export const meta = pageMeta('account-order-guest');

/**
 * The order mail's deep link of a guest (`/account/order/{deepLinkCode}`, Shopware's
 * `frontend.account.order.single.page`): the order when the short-lived order cookie already
 * authenticates this deep link, else the guest authentication form.
 */
export const loader = withShop(async ({ client }, { request, params }: LoaderFunctionArgs) => {
  const deepLinkCode = params.deepLinkCode ?? '';
  const access = readOrderAccess(request);
  const loaded = access && access.deepLinkCode === deepLinkCode ? await loadGuestOrder(client, access) : null;
  return data({ order: loaded?.order ?? null });
});

/**
 * Guest authentication: the order's email and postal code. A match keeps the access in the order
 * cookie (httpOnly, an hour) and shows the order (post/redirect/get); any mismatch answers one
 * message, the typed email and postal code kept.
 */
export const action = withShop(async ({ client, language, headers }, { request, params }: ActionFunctionArgs) => {
  const deepLinkCode = params.deepLinkCode ?? '';
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const zipcode = String(form.get('zipcode') ?? '').trim();
  const errors = validateGuestOrder({ email, zipcode });
  if (Object.keys(errors).length) return data({ email, zipcode, errors, notFound: false }, { status: 400 });
  const loaded = await loadGuestOrder(client, { deepLinkCode, email, zipcode });
  if (!loaded) return data({ email, zipcode, errors: {}, notFound: true }, { status: 400 });
  const cookie = serializeOrderCookie(loaded.order, isSecureOrigin(request));
  if (cookie) headers.append('Set-Cookie', cookie);
  throw redirect(localizePath(`/account/order/${encodeURIComponent(deepLinkCode)}`, language), 303);
});

export default function GuestOrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const language = useLanguage();
  return (
    <>
      <PageTitle pageId="account-order-guest" />
      {order ? (
        <OrderDetail order={order} language={language} paymentChangeable={false} />
      ) : (
        <GuestOrderForm defaultEmail={result?.email} defaultZipcode={result?.zipcode} errors={result?.errors} notFound={result?.notFound} pending={navigation.state === 'submitting'} />
      )}
    </>
  );
}
