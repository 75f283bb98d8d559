import { serve } from '@hono/node-server';
import { createStoreApi } from './app';
import { assertProductionCredentials, DEFAULT_HOST, DEFAULT_PORT, loadConfig, type StoreApiConfig } from './config';
import { openDatabase, resolveDatabasePath } from './db/database';
import { seedIfEmpty } from './seed';

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

const app = createStoreApi({ db, config });
const host = process.env.STORE_API_HOST?.trim() || DEFAULT_HOST;
const port = portFrom(process.env.STORE_API_PORT);

const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
  const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`Store API listening on http://${shownHost}:${info.port}`);
  console.log(`Double opt-in registration: ${config.doubleOptInRegistration ? 'on (STORE_API_DOUBLE_OPT_IN=0 to switch off)' : 'off'}`);
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`Store API stopping (${signal})`);
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
