import { redirect } from '@remix-run/node';
import { locales } from '@gipfel/i18n';
import { loadRecipe } from '@gipfel/recipes';
import { publicOrigin } from '../../lib/server/origin.server';
import type { Shop } from '../../lib/server/shop-route.server';
import { findLanguageId, loadLanguages } from '../../lib/server/store-api.server';

// The host side of the recipe pages: session, caching, 404 and redirects; the rest is @gipfel/recipes.

/**
 * Recipe pages are the same for every visitor but carry the shopper's header (cart count), so
 * shared caches keep none; the browser revalidates.
 */
export const RECIPE_CACHE_CONTROL = 'private, no-cache';

/**
 * The recipe of a detail or print page by the slug of its URL. Unknown → the shell's 404 page. An
 * id, or another language's slug, moves (301) to the slug of the page's language, `suffix` and
 * query kept: the language switch links to `/{lang}/recipes/{id}`.
 */
export async function loadRecipePage({ client, language, headers }: Shop, request: Request, slug: string, suffix = '') {
  const url = new URL(request.url);
  headers.set('Cache-Control', RECIPE_CACHE_CONTROL);
  const languages = await loadLanguages(client).catch(() => []);
  const languageIds = Object.fromEntries(locales.map((l) => [l.code, findLanguageId(languages, l.code)]));
  const page = await loadRecipe(client, { slug, language, origin: publicOrigin(request), languageIds });
  if (page.status === 'notFound') throw new Response(`Page not found: ${url.pathname}`, { status: 404 });
  if (page.status === 'moved') throw redirect(`${page.path}${suffix}${url.search}`, 301);
  return { detail: page.detail, seo: page.seo, url };
}
