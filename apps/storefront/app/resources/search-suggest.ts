import type { LoaderFunctionArgs } from '@remix-run/node';
import { MAX_SEARCH_LENGTH, searchSuggest } from '@gipfel/api';
import { defaultLanguage, isLanguageCode } from '@gipfel/i18n';
import { toCardProduct } from '@gipfel/listing';
import { createLocalizedStoreApiSession, toErrorResponse } from '../lib/store-api.server';

/** Suggestions start at three characters, as in the header's field. */
const minLength = 3;
const limit = 5;

/**
 * `GET /api/search-suggest?search=<term>&lang=<de|en|fr>`: the few best matches for the header's
 * search field, in the page's language.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const language = isLanguageCode(lang) ? lang : defaultLanguage;
  const term = (url.searchParams.get('search') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
  if (term.length < minLength) return Response.json({ elements: [], total: 0 });
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  try {
    const result = await searchSuggest(client, { search: term, limit });
    headers.set('Cache-Control', 'private, max-age=60');
    return Response.json({ elements: (result.elements ?? []).map(toCardProduct), total: result.total ?? 0 }, { headers });
  } catch (error) {
    // The header must keep working: a failure is an answer the field can show, not an error page.
    const response = toErrorResponse(error);
    console.error('search suggestions failed', response instanceof Response ? response.status : response);
    return Response.json({ error: 'unavailable' }, { headers: { 'Cache-Control': 'no-store' } });
  }
}
