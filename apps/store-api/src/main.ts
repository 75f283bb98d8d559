import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createStoreApi } from './app';
import { assertProductionCredentials, DEFAULT_HOST, DEFAULT_PORT, loadConfig, type StoreApiConfig } from './config';
import { openDatabase, resolveDatabasePath } from './db/database';
import { seedIfEmpty } from './seed';
import { createLogger, createMetrics, startMetricsServer } from './operations';

function portFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`STORE_API_PORT must be a port number, got "${value}"`);
  return port;
}

let config: StoreApiConfig;
try {
  config = loadConfig();
  assertProductionCredentials(config);
} catch (error) {
  // A configuration mistake is a message, not a stack trace.
  console.error(`Store API: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const dbPath = resolveDatabasePath();
const db = openDatabase(dbPath);
if (seedIfEmpty(db, config)) console.log(`Seeded the demo shop into ${dbPath}`);

const logger = createLogger();
const metrics = createMetrics();
const state = { draining: false };
const app = createStoreApi({
  db,
  config,
  logError: (error) => logger.error({ err: error }, 'unexpected error'),
  operations: { logger, metrics, state, logRequests: process.env.STORE_API_LOG_REQUESTS !== '0' },
});
const host = process.env.STORE_API_HOST?.trim() || DEFAULT_HOST;
const port = portFrom(process.env.STORE_API_PORT);
const metricsPortText = process.env.STORE_API_METRICS_PORT;
if (metricsPortText !== undefined && metricsPortText.trim() !== '') {
  let metricsPort: number;
  try {
    metricsPort = portFrom(metricsPortText);
  } catch {
    console.error(`Store API: STORE_API_METRICS_PORT must be a port number, got "${metricsPortText}"`);
    process.exit(1);
  }
  const metricsHost = process.env.STORE_API_METRICS_HOST?.trim() || '127.0.0.1';
  void startMetricsServer(metrics.registry, metricsPort, metricsHost, logger).then(
    (metricsServer) => logger.info({ host: metricsHost, port: (metricsServer.address() as AddressInfo).port }, 'Store API metrics listening'),
    (error: unknown) => {
      console.error(`Store API: the metrics port ${metricsPort} cannot be opened (${error instanceof Error ? error.message : String(error)})`);
      process.exit(1);
    },
  );
}

const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
  const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`Store API listening on http://${shownHost}:${info.port}`);
  console.log(`Double opt-in registration: ${config.doubleOptInRegistration ? 'on (STORE_API_DOUBLE_OPT_IN=0 to switch off)' : 'off'}`);
});

// Graceful shutdown: not ready at once, no new connections, idle keep-alive connections closed,
// answers in flight finished (with `Connection: close`), then exit 0; after
// STORE_API_SHUTDOWN_TIMEOUT_MS (default 10 000) what is left is closed and the exit code is 1.
const shutdownTimeoutMs = Number(process.env.STORE_API_SHUTDOWN_TIMEOUT_MS ?? 10_000);
let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  state.draining = true;
  const begun = Date.now();
  logger.info({ signal }, 'Store API draining');
  const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
  server.close(() => {
    db.close();
    logger.info({ ms: Date.now() - begun }, 'Store API drained');
    logger.flush();
    process.exit(0);
  });
  http.closeIdleConnections?.();
  setInterval(() => http.closeIdleConnections?.(), 100).unref();
  setTimeout(() => {
    logger.warn('Store API shutdown bound reached: closing the connections left');
    http.closeAllConnections?.();
    logger.flush();
    process.exit(1);
  }, Number.isFinite(shutdownTimeoutMs) && shutdownTimeoutMs >= 0 ? shutdownTimeoutMs : 10_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
