#!/usr/bin/env node
// `pnpm dev`: the local Store API with reload (tsx watch) and the storefront's own server
// (apps/storefront/server.mjs, as `npm start`) with the app from Vite in middleware mode.
import { join } from 'node:path';
import { bin, root, startProcess, stopAll, usesRemoteShop, waitForHttp } from './lib.mjs';

const port = Number(process.env.PORT ?? 3000);
const storeApiPort = Number(process.env.STORE_API_PORT ?? 8787);
// The local Store API's domains are the storefront's URL (its mails and the `storefrontUrl` it accepts).
const publicOrigin = process.env.PUBLIC_ORIGIN?.trim() || `http://localhost:${port}`;
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (!usesRemoteShop()) {
  startProcess('Store API', bin('tsx'), ['watch', 'src/main.ts'], { STORE_API_PORT: String(storeApiPort), STORE_API_STOREFRONT_URL: publicOrigin }, join(root, 'apps/store-api'));
  await waitForHttp(`http://127.0.0.1:${storeApiPort}/store-api/context`);
}
// Development is every NODE_ENV but production; on this machine only (HOST) unless told otherwise.
startProcess(
  'Storefront',
  process.execPath,
  ['server.mjs'],
  { PORT: String(port), HOST: process.env.HOST || '127.0.0.1', NODE_ENV: 'development', STORE_API_PORT: String(storeApiPort), ...(usesRemoteShop() ? {} : { PUBLIC_ORIGIN: publicOrigin }) },
  join(root, 'apps/storefront'),
);
