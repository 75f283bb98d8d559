import { isMaintenanceError } from './errors';

/**
 * Who may share the answer of a read (decision 0041):
 * - `'sales-channel'`: the answer depends only on the sales channel (endpoint and access key), the
 *   language and the request itself, never on the shopper's context: navigation trees, SEO URLs,
 *   breadcrumbs, languages, currencies, countries, salutations. Shared by every visitor.
 * - `'anonymous'`: the answer depends on the context (prices of the customer group, rules that
 *   look at the cart, the currency) but is the same for every visitor whose context is the sales
 *   channel's default one, that is a client that started without a context token and has written
 *   nothing: categories with their CMS pages, listings, CMS pages, landing pages, products,
 *   cross-sellings, reviews. Shared only between such visitors.
 */
export type SharedReadScope = 'sales-channel' | 'anonymous';

export interface SharedReadCacheOptions {
  /** Milliseconds an answer is served without asking again. 0 turns the cache off. */
  ttlMs: number;
  /**
   * Milliseconds after `ttlMs` during which the old answer is still served while one background
   * call refreshes it (stale-while-revalidate). Default 0.
   */
  staleMs?: number;
  /** At most this many answers are kept; the least recently used goes first. Default 500. */
  maxEntries?: number;
  /**
   * At most this many bytes of answers are kept, as the process holds them: the JSON text and,
   * once `readValue` has parsed it, the parsed and frozen copy beside it (estimated by
   * {@link estimateHeapBytes}); the least recently used go first. Default 100 MiB.
   */
  maxBytes?: number;
  /**
   * @deprecated Use `maxBytes`. Read as `maxBytes` of twice this number (it counted the JSON text's
   * characters only, not the parsed copies kept beside them).
   */
  maxChars?: number;
  /** The clock (tests). Default `Date.now`. */
  now?: () => number;
}

export interface SharedReadCacheStats {
  /** Answers served fresh from the cache. */
  hits: number;
  /** Answers served stale while a refresh ran. */
  staleHits: number;
  /** Reads that called the Store API. */
  misses: number;
  /** Reads that waited for an identical call already under way. */
  deduplicated: number;
  /** Background refreshes started, and those that failed (the stale answer was kept). */
  refreshes: number;
  failedRefreshes: number;
  /** Answers dropped to stay within `maxEntries`/`maxBytes`. */
  evictions: number;
  /** Answers kept now. */
  entries: number;
  /** Bytes the kept answers take (text and parsed copies, estimated), never more than `maxBytes`. */
  bytes: number;
}

export interface SharedReadCache {
  /** False when created with `ttlMs: 0`: every read goes to the Store API. */
  readonly enabled: boolean;
  /**
   * The answer for `key`: fresh from the cache, stale while one refresh runs in the background,
   * or from `load` (once for all callers that ask at the same time). A failed `load` is never
   * kept; a failed refresh keeps the stale answer (a maintenance answer drops it).
   */
  read(key: string, load: () => Promise<string>): Promise<string>;
  /**
   * `read`, then the answer as `parse` makes it, parsed once per kept answer and deeply frozen:
   * every caller of the same answer gets the same object, so none may change it (a change throws
   * in strict code instead of reaching another visitor). An answer not kept (larger than the
   * budget, or cleared meanwhile) is parsed for its caller alone, frozen all the same.
   */
  readValue<T>(key: string, load: () => Promise<string>, parse: (text: string) => T): Promise<T>;
  /** Forgets one answer. */
  delete(key: string): void;
  /** Forgets every answer (calls under way finish but are not kept). */
  clear(): void;
  stats(): SharedReadCacheStats;
}

interface Entry {
  value: string;
  /** What the entry takes: its text, and its parsed copy once there is one. */
  bytes: number;
  /** The answer as `readValue` parsed it, frozen (once per entry; a refresh makes a new entry). */
  parsed?: { value: unknown };
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

/**
 * An in-memory cache for Store API reads that are the same for many visitors (decision 0041), as
 * Hydrogen keeps its sub-requests: short-lived, stale-while-revalidate, bounded (LRU), with
 * in-flight deduplication. Give it to `createStoreApiClient({ sharedReads })`; the client decides
 * which reads may use it (`SharedReadScope`) and keys them. Create one per process.
 */
export function createSharedReadCache(options: SharedReadCacheOptions): SharedReadCache {
  const ttlMs = Math.max(0, options.ttlMs);
  const staleMs = Math.max(0, options.staleMs ?? 0);
  const maxEntries = Math.max(1, options.maxEntries ?? 500);
  const maxBytes = Math.max(1, options.maxBytes ?? (options.maxChars !== undefined ? options.maxChars * 2 : 100 * 1024 * 1024));
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<string>>();
  let bytes = 0;
  // Bumped by clear(): loads that started before do not fill the cache afterwards.
  let generation = 0;
  const counts = { hits: 0, staleHits: 0, misses: 0, deduplicated: 0, refreshes: 0, failedRefreshes: 0, evictions: 0 };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  /** Drops the least recently used answers until the cache is within its bounds. */
  function evict() {
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value as string;
      remove(oldest);
      counts.evictions += 1;
    }
  }

