/**
 * The reload guard (docs/decisions/0020-shell-country-links-build-tags.md): after a chunk-load error or a new build the page
 * reloads, but at most once per path within 10 seconds, so a broken deploy cannot loop.
 * The record lives in sessionStorage (per tab), as `{ [path]: epoch ms }`.
 */
export const reloadWindowMs = 10_000;
export const reloadRecordKey = 'gipfel:reloads';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function readRecord(storage: StorageLike): Record<string, number> {
  try {
    const parsed = JSON.parse(storage.getItem(reloadRecordKey) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * True (and recorded) when `path` may be reloaded now: it was not reloaded in the last 10 seconds.
 * Without a usable storage (privacy mode, quota) it answers false: better no reload than a loop.
 */
export function claimReload(storage: StorageLike | undefined, path: string, now: number = Date.now()): boolean {
  if (!storage) return false;
  const record = readRecord(storage);
  const last = record[path];
  if (typeof last === 'number' && now - last >= 0 && now - last < reloadWindowMs) return false;
  // Keep only recent entries: the record stays small.
  const next: Record<string, number> = { [path]: now };
  for (const [key, at] of Object.entries(record)) if (key !== path && typeof at === 'number' && now - at < reloadWindowMs) next[key] = at;
  try {
    storage.setItem(reloadRecordKey, JSON.stringify(next));
  } catch {
    return false;
  }
  return true;
}

/** Messages browsers give a dynamic import that could not be loaded (a chunk gone after a deploy). */
const chunkLoadMessages = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkLoadMessages.some((pattern) => pattern.test(message));
}

/** A client navigation in progress, kept so a reload in the middle of it can finish it. */
export const pendingNavigationKey = 'gipfel:navigating';

export interface PendingNavigation {
  /** Where the navigation started (pathname). */
  from: string;
  /** Where it was going (path, search and hash). */
  to: string;
  at: number;
}

/** What `pendingPageLoad` reads of a navigation (Remix's `useNavigation()` or its router's state). */
export interface NavigationLike {
  state: 'idle' | 'loading' | 'submitting';
  location?: { pathname: string; search: string; hash: string } | null;
  formMethod?: string | null;
}

/**
 * A navigation that loads a page (a link, a GET form) and so may be repeated as a full page load;
 * a submission never is.
 */
export function isPageLoad(navigation: NavigationLike | undefined): navigation is NavigationLike & { location: NonNullable<NavigationLike['location']> } {
  if (!navigation || navigation.state !== 'loading' || !navigation.location) return false;
  return !navigation.formMethod || navigation.formMethod.toUpperCase() === 'GET';
}

/** Path, search and hash of a page load's target. */
export function pageLoadTarget(navigation: NavigationLike & { location: NonNullable<NavigationLike['location']> }): string {
  const { pathname, search, hash } = navigation.location;
  return `${pathname}${search}${hash}`;
}

/** The record of a page load in progress that a reload should finish: one to another path than `from`. */
export function pendingPageLoad(navigation: NavigationLike | undefined, from: string, now: number = Date.now()): PendingNavigation | null {
  if (!isPageLoad(navigation) || navigation.location.pathname === from) return null;
  return { from, to: pageLoadTarget(navigation), at: now };
}

/**
 * After Remix reloaded the page because a route module failed to load (it reloads the page the
 * shopper was leaving), the target to load as a full page: the recorded navigation, when it
 * started on this very path less than 10 seconds ago and went somewhere else on our site.
 */
export function unfinishedNavigation(value: string | null, currentPath: string, now: number = Date.now()): string | null {
  if (!value) return null;
  try {
    const pending = JSON.parse(value) as Partial<PendingNavigation>;
    if (typeof pending.to !== 'string' || typeof pending.from !== 'string' || typeof pending.at !== 'number') return null;
    if (pending.from !== currentPath || now - pending.at < 0 || now - pending.at >= reloadWindowMs) return null;
    if (!pending.to.startsWith('/') || pending.to.startsWith('//') || pending.to.includes('\\')) return null;
    return pending.to;
  } catch {
    return null;
  }
}
