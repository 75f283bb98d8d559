import { useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import {
  claimReload,
  isChunkLoadError,
  isPageLoad,
  pageLoadTarget,
  pendingNavigationKey,
  pendingPageLoad,
  unfinishedNavigation,
  type NavigationLike,
  type PendingNavigation,
} from '../lib/client/reload-guard';

/** About every hour an open tab asks whether a new build is out (decision 0020). */
export const buildCheckIntervalMs = 60 * 60 * 1000;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remix's browser globals (typed by @remix-run/react), absent before its client runs and in tests. */
function remixGlobals(): Partial<Pick<typeof window, '__remixManifest' | '__remixRouter'>> {
  return window;
}

function currentBuildId(): string | undefined {
  return remixGlobals().__remixManifest?.version;
}

function remember(pending: PendingNavigation | null): void {
  if (!pending) return;
  try {
    session()?.setItem(pendingNavigationKey, JSON.stringify(pending));
  } catch {
    // no storage: no recovery, Remix's own reload still happens
  }
}

/** The navigation Remix's router is running now, before React has rendered it. */
function routerNavigation(): NavigationLike | undefined {
  return remixGlobals().__remixRouter?.state.navigation;
}

/** A full page load of `path`, at most once per path within 10 seconds. */
function reloadOnce(path: string, replace = false): boolean {
  if (!claimReload(session(), path)) return false;
  if (replace) window.location.replace(path);
  else window.location.reload();
  return true;
}

/**
 * The reload guard (docs/decisions/0020-shell-country-links-build-tags.md): reloads the page on a chunk-load error or once a new build is out,
 * at most once per path within 10 seconds. Remix itself reloads the page the shopper is leaving
 * when a route module fails to load; the unfinished navigation recorded here then continues to
 * its target as a full page load.
 */
export function BuildWatcher() {
  const navigation = useNavigation();
  const location = useLocation();
  const newBuild = useRef(false);
  const wasNavigating = useRef(false);

  // Boot: finish a navigation that Remix's reload interrupted; listen for chunk-load errors.
  useEffect(() => {
    const storage = session();
    const target = unfinishedNavigation(storage?.getItem(pendingNavigationKey) ?? null, window.location.pathname);
    storage?.removeItem(pendingNavigationKey);
    if (target && reloadOnce(target, true)) return;

    const onPreloadError = (event: Event) => {
      // Vite's dynamic import preload failed (a chunk gone after a deploy).
      if (reloadOnce(window.location.pathname)) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce(window.location.pathname);
    };
    // The page goes away in the middle of a client navigation (Remix's reload): the router knows
    // where it was going even when React has not rendered that navigation yet (a busy device),
    // so the effect below may not have recorded it.
    const onPageHide = () => remember(pendingPageLoad(routerNavigation(), window.location.pathname));
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // About every hour (and when the tab comes back after that long): is a new build out?
  useEffect(() => {
    let lastCheck = Date.now();
    const check = async () => {
      lastCheck = Date.now();
      try {
        const response = await fetch('/latest-build.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
        if (!response.ok) return;
        const { buildId } = (await response.json()) as { buildId?: unknown };
        const running = currentBuildId();
        if (typeof buildId === 'string' && running && buildId !== running) {
          newBuild.current = true;
          // A tab nobody looks at reloads right away; otherwise the next navigation is a full page load.
          if (document.visibilityState === 'hidden') reloadOnce(window.location.pathname);
        }
      } catch {
        // offline or the server is restarting: try again next time
      }
    };
    const timer = window.setInterval(check, buildCheckIntervalMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= buildCheckIntervalMs) void check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  // Record client navigations in progress (see above); a new build turns the next one into a page load.
  useEffect(() => {
    if (navigation.state !== 'idle' && navigation.location) {
      if (newBuild.current && isPageLoad(navigation) && reloadOnce(pageLoadTarget(navigation), true)) return;
      remember(pendingPageLoad(navigation, location.pathname));
      wasNavigating.current = true;
    } else if (wasNavigating.current) {
      wasNavigating.current = false;
      session()?.removeItem(pendingNavigationKey);
    }
  }, [navigation, location.pathname]);

  return null;
}
