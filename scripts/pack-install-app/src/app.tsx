import { useEffect, useState } from 'react';
import { useTranslation } from '@gipfel/i18n';
import {
  addLineItems,
  createStoreApiClient,
  listingCriteriaToQuery,
  parseListingQuery,
  readCart,
  readContext,
  readProductListing,
  removeLineItems,
  resolveSeoPath,
  updateLineItems,
  translatedText,
  type ListingCriteria,
  type Schemas,
} from '@gipfel/api';
import { RichTextProvider, useSanitizedHtml } from '@gipfel/cms';
import { sanitizeHtmlInBrowser } from '@gipfel/cms/browser';
import { FilterPanel, findVariantPath, loadProductPage, ProductDetail, ProductGrid, type ProductPage } from '@gipfel/listing';
import { LoginForm, signIn, type LoginError } from '@gipfel/account';
import { CartLineItem, CartProvider, CartSummary, createCartStore, getCartItemCount, useCart, watchCartMerge, type CartApi, type CartStore } from '@gipfel/cart';
import {
  CheckoutGuestForm,
  CheckoutMethodForm,
  CheckoutOrderForm,
  CheckoutProvider,
  OrderOutcome,
  canEnterStep,
  createCheckoutStore,
  requiresWithdrawalWaiver,
  useCheckout,
  useSubmitForm,
} from '@gipfel/checkout';

// Same origin: Vite's proxy forwards /store-api to the Store API and adds the access key.
const client = createStoreApiClient({
  endpoint: '/store-api',
  accessKey: 'proxy',
  contextToken: sessionStorage.getItem('context-token') ?? undefined,
  onContextToken: (token) => sessionStorage.setItem('context-token', token),
});

const cartApi: CartApi = {
  getCart: () => readCart(client),
  addLineItems: (items) => addLineItems(client, { items }),
  updateLineItems: (items) => updateLineItems(client, { items }),
  removeLineItems: (ids) => removeLineItems(client, { ids }),
};

type Listing = Schemas['ProductListingResult'];

/** The product a card links to (its SEO path or `/detail/<id>`; vite serves the app for every path), or null for the listing. */
async function productIdOf(path: string): Promise<string | null> {
  const technical = /^\/detail\/([0-9a-f]{32})$/.exec(path)?.[1];
  const seoUrl = technical || path === '/' ? null : await resolveSeoPath(client, { path });
  return technical ?? (seoUrl?.routeName === 'frontend.detail.page' ? seoUrl.foreignKey : null);
}

