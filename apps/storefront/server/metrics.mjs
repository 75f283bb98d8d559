/**
 * The storefront's Prometheus metrics (prom-client), one registry a process, served on a port of
 * its own (METRICS_PORT, on METRICS_HOST, default 127.0.0.1) that shoppers never reach: nginx
 * forwards only the shop's port. docs/operations.md says what to watch.
 */
import http from 'node:http';
import client from 'prom-client';

const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** @param {{ cacheStats?: () => { hits: number, staleHits: number, misses: number, entries: number, bytes: number, evictions: number } | undefined }} options */
export function createMetrics({ cacheStats } = {}) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  // Without the three gauges prom-client names `…_total`, which `promtool check metrics` rejects;
  // their per-type siblings (`nodejs_active_handles{type}`) stay and sum to the same.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
  const requests = new client.Histogram({
    name: 'gipfel_http_request_duration_seconds',
    help: 'Requests answered by the storefront, by route kind (document, data, store-proxy, asset, file, health) and status; _count is the number of requests.',
    labelNames: ['kind', 'status'],
    buckets: durationBuckets,
    registers: [registry],
  });
  const storeApiCalls = new client.Histogram({
    name: 'gipfel_store_api_call_duration_seconds',
    help: 'Store API calls (each attempt) by operation and outcome (the status, or timeout, network, aborted).',
    labelNames: ['operation', 'outcome'],
    buckets: durationBuckets,
    registers: [registry],
  });
  const storeApiErrors = new client.Counter({
    name: 'gipfel_store_api_errors_total',
    help: 'Store API calls without a usable answer: a timeout, a network failure or a status of 408, 429 or 5xx.',
    labelNames: ['operation', 'reason'],
    registers: [registry],
  });
  const storeApiRetries = new client.Counter({
    name: 'gipfel_store_api_retries_total',
    help: 'Safe Store API calls sent a second time after a 408, 429 or 5xx answer.',
    labelNames: ['operation'],
    registers: [registry],
  });
  const refusals = new client.Counter({
    name: 'gipfel_rate_limit_refusals_total',
    help: "Requests refused by the storefront's own limits (forms, captcha, large-bodies).",
    labelNames: ['limiter'],
    registers: [registry],
  });
  const cacheFigure = (name, help, pick, type = client.Gauge) =>
    new type({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = cacheStats?.();
        if (!stats) return;
        if (type === client.Counter) {
          this.reset();
          this.inc(pick(stats));
        } else this.set(pick(stats));
      },
    });
  cacheFigure('gipfel_store_api_cache_hits_total', 'Shared Store API reads answered from the read cache (fresh or stale).', (s) => s.hits + s.staleHits, client.Counter);
  cacheFigure('gipfel_store_api_cache_misses_total', 'Shared Store API reads the read cache had to load.', (s) => s.misses, client.Counter);
  cacheFigure('gipfel_store_api_cache_evictions_total', 'Answers the read cache dropped for its entry or byte budget.', (s) => s.evictions, client.Counter);
  cacheFigure('gipfel_store_api_cache_entries', 'Answers kept in the read cache.', (s) => s.entries);
  cacheFigure('gipfel_store_api_cache_bytes', 'Bytes of the heap the read cache keeps (its estimate).', (s) => s.bytes);
  const inFlight = new client.Gauge({ name: 'gipfel_http_requests_in_flight', help: 'Requests being answered now.', registers: [registry] });
  const ready = new client.Gauge({ name: 'gipfel_ready', help: '1 from listening until draining (SIGTERM), 0 before and after; /readyz also asks the Store API.', registers: [registry] });

  return {
    registry,
    inFlight,
    ready,
    request(kind, status, seconds) {
      requests.observe({ kind, status: String(status) }, seconds);
    },
    storeApiCall({ operation, durationMs, status, failure }) {
      storeApiCalls.observe({ operation, outcome: failure ?? String(status) }, durationMs / 1000);
      if (failure === 'timeout' || failure === 'network') storeApiErrors.inc({ operation, reason: failure });
      else if (status !== undefined && (status >= 500 || status === 408 || status === 429)) storeApiErrors.inc({ operation, reason: String(status) });
    },
    storeApiRetry({ operation }) {
      storeApiRetries.inc({ operation });
    },
    rateLimitRefusal(limiter) {
      refusals.inc({ limiter });
    },
  };
}

/**
 * Serves `GET /metrics` of `registry` on its own port. Resolves with the server once it listens.
 * @param {import('prom-client').Registry} registry
 */
export function startMetricsServer(registry, { port, host = '127.0.0.1', logger }) {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body);
    } catch (error) {
      logger?.error({ err: error }, 'metrics failed');
      res.writeHead(500).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      logger?.info({ port: server.address().port, host }, 'metrics listening');
      resolve(server);
    });
  });
}
