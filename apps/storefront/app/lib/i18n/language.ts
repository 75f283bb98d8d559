import { useRouteLoaderData, type Params } from '@remix-run/react';
import { type LanguageCode } from '@gipfel/i18n';
import { defaultLanguage, languageFromParam, parseLocalePath } from './shop-locales';
import type { loader as rootLoader } from '../../root';

/**
 * A page's language segment (`:lang?` of app/route-table.ts) must be one of the shop's prefixes:
 * `/es/checkout`, `/de/login` or `/Tee/search` match a page's route but are no page of this shop
 * (decision 0034). Every layout's loader calls this, so no page renders for them: a 404.
 */
export function refuseUnknownLanguageSegment(params: Params, request: Request): void {
  if (languageFromParam(params.lang) === null) throw new Response(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}

/** The layouts without data of their own (auth, checkout, print) only check the language segment. */
export function languageSegmentLoader({ params, request }: { params: Params; request: Request }): null {
  refuseUnknownLanguageSegment(params, request);
  return null;
}

/** The language of a request: pages exist only under known prefixes (see above), so the URL decides. */
export function languageOf(request: Request): LanguageCode {
  return parseLocalePath(new URL(request.url).pathname).language;
}

/** The current page's language, from the root loader. */
export function useLanguage(): LanguageCode {
  return useRouteLoaderData<typeof rootLoader>('root')?.language ?? defaultLanguage();
}

/** A first path segment shaped like a language code (`es`, `de`, `it-ch`) that this shop does not serve under a prefix. */
export function isUnknownLanguagePrefix(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z]{2}(-[a-z]{2})?$/i.test(first) && parseLocalePath(pathname).prefix === '';
}

/**
 * Whether a request loads a page (a navigation, or a client without Fetch Metadata such as a
 * crawler or curl) rather than Remix's data request made by `fetch` (`Sec-Fetch-Dest: empty`).
 */
export function isDocumentRequest(request: Request): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document' || destination === 'iframe';
}
