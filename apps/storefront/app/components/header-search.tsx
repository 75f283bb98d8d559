import { useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { Schemas } from '@gipfel/api';
import { localizePath, type LanguageCode } from '@gipfel/i18n';
import { SearchSuggest, type SearchSuggestStatus } from '@gipfel/listing';

type Suggestions = Pick<Schemas['ProductListingResult'], 'elements' | 'total'>;

/** Typing pauses this long before suggestions are asked for. */
const debounceMs = 250;

/**
 * The header's search: a GET form to the search page without JavaScript; with it, suggestions
 * from `/api/search-suggest` while typing. On the search page it shows the searched term.
 */
export function HeaderSearch({ language, className }: { language: LanguageCode; className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<Suggestions>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const searchPath = localizePath('/search', language);
  const term = location.pathname === searchPath ? (new URLSearchParams(location.search).get('search') ?? '') : '';

  useEffect(() => () => clearTimeout(timer.current), []);

  function loadSuggestions(query: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      fetcher.load(`/api/search-suggest?${new URLSearchParams({ search: query, lang: language }).toString()}`);
    }, debounceMs);
  }

  const status: SearchSuggestStatus =
    fetcher.state !== 'idle' ? 'pending' : fetcher.data ? ('elements' in fetcher.data ? 'success' : 'error') : 'idle';

  return (
    <SearchSuggest
      // A new search page starts the field with its own term.
      key={term}
      defaultQuery={term}
      action={searchPath}
      results={fetcher.data ?? null}
      status={status}
      onQueryChange={loadSuggestions}
      onNavigate={(href) => navigate(href)}
      className={className}
    />
  );
}
