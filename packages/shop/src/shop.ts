import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  addLineItems,
  addToWishlist,
  createStoreApiClient,
  currencyOfContext,
  mergeWishlist,
  readCart,
  readContext,
  readLanguages,
  removeFromWishlist,
  removeLineItems,
  updateContext,
  updateLineItems,
  type AsyncStatus,
  type Schemas,
  type ShopCurrency,
  type StoreApiClient,
  type StoreApiClientOptions,
} from '@gipfel/api';
import {
  createLocalWishlist,
  createWishlistStore,
  getSessionRole,
  loadWishlistSummary,
  signIn as signInWith,
  signOut as signOutWith,
  usesServerWishlist,
  type LocalWishlist,
  type LoginError,
  type SessionRole,
  type WishlistServerApi,
  type WishlistStore,
  type WishlistSummary,
} from '@gipfel/account';
import { createCartStore, watchCartMerge, type CartApi, type CartStore } from '@gipfel/cart';
import type { ContextTokenStorage } from './token-storage';

type Context = Schemas['SalesChannelContext'];
type Cart = Schemas['Cart'];

/** What a host that loaded the session already (a Remix loader) hands over: no first read then. */
export interface ShopInitialState {
  /** The Store API context (`readContext`). */
  context: Context;
  /** The session's cart (`readCart`). */
  cart: Cart;
  /** A signed-in customer's list (`loadWishlistSummary` of `@gipfel/account`); null or missing for everyone else. */
  wishlist?: WishlistSummary | null;
}

export interface ShopSessionState {
  /**
   * The first read of the session: `pending` until it ends, `error` when the shop did not answer.
   * Later reads (sign-in, sign-out, refresh) keep the session shown until the new one arrives.
   */
  status: AsyncStatus;
  /** The Store API context (`GET /context`); null before the first read. */
  context: Context | null;
  /** The session's customer (a guest after a guest checkout); null for a visitor. */
  customer: Schemas['Customer'] | null;
  role: SessionRole;
  /** The context's language id (`sw-language-id`). */
  languageId: string | null;
  currency: ShopCurrency | null;
  /** A signed-in customer's wishlist as last read; null for visitors and guests (their list is local). */
  wishlist: WishlistSummary | null;
}

export type ShopSessionStore = StoreApi<ShopSessionState>;

export type ShopSignInResult = { ok: true; cartMerged: boolean } | { ok: false; error: LoginError; retryAfterSeconds?: number };

interface ShopCommonOptions {
  /** The session the host loaded (Remix: from its loaders); without it, `load()` reads it. */
  initial?: ShopInitialState;
  /**
   * A signed-in customer's wishlist changes. Default: the Store API's wishlist routes over the
   * shop's client; a host that routes them through its own server action passes its own.
   */
  wishlistServer?: WishlistServerApi;
  /** The visitor's list; default: the browser's local storage. */
  localWishlist?: LocalWishlist;
  /**
   * The sales channel language the host shows, picked from the channel's languages, e.g.
   * `(languages) => shopLocales.storeApiLanguageId('en', languages)` of `@gipfel/i18n`. On the first
   * read the session is switched to it when the context has another one. Default: the context's.
   */
  language?: (languages: Schemas['Language'][]) => string | undefined;
}

export type ShopOptions = ShopCommonOptions &
  (
    | {
        /** A client the host made (Remix: the same-origin proxy; its server keeps the token in a cookie). */
        client: StoreApiClient;
      }
    | (Omit<StoreApiClientOptions, 'contextToken' | 'onContextToken'> & {
        /** Where the context token is kept between page loads (`createContextTokenStorage`); default: none. */
        tokenStorage?: ContextTokenStorage;
      })
  );

/** One shop: its client, its three stores and the actions that keep them in step. */
export interface Shop {
  /** The session's Store API client, for the packages' operations (`loadProductPage(shop.client, …)`, the checkout store). */
  client: StoreApiClient;
  /** The session: read it with `useShopSession`. */
  session: ShopSessionStore;
  /** `@gipfel/cart`'s store: read it with `useCart`. */
  cart: CartStore;
  /** `@gipfel/account`'s wishlist store: read it with `useWishlist`, change it with `WishlistToggle`. */
  wishlist: WishlistStore;
  /** Reads the session, the cart and (for a customer) the wishlist. Resolves false when the shop did not answer. */
  load(): Promise<boolean>;
  /**
   * Signs in (`signIn` of `@gipfel/account`), then moves the visitor's wishlist into the
   * customer's, reads the session again and refreshes the cart, which Shopware may have merged
   * with the customer's saved one (`cartMerged`).
   */
  signIn(credentials: { username: string; password: string }): Promise<ShopSignInResult>;
  /** Signs out; the new visitor's session, empty cart and local wishlist follow. */
  signOut(): Promise<boolean>;
  /** After an order (or anything else that changed the session elsewhere): reads session, cart and wishlist again. */
  refresh(): Promise<boolean>;
}

/** The cart store's calls over the shop's client. */
function cartApiOf(client: StoreApiClient): CartApi {
  return {
    getCart: () => readCart(client),
    addLineItems: (items) => addLineItems(client, { items }),
    updateLineItems: (items) => updateLineItems(client, { items }),
    removeLineItems: (ids) => removeLineItems(client, { ids }),
  };
}

