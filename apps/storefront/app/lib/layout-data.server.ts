import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadCartCount } from './cart.server';
import { languageOf } from './language';
import { loadSiteNavigation, type SiteNavigation } from './navigation.server';
import { createLocalizedStoreApiSession } from './store-api.server';

/**
 * Loader of the full layouts (default, account): the site navigation and the cart count, beside
 * the page's own loader. A page without its menu is better than no page, so a failed navigation is logged and
 * the layout renders without it; the page's own loader reports a backend that is down.
 */
export async function loadLayoutData({ request }: LoaderFunctionArgs): Promise<{ navigation: SiteNavigation | null; cartCount: number | null }> {
  const language = languageOf(request);
  try {
    const { client } = await createLocalizedStoreApiSession(request, language);
    const [navigation, cartCount] = await Promise.all([
      loadSiteNavigation(client, language).catch(async (error: unknown) => {
        console.error('[navigation] could not load the site navigation:', error instanceof Response ? `${error.status} ${await error.text()}` : error);
        return null;
      }),
      loadCartCount(client),
    ]);
    return { navigation, cartCount };
  } catch (error) {
    console.error('[layout] could not reach the Store API:', error instanceof Response ? error.status : error);
    return { navigation: null, cartCount: null };
  }
}
