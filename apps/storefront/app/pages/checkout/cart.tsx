import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { readCart, readContext } from '@gipfel/api';
import { CartPageView, defaultCurrency, getCartMessages, getCartTotal, isAddedAsAsked, isCartEmpty, mergeCartMessages, performCartAction, StickySummary, useSharedCart } from '@gipfel/cart';
import { formatLocaleOf, formatMoney, useTranslation } from '@gipfel/i18n';
import { localizePath } from '../../lib/i18n/shop-locales';
import { useMemo } from 'react';
import { PageTitle } from '../../components/page-title';
import { freeShippingThresholdFor } from '../../lib/config/free-shipping';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';
import { safeReturnPath } from '../../lib/routing/return-path';
import { withShop } from '../../lib/server/shop-route.server';
import { moneyPatternsFor } from '../../lib/i18n/money-patterns.server';
import * as styles from '../../styles/cart.css';

export const meta = pageMeta('checkout-cart');

export const loader = withShop(async ({ client, language }, _args: LoaderFunctionArgs) => {
  const [cart, context] = await Promise.all([readCart(client), readContext(client)]);
  // The context's currency, whichever the shop has (the demo's francs when the context names none).
  const currency = context.currency?.isoCode ?? defaultCurrency;
  return { cart, currency, moneyPatterns: moneyPatternsFor(language, [currency]) };
});

export const action = withShop(async ({ client }, { request }: ActionFunctionArgs) => {
  const form = await request.formData();
  // Maintenance gets its page; every other failure is a message on the cart page.
  const result = await performCartAction(client, form);
  const returnTo = safeReturnPath(form.get('returnTo'));
  // Without JavaScript, adding from a product or category page goes back there (post/redirect/get);
  // the JavaScript path submits without returnTo and stays where it is. A failed add, or one whose
  // quantity the shop adjusted, stays on the cart page, which says what happened.
  if (returnTo && isAddedAsAsked(result)) throw redirect(returnTo, 303);
  return { messages: result.messages };
});

export default function CartPage() {
  const loaded = useLoaderData<typeof loader>();
  // Follows the other tabs live (their side cart or cart page) and tells them about changes made here.
  const cart = useSharedCart(loaded.cart);
  const { currency } = loaded;
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const navigation = useNavigation();
  const language = useLanguage();
  const { t } = useTranslation('cart');
  // The cart's own errors of this read (e.g. an item sold out meanwhile) and those of the last action, each once.
  const loadedMessages = useMemo(() => getCartMessages(loaded.cart), [loaded.cart]);
  const messages = mergeCartMessages(loadedMessages, (fetcher.data ?? actionData)?.messages ?? []);
  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post' });
  const checkout = localizePath('/checkout', language);
  const view = (
    <CartPageView
      cart={cart}
      currency={currency}
      messages={messages}
      busy={fetcher.state !== 'idle' || navigation.state === 'submitting'}
      freeShippingThreshold={freeShippingThresholdFor(currency)}
      hrefs={{ home: localizePath('/', language), checkout }}
      onChangeQuantity={(lineItemId, quantity) => submit({ intent: 'change-quantity', lineItemId, quantity: String(quantity) })}
      onRemove={(lineItemId) => submit({ intent: 'remove', lineItemId })}
      form={Form}
    />
  );
  if (isCartEmpty(cart)) {
    return (
      <>
        <PageTitle pageId="checkout-cart" />
        {view}
      </>
    );
  }
  return (
    <div className={styles.withStickySummary}>
      <PageTitle pageId="checkout-cart" />
      {view}
      <StickySummary total={formatMoney(getCartTotal(cart), { currency, locale: formatLocaleOf(language) })} href={checkout} label={t('page.toCheckout')} />
    </div>
  );
}
