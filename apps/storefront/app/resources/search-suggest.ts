import type { LoaderFunctionArgs } from '@remix-run/node';
import { MAX_SEARCH_LENGTH, searchSuggest } from '@gipfel/api';
import { toCardProduct } from '@gipfel/listing';
import { languageParam, withShop } from '../lib/server/shop-route.server';
import { toErrorResponse } from '../lib/server/store-api.server';

/** Suggestions start at three characters, as in the header's field. */
const minLength = 3;
const limit = 5;

/**
 * `GET /api/search-suggest?search=<term>&lang=<de|en|fr>`: the few best matches for the header's
 * search field, in the page's language.
 */
export const loader = withShop(
  async ({ client }, { request }: LoaderFunctionArgs) => {
    const term = (new URL(request.url).searchParams.get('search') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
    if (term.length < minLength) return Response.json({ elements: [], total: 0 });
    try {
      const result = await searchSuggest(client, { search: term, limit });
      return Response.json({ elements: (result.elements ?? []).map(toCardProduct), total: result.total ?? 0 });
    } catch (error) {
      // The header must keep working: a failure is an answer the field can show, not an error page.
      const response = toErrorResponse(error);
      console.error('search suggestions failed', response instanceof Response ? response.status : response);
      return Response.json({ error: 'unavailable' });
    }
  },
  { language: languageParam },
);
