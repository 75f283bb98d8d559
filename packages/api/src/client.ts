import ky, { HTTPError, type BeforeRetryHook } from 'ky';
import { criteriaQuery } from './compressed-criteria';
import { StoreApiError } from './errors';
import {
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  joinUrl,
  retryOptions,
  parseAnswer,
  sendText,
  toSearchParams,
  type HttpMethod,
  type RequestOptions,
} from './http';
import type { SharedReadCache, SharedReadScope } from './shared-read-cache';
import type { operations } from './types';

export const CONFIGURATION_ERROR_MESSAGE = 'Make sure that endpoint and accessToken are settled in the configuration';
export const CONFIGURATION_HINT_DELAY_MS = 2000;
export const CONFIGURATION_HINT =
  '[@gipfel/api] The Store API answered 412 (precondition failed). The API connection configuration may be wrong: check the access key (sw-access-key) and the endpoint.';

export interface StoreApiClientOptions {
  /** Store API base, e.g. `http://127.0.0.1:8787/store-api`, or a same-origin proxy like `/api/store`. */
  endpoint: string;
  /** The sales channel access key, sent as `sw-access-key`. */
  accessKey: string;
  /** The shopper's context token, if one is known already (cookie). */
  contextToken?: string;
  /** Sent as `sw-language-id` when set. */
  languageId?: string;
  /** Called with the new token whenever a response carries a different context token. */
  onContextToken?: (token: string) => void;
  /** A fetch implementation (defaults to the global fetch). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call fails with status 408 (default 10 000). */
  timeout?: number;
  /** Milliseconds to wait before the single retry of a safe call (default 300). */
  retryDelay?: number;
  /**
   * How catalogue and reference reads send their criteria: `'get'` (default) as Shopware's
   * compressed `_criteria` query parameter, which a CDN in front of the Store API can cache, or
   * `'post'` as a JSON body, for shops whose Shopware does not decode `_criteria` yet.
   */
  criteriaTransport?: CriteriaTransport;
  /**
   * A cache shared by the clients of many visitors (`createSharedReadCache`, one per process) for
   * the reads marked `shared` (decision 0041): the same for every visitor of a sales channel and
   * language (navigation, SEO URLs, reference data), or for every visitor with the default context
   * (catalogue reads while this client has no token of its own and has written nothing). Such a
   * read is sent without the context token, and its answer never touches this client's token.
   */
  sharedReads?: SharedReadCache;
  /**
   * Called before a safe call is sent again (one retry after a 408, 429 or 5xx answer): for logs
   * and metrics. It gets the method, the URL and the status that caused the retry.
   */
  onRetry?: (retry: StoreApiRetry) => void;
}

/** A retry about to be sent (`StoreApiClientOptions.onRetry`). */
export interface StoreApiRetry {
  method: string;
  url: string;
  /** The status of the answer that is retried (absent when none came). */
  status?: number;
  /** 1 for the first retry. */
  attempt: number;
}

export type CriteriaTransport = 'get' | 'post';

export interface StoreApiClient {
  readonly endpoint: string;
  /** The newest context token seen (given, or renewed from a response). */
  readonly contextToken: string | undefined;
  readonly languageId: string | undefined;
  /** How reads send their criteria (see `StoreApiClientOptions.criteriaTransport`); unset means `'get'`. */
  readonly criteriaTransport?: CriteriaTransport;
  setContextToken(token: string | undefined): void;
  setLanguageId(languageId: string | undefined): void;
  /** Sends any Store API call: `path` is relative to the endpoint (`/context`). */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

const SEO_URL_PATHS: readonly RegExp[] = [
  /^\/search\/?$/,
  /^\/search-suggest\/?$/,
  /^\/seo-url\/?$/,
  /^\/product-listing\/[^/]+\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/product\/[^/]+\/cross-selling\/?$/,
  /^\/navigation\/.+/,
  /^\/category\/[^/]+\/?$/,
  /^\/cms\/.+/,
  /^\/landing-page\/[^/]+\/?$/,
];

/** Whether a call on this path asks Shopware to include SEO URLs (`sw-include-seo-urls`). */
export function wantsSeoUrls(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return SEO_URL_PATHS.some((pattern) => pattern.test(pathname));
}

/** Reads the context token of a response header; a repeated header keeps the last value. */
function readContextToken(value: string | null): string | undefined {
  if (!value) return undefined;
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts[parts.length - 1];
}

/**
 * Creates a Store API client. Works in Node (loaders, actions) and in the browser (against
 * the storefront's same-origin proxy). Create one per server request: it holds the
 * shopper's context token.
 */
export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  if (!options || !options.endpoint || !options.accessKey) {
    throw new Error(CONFIGURATION_ERROR_MESSAGE);
  }
  const endpoint = options.endpoint.replace(/\/+$/, '');
  let contextToken = options.contextToken || undefined;
  let languageId = options.languageId || undefined;
  const criteriaTransport: CriteriaTransport = options.criteriaTransport === 'post' ? 'post' : 'get';

