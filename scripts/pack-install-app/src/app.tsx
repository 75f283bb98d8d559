import { useEffect, useState } from 'react';
import {
  addLineItems,
  createStoreApiClient,
  listingCriteriaToQuery,
  parseListingQuery,
  readCart,
  readContext,
  readProductListing,
  removeLineItems,
  updateLineItems,
  type ListingCriteria,
  type Schemas,
} from '@gipfel/api';
import { FilterPanel, ProductGrid } from '@gipfel/listing';
import { CartLineItem, CartProvider, CartSummary, createCartStore, getCartItemCount, useCart, type CartApi, type CartStore } from '@gipfel/cart';

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

export function App() {
  const [categoryId, setCategoryId] = useState<string>();
  const [store, setStore] = useState<CartStore>();
  const [criteria, setCriteria] = useState<ListingCriteria>(() => parseListingQuery(new URLSearchParams(location.search)));
  const [listing, setListing] = useState<Listing>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  // The context first (it makes the token), then the cart; the listing follows the category.
  useEffect(() => {
    readContext(client)
      .then(async (context) => {
        const cart = await readCart(client);
        setStore(createCartStore(cart, cartApi));
        setCategoryId(context.salesChannel.navigationCategoryId);
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
  return (
    <CartProvider store={store}>
      <header>
        <h1>Gipfel packages demo</h1>
        <CartCount />
      </header>
      <main style={{ display: 'grid', gridTemplateColumns: 'minmax(14rem, 1fr) 3fr minmax(16rem, 1.5fr)', gap: '2rem' }}>
        {listing ? <FilterPanel listing={listing} criteria={criteria} onApply={apply} /> : null}
        <div>
          <p data-testid="listing-total">{listing?.total ?? 0} products</p>
          <Products products={listing?.elements ?? []} loading={loading} />
        </div>
        <Cart />
      </main>
    </CartProvider>
  );
}

function Products({ products, loading }: { products: Schemas['Product'][]; loading: boolean }) {
  const addProduct = useCart((state) => state.addProduct);
  return <ProductGrid products={products} loading={loading} onAddToCart={(productId, quantity) => void addProduct(productId, quantity)} />;
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
