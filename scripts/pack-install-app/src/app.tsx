import { useEffect, useState, type DependencyList, type FormEvent, type ReactNode } from 'react';
import { Link, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { listingCriteriaToQuery, parseListingQuery, readProductListing, resolveSeoPath, translatedText, type ListingCriteria, type Schemas } from '@gipfel/api';
import { LinkProvider, type AppLinkProps } from '@gipfel/ui';
import { RichTextProvider, useSanitizedHtml } from '@gipfel/cms';
import { sanitizeHtmlInBrowser } from '@gipfel/cms/browser';
import { FilterPanel, findVariantPath, ListingLinkProvider, ListingToolbar, loadProductPage, ProductDetail, ProductGrid } from '@gipfel/listing';
import { loadOrderPage, loadProductsByIds, LoginForm, OrderPageView, useWishlist, WishlistCount, WishlistEmpty, WishlistToggle, type LoginError } from '@gipfel/account';
import { CartPageView, getCartItemCount, useCart } from '@gipfel/cart';
import { CheckoutPageView, CheckoutProvider, OrderOutcome, createCheckoutStore, useCheckout } from '@gipfel/checkout';
import { createContextTokenStorage, ShopProvider, useShop, useShopSession, type ShopOptions } from '@gipfel/shop';

/** Packages' links go through the router. */
const RouterLink = ({ href, ...props }: AppLinkProps) => <Link to={href} {...props} />;
const heart = (product: Schemas['Product']) => <WishlistToggle productId={product.id} productName={translatedText(product, 'name')} size="sm" />;

/** Loads with the shop's client when `deps` change; undefined while loading, null when it failed. */
function useLoaded<T>(load: (client: ReturnType<typeof useShop>['client']) => Promise<T>, deps: DependencyList): T | null | undefined {
  const { client } = useShop();
  const [value, setValue] = useState<{ deps: DependencyList; data: T | null }>();
  useEffect(() => {
    let current = true;
    load(client).then((data) => current && setValue({ deps, data }), () => current && setValue({ deps, data: null }));
    return () => void (current = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value && value.deps.every((dep, i) => Object.is(dep, deps[i])) ? value.data : undefined;
}

export function App({ storeApiLanguage }: { storeApiLanguage: ShopOptions['language'] }) {
  // Same origin: Vite's proxy forwards /store-api and adds the access key; the token lives in this tab.
  const [options] = useState<ShopOptions>(() => ({ endpoint: '/store-api', accessKey: 'proxy', tokenStorage: createContextTokenStorage('session'), language: storeApiLanguage }));
  const navigate = useNavigate();
  return (
    <ShopProvider options={options}>
      <LinkProvider component={RouterLink}>
        <ListingLinkProvider localizeHref={(path) => path} renderWishlistButton={heart} navigate={(href) => navigate(href)}>
          {/* No server here: rich text (a product's description) is sanitised in the browser, by DOMPurify. */}
          <RichTextProvider sanitize={sanitizeHtmlInBrowser}>
            <Shop />
          </RichTextProvider>
        </ListingLinkProvider>
      </LinkProvider>
    </ShopProvider>
  );
}

function Shop() {
  const status = useShopSession((s) => s.status);
  if (status === 'error') return <p role="alert">The shop is not reachable.</p>;
  if (status !== 'success') return <p>Loading…</p>;
  return (
    <>
      <Header />
      <main>
        <Routes>
          <Route path="/" element={<Listing />} />
          <Route path="/cart" element={<Cart />} />
          <Route path="/checkout" element={<Checkout />} />
          <Route path="/login" element={<SignIn />} />
          <Route path="/account/orders" element={<Orders />} />
          <Route path="/wishlist" element={<Wishlist />} />
          <Route path="/detail/:productId" element={<Product />} />
          <Route path="*" element={<Product />} />
        </Routes>
      </main>
    </>
  );
}

function Header() {
  const shop = useShop();
  const customer = useShopSession((s) => s.customer);
  const count = useCart((s) => getCartItemCount(s.cart));
  return (
    <header style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      <Link to="/">Gipfel packages shop</Link>
      <Link to="/cart">
        Cart (<span data-testid="cart-count">{count}</span>)
      </Link>
      <Link to="/wishlist">
        Wishlist <WishlistCount />
      </Link>
      {customer && !customer.guest ? (
        <>
          <Link to="/account/orders">My orders</Link>
          <span data-testid="signed-in">{customer.email}</span>
          <button type="button" onClick={() => void shop.signOut()}>
            Sign out
          </button>
        </>
      ) : (
        <Link to="/login">Sign in</Link>
      )}
    </header>
  );
}

/** The sales channel's catalogue: filters and sorting in the URL. */
function Listing() {
  const [params, setParams] = useSearchParams();
  const categoryId = useShopSession((s) => s.context?.salesChannel.navigationCategoryId ?? '');
  const currency = useShopSession((s) => s.currency?.isoCode);
  const query = params.toString();
  const criteria = parseListingQuery(params);
  const listing = useLoaded((client) => readProductListing(client, { categoryId, criteria: { ...criteria, limit: criteria.limit ?? 24 } }), [categoryId, query]);
  const [shown, setShown] = useState<Schemas['ProductListingResult']>();
  if (listing && listing !== shown) setShown(listing);
  const addProduct = useCart((s) => s.addProduct);
  const apply = (next: ListingCriteria) => setParams(listingCriteriaToQuery(next));
  if (listing === null) return <p role="alert">The shop is not reachable.</p>;
  if (!shown) return <p>Loading…</p>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(14rem, 1fr) 3fr', gap: '2rem' }}>
      <FilterPanel listing={shown} criteria={criteria} onApply={apply} currency={currency} />
      <div>
        <p data-testid="listing-total">{shown.total ?? 0} products</p>
        <ListingToolbar listing={shown} criteria={criteria} onSortChange={(order) => apply({ ...criteria, order, p: 1 })} />
        <ProductGrid products={shown.elements ?? []} currency={currency} loading={!listing} onAddToCart={(id, quantity) => void addProduct(id, quantity)} />
      </div>
    </div>
  );
}

/** `@gipfel/listing`'s product page for `/detail/<id>` or a product's SEO path. */
function Product() {
  const { productId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { client } = useShop();
  const page = useLoaded(async (c) => {
    const id = productId ?? (await resolveSeoPath(c, { path: pathname }))?.foreignKey;
    return id ? loadProductPage(c, { productId: id }) : null;
  }, [productId, pathname]);
  const addProduct = useCart((s) => s.addProduct);
  const adding = useCart((s) => s.status === 'pending');
  const currency = useShopSession((s) => s.currency?.isoCode);
  const descriptionHtml = useSanitizedHtml(page ? translatedText(page.product, 'description') : '');
  if (page === null) return <p role="alert">This product was not found.</p>;
  if (!page) return <p>Loading…</p>;
  const selectVariant = (optionIds: string[], switchedGroupId: string) =>
    void findVariantPath(client, { productId: page.product.id, optionIds, switchedGroupId }).then((path) => path && navigate(path));
  return <ProductDetail product={page.product} currency={currency} configurator={page.configurator} descriptionHtml={descriptionHtml} onAddToCart={(id, quantity) => void addProduct(id, quantity)} adding={adding} onSelectVariant={selectVariant} />;
}

function Cart() {
  const { cart, status, errors, changeQuantity, removeItem } = useCart((s) => s);
  const currency = useShopSession((s) => s.currency?.isoCode ?? 'EUR');
  return (
    <section aria-label="Cart" data-testid="cart">
      <h1>Cart</h1>
      <CartPageView cart={cart} currency={currency} messages={errors} busy={status === 'pending'} freeShippingThreshold={100} hrefs={{ home: '/', checkout: '/checkout' }} onChangeQuantity={(id, quantity) => void changeQuantity(id, quantity)} onRemove={(id) => void removeItem(id)} form={PromotionForm} />
    </section>
  );
}

/** The cart page's promotion form, answered by the cart store instead of a server. */
function PromotionForm({ className, children }: { className: string; children: ReactNode }) {
  const addPromotionCode = useCart((s) => s.addPromotionCode);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void addPromotionCode(String(new FormData(event.currentTarget).get('code') ?? ''));
  };
  return (
    <form className={className} onSubmit={submit}>
      {children}
    </form>
  );
}

/** The whole checkout: @gipfel/checkout's page in store mode (no router forms); after the order the shop refreshes (a new, empty cart). */
function Checkout() {
  const shop = useShop();
  const [store] = useState(() =>
    createCheckoutStore({ client: shop.client, storefrontUrl: location.origin, returnUrls: (orderId) => ({ finishUrl: `${location.origin}/account/orders?order=${orderId}`, errorUrl: `${location.origin}/account/orders?order=${orderId}` }) }),
  );
  return (
    <CheckoutProvider store={store}>
      <section aria-label="Checkout" data-testid="checkout">
        <CheckoutOrPlaced onPlaced={() => void shop.refresh()} />
      </section>
    </CheckoutProvider>
  );
}

function CheckoutOrPlaced({ onPlaced }: { onPlaced: () => void }) {
  const placed = useCheckout((s) => s.placed);
  useEffect(() => {
    // An online method goes on to its provider's page; invoice, prepayment and cash show the outcome here.
    if (placed?.redirectUrl) location.assign(placed.redirectUrl);
    else if (placed) onPlaced();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placed]);
  if (!placed) return <CheckoutPageView paths={{ checkout: '/checkout', login: '/login', register: '/login', addressBook: '/account/orders' }} />;
  return <OrderOutcome order={placed.order} contactHref="#contact" headingLevel={2} />;
}

function SignIn() {
  const shop = useShop();
  const navigate = useNavigate();
  const [error, setError] = useState<LoginError | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <LoginForm
      error={error}
      pending={pending}
      onSubmit={async (credentials) => {
        setPending(true);
        const result = await shop.signIn(credentials);
        setPending(false);
        if (result.ok) navigate('/account/orders');
        else setError(result.error);
      }}
    />
  );
}

function Orders() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const page = useLoaded((client) => loadOrderPage(client, { orderId, page: Number(params.get('p') ?? 1) }), [orderId, params.get('p')]);
  return <Page title="My orders">{page ? <OrderPageView page={page} language="en" pageHref="/account/orders" /> : <p>{page === null ? 'Please sign in.' : 'Loading…'}</p>}</Page>;
}

/** The wishlist's products, the visitor's (local) or the customer's (server) alike. */
function Wishlist() {
  const ids = useWishlist((s) => s.ids.join(','));
  const currency = useShopSession((s) => s.currency?.isoCode);
  const products = useLoaded((client) => loadProductsByIds(client, ids ? ids.split(',') : []), [ids]);
  return <Page title="Wishlist">{products ? <ProductGrid products={products} currency={currency} emptyState={<WishlistEmpty shopHref="/" />} label="Wishlist" /> : <p>Loading…</p>}</Page>;
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