  const beforeRetry: BeforeRetryHook[] = options.onRetry
    ? [
        ({ request, error, retryCount }) => {
          options.onRetry?.({ method: request.method, url: request.url, status: error instanceof HTTPError ? error.response.status : undefined, attempt: retryCount });
        },
      ]
    : [];
  const http = ky.create({
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    retry: retryOptions(options.retryDelay ?? DEFAULT_RETRY_DELAY_MS),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRetry,
      beforeRequest: [
        (request) => {
          // Set per attempt, so a retry carries a token renewed by the failed answer.
          if (contextToken) request.headers.set('sw-context-token', contextToken);
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const token = readContextToken(response.headers.get('sw-context-token'));
          if (token && token !== contextToken) {
            contextToken = token;
            options.onContextToken?.(token);
          }
        },
      ],
    },
  });

  // Shared reads go without the token hooks: no visitor's token is sent, none is taken over.
  const sharedHttp = options.sharedReads?.enabled
    ? ky.create({
        timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
        retry: retryOptions(options.retryDelay ?? DEFAULT_RETRY_DELAY_MS),
        ...(options.fetch ? { fetch: options.fetch } : {}),
        hooks: { beforeRetry },
      })
    : undefined;
  // True while this client's context is provably the sales channel's default one: it started
  // without a token, was given none, and has sent nothing but reads (a token Shopware hands out
  // for a tokenless read names a fresh, empty context).
  let anonymous = !contextToken;

  /** The cache key of a shared read, or undefined when this read must not be shared now. */
  function sharedKey(method: HttpMethod, path: string, headers: Headers, requestOptions: RequestOptions): string | undefined {
    const scope = requestOptions.shared;
    if (!scope || !sharedHttp || headers.has('sw-context-token')) return undefined;
    if (scope === 'anonymous' && !anonymous) return undefined;
    // Without sw-language-id the context's language answers: only the default context's is known.
    if (scope === 'sales-channel' && !languageId && !anonymous) return undefined;
    const query = [...(toSearchParams(requestOptions.query)?.entries() ?? [])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // Every header that can change the answer: access key (sales channel), language, currency, SEO URLs.
    const headerList = [...headers.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return JSON.stringify([method, joinUrl(endpoint, path), query, requestOptions.body ?? null, headerList]);
  }

  function warnOn412(error: unknown) {
    if (error instanceof StoreApiError && error.status === 412) {
      setTimeout(() => console.warn(CONFIGURATION_HINT), CONFIGURATION_HINT_DELAY_MS);
    }
  }

  return {
    endpoint,
    get contextToken() {
      return contextToken;
    },
    get languageId() {
      return languageId;
    },
    criteriaTransport,
    setContextToken(token) {
      contextToken = token || undefined;
      if (contextToken) anonymous = false;
    },
    setLanguageId(id) {
      languageId = id || undefined;
    },
    async request<T = unknown>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
      const headers = new Headers({ accept: 'application/json', 'sw-access-key': options.accessKey });
      if (languageId) headers.set('sw-language-id', languageId);
      if (wantsSeoUrls(path)) headers.set('sw-include-seo-urls', 'true');
      for (const [name, value] of Object.entries(requestOptions.headers ?? {})) {
        if (value === undefined) headers.delete(name);
        else headers.set(name, value);
      }
      const url = joinUrl(endpoint, path);
      const key = sharedKey(method, path, headers, requestOptions);
      if (key !== undefined && options.sharedReads && sharedHttp) {
        const { signal, ...shared } = requestOptions;
        try {
          // Loaded once for everyone waiting: a caller's abort ends only its own wait.
          // Parsed once per kept answer and frozen: shared answers are read, never changed.
          return await untilAborted(
            options.sharedReads.readValue(
              key,
              () => sendText(sharedHttp, method, url, headers, shared),
              (text) => withoutSessionToken(parseAnswer<T>(text, method, url)),
            ),
            signal,
          );
        } catch (error) {
          warnOn412(error);
          throw error;
        }
      }
      // Anything but a read may change the context: its later reads are the shopper's own.
      if (method !== 'GET' && method !== 'HEAD' && !requestOptions.shared) anonymous = false;
      try {
        return parseAnswer<T>(await sendText(http, method, url, headers, requestOptions), method, url);
      } catch (error) {
        warnOn412(error);
        throw error;
      }
    },
  };
}

