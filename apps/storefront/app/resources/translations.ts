import type { LoaderFunctionArgs } from '@remix-run/node';
import { languageFromLocaleCode } from '../lib/i18n/shop-locales';
import { loadTextOverrides } from '../lib/i18n/translations.server';

/** `GET /api/translations/{locale}`: the shop's text overrides of one locale. */
export async function loader({ params }: LoaderFunctionArgs) {
  const language = languageFromLocaleCode(params.locale);
  if (!language) {
    return Response.json(
      { errors: [{ status: '404', code: 'UNKNOWN_LOCALE', title: 'Not Found', detail: `Unknown locale: ${params.locale ?? ''}` }] },
      { status: 404 },
    );
  }
  return Response.json(await loadTextOverrides(language), {
    headers: { 'Cache-Control': 'public, max-age=60' },
  });
}
