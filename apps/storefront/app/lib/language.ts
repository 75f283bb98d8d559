import { useRouteLoaderData } from '@remix-run/react';
import { defaultLanguage, parseLocalePath, type LanguageCode } from '@gipfel/i18n';
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
