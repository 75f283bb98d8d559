import { useRouteLoaderData } from '@remix-run/react';
import { defaultLanguage, detectLanguage, parseLocalePath, type LanguageCode } from '@gipfel/i18n';
import { isbot } from 'isbot';
import type { loader as rootLoader } from '../root';

/** The language of a request: routes exist only under known prefixes, so the URL decides. */
export function languageOf(request: Request): LanguageCode {
  return parseLocalePath(new URL(request.url).pathname).language;
}

/** The current page's language, from the root loader. */
export function useLanguage(): LanguageCode {
  return useRouteLoaderData<typeof rootLoader>('root')?.language ?? defaultLanguage;
}

/** A first path segment shaped like a language code (`es`, `de`, `it-ch`) that this shop does not serve under a prefix. */
export function isUnknownLanguagePrefix(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z]{2}(-[a-z]{2})?$/i.test(first) && parseLocalePath(pathname).prefix === '';
}

/**
 * Locale detection (spec §2) for a shopper arriving at the German home `/` from outside: first
 * the language cookie, then the browser's languages. Anyone coming from a page of this shop
 * (e.g. the language switcher) and crawlers get the page they asked for.
 */
export function detectedHomeLanguage(request: Request): LanguageCode | undefined {
  const url = new URL(request.url);
  if (url.pathname !== '/') return undefined;
  if (isbot(request.headers.get('user-agent') ?? '')) return undefined;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      if (new URL(referer).host === url.host) return undefined;
    } catch {
      // An unparsable referer is treated like none.
    }
  }
  return detectLanguage({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') });
}

/**
 * Whether a request loads a page (a navigation, or a client without Fetch Metadata such as a
 * crawler or curl) rather than Remix's data request made by `fetch` (`Sec-Fetch-Dest: empty`).
 */
export function isDocumentRequest(request: Request): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document' || destination === 'iframe';
}
