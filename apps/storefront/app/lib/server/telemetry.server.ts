
/** One attempt of a Store API call, as the storefront's fetch saw it. */
export interface StoreApiCallEvent {
  /** `GET /product/{id}`: method and path with ids taken out (never a query, a token or a body). */
  operation: string;
  durationMs: number;
  /** The answer's status; absent when no answer came. */
  status?: number;
  /** Why no answer came: the client's timeout, the caller's abort, or a network failure. */
  failure?: 'timeout' | 'aborted' | 'network';
}

/**
 * What the app tells the process's logs and metrics (server.mjs installs it through one global,
 * like the request context; server/telemetry.mjs). In `remix vite:dev` and in tests without it,
 * every call does nothing. The app never imports pino or prom-client.
 */
export interface Telemetry {
  storeApiCall(event: StoreApiCallEvent): void;
  storeApiRetry(event: { operation: string; status?: number; attempt: number }): void;
  /** A request refused by one of the storefront's own limits (form posts, captcha images, large bodies). */
  rateLimitRefusal(limiter: string): void;
  /** A line in the current request's log (its id added), with fields that never name a person. */
  log(level: 'debug' | 'info' | 'warn' | 'error', fields: Record<string, unknown>, message: string): void;
}

const key = Symbol.for('gipfel.telemetry');
const registry = globalThis as unknown as Record<symbol, Telemetry | undefined>;
const silent: Telemetry = { storeApiCall() {}, storeApiRetry() {}, rateLimitRefusal() {}, log() {} };

export function telemetry(): Telemetry {
  return registry[key] ?? silent;
}

const idSegment = /^(?:[0-9a-f]{32}|[0-9a-f-]{36}|\d+)$/i;
const wordSegment = /^[a-z][a-z-]{0,40}$/;
const knownOperations = new Set<string>();
/** Distinct operation names kept as metric labels; any further one is `other` (bounded label values). */
export const maxOperations = 200;

/**
 * The name of a Store API call for logs and metrics: its method and the path after `/store-api`,
 * ids (32 hex digits, UUIDs, numbers) as `{id}` and anything that is not a plain word as `{param}`.
 * The query (criteria, search terms) is left out.
 */
export function storeApiOperation(method: string, url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return `${method.toUpperCase()} other`;
  }
  const rest = pathname.replace(/^.*?\/store-api(?=\/|$)/, '');
  const segments = rest
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (idSegment.test(segment) ? '{id}' : wordSegment.test(segment) ? segment : '{param}'));
  const operation = `${method.toUpperCase()} /${segments.join('/')}`;
  if (knownOperations.has(operation)) return operation;
  if (knownOperations.size >= maxOperations) return `${method.toUpperCase()} other`;
  knownOperations.add(operation);
  return operation;
}
