import { data, type LoaderFunctionArgs } from '@remix-run/node';
import {
  countryOfContext,
  currencyOfContext,
  loadShopCountries,
  loadShopCurrencies,
  readCart,
  readContext,
  type Schemas,
  type ShopCountry,
  type ShopCurrency,
  type StoreApiClient,
} from '@gipfel/api';
import { loadWishlistSummary, summarizeCustomer, usesServerWishlist, type CustomerSummary, type SessionCustomer, type WishlistSummary } from '@gipfel/account';
import { getCartItemCount } from '@gipfel/cart';
import { loadSiteNavigation, type SiteNavigation } from '@gipfel/cms';
import type { LanguageCode } from '@gipfel/i18n';
import { languageFromParam, localizePath, parseLocalePath, shopLocales } from '../lib/i18n/shop-locales';
import { languageOf } from '../lib/i18n/language';
import { requestSession } from '../lib/server/shop-route.server';
import { moneyPatternsFor } from '../lib/i18n/money-patterns.server';
import type { WithMoneyPatterns } from '../lib/i18n/money-patterns';

/** On the wishlist page (route name contains 'wishlist') the wishlist is not preloaded elsewhere. */
export function isWishlistPath(pathname: string): boolean {
  return parseLocalePath(pathname).path.replace(/\/+$/, '') === '/wishlist';
}

/**
 * The layout's wishlist: only for a logged-in, non-guest customer and not on the
 * wishlist page itself, which loads its own list.
 */
export async function loadLayoutWishlist(client: StoreApiClient, customer: SessionCustomer, pathname: string): Promise<WishlistSummary | null> {
  if (!usesServerWishlist(customer) || isWishlistPath(pathname)) return null;
  return loadWishlistSummary(client);
}

/**
 * Loader of the full layouts (default, account): the site navigation and the cart count, beside
 * the page's own loader. A page without its menu is better than no page, so a failed navigation is logged and
 * the layout renders without it; the page's own loader reports a backend that is down.
 */
export interface LayoutData extends WithMoneyPatterns {
  navigation: SiteNavigation | null;
  cartCount: number | null;
  /** The whole cart for the side cart (decision 0018); null when it could not be read. */
  cart: Schemas['Cart'] | null;
  /** The shopper's currency and the ones to choose from (currency switch). */
  currency: ShopCurrency | null;
  currencies: ShopCurrency[];
  /** The shopper's shipping country and the ones to choose from (country switch). */
  country?: ShopCountry | null;
  countries?: ShopCountry[];
  /** Who is shopping, for the header's account menu (visitor when unknown). */
  customer: CustomerSummary | null;
  /** A logged-in customer's wishlist (count and ids); null for others and on the wishlist page. */
  wishlist: WishlistSummary | null;
}

/** What a layout's 404 carries: the message of the page and the shell's data, so the error page keeps its navigation. */
export interface LayoutNotFound {
  message: string;
  layout: LayoutData;
}

export async function loadLayoutData({ request, params }: LoaderFunctionArgs): Promise<LayoutData> {
  const language = languageOf(request);
  // A segment that is no language is a 404 (decision 0034); the error page still gets the header's
  // navigation, cart and account (the layout's error boundary has no loader data of its own).
  if (languageFromParam(params.lang) === null) {
    // Read as for the language's home page: the Store API session refuses the unknown segment itself.
    const home = new Request(new URL(localizePath('/', language), request.url), { headers: request.headers });
    const notFound: LayoutNotFound = { message: `Page not found: ${new URL(request.url).pathname}`, layout: await readLayoutData(home, language) };
    throw data(notFound, { status: 404 });
  }
  return readLayoutData(request, language);
}

async function readLayoutData(request: Request, language: LanguageCode): Promise<LayoutData> {
  try {
    const { client } = await requestSession(request, language);
    const logged = <T,>(what: string, fallback: T) => (error: unknown) => {
      console.error(`[layout] could not load ${what}:`, error instanceof Response ? error.status : error);
      return fallback;
    };
    // One context read gives both the currency and the customer.
    const contextRead = readContext(client).catch(logged('the context', null));
    const [navigation, cart, context, currencies, wishlist, countries] = await Promise.all([
      loadSiteNavigation(client, language, shopLocales()).catch(logged('the site navigation', null)),
      readCart(client).catch(logged('the cart', null)),
      contextRead,
      loadShopCurrencies(client).catch(logged('the currencies', [] as ShopCurrency[])),
      // Only for a logged-in customer: one more call, beside the others once the context is known.
      contextRead.then((ctx) => loadLayoutWishlist(client, ctx?.customer, new URL(request.url).pathname)),
      loadShopCountries(client).catch(logged('the countries', [] as ShopCountry[])),
    ]);
    const currency = context ? currencyOfContext(context) : null;
    return {
      navigation,
      // Counted as the side cart counts it after hydration.
      cartCount: cart ? getCartItemCount(cart) : null,
      cart,
      currency,
      currencies,
      // How this language writes the shopper's currency and the others of the switch (decision 0069).
      moneyPatterns: moneyPatternsFor(language, [currency?.isoCode, ...currencies.map((c) => c.isoCode)]),
      country: context ? countryOfContext(context) : null,
      countries,
      customer: context ? summarizeCustomer(context.customer) : null,
      wishlist,
    };
  } catch (error) {
    console.error('[layout] could not reach the Store API:', error instanceof Response ? error.status : error);
    return { navigation: null, cartCount: null, cart: null, currency: null, currencies: [], customer: null, wishlist: null, moneyPatterns: [] };
  }
}
