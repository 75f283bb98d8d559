// @vitest-environment node
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { requestContext } from '../app/lib/server/request-context.server';
import { requestIdOf, trustProxySetting } from '../app/lib/server/trust-proxy.server';
import { storeApiFetch } from '../app/lib/server/server-timing.server';
import { telemetry } from '../app/lib/server/telemetry.server';
import { observability } from './operations.mjs';

type Ops = Awaited<ReturnType<typeof observability>>;
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('gipfel.telemetry')];
});

function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text, lines: () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

interface Setup {
  probe?: () => Promise<{ ok: boolean; status?: number; reason?: string }>;
  handler?: express.RequestHandler;
  env?: Record<string, string>;
}

/** The storefront's operations middleware on a real server, before a handler standing in for Remix. */
async function start({ probe = async () => ({ ok: true, status: 200 }), handler, env = {} }: Setup = {}) {
  const log = sink();
  const app = express();
  app.set('trust proxy', trustProxySetting('1'));
  const trusts = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  let probes = 0;
  const platform = {
    requestIdOf,
    probeStoreApi: () => {
      probes += 1;
      return probe();
    },
    storeApiReadCache: () => ({ stats: () => ({ hits: 3, staleHits: 1, misses: 2, entries: 5, bytes: 1234, evictions: 0 }) }),
  };
  const ops: Ops = await observability({ platform, trusts, requestContext, env: { LOG_FORMAT: 'json', LOG_LEVEL: 'debug', ...env }, destination: log.stream });
  app.use(ops.middleware);
  app.all('*', (req, res, next) => requestContext.run({ requestId: (req as express.Request & { id: string }).id, startedAt: 0, calls: [] }, () => (handler ?? ((_q, r) => r.send('page')))(req, res, next)));
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  if (ops.metricsServer) servers.push(ops.metricsServer);
  ops.listening();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, ops, log, server, probes: () => probes };
}

describe('health and readiness', () => {
  it('answers /healthz and /readyz, never cached; /readyz asks the Store API at most every 2 s', async () => {
    const { base, probes } = await start();
    for (const path of ['/healthz', '/readyz', '/readyz', '/readyz']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(probes()).toBe(1);
  });

  it('is not ready while the Store API does not answer, nor while draining', async () => {
    const down = await start({ probe: async () => ({ ok: false, reason: 'timeout' }) });
    const res = await fetch(`${down.base}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', storeApi: 'timeout' });
    expect((await fetch(`${down.base}/healthz`)).status).toBe(200);
    const up = await start();
    up.ops.state.draining = true;
    expect((await fetch(`${up.base}/readyz`)).status).toBe(503);
  });
});

describe('request ids and log lines', () => {
  it("logs one JSON line per request under nginx's id, without the query, and answers the id", async () => {
    const { base, log } = await start();
    const res = await fetch(`${base}/de/suche?search=maria@example.ch`, { headers: { 'x-request-id': '0f3c5e6a9b8d7c6e5f4a3b2c1d0e9f8a' } });
    expect(res.headers.get('x-request-id')).toBe('0f3c5e6a9b8d7c6e5f4a3b2c1d0e9f8a');
    const lines = log.lines().filter((line) => line.msg === 'request');
    expect(lines).toEqual([expect.objectContaining({ reqId: '0f3c5e6a9b8d7c6e5f4a3b2c1d0e9f8a', method: 'GET', path: '/de/suche', kind: 'document', status: 200, level: 'info' })]);
    expect(log.text()).not.toContain('maria');
  });

  it('sends the id with every Store API call of the request, and logs failures, timeouts and retries with it and the operation, never a token, a password, an address or an e-mail', async () => {
    const email = 'maria.muster@example.ch';
    const token = 'Tk0123456789abcdefABCDEF0123456789';
    const sent: (string | null)[] = [];
    const storeApi = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('x-request-id'));
      return new Response(JSON.stringify({ errors: [{ detail: `No customer ${email} at Bahnhofstrasse 1`, token }] }), { status: 500 });
    }) as typeof fetch;
    const unreachable = (async () => {
      throw new TypeError(`fetch failed for ${email}`);
    }) as typeof fetch;
    const slow = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
    const handler: express.RequestHandler = async (_req, res) => {
      const body = JSON.stringify({ username: email, password: 'Geheim-42', street: 'Bahnhofstrasse 1' });
      const headers = { 'sw-context-token': token, 'content-type': 'application/json' };
      await storeApiFetch(storeApi, false)(`http://127.0.0.1:1/store-api/account/login?email=${email}`, { method: 'POST', headers, body });
      await storeApiFetch(unreachable, false)(`http://127.0.0.1:1/store-api/account/recovery-password/${email}`, { method: 'POST', headers, body }).catch(() => undefined);
      await storeApiFetch(slow, false, 50)('http://127.0.0.1:1/store-api/checkout/cart', { headers, signal: AbortSignal.timeout(50) }).catch(() => undefined);
      telemetry().storeApiRetry({ operation: 'GET /checkout/cart', status: 503, attempt: 1 });
      res.send('done');
    };
    const { base, log } = await start({ handler });
    await fetch(`${base}/login`, { headers: { 'x-request-id': 'req-42' } });
    expect(sent).toEqual(['req-42']);
    const lines = log.lines().filter((line) => line.reqId === 'req-42');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'Store API call failed', operation: 'POST /account/login', status: 500, level: 'warn' }),
        expect.objectContaining({ msg: 'Store API call failed: no answer', operation: 'POST /account/recovery-password/{param}', failure: 'network' }),
        expect.objectContaining({ msg: 'Store API call timed out', operation: 'GET /checkout/cart', failure: 'timeout' }),
        expect.objectContaining({ msg: 'Store API call retried', operation: 'GET /checkout/cart', status: 503, attempt: 1 }),
        expect.objectContaining({ msg: 'request', path: '/login' }),
      ]),
    );
    for (const secret of [email, 'maria', token, 'Geheim-42', 'Bahnhofstrasse']) expect(log.text()).not.toContain(secret);
  });
});