export function App() {
  const [categoryId, setCategoryId] = useState<string>();
  const [product, setProduct] = useState<ProductPage>();
  const [store, setStore] = useState<CartStore>();
  const [criteria, setCriteria] = useState<ListingCriteria>(() => parseListingQuery(new URLSearchParams(location.search)));
  const [listing, setListing] = useState<Listing>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);

  // The context first (it makes the token), then the cart and the product of the path; else the listing follows the category.
  useEffect(() => {
    readContext(client)
      .then(async (context) => {
        const [cart, productId] = await Promise.all([readCart(client), productIdOf(location.pathname)]);
        if (productId) setProduct(await loadProductPage(client, { productId }));
        else setCategoryId(context.salesChannel.navigationCategoryId);
        setStore(createCartStore(cart, cartApi));
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    if (!categoryId) return;
    let current = true;
    readProductListing(client, { categoryId, criteria: { ...criteria, limit: criteria.limit ?? 24 } })
      .then((result) => current && setListing(result))
      .catch(() => current && setFailed(true))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [categoryId, criteria]);

  function apply(next: ListingCriteria) {
    const query = listingCriteriaToQuery(next).toString();
    history.pushState(null, '', query ? `?${query}` : location.pathname);
    setLoading(true);
    setCriteria(next);
  }

  if (failed) return <p role="alert">The shop is not reachable.</p>;
  if (!store) return <p>Loading…</p>;
  // No server here: rich text (a product's description) is sanitised in the browser, by DOMPurify.
  return (
    <RichTextProvider sanitize={sanitizeHtmlInBrowser}>
      <CartProvider store={store}>
        <header>
          <a href="/">Gipfel packages demo</a>
          <CartCount />
          <SignIn />
        </header>
        <main style={{ display: 'grid', gridTemplateColumns: 'minmax(14rem, 1fr) 3fr minmax(16rem, 1.5fr)', gap: '2rem' }}>
          {product ? (
            <div style={{ gridColumn: 'span 2' }}>
              <Product page={product} />
            </div>
          ) : (
            <>
              {listing ? <FilterPanel listing={listing} criteria={criteria} onApply={apply} /> : null}
              <div>
                <p data-testid="listing-total">{listing?.total ?? 0} products</p>
                <Products products={listing?.elements ?? []} loading={loading} />
              </div>
            </>
          )}
          <div>
            <Cart />
            <CheckoutButton onClick={() => setCheckingOut(true)} />
          </div>
        </main>
        {checkingOut ? <Checkout /> : null}
      </CartProvider>
    </RichTextProvider>
  );
}

function Products({ products, loading }: { products: Schemas['Product'][]; loading: boolean }) {
  const addProduct = useCart((state) => state.addProduct);
  return <ProductGrid products={products} loading={loading} onAddToCart={(productId, quantity) => void addProduct(productId, quantity)} />;
}

/** @gipfel/listing's product page; a variant choice goes to the variant's path. */
function Product({ page }: { page: ProductPage }) {
  const addProduct = useCart((state) => state.addProduct);
  const adding = useCart((state) => state.status === 'pending');
  async function selectVariant(optionIds: string[], switchedGroupId: string) {
    const path = await findVariantPath(client, { productId: page.product.id, optionIds, switchedGroupId });
    if (path) location.assign(path);
  }
  const descriptionHtml = useSanitizedHtml(translatedText(page.product, 'description'));
  return <ProductDetail product={page.product} configurator={page.configurator} descriptionHtml={descriptionHtml} onAddToCart={(id, quantity) => void addProduct(id, quantity)} adding={adding} onSelectVariant={(ids, group) => void selectVariant(ids, group)} />;
}

function CartCount() {
  const count = useCart((state) => getCartItemCount(state.cart));
  return (
    <p>
      Cart: <span data-testid="cart-count">{count}</span>
    </p>
  );
}

function Cart() {
  const cart = useCart((state) => state.cart);
  const pending = useCart((state) => state.status === 'pending');
  const changeQuantity = useCart((state) => state.changeQuantity);
  const removeItem = useCart((state) => state.removeItem);
  return (
    <aside aria-label="Cart" data-testid="cart">
      {cart.lineItems?.map((item) => (
        <CartLineItem
          key={item.id}
          lineItem={item}
          disabled={pending}
          onChangeQuantity={(id, quantity) => void changeQuantity(id, quantity)}
          onRemove={(id) => void removeItem(id)}
        />
      ))}
      <CartSummary cart={cart} />
    </aside>
  );
}

function CheckoutButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('cart');
  const empty = useCart((state) => getCartItemCount(state.cart) === 0);
  return (
    <button type="button" disabled={empty} onClick={onClick}>
      {t('sideCart.toCheckout')}
    </button>
  );
}

/** The whole checkout from the package's store, forms and outcome: the glue is which form calls which action. */
function Checkout() {
  const [store] = useState(() =>
    createCheckoutStore({
      client,
      storefrontUrl: location.origin,
      returnUrls: (orderId) => ({ finishUrl: `${location.origin}/?paid=${orderId}`, errorUrl: `${location.origin}/?unpaid=${orderId}` }),
    }),
  );
  useEffect(() => void store.getState().load(), [store]);
  return (
    <CheckoutProvider store={store}>
      <section aria-label="Checkout" data-testid="checkout">
        <CheckoutSteps />
      </section>
    </CheckoutProvider>
  );
}

function CheckoutSteps() {
  const { page, result, placed, status } = useCheckout((state) => state);
  const { submitGuest, chooseMethod, placeOrder } = useCheckout((state) => state);
  const refreshCart = useCart((state) => state.refresh);
  const guestForm = useSubmitForm((data) => void submitGuest(data));
  const shippingForm = useSubmitForm((data) => void chooseMethod('shipping', data));
  const paymentForm = useSubmitForm((data) => void chooseMethod('payment', data));
  const orderForm = useSubmitForm((data) => void placeOrder(data).then((ok) => ok && refreshCart()));
  const busy = status === 'pending';
  if (placed) return <OrderOutcome order={placed.order} contactHref="#contact" headingLevel={2} />;
  if (!page) return <p role="status">{status === 'error' ? 'The shop is not reachable.' : 'Loading…'}</p>;
  const { state } = page;
  return (
    <>
      {!state.hasAddress && (
        <CheckoutGuestForm salutations={page.salutations} countries={page.countries} initial={page.customer} result={result?.intent === 'guest' ? result : undefined} busy={busy} action="#" form={guestForm} />
      )}
      {!state.virtual && (
        <CheckoutMethodForm kind="shipping" methods={page.shippingMethods} selectedId={state.shippingMethodId ?? null} enabled={canEnterStep('shipping', state)} error={result?.intent === 'shipping' ? result.formError : undefined} busy={busy} action="#" form={shippingForm} />
      )}
      <CheckoutMethodForm kind="payment" methods={page.paymentMethods} selectedId={state.paymentMethodId ?? null} enabled={canEnterStep('payment', state)} error={result?.intent === 'payment' ? result.formError : undefined} busy={busy} action="#" form={paymentForm} />
      <CheckoutOrderForm waiver={requiresWithdrawalWaiver(page.cart)} result={result?.intent === 'order' ? result : undefined} busy={busy} action="#" form={orderForm} />
    </>
  );
}

/** Sign-in with @gipfel/account's form and operation; the cart store hears of a merged cart. */
function SignIn() {
  const [error, setError] = useState<LoginError | null>(null);
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState<string | null>(null);
  const refreshCart = useCart((state) => state.refresh);
  if (signedIn) return <p data-testid="signed-in">{signedIn}</p>;
  return (
    <LoginForm
      error={error}
      pending={pending}
      onSubmit={async (credentials) => {
        setPending(true);
        const watch = await watchCartMerge(client);
        const result = await signIn(client, credentials).catch(() => ({ ok: false, error: 'generic' }) as const);
        setPending(false);
        if (!result.ok) return setError(result.error);
        await watch.merged();
        await refreshCart();
        setSignedIn(credentials.username);
      }}
    />
  );
}