/**
 * A shared answer without the context token Shopware puts into a context or a cart (`token`): it
 * names the fresh context the shared read happened to create, which must never become any
 * reader's session.
 */
function withoutSessionToken<T>(answer: T): T {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer) || !('token' in answer)) return answer;
  const { token: _token, ...rest } = answer as Record<string, unknown>;
  return rest as T;
}

/** Waits for `promise`, or rejects with the signal's reason once it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

// ---------------------------------------------------------------------------------------
// Typed calls by Shopware operation key, e.g. `invoke(client, 'readContext get /context')`.

export type StoreOperation = keyof operations & string;

type Part<O, K extends string> = K extends keyof O
  ? Partial<Pick<O, K>> extends Pick<O, K>
    ? { [P in K]?: O[K] }
    : { [P in K]: O[K] }
  : { [P in K]?: never };

/** Parameters of an operation: its path params, body and query as Shopware's schema types them. */
export type OperationParams<K extends StoreOperation> = Part<operations[K], 'pathParams'> &
  Part<operations[K], 'body'> &
  Part<operations[K], 'query'> & {
    headers?: Record<string, string | undefined>;
    signal?: AbortSignal;
    /** May the answer be shared with other visitors (decision 0041)? */
    shared?: SharedReadScope;
  };

/** What an operation answers (void for operations without a body). */
export type OperationResponse<K extends StoreOperation> = operations[K] extends { response: infer R }
  ? [R] extends [never]
    ? void
    : R
  : unknown;

type InvokeArgs<K extends StoreOperation> =
  Partial<OperationParams<K>> extends OperationParams<K> ? [params?: OperationParams<K>] : [params: OperationParams<K>];

/** Fills `{name}` placeholders of an operation path from its path params. */
export function buildPath(template: string, pathParams: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = pathParams?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** An operation's parameters once their schema types have done their work. */
interface UntypedParams {
  pathParams?: Record<string, unknown>;
  body?: unknown;
  query?: RequestOptions['query'];
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  shared?: SharedReadScope;
}

/**
 * Calls a Store API operation by its key in `operations` (`"<name> <method> <path>"`), with
 * the request and response types of Shopware's published schema.
 */
export async function invoke<K extends StoreOperation>(
  client: StoreApiClient,
  operation: K,
  ...args: InvokeArgs<K>
): Promise<OperationResponse<K>> {
  const [, method, template] = operation.split(' ');
  if (!method || !template) throw new Error(`Not an operation key: ${operation}`);
  const params = (args[0] ?? {}) as UntypedParams;
  const path = buildPath(template, params.pathParams);
  return client.request<OperationResponse<K>>(method.toUpperCase() as HttpMethod, path, {
    body: params.body,
    query: params.query,
    headers: params.headers,
    signal: params.signal,
    ...(params.shared ? { shared: params.shared } : {}),
  });
}

/**
 * Calls a read operation that Shopware offers both as POST (criteria in the body) and as GET
 * (criteria in `_criteria`), by its POST key: with the client's `criteriaTransport` `'get'` it
 * goes as GET, the criteria compressed into `_criteria` and route parameters (`order`, `p`,
 * `search`, …) as plain query values, so the answer can be cached; with `'post'` it goes as the
 * POST it names.
 */
export async function invokeRead<K extends StoreOperation>(
  client: StoreApiClient,
  operation: K,
  ...args: InvokeArgs<K>
): Promise<OperationResponse<K>> {
  const [, method, template] = operation.split(' ');
  if (method !== 'post' || !template) throw new Error(`Not a POST read: ${operation}`);
  if (client.criteriaTransport === 'post') return invoke(client, operation, ...args);
  const params = (args[0] ?? {}) as UntypedParams;
  // A copy: the caller's parameters are not changed.
  const query = new URLSearchParams(toSearchParams(params.query));
  for (const [key, value] of Object.entries(await criteriaQuery(params.body))) query.set(key, value);
  return client.request<OperationResponse<K>>('GET', buildPath(template, params.pathParams), {
    query,
    headers: params.headers,
    signal: params.signal,
    ...(params.shared ? { shared: params.shared } : {}),
  });
}