describe('metrics', () => {
  it('are served on their own loopback port only, and pass promtool check metrics', async () => {
    const { base, ops } = await start({ env: { METRICS_PORT: '0' } });
    await fetch(`${base}/`);
    await fetch(`${base}/nothing.data`);
    await fetch(`${base}/healthz`);
    // Not on the shop's port (that is a page of the app here), but on their own, bound to loopback.
    expect(await (await fetch(`${base}/metrics`)).text()).toBe('page');
    const address = ops.metricsServer?.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/gipfel_http_request_duration_seconds_count\{kind="data",status="200"\} 1/);
    expect(text).toMatch(/gipfel_http_request_duration_seconds_count\{kind="health",status="200"\} 1/);
    const promtool = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim();
    if (promtool) expect(spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' }).status).toBe(0);
  });

  it('name request kinds, Store API calls, the read cache and the refusals, and pass promtool check metrics', async () => {
    const handler: express.RequestHandler = async (_req, res) => {
      await storeApiFetch((async () => new Response('{}', { status: 503 })) as typeof fetch, false)('http://127.0.0.1:1/store-api/context');
      telemetry().rateLimitRefusal('forms');
      res.send('x');
    };
    const { base, ops } = await start({ handler });
    await fetch(`${base}/de/`);
    const text = await ops.metrics.registry.metrics();
    expect(text).toMatch(/gipfel_http_request_duration_seconds_count\{kind="document",status="200"\} 1/);
    expect(text).toMatch(/gipfel_store_api_call_duration_seconds_count\{operation="GET \/context",outcome="503"\} 1/);
    expect(text).toMatch(/gipfel_store_api_errors_total\{operation="GET \/context",reason="503"\} 1/);
    expect(text).toMatch(/gipfel_store_api_cache_hits_total 4/);
    expect(text).toMatch(/gipfel_store_api_cache_bytes 1234/);
    expect(text).toMatch(/gipfel_rate_limit_refusals_total\{limiter="forms"\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    const promtool = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim();
    // Debian's `prometheus` package; `pnpm scale` installs it when missing and checks every process.
    if (promtool) {
      const check = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect(check.stdout + check.stderr).toBe('');
      expect(check.status).toBe(0);
    }
  });
});

describe('graceful shutdown', () => {
  /** A GET on `agent`: its status, body, Connection header and the local port of its socket. */
  function get(url: string, agent: http.Agent) {
    return new Promise<{ status: number; body: string; connection: string | undefined; port: number; closed: Promise<void> }>((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          const socket = res.socket;
          const port = socket.localPort ?? 0;
          const closed = new Promise<void>((done) => socket.once('close', () => done()));
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection, port, closed }));
        })
        .on('error', reject);
    });
  }

  it('stops being ready, refuses new connections, answers what comes on a kept-alive one and what is in flight with Connection: close, exits 0 when the last connection closes', async () => {
    let release: () => void = () => undefined;
    const handler: express.RequestHandler = (req, res) => {
      if (req.path === '/slow') release = () => res.send('finished');
      else res.send('fast');
    };
    const { base, ops, server } = await start({ handler });
    const kept = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(`${base}/fast`, kept);
    let keptClosed = false;
    void first.closed.then(() => (keptClosed = true));
    const slow = fetch(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    let exitCode: number | undefined;
    ops.drainer(server, (code: number) => (exitCode = code))('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A new connection is refused; the idle kept-alive one stays, a request may be on its way on it.
    await expect(fetch(`${base}/readyz`)).rejects.toThrow();
    expect(keptClosed).toBe(false);
    const onKept = await get(`${base}/fast`, kept);
    expect(onKept).toMatchObject({ status: 200, body: 'fast', connection: 'close', port: first.port });
    await onKept.closed;
    expect(exitCode).toBeUndefined();
    release();
    const answer = await slow;
    expect(await answer.text()).toBe('finished');
    expect(answer.headers.get('connection')).toBe('close');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(exitCode).toBe(0);
    kept.destroy();
  });

  it('closes a kept-alive connection its client leaves idle after keepAliveTimeout, then exits 0', async () => {
    const { base, ops, server } = await start();
    server.keepAliveTimeout = 600;
    // A client that keeps its connection whatever the server hints (as nginx does, for 4 s).
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    socket.write('GET /page HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    await expect.poll(() => received).toMatch(/page$/);
    let exitCode: number | undefined;
    const drainedFrom = Date.now();
    ops.drainer(server, (code: number) => (exitCode = code))('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(exitCode).toBeUndefined();
    expect(socket.destroyed).toBe(false);
    expect((await closed) - drainedFrom).toBeGreaterThanOrEqual(300);
    await expect.poll(() => exitCode).toBe(0);
  });

  it('exits 1 after SHUTDOWN_TIMEOUT_MS when a request does not finish', async () => {
    const { base, ops, server } = await start({ handler: () => undefined, env: { SHUTDOWN_TIMEOUT_MS: '200' } });
    const hanging = fetch(`${base}/hang`).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 100));
    let exitCode: number | undefined;
    ops.drainer(server, (code: number) => (exitCode = code))('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(exitCode).toBe(1);
    expect(await hanging).toBe('cut');
  });
});
