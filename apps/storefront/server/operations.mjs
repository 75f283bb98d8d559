/**
 * What server.mjs needs to be operable (docs/operations.md), in one place: the logger, the
 * metrics and their port, the request id and log line of every request, /healthz and /readyz, and
 * the graceful shutdown.
 *
 *   LOG_LEVEL            pino's level (default info)
 *   LOG_FORMAT           json | pretty (default: json with NODE_ENV=production, else pretty)
 *   LOG_REQUESTS=0       no line per request (errors and Store API failures are still logged)
 *   METRICS_PORT         Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics (default: off)
 *   METRICS_HOST         the metrics' interface (default 127.0.0.1: not for shoppers)
 *   SHUTDOWN_DELAY_MS    on SIGTERM, how long to keep answering while not ready (default 0)
 *   SHUTDOWN_TIMEOUT_MS  how long in-flight requests may take to finish after that (default 10000)
 */
import { closeWhileDraining, gracefulShutdown, millisecondsFrom } from './shutdown.mjs';
import { healthHandler } from './health.mjs';
import { createLogger } from './logger.mjs';
import { createMetrics, startMetricsServer } from './metrics.mjs';
import { requestLogging } from './request-log.mjs';
import { installTelemetry } from './telemetry.mjs';

function portFrom(value, name) {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

/**
 * @param {{ platform: { requestIdOf: Function, probeStoreApi: Function, storeApiReadCache: Function }, trusts: (address: string, hop: number) => boolean, requestContext: import('node:async_hooks').AsyncLocalStorage<any>, env?: Record<string, string | undefined>, destination?: import('pino').DestinationStream }} options
 */
export async function observability({ platform, trusts, requestContext, env = process.env, destination }) {
  const logger = createLogger({ name: 'storefront', env, destination });
  let settings;
  try {
    settings = {
      metricsPort: portFrom(env.METRICS_PORT, 'METRICS_PORT'),
      delayMs: millisecondsFrom(env.SHUTDOWN_DELAY_MS, 0, 'SHUTDOWN_DELAY_MS'),
      timeoutMs: millisecondsFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    };
  } catch (error) {
    console.error(`[storefront] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const metrics = createMetrics({ cacheStats: () => platform.storeApiReadCache().stats() });
  installTelemetry({ logger, metrics, requestContext });
  const metricsServer = settings.metricsPort === undefined ? undefined : await startMetricsServer(metrics.registry, { port: settings.metricsPort, host: env.METRICS_HOST || '127.0.0.1', logger });

  const state = { loaded: false, draining: false };
  const steps = [
    requestLogging({ logger, metrics, requestId: (req) => platform.requestIdOf(req, trusts), logRequests: env.LOG_REQUESTS !== '0' }),
    closeWhileDraining(state),
    healthHandler({ state, probe: () => platform.probeStoreApi() }),
  ];
  let inFlight = 0;
  const middleware = (req, res, next) => {
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (counted) inFlight -= 1;
      counted = false;
    };
    res.on('finish', done);
    res.on('close', done);
    let index = 0;
    const step = (error) => {
      if (error) return next(error);
      const handler = steps[index++];
      if (!handler) return next();
      handler(req, res, step);
    };
    step();
  };

  return {
    logger,
    metrics,
    metricsServer,
    state,
    middleware,
    /** The build is loaded and the server listens: ready once the Store API answers. */
    listening() {
      state.loaded = true;
      metrics.ready.set(1);
    },
    /** The drain of `server` (called by the signal handlers; `exit` for tests). */
    drainer(server, exit) {
      return gracefulShutdown({ server, state, logger, ...settings, inFlight: () => inFlight, onDraining: () => metrics.ready.set(0), exit });
    },
    drainOnSignals(server) {
      const drain = this.drainer(server);
      for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => drain(signal));
    },
  };
}
