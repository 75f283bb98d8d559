/**
 * One log line and one metrics observation per request, under the request's id (a trusted
 * proxy's X-Request-Id or a new one, `requestIdOf` in trust-proxy.server.ts). The id is answered in
 * `X-Request-Id` and sent on with every Store API call of the request (server-timing.server.ts).
 * The line names the path only (ids and tokens in it masked), never the query, a header or a body.
 */
import { performance } from 'node:perf_hooks';
import { maskText } from './logger.mjs';

/** The kind of a request for metrics and logs, from its path alone (a fixed, small set of labels). */
export function routeKind(pathname) {
  if (pathname === '/healthz' || pathname === '/readyz') return 'health';
  if (pathname.startsWith('/assets/')) return 'asset';
  if (pathname.startsWith('/api/store/') || pathname === '/api/store') return 'store-proxy';
  if (pathname.endsWith('.data')) return 'data';
  if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return 'file';
  return 'document';
}

/**
 * @param {{ logger: import('pino').Logger, metrics?: ReturnType<typeof import('./metrics.mjs').createMetrics>, requestId: (req: import('express').Request) => string, logRequests?: boolean }} options
 */
export function requestLogging({ logger, metrics, requestId, logRequests = true }) {
  return (req, res, next) => {
    const started = performance.now();
    const id = requestId(req);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    metrics?.inFlight.inc();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      metrics?.inFlight.dec();
      const pathname = (req.originalUrl ?? req.url ?? '/').split('?')[0] ?? '/';
      const kind = routeKind(pathname);
      // A client that went away before the answer ended: counted as status 499, as nginx does.
      const status = res.writableFinished ? res.statusCode : 499;
      const seconds = (performance.now() - started) / 1000;
      metrics?.request(kind, status, seconds);
      if (!logRequests) return;
      const line = { reqId: id, method: req.method, path: maskText(pathname), kind, status, ms: Math.round(seconds * 10000) / 10 };
      if (kind === 'health') logger.debug(line, 'request');
      else if (status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    };
    res.on('finish', finish);
    res.on('close', finish);
    next();
  };
}
