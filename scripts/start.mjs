#!/usr/bin/env node
// `npm start`: install, build, (seed and) start the local Store API and the storefront.
import { join } from 'node:path';
import { install, pnpmArgs, root, runOrExit, startProcess, stopAll, usesRemoteShop, waitForHttp } from './lib.mjs';

const port = Number(process.env.PORT ?? 3000);
const storeApiPort = Number(process.env.STORE_API_PORT ?? 8787);
const remote = usesRemoteShop();

install();
const filters = ['--filter=@gipfel/storefront', ...(remote ? [] : ['--filter=@gipfel/store-api'])];
// pnpm runs the builds (turbo needs a pnpm binary on PATH, which a fresh machine does not have).
runOrExit('npx', pnpmArgs(['-r', ...filters, 'run', 'build']));

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (!remote) {
  // The Store API seeds the demo shop into its database on first start.
  startProcess('Store API', process.execPath, ['apps/store-api/dist/main.js'], { STORE_API_PORT: String(storeApiPort), NODE_ENV: 'production', STORE_API_TRUST_PROXY: '1' });
  await waitForHttp(`http://127.0.0.1:${storeApiPort}/store-api/context`);
}

startProcess(
  'Storefront',
  process.execPath,
  ['server.mjs'],
  { PORT: String(port), STORE_API_PORT: String(storeApiPort), NODE_ENV: 'production' },
  join(root, 'apps/storefront'),
);
await waitForHttp(`http://localhost:${port}/`);
console.log(`\n  Gipfel storefront: http://localhost:${port}/  (English /en/, French /fr/)`);
console.log(remote ? `  Shop: ${process.env.SHOPWARE_ENDPOINT}` : `  Local Store API: http://127.0.0.1:${storeApiPort}/store-api`);
console.log('  Press Ctrl-C to stop.\n');
