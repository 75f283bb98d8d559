/**
 * Where a shop without a server keeps the shopper's context token (`sw-context-token`) between
 * page loads. The host chooses: the tab's session storage, local storage (the cart survives the
 * browser), memory (lost on reload) or none (a host whose server keeps the token in a cookie).
 */
export interface ContextTokenStorage {
  /** The token kept from an earlier page load, or null. */
  read(): string | null;
  /** Keeps a new token (the Store API renews it, e.g. on sign-in and sign-out). */
  write(token: string): void;
}

/** `session`: this tab until it closes; `local`: the browser, across tabs; `memory`: this page load; `none`: never (a server keeps it). */
export type ContextTokenStorageKind = 'session' | 'local' | 'memory' | 'none';

/** The key under which `session` and `local` keep the token. */
export const contextTokenStorageKey = 'gipfel-context-token';

function webStorage(kind: 'session' | 'local'): Storage | null {
  try {
    if (kind === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage that refuses to be opened (blocked cookies, some private modes).
    return null;
  }
}

/**
 * A token storage of the given kind. Web storage that is missing, full or blocked behaves like
 * memory for the page's life instead of failing the shop.
 */
export function createContextTokenStorage(kind: ContextTokenStorageKind, key: string = contextTokenStorageKey): ContextTokenStorage {
  let inMemory: string | null = null;
  if (kind === 'none') return { read: () => null, write: () => undefined };
  const storage = kind === 'memory' ? null : webStorage(kind);
  return {
    read() {
      try {
        const stored = storage?.getItem(key);
        if (stored) return stored;
      } catch {
        // Unreadable storage: the token of this page's life, if any.
      }
      return inMemory;
    },
    write(token) {
      inMemory = token;
      try {
        storage?.setItem(key, token);
      } catch {
        // Full or blocked storage: kept in memory only.
      }
    },
  };
}
