/**
 * The storefront's production server: Remix's request handler on Express, like `remix-serve`,
 * plus a request context (client IP, Store API call timings) that loaders and the document
 * renderer read through one AsyncLocalStorage.
 *
 *   node server.mjs            (PORT, HOST, TRUST_PROXY, NODE_ENV=production)
 *
 * Without NODE_ENV=production it is the development server (`pnpm dev`): the same server, with the
 * app from Vite in middleware mode instead of the build (remix-app.mjs).
 *
 * TRUST_PROXY says whose X-Forwarded-For (and -Proto, -Host) counts; without it the socket's
 * address is the client's. `1` trusts a proxy on this host only (a loopback peer): a client that
 * reaches the storefront directly, on any interface, cannot choose its IP with the header. A
 * proxy elsewhere is named: `TRUST_PROXY=10.0.0.2` or a comma-separated list of addresses, CIDR
 * ranges and Express's names `loopback`, `linklocal`, `uniquelocal`. The client IP is then the
 * last address in X-Forwarded-For that is not a trusted proxy. Anything else stops the start.
 *
 * Request bodies are capped before Remix reads them (app/lib/security/body-limit.server.ts): 16 MB for
 * the service forms' multipart posts with their photo, 64 KB for the Store API proxy, 256 KB for
 * everything else; a larger body is refused with 413 (the translated error page, or JSON for
 * scripts) as soon as its Content-Length or its byte count passes the cap. Cross-site posts, forms
 * sent too often and large bodies beyond STOREFRONT_LARGE_BODIES at once are refused unread.
 *
 * Operations (server/*.mjs, docs/operations.md): /healthz and /readyz; one JSON log line per
 * request under its id (LOG_LEVEL, LOG_FORMAT, LOG_REQUESTS=0 for none); Prometheus metrics on
 * METRICS_PORT (loopback, METRICS_HOST); on SIGTERM a graceful drain (SHUTDOWN_DELAY_MS,
 * SHUTDOWN_TIMEOUT_MS).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
// The Express adapter's own request and response helpers (its package index names only
// `createRequestHandler`; the version is pinned in package.json).
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import remixNode from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { loadRemixApp } from './remix-app.mjs';
import { observability } from './server/operations.mjs';

const key = Symbol.for('gipfel.requestContext');
const requestContext = (globalThis[key] ??= new AsyncLocalStorage());

const app = express();
const server = createServer(app);
// The build, or in development Vite's (its HMR socket on this server): the rest is the same.
const remixApp = await loadRemixApp({ dev: process.env.NODE_ENV !== 'production', server });
const build = remixApp.build;
const port = Number(process.env.PORT ?? 3000);
// Without HOST: every interface, IPv4 and IPv6 (`localhost` may resolve to either).
const host = process.env.HOST || undefined;

// Start-up checks (endpoint and access key, external hosts, tag manager id): a bad value stops here.
const platform = build.entry.module;
let trustProxy;
try {
  platform.checkConfiguration();
  trustProxy = platform.trustProxySetting(process.env.TRUST_PROXY);
  // The build's stylesheets go into each document instead of a request of their own (decision 0068).
  if (remixApp.clientDirectory && process.env.INLINE_STYLESHEETS !== '0') platform.inlineStylesheetsFrom(remixApp.clientDirectory);
} catch (error) {
  console.error(`[storefront] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

app.disable('x-powered-by');
app.set('trust proxy', trustProxy);
// Remix's adapter takes the URL's port from X-Forwarded-Host whoever sent it: only a trusted proxy's counts.
const trusts = app.get('trust proxy fn');
// Request ids, logs, metrics, /healthz and /readyz, the drain on SIGTERM: before everything else.
const operations = await observability({ platform, trusts, requestContext });
app.use(operations.middleware);
app.use((req, _res, next) => {
  platform.dropUntrustedForwardedHost(req, trusts);
  next();
});
app.use(compression());
// Redirect rules applied before Remix (decision 0020), then the browser's files.
app.use(platform.createRouteRuleHandler(remixApp.buildMeta));
app.use(remixApp.assets);
// Browsers and crawlers that ignore the page's icon link still ask for /favicon.ico.
app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));

// Remix's Express adapter, with one step between Remix's answer and the client: the cache policy
// of every answer, documents, `.data` and resource routes alike (cache-policy.server.ts, decision 0049).
const remix = remixNode.createRequestHandler(remixApp.requestBuild, remixApp.mode);
const handle = async (req, res, next) => {
  try {
    const request = createRemixRequest(req, res);
    await sendRemixResponse(res, await platform.withCachePolicy(request, await remix(request)));
  } catch (error) {
    next(error);
  }
};
// Every body is judged before a byte of it is read (decision 0051): a cross-site post, a form sent
// too often from one client and a large body beyond the few taken at once go to Remix with an empty
// body and the verdict, so the action answers with the translated page; the rest is counted
// against its route's cap (a refused one is answered with 413 and never buffered), large bodies on
// disk, and Remix gets the request with the body already read.
const limitBody = platform.createBodyLimitHandler();
app.all('*', (req, res, next) => {
  const startedAt = performance.now();
  limitBody(req, res, (request, admission) => requestContext.run({ clientIp: req.ip, requestId: req.id, startedAt, calls: [], admission }, () => handle(request, res, next)));
});

server.listen(port, host, () => {
  operations.logger.info({ url: `http://${host ?? 'localhost'}:${port}`, mode: remixApp.mode }, 'storefront listening');
  operations.listening();
});
// `Expect: 100-continue`: the client sends its body only when it is going to be read.
server.on('checkContinue', (req, res) => {
  limitBody.expectsContinue(req);
  app(req, res);
});
operations.drainOnSignals(server);
