import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import pino, { type DestinationStream, type Logger } from 'pino';
import client from 'prom-client';
import type { AppEnv } from './http';
import { isTrustedProxy, socketAddress, type TrustProxy } from './ratelimit';

/**
 * What makes the local Store API operable (docs/operations.md): a JSON log line per request under
 * the caller's request id, Prometheus metrics on a port of their own, /healthz and /readyz, and
 * the state a graceful shutdown drains by.
 *
 *   STORE_API_LOG_LEVEL, LOG_LEVEL   pino's level (default info)
 *   LOG_FORMAT                       json | pretty (default: json with NODE_ENV=production)
 *   STORE_API_LOG_REQUESTS=0         no line per request
 *   STORE_API_METRICS_PORT           metrics at http://STORE_API_METRICS_HOST:PORT/metrics (default off)
 *   STORE_API_METRICS_HOST           default 127.0.0.1
 */

/** Keys never written to the log, wherever they appear. */
export const redactedKeys = ['password', 'newPassword', 'email', 'token', 'contextToken', 'cookie', 'authorization', 'street', 'address', 'sw-context-token', 'sw-access-key'];

export function createLogger(env: Record<string, string | undefined> = process.env, destination?: DestinationStream): Logger {
  const format = env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : env.NODE_ENV === 'production' ? 'json' : 'pretty';
  const options: pino.LoggerOptions = {
    name: 'store-api',
    level: env.STORE_API_LOG_LEVEL || env.LOG_LEVEL || 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: [...redactedKeys, ...redactedKeys.map((key) => `*.${key}`)], censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  if (format === 'pretty' && canResolve('pino-pretty')) return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } });
  return pino(options);
}

function canResolve(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The caller's `X-Request-Id` when a trusted proxy sent it (the storefront, trusted as for
 * X-Forwarded-For: STORE_API_TRUST_PROXY) and it looks like an id; else a new one.
 */
export function requestIdOf(c: Context, trustProxy: TrustProxy, newId: () => string = randomUUID): string {
  const given = c.req.header('x-request-id');
  if (given !== undefined && requestIdPattern.test(given) && isTrustedProxy(socketAddress(c), trustProxy)) return given;
  return newId();
}

/** The kind of a request: the API it belongs to (a small, fixed set of labels). */
export function routeKind(path: string): string {
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path.startsWith('/store-api/') || path === '/store-api') return 'store-api';
  if (path.startsWith('/api/') || path === '/api') return 'admin-api';
  if (path.startsWith('/_')) return 'developer';
  return 'other';
}

/**
 * Node's default process metrics (prom-client), without the three gauges it names `…_total`
 * (`nodejs_active_handles_total` and the like), which `promtool check metrics` rejects: their
 * per-type siblings (`nodejs_active_handles{type}`) stay, and sum to the same.
 */
export function collectProcessMetrics(registry: client.Registry): void {
  client.collectDefaultMetrics({ register: registry });
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
}

const durationBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface StoreApiMetrics {
  registry: client.Registry;
  observe(kind: string, route: string, status: number, seconds: number): void;
}

export function createMetrics(): StoreApiMetrics {
  const registry = new client.Registry();
  collectProcessMetrics(registry);
  const requests = new client.Histogram({
    name: 'gipfel_http_request_duration_seconds',
    help: 'Requests answered by the Store API, by kind (store-api, admin-api, developer, health, other), route and status; _count is the number of requests.',
    labelNames: ['kind', 'route', 'status'],
    buckets: durationBuckets,
    registers: [registry],
  });
  const refusals = new client.Counter({
    name: 'gipfel_rate_limit_refusals_total',
    help: "Requests refused with 429 by the Store API's rate limits (login, registration, recovery, forms), by route.",
    labelNames: ['route'],
    registers: [registry],
  });
  return {
    registry,
    observe(kind, route, status, seconds) {
      requests.observe({ kind, route, status: String(status) }, seconds);
      if (status === 429) refusals.inc({ route });
    },
  };
}

export interface Operations {
  logger: Logger;
  metrics?: StoreApiMetrics;
  /** false while starting and draining: /readyz answers 503. */
  state: { draining: boolean };
  logRequests?: boolean;
  trustProxy: TrustProxy;
  /** The database answers (`SELECT 1`). */
  databaseAnswers: () => boolean;
}

/**
 * The first middleware: the request's id (answered as `X-Request-Id`), its log line (method, path
 * without query, route, status, ms: never a header or a body) and its metrics; `Connection: close`
 * on answers while draining.
 */
export function operationsMiddleware(ops: Operations): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c, ops.trustProxy);
    c.header('X-Request-Id', id);
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      if (ops.state.draining) c.header('Connection', 'close');
      const kind = routeKind(c.req.path);
      // The matched route's pattern (`/store-api/product/:productId`): bounded, without ids.
      const route = c.res.status === 404 && kind !== 'health' ? 'unmatched' : c.req.routePath || 'unmatched';
      const status = failed ? 500 : c.res.status;
      const seconds = (performance.now() - started) / 1000;
      ops.metrics?.observe(kind, route, status, seconds);
      if (ops.logRequests !== false) {
        const line = { reqId: id, method: c.req.method, path: maskPath(c.req.path), route, kind, status, ms: Math.round(seconds * 10000) / 10 };
        if (kind === 'health') ops.logger.debug(line, 'request');
        else if (status >= 500) ops.logger.error(line, 'request');
        else ops.logger.info(line, 'request');
      }
    }
  };
}

/** A path with tokens and e-mail addresses (a confirmation hash, a recovery code) masked. */
export function maskPath(path: string): string {
  return path.replace(/[^/@]+@[^/@]+/g, '[email]').replace(/[A-Za-z0-9_-]{32,}/g, '[token]');
}

/**
 * GET /healthz: 200 while the process serves. GET /readyz: 200 when the database answers and the
 * process is not draining, else 503. No access key, no rate limit, `Cache-Control: no-store`.
 */
export function registerHealthRoutes(app: Hono<AppEnv>, ops: Operations): void {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', (c) => {
    c.header('Cache-Control', 'no-store');
    if (ops.state.draining) return c.json({ status: 'draining' }, 503);
    let answers = false;
    try {
      answers = ops.databaseAnswers();
    } catch {
      answers = false;
    }
    return answers ? c.json({ status: 'ready' }) : c.json({ status: 'unavailable', database: 'no answer' }, 503);
  });
}

/** Serves `GET /metrics` of the registry on its own port and interface. */
export function startMetricsServer(registry: client.Registry, port: number, host: string, logger: Logger): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics failed');
        res.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
