import type { LoaderFunctionArgs } from '@remix-run/node';
import { isShopLanguage } from '../lib/i18n/shop-locales';
import { parsePageNamespaces, textsBundle, textsBundleAt } from '../lib/i18n/texts-bundle.server';
import { loadTextOverrides } from '../lib/i18n/translations.server';

const immutable = 'public, max-age=31536000, immutable';

function notFound(detail: string) {
  return Response.json({ errors: [{ status: '404', code: 'UNKNOWN_TEXTS', title: 'Not Found', detail }] }, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
}

/**
 * `GET /api/texts/{language}?v={version}[&ns={page namespaces}]` (decision 0029): the texts a page
 * renders with, which the root loader names instead of sending them with every page. A known
 * version is the same for good (cached as immutable); without one, or for a version this server
 * no longer knows, the current texts with a short cache.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!isShopLanguage(params.language)) return notFound(`Unknown language: ${params.language ?? ''}`);
  const names = parsePageNamespaces(url.searchParams.get('ns'));
  if (!names) return notFound(`Unknown text namespaces: ${url.searchParams.get('ns') ?? ''}`);
  const current = textsBundle(params.language, await loadTextOverrides(params.language), names);
  const asked = url.searchParams.get('v');
  const earlier = asked && asked !== current.version ? textsBundleAt(`${url.pathname}${url.search}`) : undefined;
  const bundle = earlier ?? current;
  const exact = asked === bundle.version;
  return Response.json(bundle.texts, {
    headers: { 'Cache-Control': exact ? immutable : 'public, max-age=60', 'Content-Language': params.language },
  });
}
