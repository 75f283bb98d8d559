/**
 * Serves the floor page the way apps/storefront/server.mjs serves the storefront: Remix's
 * request handler on Express behind `compression()`, the build's assets as static files
 * (immutable), no request logging. PORT (default 3163).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(path.join(here, 'build/server/index.js')).href);
const port = Number(process.env.PORT ?? 3163);

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }));
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h', index: false }));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, '127.0.0.1', () => console.log(`[floor] http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
