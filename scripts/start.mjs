#!/usr/bin/env node
// `npm start`: install, build, (seed and) start the local Store API and the storefront.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { install, pnpmArgs, root, runOrExit, startProcess, stopAll, usesRemoteShop, waitForHttp } from './lib.mjs';

const port = Number(process.env.PORT ?? 3000);
const storeApiPort = Number(process.env.STORE_API_PORT ?? 8787);
const remote = usesRemoteShop();
// With the local Store API its sales channel's domains are the storefront's URL (`…`, `…/en`,
// `…/fr`): mail links and the `storefrontUrl` it accepts (as Shopware) follow the storefront's port.
// The storefront names the same origin in its mails, whether it is opened as localhost or 127.0.0.1.
const publicOrigin = process.env.PUBLIC_ORIGIN?.trim() || `http://localhost:${port}`;

install();
const filters = ['--filter=@gipfel/storefront', ...(remote ? [] : ['--filter=@gipfel/store-api'])];
// pnpm runs the builds (turbo needs a pnpm binary on PATH, which a fresh machine does not have).
runOrExit('npx', pnpmArgs(['-r', ...filters, 'run', 'build']));

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The local Store API refuses its public demo credentials with NODE_ENV=production: unless they
// are set, each start makes its own access key (the storefront gets the same) and admin secret
// (for the Admin API and the developer routes under /_, e.g. the outbox with the sign-up mails).
const ownAccessKey = process.env.STORE_API_ACCESS_KEY?.trim();
const ownAdminSecret = process.env.STORE_API_ADMIN_CLIENT_SECRET?.trim();
const accessKey = ownAccessKey || `SWGIPFEL${randomBytes(10).toString('hex').toUpperCase()}`;
const adminSecret = ownAdminSecret || randomBytes(24).toString('base64url');

if (!remote) {
  // The Store API seeds the demo shop into its database on first start.
  startProcess('Store API', process.execPath, ['apps/store-api/dist/main.js'], {
    STORE_API_PORT: String(storeApiPort),
    NODE_ENV: 'production',
    STORE_API_TRUST_PROXY: '1',
    STORE_API_STOREFRONT_URL: publicOrigin,
    STORE_API_ACCESS_KEY: accessKey,
    STORE_API_ADMIN_CLIENT_SECRET: adminSecret,
  });
  await waitForHttp(`http://127.0.0.1:${storeApiPort}/store-api/context`);
}

startProcess(
  'Storefront',
  process.execPath,
  ['server.mjs'],
  { PORT: String(port), STORE_API_PORT: String(storeApiPort), NODE_ENV: 'production', ...(remote ? {} : { STORE_API_ACCESS_KEY: accessKey, PUBLIC_ORIGIN: publicOrigin }) },
  join(root, 'apps/storefront'),
);
await waitForHttp(`http://localhost:${port}/`);
console.log(`\n  Gipfel storefront: http://localhost:${port}/  (English /en/, French /fr/)`);
console.log(remote ? `  Shop: ${process.env.SHOPWARE_ENDPOINT}` : `  Local Store API: http://127.0.0.1:${storeApiPort}/store-api`);
if (!remote) {
  // The sign-up confirmation and password links are "mailed" to the local outbox.
  const bearer = ownAdminSecret ? '$STORE_API_ADMIN_CLIENT_SECRET' : adminSecret;
  console.log(`  Mails (outbox): curl -H "Authorization: Bearer ${bearer}" http://127.0.0.1:${storeApiPort}/_outbox`);
}
console.log('  Press Ctrl-C to stop.\n');
