import type { LoaderFunctionArgs } from '@remix-run/node';
import { languageOf } from './language';
import { loadSiteNavigation, type SiteNavigation } from './navigation.server';
import { createLocalizedStoreApiSession } from './store-api.server';

/**
 * Loader of the full layouts (default, account): the site navigation, beside the page's own
 * loader. A page without its menu is better than no page, so a failed navigation is logged and
 * the layout renders without it; the page's own loader reports a backend that is down.
 */
export async function loadLayoutData({ request }: LoaderFunctionArgs): Promise<{ navigation: SiteNavigation | null }> {
  const language = languageOf(request);
  try {
    const { client } = await createLocalizedStoreApiSession(request, language);
    return { navigation: await loadSiteNavigation(client, language) };
  } catch (error) {
    console.error('[navigation] could not load the site navigation:', error instanceof Response ? `${error.status} ${await error.text()}` : error);
    return { navigation: null };
  }
}
