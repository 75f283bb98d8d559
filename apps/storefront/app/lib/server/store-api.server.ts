import {
  createStoreApiClient,
  isMaintenanceError,
  isStoreApiError,
  readLanguages,
  type Schemas,
  type StoreApiClient,
} from '@gipfel/api';
import { createSharedReadCache, type SharedReadCache } from '@gipfel/api/host';
import type { LanguageCode } from '@gipfel/i18n';
import { shopLocales } from '../i18n/shop-locales';
import { getServerEnv } from './env.server';
import { isSecureOrigin } from './origin.server';
import { guardMutation } from '../security/request-guard.server';
import { storeApiFetch } from './server-timing.server';
import { storeApiOperation, telemetry } from './telemetry.server';
import { withoutContextTokenInAnswers } from '../session/context-token.server';

export const contextTokenCookieName = 'gipfel_context';
const contextTokenMaxAge = 365 * 24 * 60 * 60;

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const token = value.join('=');
      // Shopware tokens are URL-safe; anything else is not a token of ours.
      return /^[A-Za-z0-9_-]{1,128}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}

export function serializeContextTokenCookie(token: string, secure: boolean): string {
  return `${contextTokenCookieName}=${token}; Max-Age=${contextTokenMaxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

let sharedReads: SharedReadCache | undefined;

/**
 * The process's one cache of Store API reads that are the same for many visitors (decision 0041):
 * navigation, SEO URLs, breadcrumbs and reference data for everyone of a language; catalogue reads
 * (categories, CMS pages, products, listings) only for visitors without a context of their own.
 * Each client decides per read whether it may use it; `STORE_API_CACHE_TTL=0` turns it off.
 */
export function storeApiReadCache(): SharedReadCache {
  if (sharedReads) return sharedReads;
  const { ttlMs, staleMs, maxEntries, maxBytes } = getServerEnv().storeApiCache;
  const cache = createSharedReadCache({ ttlMs, staleMs, maxEntries, maxBytes });
  sharedReads = cache;
  if (cache.enabled && process.env.LOG_REQUESTS !== '0') {
    // One line a minute while it is used: how many reads it answered.
    let reported = 0;
    setInterval(() => {
      const stats = cache.stats();
      const reads = stats.hits + stats.staleHits + stats.misses + stats.deduplicated;
      if (reads === reported) return;
      reported = reads;
      console.log(
        `[store-api cache] ${stats.hits} hits, ${stats.staleHits} stale, ${stats.misses} misses, ${stats.deduplicated} joined, ${stats.failedRefreshes}/${stats.refreshes} refreshes failed, ${stats.entries} kept (${(stats.bytes / 1024 / 1024).toFixed(1)} MiB), ${stats.evictions} evicted`,
      );
    }, 60_000).unref();
  }
  return cache;
}

export interface StoreApiSession {
  client: StoreApiClient;
  /** Headers for the loader's response: the renewed context token cookie, when it changed. */
  headers: Headers;
}

/**
 * A Store API client for one request: it goes straight to the commerce endpoint with the
 * access key and the shopper's context token from the httpOnly cookie.
 */
export function createStoreApiSession(request: Request): StoreApiSession {
  // Every action reaches the shop through here: cross-site posts and floods stop first.
  guardMutation(request);
  const headers = new Headers();
  const secure = isSecureOrigin(request);
  const client = createStoreApiClient({
    ...clientSettings(),
    contextToken: readCookie(request.headers.get('cookie'), contextTokenCookieName),
    onContextToken: (token) => headers.set('Set-Cookie', serializeContextTokenCookie(token, secure)),
    sharedReads: storeApiReadCache(),
  });
  return { client, headers };
}

function clientSettings() {
  const env = getServerEnv();
  return {
    endpoint: env.storeApiEndpoint,
    accessKey: env.storeApiAccessKey,
    fetch: withoutContextTokenInAnswers(storeApiFetch(undefined, undefined, env.storeApiTimeoutMs)),
    timeout: env.storeApiTimeoutMs,
    onRetry: ({ method, url, status, attempt }: { method: string; url: string; status?: number; attempt: number }) =>
      telemetry().storeApiRetry({ operation: storeApiOperation(method, url), status, attempt }),
    criteriaTransport: env.storeApiCriteriaTransport,
  };
}

/**
 * A Store API client outside the shopper's session: it sends no context token and the token the
 * Store API answers with reaches no cookie. For a call whose signed-in context must not become the
 * visitor's: the registration link of a mail, which anyone can send to anyone (decision 0052).
 */
export function createSessionlessStoreApiClient(): StoreApiClient {
  return createStoreApiClient(clientSettings());
}

type Language = Schemas['Language'];
let languageCache: { expires: number; languages: Language[] } | undefined;
const languageCacheMs = 5 * 60 * 1000;

/**
 * The sales channel's languages. They are the same for every shopper, so one process-wide copy
 * is kept for a few minutes (no user data in it).
 */
export async function loadLanguages(client: StoreApiClient): Promise<Language[]> {
  if (languageCache && languageCache.expires > Date.now()) return languageCache.languages;
  const result = await readLanguages(client);
  const languages = result.elements ?? [];
  languageCache = { expires: Date.now() + languageCacheMs, languages };
  return languages;
}

/**
 * The Store API language id of one of the shop's languages (`SHOP_LANGUAGES`): its configured
 * `languageId`, else matched by its locale code (de-DE, en-GB, fr-CH, it-CH). Undefined when the
 * Store API has no such language: its content then comes in the sales channel's default language.
 */
export function findLanguageId(languages: Language[], language: LanguageCode): string | undefined {
  return shopLocales().storeApiLanguageId(language, languages);
}

/**
 * Turns a failed Store API call into the response of the matching error page: 502 when the shop
 * cannot be reached, 408 when it is too slow, 503 with `MAINTENANCE_MODE` for maintenance, 404
 * for an unknown entity, 403 (session expired) and 429 with the seconds to wait as JSON.
 * Anything else is rethrown and becomes a 500.
 */
export function toErrorResponse(error: unknown): unknown {
  if (isMaintenanceError(error)) return new Response('MAINTENANCE_MODE', { status: 503 });
  if (!isStoreApiError(error)) return error;
  if (error.status === 429) {
    // JSON, so the error page can say how long to wait.
    const seconds = error.retryAfterSeconds ?? 1;
    return Response.json({ retryAfterSeconds: seconds }, { status: 429, headers: { 'Retry-After': String(seconds) } });
  }
  if ([403, 404, 408, 502, 503, 504].includes(error.status)) {
    const status = error.status === 504 ? 502 : error.status;
    // The page's data reaches the browser: a backend that is down or slow gets a stable code (the
    // page shows its translated text), its own message naming the endpoint goes to the log.
    if (status === 403 || status === 404) {
      const namesAnAddress = /[a-z][a-z0-9+.-]*:\/\//i.test(error.message);
      return new Response(namesAnAddress ? (status === 403 ? 'Forbidden' : 'Not Found') : error.message, { status });
    }
    // The operation's name, not the URL (its query may hold a search term); the log masks addresses and tokens in the detail.
    telemetry().log(
      'error',
      { operation: storeApiOperation(error.method ?? 'GET', error.url ?? ''), status: error.status, detail: error.message },
      status === 408 ? 'Store API timed out' : status === 502 ? 'Store API unreachable' : 'Store API unavailable',
    );
    return new Response(status === 408 ? 'STORE_API_TIMEOUT' : status === 502 ? 'STORE_API_UNREACHABLE' : 'STORE_API_UNAVAILABLE', { status });
  }
  return error;
}

/**
 * A Store API session that answers in the page's language (`sw-language-id`). The language ids
 * come from the cached language list, so this costs a call only every few minutes.
 */
export async function createLocalizedStoreApiSession(request: Request, language: LanguageCode): Promise<StoreApiSession> {
  const session = createStoreApiSession(request);
  const languages = await loadLanguages(session.client).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  const languageId = findLanguageId(languages, language);
  if (languageId) session.client.setLanguageId(languageId);
  return session;
}
