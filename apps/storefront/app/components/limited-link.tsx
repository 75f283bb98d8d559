import { Link, PrefetchPageLinks, type LinkProps } from '@remix-run/react';
import { forwardRef, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { routePreloads } from '../lib/client/preload-limiter';

/** Remix waits this long on hover before prefetching; so do we. */
const intentDelayMs = 100;
/**
 * A path React Router writes as it is: from the root, not `//host`, and a query or fragment, if
 * any, that is not empty (`resolveTo` drops a bare `?` or `#`).
 */
const plainRootPath = /^\/(?!\/)[^?#]*(\?[^#]+)?(#.+)?$/;
/** A preload holds its slot until its links have loaded, at most this long. */
const slotTimeoutMs = 3_000;

/** Remix's `Link` that asks the preload limiter for its page after {@link intentDelayMs} of intent. */
const IntentLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'prefetch'>>(function IntentLink(props, ref) {
  const [wanted, setWanted] = useState(false);
  // A started preload keeps going when the pointer leaves (a ref: read in event handlers).
  const started = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const path = typeof props.to === 'string' ? props.to : `${props.to.pathname ?? ''}${props.to.search ?? ''}`;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const want = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setWanted(true), intentDelayMs);
  };
  const unwant = () => {
    window.clearTimeout(timer.current);
    if (!started.current) setWanted(false);
  };

  return (
    <>
      <Link
        ref={ref}
        {...props}
        prefetch="none"
        onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
          props.onMouseEnter?.(event);
          if (!event.defaultPrevented) want();
        }}
        onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
          props.onMouseLeave?.(event);
          unwant();
        }}
        onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
          props.onFocus?.(event);
          if (!event.defaultPrevented) want();
        }}
        onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
          props.onBlur?.(event);
          unwant();
        }}
        onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
          props.onTouchStart?.(event);
          if (!event.defaultPrevented) want();
        }}
      />
      {wanted && path.startsWith('/') ? <LimitedPrefetch page={path} onStart={() => (started.current = true)} /> : null}
    </>
  );
});

/**
 * On the server a link to a plain root path is the anchor Remix's `Link` would write, without its
 * router hooks nor ours (about 170 links per page; the browser hydrates it with the full `Link`).
 * Marked pure, so the browser's build drops it.
 */
const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, Omit<LinkProps, 'prefetch'>>(function LimitedLink(props, ref) {
  if (typeof props.to === 'string' && plainRootPath.test(props.to)) {
    // The router's own props are not attributes: Remix's `Link` does not write them either.
    const { to, reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, relative: _relative, viewTransition: _transition, discover, children, ...anchor } = props;
    return (
      <a {...anchor} ref={ref} data-discover={discover === 'none' ? undefined : 'true'} href={to}>
        {children}
      </a>
    );
  }
  return <IntentLink ref={ref} {...props} />;
});

/**
 * Remix's `Link` with intent prefetch through the storefront's preload limiter: at most 4 route
 * preloads (page data and route modules) at a time (spec: decision 0020). Remix's own
 * `prefetch="intent"` is not limited, so it is not used here. The server's build writes plain
 * links without the router (`ServerLink`); the browser's is `IntentLink` itself, without a
 * component around it (`import.meta.env.SSR` is fixed per build).
 */
export const LimitedLink = import.meta.env.SSR ? ServerLink : IntentLink;

/** Waits for a slot, renders Remix's prefetch links, and gives the slot back once they loaded. */
function LimitedPrefetch({ page, onStart }: { page: string; onStart: () => void }) {
  const [release, setRelease] = useState<(() => void) | null>(null);
  const holder = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let done: (() => void) | undefined;
    let alive = true;
    const cancel = routePreloads.request((free) => {
      done = free;
      if (!alive) return free();
      onStart();
      setRelease(() => free);
    });
    return () => {
      alive = false;
      cancel();
      done?.();
    };
    // onStart only marks the link; the request is made once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  useEffect(() => {
    const element = holder.current;
    if (!release || !element) return;
    const timeout = window.setTimeout(release, slotTimeoutMs);
    const pending = new Set<HTMLLinkElement>();
    let seen = 0;
    const settle = (link: HTMLLinkElement) => {
      pending.delete(link);
      if (pending.size === 0 && seen > 0) release();
    };
    const watch = () => {
      for (const link of element.querySelectorAll('link')) {
        if ((link as HTMLLinkElement & { __watched?: boolean }).__watched) continue;
        (link as HTMLLinkElement & { __watched?: boolean }).__watched = true;
        seen += 1;
        pending.add(link);
        link.addEventListener('load', () => settle(link), { once: true });
        link.addEventListener('error', () => settle(link), { once: true });
      }
    };
    const observer = new MutationObserver(watch);
    observer.observe(element, { childList: true, subtree: true });
    watch();
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [release]);

  return <span ref={holder} hidden>{release ? <PrefetchPageLinks page={page} /> : null}</span>;
}