  function store(key: string, value: string) {
    remove(key);
    const size = estimateHeapBytes(value);
    // An answer larger than the whole budget is served but not kept.
    if (size > maxBytes) return;
    const at = now();
    entries.set(key, { value, bytes: size, freshUntil: at + ttlMs, staleUntil: at + ttlMs + staleMs, refreshing: false });
    bytes += size;
    evict();
  }

  /** One call for a key at a time; what it answers is kept unless the cache was cleared meanwhile. */
  function loadOnce(key: string, load: () => Promise<string>): Promise<string> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const promise = (async () => {
      try {
        const value = await load();
        if (startedIn === generation) store(key, value);
        return value;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, promise);
    return promise;
  }

  function refresh(key: string, entry: Entry, load: () => Promise<string>) {
    entry.refreshing = true;
    counts.refreshes += 1;
    loadOnce(key, load).catch((error: unknown) => {
      counts.failedRefreshes += 1;
      // The shop says it is in maintenance: that is its answer now, not a hiccup to hide.
      if (isMaintenanceError(error)) remove(key);
      else if (entries.get(key) === entry) entry.refreshing = false;
    });
  }

  async function read(key: string, load: () => Promise<string>): Promise<string> {
    if (ttlMs <= 0) return load();
    const entry = entries.get(key);
    const at = now();
    if (entry && at < entry.staleUntil) {
      // Most recently used last: the map's first key is the one to evict.
      entries.delete(key);
      entries.set(key, entry);
      if (at < entry.freshUntil) {
        counts.hits += 1;
      } else {
        counts.staleHits += 1;
        if (!entry.refreshing) refresh(key, entry, load);
      }
      return entry.value;
    }
    if (entry) remove(key);
    if (inFlight.has(key)) counts.deduplicated += 1;
    else counts.misses += 1;
    return loadOnce(key, load);
  }

  return {
    enabled: ttlMs > 0,
    read,
    async readValue<T>(key: string, load: () => Promise<string>, parse: (text: string) => T): Promise<T> {
      const text = await read(key, load);
      const entry = entries.get(key);
      // The entry that holds this very answer (not one a refresh put there since).
      if (entry && entry.value === text) {
        if (!entry.parsed) {
          const value = deepFreeze(parse(text));
          entry.parsed = { value };
          // The parsed copy is kept beside the text: it counts against the budget too (the
          // least recently used answers go, this one as well when it alone is too large).
          const size = estimateHeapBytes(value);
          entry.bytes += size;
          bytes += size;
          evict();
        }
        return entry.parsed.value as T;
      }
      return deepFreeze(parse(text));
    },
    delete(key) {
      remove(key);
    },
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
    },
    stats() {
      return { ...counts, entries: entries.size, bytes };
    },
  };
}

/**
 * About how many bytes of the heap a value takes, strings, objects and arrays in it included (a
 * 64-bit V8 without pointer compression, as Node's: 8 bytes a field, a string's characters one
 * byte each when all are Latin-1, else two). It errs on the high side: short strings V8 shares
 * and maps shared by objects of one shape are counted for each. What the shared read cache counts
 * against its budget.
 */
export function estimateHeapBytes(value: unknown): number {
  let total = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      total += stringBytes(item);
    } else if (typeof item === 'number') {
      // A small integer lives in its field; any other number is a heap number of its own.
      if (!Number.isInteger(item) || Math.abs(item) >= 2 ** 31) total += 16;
    } else if (Array.isArray(item)) {
      // The array and its element store: headers and one field per element.
      total += 32 + 16 + 8 * item.length;
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      const keys = Object.keys(item);
      // Header (map, properties, elements) and one field per property; many properties make a dictionary.
      total += 24 + (keys.length > 64 ? 40 : 8) * keys.length;
      for (const key of keys) pending.push((item as Record<string, unknown>)[key]);
    }
  }
  return total;
}

/** A string's heap bytes: a 16-byte header and its characters, rounded up to 8. */
function stringBytes(text: string): number {
  // eslint-disable-next-line no-control-regex -- any character beyond Latin-1 makes V8 store two bytes each
  const width = /[^\u0000-\u00ff]/.test(text) ? 2 : 1;
  return 16 + Math.ceil((text.length * width) / 8) * 8;
}

/**
 * Freezes a value and everything in it (stopping at what is frozen already). Shared answers are
 * frozen this way; so is anything derived from one and kept for every visitor (decision 0041).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
