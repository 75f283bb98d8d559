import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createStoreApi } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { DEFAULT_ACCESS_KEY } from './ids';
import { createMetrics, maskPath, routeKind } from './operations';
import { seedDemoShop } from './seed';
import { fromPeer } from './testing/harness';

function logSink() {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, text: () => text, logger: pino({ level: 'debug', redact: ['password', '*.password', 'email', '*.email'] }, stream) };
}

function api(env: Record<string, string> = {}) {
  const db = openDatabase(':memory:');
  const config = loadConfig(env);
  seedDemoShop(db, config);
  const sink = logSink();
  const metrics = createMetrics();
  const state = { draining: false };
  const app = createStoreApi({ db, config, operations: { logger: sink.logger, metrics, state } });
  return { app, sink, metrics, state, db };
}

describe('health and readiness', () => {
  it('answers /healthz and /readyz without an access key, never cached; /readyz is 503 while draining', async () => {
    const { app, state } = api();
    for (const path of ['/healthz', '/readyz']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    state.draining = true;
    const draining = await app.request('/readyz');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    const { app, db } = api();
    db.close();
    expect((await app.request('/readyz')).status).toBe(503);
  });

  it('is never refused by a rate limit: a thousand probes from one address', async () => {
    const { app } = api({ STORE_API_ACCOUNT_RATE_LIMIT: '1' });
    for (let i = 0; i < 1000; i += 1) expect((await app.request('/readyz', {}, fromPeer('203.0.113.9'))).status).toBe(200);
  });
});

describe('request ids and log lines', () => {
  it("takes a trusted proxy's X-Request-Id, logs it on the request's line and answers it", async () => {
    const { app, sink } = api({ STORE_API_TRUST_PROXY: '1' });
    const res = await app.request('/store-api/context', { headers: { 'sw-access-key': DEFAULT_ACCESS_KEY, 'x-request-id': 'abc123def456' } }, fromPeer('127.0.0.1'));
    expect(res.headers.get('x-request-id')).toBe('abc123def456');
    const line = sink.lines.find((l) => l.msg === 'request');
    expect(line).toMatchObject({ reqId: 'abc123def456', method: 'GET', path: '/store-api/context', kind: 'store-api', status: 200 });
  });

  it("makes a new id when the header comes from an untrusted peer or is not an id", async () => {
    const { app } = api({ STORE_API_TRUST_PROXY: '1' });
    const foreign = await app.request('/healthz', { headers: { 'x-request-id': 'chosen-by-client' } }, fromPeer('203.0.113.9'));
    expect(foreign.headers.get('x-request-id')).not.toBe('chosen-by-client');
    expect(foreign.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await app.request('/healthz', { headers: { 'x-request-id': 'two words; and="quotes"' } }, fromPeer('127.0.0.1'));
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs a password, an e-mail address, a context token or a street', async () => {
    const { app, sink } = api({ STORE_API_TRUST_PROXY: '1' });
    const email = 'maria.muster@example.ch';
    const password = 'Geheim-Passwort-42';
    const token = 'Tk0123456789abcdefABCDEF012345678';
    const body = JSON.stringify({ username: email, password, email, billingAddress: { street: 'Bahnhofstrasse 99' } });
    const headers = { 'sw-access-key': DEFAULT_ACCESS_KEY, 'content-type': 'application/json', 'sw-context-token': token, 'x-request-id': 'req-login-1' };
    await app.request('/store-api/account/login', { method: 'POST', headers, body }, fromPeer('127.0.0.1'));
    await app.request('/store-api/account/register', { method: 'POST', headers, body }, fromPeer('127.0.0.1'));
    await app.request(`/store-api/account/recovery-password-confirm/${'a'.repeat(40)}/${email}`, { method: 'POST', headers, body }, fromPeer('127.0.0.1'));
    expect(sink.lines.filter((l) => l.reqId === 'req-login-1').length).toBeGreaterThanOrEqual(3);
    for (const secret of [email, password, token, 'Bahnhofstrasse', 'a'.repeat(40)]) expect(sink.text()).not.toContain(secret);
  });

  it('masks tokens and addresses in paths and sorts paths into a few kinds', () => {
    expect(maskPath(`/store-api/account/confirm/${'f'.repeat(32)}/x@y.ch`)).toBe('/store-api/account/confirm/[token]/[email]');
    expect(['/healthz', '/store-api/context', '/api/oauth/token', '/_outbox', '/'].map(routeKind)).toEqual(['health', 'store-api', 'admin-api', 'developer', 'other']);
  });
});

describe('metrics', () => {
  it('counts requests by kind, route pattern and status, and the rate limits’ refusals', async () => {
    const { app, metrics } = api();
    await app.request('/store-api/context', { headers: { 'sw-access-key': DEFAULT_ACCESS_KEY } });
    await app.request('/store-api/product/0123456789abcdef0123456789abcdef', { method: 'POST', headers: { 'sw-access-key': DEFAULT_ACCESS_KEY } });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/gipfel_http_request_duration_seconds_count\{kind="store-api",route="\/store-api\/context",status="200"\} 1/);
    // The route's pattern, never the id.
    expect(text).not.toContain('0123456789abcdef0123456789abcdef');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  const promtool = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim();
  // Debian's `prometheus` package; `pnpm scale` installs it when missing and checks every process's metrics.
  it.skipIf(!promtool)('passes promtool check metrics', async () => {
    const { app, metrics } = api();
    await app.request('/store-api/context', { headers: { 'sw-access-key': DEFAULT_ACCESS_KEY } });
    await app.request('/nowhere');
    const check = spawnSync(promtool, ['check', 'metrics'], { input: await metrics.registry.metrics(), encoding: 'utf8' });
    expect(check.stderr + check.stdout).toBe('');
    expect(check.status).toBe(0);
  });
});
