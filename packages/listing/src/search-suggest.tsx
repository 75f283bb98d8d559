import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { AsyncStatus, Schemas } from '@gipfel/api';
import { Button, useTypedBeforeHydration, visuallyHidden } from '@gipfel/ui';
import { useLocalizeHref } from './listing-links';
import * as styles from './search-suggest.css';

// The popup (options, prices, images, product links) is a chunk of its own, fetched when the field
// first gets the focus: the form and the combobox field are server HTML on every page, the popup
// only opens after typing (docs/performance.md, 2026-12-02).
const loadPopup = () => import('./search-suggest-popup');
const SearchSuggestPopup = lazy(() => loadPopup().then((module) => ({ default: module.SearchSuggestPopup })));
const preloadPopup = () => void loadPopup().catch(() => undefined);

/** @deprecated Use `AsyncStatus` of `@gipfel/api`: the suggestions' status is the shop's one async state. */
export type SearchSuggestStatus = AsyncStatus;

export interface SearchSuggestProps {
  /** The suggestions (`searchSuggest`), for the query last passed to `onQueryChange`. */
  results?: Pick<Schemas['ProductListingResult'], 'elements' | 'total'> | null;
  status: AsyncStatus;
  /** Called with the typed term once it has `minLength` characters; the host loads suggestions (debounced). */
  onQueryChange?: (query: string) => void;
  /** Opens a chosen suggestion; default: a full page load of its path. Pass the router's navigate. */
  onNavigate?: (href: string) => void;
  /** The search page the form goes to; default `/search` with the `ListingLinkProvider` prefix. */
  action?: string;
  /** The term shown at first, e.g. the one of the search page. */
  defaultQuery?: string;
  minLength?: number;
  maxSuggestions?: number;
  currency?: string;
  className?: string;
}

/**
 * The search field with suggestions (WAI-ARIA combobox with a listbox). Without JavaScript it
 * is a GET form to the search page (`?search=term`). With it, suggestions open below the field:
 * arrow keys move through them, Enter opens the chosen product (or searches), Escape closes.
 */
export function SearchSuggest({
  results,
  status,
  onQueryChange,
  onNavigate,
  action,
  defaultQuery = '',
  minLength = 3,
  maxSuggestions = 10,
  currency = 'CHF',
  className,
}: SearchSuggestProps) {
  const { t } = useTranslation('listing');
  const localize = useLocalizeHref();
  const id = useId();
  const [query, setQuery] = useState(defaultQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const searchAction = action ?? localize('/search');
  const term = query.trim();
  const products = status === 'success' ? (results?.elements ?? []).slice(0, maxSuggestions) : [];
  const total = results?.total ?? products.length;
  // The products' paths, written by the popup that builds them (the Enter key opens the active one).
  const hrefs = useRef<readonly string[]>([]);
  const expanded = open && term.length >= minLength && status !== 'idle';
  const showOptions = expanded && products.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Text typed into the server-rendered field before hydration: suggestions for what is there.
  useTypedBeforeHydration(input, query, (typed, field) => {
    setQuery(typed);
    setOpen(field.ownerDocument.activeElement === field);
    if (typed.trim().length >= minLength) onQueryChange?.(typed.trim());
  });

  function navigate(href: string) {
    if (onNavigate) onNavigate(href);
    else window.location.assign(href);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.currentTarget.value;
    setQuery(value);
    setActive(-1);
    setOpen(true);
    if (value.trim().length >= minLength) onQueryChange?.(value.trim());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (products.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the field down to the first, up to the last; past the ends back to the field.
        setActive((current) => {
          const next = current + step;
          if (current === -1 && step === -1) return products.length - 1;
          return next < 0 || next >= products.length ? -1 : next;
        });
        return;
      }
      case 'Enter':
        if (showOptions && active >= 0 && hrefs.current[active]) {
          event.preventDefault();
          setOpen(false);
          navigate(hrefs.current[active]!);
        }
        return;
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else setQuery('');
        setActive(-1);
        return;
      default:
    }
  }

  const message =
    status === 'pending'
      ? t('search.pending')
      : status === 'error'
        ? t('search.error')
        : status === 'success' && products.length === 0
          ? t('search.empty', { query: term })
          : status === 'success'
            ? t('search.available', { count: products.length })
            : '';

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <form method="get" action={searchAction} role="search" className={styles.form}>
        <label htmlFor={`${id}-input`} className={visuallyHidden}>
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          name="search"
          className={styles.input}
          value={query}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showOptions}
          aria-controls={listboxId}
          aria-activedescendant={showOptions && active >= 0 ? optionId(active) : undefined}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onFocus={() => {
            preloadPopup();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      {/* Announces the state of the suggestions; always in the page so screen readers pick up changes. */}
      <p role="status" className={visuallyHidden}>
        {expanded ? message : ''}
      </p>
      {expanded ? (
        <Suspense fallback={null}>
          <SearchSuggestPopup
            products={products}
            status={status}
            total={total}
            term={term}
            message={message}
            active={active}
            listboxId={listboxId}
            optionId={optionId}
            searchAction={searchAction}
            currency={currency}
            showOptions={showOptions}
            hrefsRef={hrefs}
            onActivate={setActive}
            onChoose={(href) => {
              setOpen(false);
              navigate(href);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