// Stands in until the first read: no items, nothing to pay.
const emptyCart = {
  lineItems: [],
  errors: {},
  price: {
    totalPrice: 0,
    netPrice: 0,
    positionPrice: 0,
    calculatedTaxes: [],
    taxRules: [],
    taxStatus: 'gross',
    rawTotal: 0,
  },
} as unknown as Cart;

const languageIdOf = (context: Context): string | null => context.context?.languageIdChain?.[0] ?? context.salesChannel?.languageId ?? null;

function sessionOf(context: Context, wishlist: WishlistSummary | null): Omit<ShopSessionState, 'status'> {
  const customer = context.customer ?? null;
  return {
    context,
    customer,
    role: getSessionRole(customer),
    languageId: languageIdOf(context),
    currency: currencyOfContext(context),
    wishlist: usesServerWishlist(customer) ? wishlist ?? { ids: [], count: 0 } : null,
  };
}

function clientOf(options: ShopOptions): StoreApiClient {
  if ('client' in options) return options.client;
  const { tokenStorage, initial: _initial, wishlistServer: _server, localWishlist: _local, language: _language, ...clientOptions } = options;
  return createStoreApiClient({
    ...clientOptions,
    contextToken: tokenStorage?.read() ?? undefined,
    onContextToken: (token) => tokenStorage?.write(token),
  });
}

/**
 * Makes one shop (one per app or page, never a module-level value on a server). React hosts use
 * `ShopProvider`, which makes it and calls `load()`; tests and other runtimes can drive it directly.
 */
export function createShop(options: ShopOptions): Shop {
  const client = clientOf(options);
  const local = options.localWishlist ?? createLocalWishlist();
  const { initial } = options;
  const session = createStore<ShopSessionState>()(() =>
    initial
      ? {
          status: 'success',
          ...sessionOf(initial.context, initial.wishlist ?? null),
        }
      : {
          status: 'idle',
          context: null,
          customer: null,
          role: 'visitor',
          languageId: null,
          currency: null,
          wishlist: null,
        }
  );
  const cart = createCartStore(initial?.cart ?? emptyCart, cartApiOf(client));
  const initialWishlist = session.getState().wishlist;
  const wishlist = createWishlistStore({
    mode: initialWishlist ? 'server' : 'local',
    ids: initialWishlist?.ids,
    count: initialWishlist?.count,
    local,
    server: options.wishlistServer ?? {
      add: (productId) => addToWishlist(client, { productId }),
      remove: (productId) => removeFromWishlist(client, { productId }),
    },
  });

  /**
   * A customer's wishlist, with the visitor's local list moved into it first (once: the local list
   * is cleared when the Store API took it; a failed move is tried again on the next read).
   */
  async function customerWishlist(): Promise<WishlistSummary> {
    const productIds = local.list();
    if (productIds.length > 0) {
      try {
        await mergeWishlist(client, { productIds });
        local.clear();
      } catch (error) {
        console.error('[shop] could not move the local wishlist into the customer’s:', error);
      }
    }
    return loadWishlistSummary(client);
  }

  let languageChosen = !options.language;

  /** The context, switched once to the host's language (`options.language`) when it has another. */
  async function contextInLanguage(): Promise<Context> {
    if (languageChosen || !options.language) return readContext(client);
    const [context, languages] = await Promise.all([readContext(client), readLanguages(client)]);
    languageChosen = true;
    const wanted = options.language(languages.elements ?? []);
    if (!wanted || wanted === languageIdOf(context)) return context;
    client.setLanguageId(wanted);
    await updateContext(client, { languageId: wanted });
    return readContext(client);
  }

  /** Reads the context (and a customer's wishlist) and puts the session and the wishlist in step. */
  async function readSession(): Promise<boolean> {
    // Only the first read blanks the session; a refresh keeps what is shown (a host's pages stay mounted).
    const first = session.getState().context === null;
    if (first) session.setState({ status: 'pending' });
    try {
      const context = await contextInLanguage();
      const summary = usesServerWishlist(context.customer) ? await customerWishlist() : null;
      session.setState({ status: 'success', ...sessionOf(context, summary) });
      if (summary) wishlist.getState().receiveServer(summary.ids, summary.count);
      else if (wishlist.getState().mode === 'server') wishlist.getState().switchToLocal();
      else wishlist.getState().loadLocal();
      return true;
    } catch (error) {
      console.error('[shop] could not read the session:', error);
      if (first) session.setState({ status: 'error' });
      return false;
    }
  }

  async function refresh(): Promise<boolean> {
    const [sessionRead, cartRead] = await Promise.all([readSession(), cart.getState().refresh()]);
    return sessionRead && cartRead;
  }

  return {
    client,
    session,
    cart,
    wishlist,
    load: refresh,
    refresh,
    async signIn(credentials) {
      const watch = await watchCartMerge(client);
      const result = await signInWith(client, credentials).catch((error: unknown) => {
        console.error('[shop] could not sign in:', error);
        return { ok: false, error: 'generic' } as const;
      });
      if (!result.ok) return result;
      const cartMerged = await watch.merged();
      await refresh();
      return { ok: true, cartMerged };
    },
    async signOut() {
      try {
        await signOutWith(client);
      } catch (error) {
        console.error('[shop] could not sign out:', error);
        return false;
      }
      return refresh();
    },
  };
}
