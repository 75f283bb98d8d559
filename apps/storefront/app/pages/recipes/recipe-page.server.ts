import { redirect } from '@remix-run/node';
import { loadRecipe } from '@gipfel/recipes';
import { publicOrigin } from '../../lib/server/origin.server';
import type { Shop } from '../../lib/server/shop-route.server';
import { loadLanguages } from '../../lib/server/store-api.server';
import { shopLocales } from '../../lib/i18n/shop-locales';

// The host side of the recipe pages: session, 404 and redirects (their caching: cache-policy.server.ts); the rest is @gipfel/recipes.

/**
 * The recipe of a detail or print page by the slug of its URL. Unknown → the shell's 404 page. An
 * id, or another language's slug, moves (301) to the slug of the page's language, `suffix` and
 * query kept: the language switch links to `/{lang}/recipes/{id}`.
 */
export async function loadRecipePage({ client, language }: Shop, request: Request, slug: string, suffix = '') {
  const url = new URL(request.url);
  const languages = await loadLanguages(client).catch(() => []);
  const locales = shopLocales();
  const languageIds = Object.fromEntries(locales.codes.map((code) => [code, locales.storeApiLanguageId(code, languages)]));
  const page = await loadRecipe(client, { slug, language, origin: publicOrigin(request), languageIds, locales });
  if (page.status === 'notFound') throw new Response(`Page not found: ${url.pathname}`, { status: 404 });
  if (page.status === 'moved') throw redirect(`${page.path}${suffix}${url.search}`, 301);
  return { detail: page.detail, seo: page.seo, url };
}
