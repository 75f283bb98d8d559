import { HTTPError, TimeoutError, type KyInstance, type RetryOptions } from 'ky';
import {
  MAINTENANCE_MESSAGE,
  StoreApiError,
  extractErrors,
  hasMaintenanceCode,
  parseRetryAfter,
} from './errors';
import type { SharedReadScope } from './shared-read-cache';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Status codes a safe (non-mutating) call is retried on, once. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Methods that are retried; POST, PUT, PATCH and DELETE never are. */
const RETRY_METHODS = ['get', 'head', 'options', 'trace'] as const;
/** A `Retry-After` longer than this is not waited for: the error goes to the caller. */
export const MAX_RETRY_AFTER_SECONDS = 3;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRY_DELAY_MS = 300;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** JSON body. */
  body?: unknown;
  /** Query parameters; undefined and null values are left out. */
  query?: Record<string, QueryValue> | URLSearchParams;
  /** Extra headers for this call; an undefined value removes a default header. */
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /**
   * Marks a read whose answer may be shared with other visitors through the client's
   * `sharedReads` cache (decision 0041); ignored without one.
   */
  shared?: SharedReadScope;
}

export function retryOptions(retryDelayMs: number): RetryOptions {
  return {
    limit: 1,
    methods: [...RETRY_METHODS],
    statusCodes: [...RETRY_STATUS_CODES],
    afterStatusCodes: [429, 503],
    delay: () => retryDelayMs,
    shouldRetry: ({ error }) => {
      // Only answers with one of the listed statuses are retried; network failures and
      // timeouts go straight to the caller (who shows the 502 / 408 page).
      if (!(error instanceof HTTPError)) return false;
      if (!RETRY_STATUS_CODES.includes(error.response.status)) return false;
      const after = parseRetryAfter(error.response.headers.get('retry-after'));
      if (after !== undefined && after > MAX_RETRY_AFTER_SECONDS) return false;
      return undefined;
    },
  };
}

/** Joins the endpoint base and an API path (`/context`) without doubling or losing slashes. */
export function joinUrl(endpoint: string, path: string): string {
  const base = endpoint.replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  return `${base}${suffix}`;
}

/** A request's query as URLSearchParams (undefined and null values left out). */
export function toSearchParams(query: RequestOptions['query']): URLSearchParams | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text);
}

/**
 * A call as named in an error message: method and path, without the endpoint's scheme, host and
 * port (a message may reach a page or a log shipped elsewhere; `error.url` keeps the whole URL).
 */
export function describeCall(method: string, url: string): string {
  try {
    return `${method} ${new URL(url).pathname}`;
  } catch {
    return method;
  }
}

/** A fetch failure's own words with the endpoint's host taken out (some name it: `ECONNREFUSED 127.0.0.1:8787`). */
function withoutHost(reason: string, url: string): string {
  try {
    const { host, hostname } = new URL(url);
    return reason.split(host).join('…').split(hostname).join('…');
  } catch {
    return reason;
  }
}

/** Turns what ky threw into a StoreApiError (abort errors pass through unchanged). */
export async function toStoreApiError(error: unknown, method: string, url: string): Promise<unknown> {
  if (error instanceof StoreApiError || isAbortError(error)) return error;
  if (error instanceof HTTPError) {
    const { response } = error;
    let body: unknown;
    try {
      body = await readJson(response);
    } catch {
      body = undefined;
    }
    const errors = extractErrors(body);
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    if (hasMaintenanceCode(errors)) {
      return new StoreApiError({ status: 503, errors, message: MAINTENANCE_MESSAGE, method, url, retryAfterSeconds, cause: error });
    }
    return new StoreApiError({ status: response.status, errors, method, url, retryAfterSeconds, cause: error });
  }
  if (error instanceof TimeoutError) {
    return new StoreApiError({ status: 408, message: `Request timed out: ${describeCall(method, url)}`, method, url, cause: error });
  }
  const reason = withoutHost(error instanceof Error ? error.message : String(error), url);
  return new StoreApiError({ status: 502, message: `Could not reach the Store API: ${describeCall(method, url)} (${reason})`, method, url, cause: error });
}

/**
 * Sends one request through a ky instance and returns the answer's text (empty for empty
 * answers). Every failure becomes a StoreApiError.
 */
export async function sendText(
  http: KyInstance,
  method: HttpMethod,
  url: string,
  headers: Headers,
  options: RequestOptions,
): Promise<string> {
  const hasBody = options.body !== undefined && method !== 'GET' && method !== 'HEAD';
  const searchParams = toSearchParams(options.query);
  // Building the request can throw for a bad URL; that is a programming error, not a 502.
  const pending = http(url, {
    method,
    headers,
    ...(hasBody ? { json: options.body } : {}),
    ...(searchParams && [...searchParams.keys()].length > 0 ? { searchParams } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  try {
    return await (await pending).text();
  } catch (error) {
    throw await toStoreApiError(error, method, url);
  }
}

/** Parses an answer's text as JSON (undefined when empty); invalid JSON is a 502. */
export function parseAnswer<T>(text: string, method: HttpMethod, url: string): T {
  try {
    return (text.trim() === '' ? undefined : JSON.parse(text)) as T;
  } catch (error) {
    throw new StoreApiError({ status: 502, message: `Invalid JSON in the answer to ${describeCall(method, url)}`, method, url, cause: error });
  }
}

/**
 * Sends one request through a ky instance and returns the parsed JSON body (undefined for
 * empty answers). Every failure becomes a StoreApiError.
 */
export async function send<T>(
  http: KyInstance,
  method: HttpMethod,
  url: string,
  headers: Headers,
  options: RequestOptions,
): Promise<T> {
  return parseAnswer<T>(await sendText(http, method, url, headers, options), method, url);
}
