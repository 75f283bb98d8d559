import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadCartCount } from './cart.server';
import { languageOf } from './language';
import { loadSiteNavigation, type SiteNavigation } from './navigation.server';
import { loadContextCurrency, loadShopCurrencies, type ShopCurrency } from './shop-context.server';
import { createLocalizedStoreApiSession } from './store-api.server';

/**
 * Loader of the full layouts (default, account): the site navigation and the cart count, beside
 * the page's own loader. A page without its menu is better than no page, so a failed navigation is logged and
 * the layout renders without it; the page's own loader reports a backend that is down.
 */
export interface LayoutData {
  navigation: SiteNavigation | null;
  cartCount: number | null;
  /** The shopper's currency and the ones to choose from (currency switch). */
  currency: ShopCurrency | null;
  currencies: ShopCurrency[];
}

export async function loadLayoutData({ request }: LoaderFunctionArgs): Promise<LayoutData> {
  const language = languageOf(request);
  try {
    const { client } = await createLocalizedStoreApiSession(request, language);
    const logged = <T,>(what: string, fallback: T) => (error: unknown) => {
      console.error(`[layout] could not load ${what}:`, error instanceof Response ? error.status : error);
      return fallback;
    };
    const [navigation, cartCount, currency, currencies] = await Promise.all([
      loadSiteNavigation(client, language).catch(logged('the site navigation', null)),
      loadCartCount(client),
      loadContextCurrency(client).catch(logged('the context', null)),
      loadShopCurrencies(client).catch(logged('the currencies', [] as ShopCurrency[])),
    ]);
    return { navigation, cartCount, currency, currencies };
  } catch (error) {
    console.error('[layout] could not reach the Store API:', error instanceof Response ? error.status : error);
    return { navigation: null, cartCount: null, currency: null, currencies: [] };
  }
}
