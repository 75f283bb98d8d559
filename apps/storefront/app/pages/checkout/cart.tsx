import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { readCart, readContext } from '@gipfel/api';
import {
  CartLineItem,
  CartSummary,
  formatPrice,
  FreeShippingProgress,
  getCartTotal,
  getCartMessages,
  isCartEmpty,
  mergeCartMessages,
  performCartAction,
  translateCartMessage,
  useSharedCart,
  type CartMessage,
} from '@gipfel/cart';
import { localizePath } from '@gipfel/i18n';
import { Button, TextField } from '@gipfel/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { StickySummary } from '../../components/sticky-summary';
import { freeShippingThreshold } from '../../lib/free-shipping';
import { useLanguage } from '../../lib/language';
import { pageMeta } from '../../lib/page-meta';
import { safeReturnPath } from '../../lib/return-path';
import { withShop } from '../../lib/shop-route.server';
import * as styles from '../../styles/cart.css';
import * as shell from '../../styles/shell.css';

export const meta = pageMeta('checkout-cart');


export const loader = withShop(async ({ client, headers }, _args: LoaderFunctionArgs) => {
  const [cart, context] = await Promise.all([readCart(client), readContext(client)]);
  headers.set('Cache-Control', 'no-store');
  return { cart, currency: context.currency?.isoCode === 'EUR' ? 'EUR' : 'CHF' } as const;
});

/** Cart messages about a product line the shop changed on the way in. */
const adjustedQuantityTexts = new Set<string>(['productStockReached', 'productOutOfStock', 'purchaseStepsQuantity', 'minOrderQuantity', 'productNotFound']);

export const action = withShop(async ({ client }, { request }: ActionFunctionArgs) => {
  const form = await request.formData();
  // Maintenance gets its page; every other failure is a message on the cart page.
  const result = await performCartAction(client, form);
  const returnTo = safeReturnPath(form.get('returnTo'));
  // Without JavaScript, adding from a product or category page goes back there (post/redirect/get);
  // the JavaScript path submits without returnTo and stays where it is. A failed add stays on the
  // cart page, which says what went wrong (a redirect would lose the message), and so does an add
  // whose quantity the shop adjusted.
  // A quantity the shop adjusted (stock, minimum, steps) is said here too: a redirect would lose it.
  const adjusted = result.messages.some((m) => m.textKey !== null && adjustedQuantityTexts.has(m.textKey));
  if ((result.intent === 'add-to-cart' || result.intent === 'add-bundle') && returnTo && result.cart && !adjusted) {
    throw redirect(returnTo, 303);
  }
  return { messages: result.messages };
});

function CartMessages({ messages }: { messages: CartMessage[] }) {
  const { t } = useTranslation('cart');
  if (!messages.length) return null;
  return (
    <ul className={styles.messages} role="status">
      {messages.map((m) => (
        <li key={m.id} className={styles.message} data-type={m.type}>
          {translateCartMessage(m, t)}
        </li>
      ))}
    </ul>
  );
}

export default function CartPage() {
  const loaded = useLoaderData<typeof loader>();
  // Follows the other tabs live (their side cart or cart page) and tells them about changes made here.
  const cart = useSharedCart(loaded.cart);
  const { currency } = loaded;
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const navigation = useNavigation();
  const language = useLanguage();
  const { t } = useTranslation('storefront');
  const busy = fetcher.state !== 'idle' || navigation.state === 'submitting';
  // The cart's own errors of this read (e.g. an item sold out meanwhile) and those of the last action, each once.
  const loadedMessages = useMemo(() => getCartMessages(loaded.cart), [loaded.cart]);
  const messages = mergeCartMessages(loadedMessages, (fetcher.data ?? actionData)?.messages ?? []);
  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post' });

  if (isCartEmpty(cart)) {
    return (
      <>
        <PageTitle pageId="checkout-cart" />
        <CartMessages messages={messages} />
        <p>{t('cart.empty')}</p>
        <p>
          <a href={localizePath('/', language)} className={shell.standaloneLink}>
            {t('cart.continueShopping')}
          </a>
        </p>
      </>
    );
  }

  return (
    <div className={styles.withStickySummary}>
      <PageTitle pageId="checkout-cart" />
      <CartMessages messages={messages} />
      <div className={styles.layout}>
        <section aria-label={t('cart.items')} aria-busy={busy || undefined}>
          <ul className={styles.lines}>
            {(cart.lineItems ?? []).map((item) => (
              <li key={item.id}>
                <CartLineItem
                  lineItem={item}
                  currency={currency}
                  disabled={busy}
                  onChangeQuantity={(lineItemId, quantity) => submit({ intent: 'change-quantity', lineItemId, quantity: String(quantity) })}
                  onRemove={(lineItemId) => submit({ intent: 'remove', lineItemId })}
                />
              </li>
            ))}
          </ul>
        </section>
        <aside className={styles.aside}>
          <FreeShippingProgress cart={cart} threshold={freeShippingThreshold[currency]} currency={currency} />
          <CartSummary cart={cart} currency={currency} />
          <Form method="post" className={styles.promotion}>
            <input type="hidden" name="intent" value="add-promotion" />
            <TextField name="code" label={t('cart.promotionLabel')} autoComplete="off" maxLength={100} />
            <Button type="submit" variant="secondary">
              {t('cart.promotionSubmit')}
            </Button>
          </Form>
          <a className={styles.checkoutLink} href={localizePath('/checkout', language)}>
            {t('cart.toCheckout')}
          </a>
        </aside>
      </div>
      <StickySummary total={formatPrice(getCartTotal(cart), { currency, language })} href={localizePath('/checkout', language)} label={t('cart.toCheckout')} />
    </div>
  );
}
