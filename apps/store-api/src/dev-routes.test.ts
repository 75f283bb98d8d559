import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { adminSecretHeaders } from './dev-routes';
import { DEFAULT_ADMIN_CLIENT_SECRET } from './ids';
import { createTestApi, fromPeer, type TestApi } from './testing/harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

const SECRET = 'a-secret-of-this-test-only-000001';

/** One request over real HTTP, with any Host header (fetch does not let a caller set it). */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the developer routes under /_ over real HTTP on loopback only', () => {
  let api: TestApi;
  let server: ServerType;
  let port = 0;

  beforeAll(async () => {
    api = createTestApi({ adminClientSecret: SECRET, outbox: 'loopback', allowedHosts: ['shop.example'] });
    server = await new Promise((resolve) => {
      const started = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
    });
    port = (server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    api.close();
  });

  // Every /_ route the app has: a new one is covered without touching this test.
  const devRoutes = () => {
    const routes = api.app.routes.filter((route) => route.path.startsWith('/_') && route.method !== 'ALL');
    return routes.map((route) => ({ method: route.method, path: route.path.replace(':id', 'unknown') }));
  };

  it('knows the outbox, the captcha answers and the fault switches', () => {
    expect(devRoutes().map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      ['DELETE /_faults', 'DELETE /_outbox', 'GET /_captcha/unknown', 'GET /_faults', 'GET /_outbox', 'PUT /_faults'].sort(),
    );
  });

  it('answers a loopback client without the admin secret, or with a wrong one, 401 and changes nothing', async () => {
    const before = JSON.parse((await send(port, 'GET', '/_faults', adminSecretHeaders(SECRET))).body) as Json;
    for (const { method, path } of devRoutes()) {
      const attempts: Record<string, string>[] = [{}, adminSecretHeaders('wrong'), adminSecretHeaders(DEFAULT_ADMIN_CLIENT_SECRET), { authorization: SECRET }, { 'x-admin-secret': SECRET }];
      for (const headers of attempts) {
        const answer = await send(port, method, path, headers, method === 'PUT' ? JSON.stringify({ maintenance: true }) : undefined);
        expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect((JSON.parse(answer.body) as Json).errors[0].code).toBe('GIPFEL__DEV_ROUTE_UNAUTHORIZED');
      }
    }
    expect(JSON.parse((await send(port, 'GET', '/_faults', adminSecretHeaders(SECRET))).body)).toEqual(before);
  });

  it('answers with the secret', async () => {
    const headers = adminSecretHeaders(SECRET);
    expect((await send(port, 'GET', '/_outbox', headers)).status).toBe(200);
    expect((await send(port, 'DELETE', '/_outbox', headers)).status).toBe(204);
    expect((await send(port, 'GET', '/_faults', headers)).status).toBe(200);
    expect((await send(port, 'PUT', '/_faults', headers, JSON.stringify({ latencyMs: 0 }))).status).toBe(200);
    expect((await send(port, 'DELETE', '/_faults', headers)).status).toBe(200);
    // An unknown captcha id: the route itself answers (its own 404 code), past the guard.
    const captcha = await send(port, 'GET', '/_captcha/unknown', headers);
    expect(captcha.status).toBe(404);
    expect((JSON.parse(captcha.body) as Json).errors[0].code).toBe('GIPFEL__CAPTCHA_NOT_FOUND');
    const id = ((await api.call<Json>('GET', '/store-api/basic-captcha', { skipSchema: true })).body.id) as string;
    expect(JSON.parse((await send(port, 'GET', `/_captcha/${id}`, headers)).body)).toMatchObject({ id, solution: expect.any(String) });
  });

  it('refuses a foreign Host (DNS rebinding) even with the secret; loopback names, IP addresses and allowed hosts pass', async () => {
    const withSecret = adminSecretHeaders(SECRET);
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', '127.0.0.1.nip.io']) {
      const answer = await send(port, 'GET', '/_outbox', { ...withSecret, host });
      expect(answer.status, host).toBe(403);
      expect((JSON.parse(answer.body) as Json).errors[0].code).toBe('GIPFEL__DEV_ROUTE_HOST_NOT_ALLOWED');
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'app.localhost', `[::1]:${port}`, '192.0.2.4', 'shop.example', 'SHOP.example.']) {
      expect((await send(port, 'GET', '/_outbox', { ...withSecret, host })).status, host).toBe(200);
    }
  });

  it('leaves the Store API itself alone: no secret and any Host there', async () => {
    const answer = await send(port, 'POST', '/store-api/language', { 'sw-access-key': api.config.accessKey, host: 'shop.elsewhere.example' }, '{}');
    expect(answer.status).toBe(200);
  });
});

describe('the developer routes in-process', () => {
  it('stay 404 from other addresses, with the secret, unless STORE_API_OUTBOX=public', async () => {
    const loopback = createTestApi({ outbox: 'loopback' });
    const open = createTestApi({ outbox: 'on' });
    try {
      expect((await loopback.dev('/_faults', {}, fromPeer('192.0.2.10'))).status).toBe(404);
      expect((await loopback.dev('/_faults', {}, fromPeer('127.0.0.2'))).status).toBe(200);
      expect((await open.dev('/_faults', {}, fromPeer('192.0.2.10'))).status).toBe(200);
      // Public still needs the secret.
      expect((await open.app.request('/_faults', {}, fromPeer('192.0.2.10'))).status).toBe(401);
    } finally {
      loopback.close();
      open.close();
    }
  });

  it('reads the allowed hosts from STORE_API_ALLOWED_HOSTS', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ STORE_API_ALLOWED_HOSTS: ' Shop.Example , api.shop.example ' }).allowedHosts).toEqual(['shop.example', 'api.shop.example']);
  });
});
