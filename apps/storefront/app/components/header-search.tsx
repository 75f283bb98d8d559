import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { AsyncStatus, Schemas } from '@gipfel/api';
import { type LanguageCode } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { SearchSuggest } from '@gipfel/listing';

type Suggestions = Pick<Schemas['ProductListingResult'], 'elements' | 'total'>;

/** Typing pauses this long before suggestions are asked for. */
export const suggestDebounceMs = 250;

interface SuggestState {
  status: AsyncStatus;
  results: Suggestions | null;
}

function isSuggestions(body: unknown): body is Suggestions {
  return typeof body === 'object' && body !== null && Array.isArray((body as Suggestions).elements);
}

/**
 * Suggestions for the latest term typed, from `/api/search-suggest` (plain JSON). A plain request
 * rather than a Remix fetcher: no route discovery and no route module to load before the first
 * suggestion, and the answer to an older term never replaces a newer one (it is aborted).
 */
function useSuggestions(language: LanguageCode) {
  const [state, setState] = useState<SuggestState>({ status: 'idle', results: null });
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  function load(query: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setState((current) => ({ status: 'pending', results: current.results }));
      const url = `/api/search-suggest?${new URLSearchParams({ search: query, lang: language }).toString()}`;
      fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then(async (response) => {
          const body: unknown = response.ok ? await response.json() : null;
          if (!controller.signal.aborted) setState(isSuggestions(body) ? { status: 'success', results: body } : { status: 'error', results: null });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'error', results: null });
        });
    }, suggestDebounceMs);
  }

  return { ...state, load };
}

/**
 * The header's search: a GET form to the search page without JavaScript; with it, suggestions
 * from `/api/search-suggest` while typing. On the search page it shows the searched term.
 */
export function HeaderSearch({ language, className }: { language: LanguageCode; className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const suggestions = useSuggestions(language);
  const searchPath = localizePath('/search', language);
  const term = location.pathname === searchPath ? (new URLSearchParams(location.search).get('search') ?? '') : '';

  return (
    <SearchSuggest
      // A new search page starts the field with its own term.
      key={term}
      defaultQuery={term}
      action={searchPath}
      results={suggestions.results}
      status={suggestions.status}
      onQueryChange={suggestions.load}
      onNavigate={(href) => navigate(href)}
      className={className}
    />
  );
}
