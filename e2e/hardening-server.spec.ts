import type { ChildProcess } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { accessKey } from './support/credentials';
import { post } from './support/raw-post';
import { startStorefront, stopStorefront } from './support/server';
import { expect, test } from './support/test';

// The storefront's server as an attacker meets it (docs/decisions/0031-security-review-choices.md): bodies capped before they are read,
// the session token out of every answer a script can read, no internal address in error answers,
// and X-Forwarded-For trusted from a proxy on this host only.


const GB = 1024 * 1024 * 1024;

test.describe('request bodies are capped before they are read', () => {
  test('a chunked POST of gigabytes gets the translated 413 page after a few hundred KB, and the server still answers', async ({ baseURL, request }) => {
    test.setTimeout(60_000);
    const fr = await post(`${baseURL}/fr/login`, { total: 4 * GB });
    expect(fr.status).toBe(413);
    expect(fr.sent).toBeLessThan(512 * 1024 * 1024);
    expect(fr.text).toContain('L’envoi est trop volumineux. Veuillez envoyer moins de texte ou des fichiers plus petits.');
    expect(fr.text).toContain('Erreur 413');
    // Another spelling of the path reaches the same route, and the same cap.
    const upload = await post(`${baseURL}/CONTACT`, { total: 4 * GB });
    expect(upload.status).toBe(413);
    expect(upload.text).toContain('Das Gesendete ist zu gross. Bitte senden Sie weniger Text oder kleinere Dateien.');
    expect((await request.get('/')).status()).toBe(200);
  });

  test('a Content-Length over the cap is refused at once, in the language of the path', async ({ baseURL, request }) => {
    const en = await post(`${baseURL}/en/contact`, { total: 1024 * 1024, length: 5 * GB });
    expect(en.status).toBe(413);
    expect(en.sent).toBeLessThan(5 * GB);
    expect(en.text).toContain('What you sent is too large. Please send less text or smaller files.');
    expect((await request.get('/en/')).status()).toBe(200);
  });

  test('the Store API proxy answers a too large body with the JSON error, before reading it', async ({ baseURL, request }) => {
    const answer = await post(`${baseURL}/api/store/search`, { total: 64 * 1024 * 1024, headers: { 'content-type': 'application/json', origin: baseURL! } });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(64 * 1024 * 1024);
    expect(JSON.parse(answer.text).errors[0].code).toBe('STOREFRONT__BODY_TOO_LARGE');
    expect((await request.get('/api/store/context')).status()).toBe(200);
  });

  test('a service form still takes a multipart body above the small cap', async ({ baseURL }) => {
    // 1 MB: over every other route's cap, within the upload forms' (a multipart form only). The
    // form answers itself (here: the body is no form it can read), the server did not refuse it.
    const answer = await post(`${baseURL}/en/contact`, { total: 1024 * 1024, length: 1024 * 1024, headers: { origin: baseURL!, 'content-type': 'multipart/form-data; boundary=x' } });
    expect(answer.status).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
  });
});

test.describe('many large bodies at once', () => {
  test.describe.configure({ mode: 'serial' });

  // A storefront of its own, before the suite's Store API: its memory is read from /proc.
  const port = Number(process.env.E2E_STOREFRONT_PORT ?? 3100) + 3;
  const shop = `http://localhost:${port}`;
  let storefront: ChildProcess | undefined;

  const rssMiB = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${storefront!.pid}/status`, 'utf8'))?.[1]) / 1024;

  /** Runs `work` while sampling the storefront's RSS: the highest value seen, and the value before. */
  async function peakRssDuring<T>(work: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
    const before = rssMiB();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 25);
    try {
      const result = await work();
      return { result, before, peak: Math.max(peak, rssMiB()) };
    } finally {
      clearInterval(sampler);
    }
  }

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    storefront = await startStorefront(
      {
        PORT: String(port),
        STORE_API_PORT: String(Number(process.env.E2E_STORE_API_PORT ?? 8788)),
        STORE_API_ACCESS_KEY: accessKey,
        LOG_REQUESTS: '0',
        // Each test client its own X-Forwarded-For, as behind a proxy on this host.
        TRUST_PROXY: '1',
        STOREFRONT_RATE_LIMIT: '1000',
      },
      `${shop}/en/contact`,
    );
  });

  test.afterAll(async () => {
    await stopStorefront(storefront);
  });

  const fifteenMB = 15 * 1024 * 1024;
  const multipart = { 'content-type': 'multipart/form-data; boundary=----gipfel' };

  test('12 posts of 15 MB without an Origin: each gets the 403 page before its body is read, and memory stays flat', async () => {
    test.setTimeout(60_000);
    // Warm: the page and the form's action have run once.
    await post(`${shop}/contact`, { total: 0, length: 0, headers: multipart });
    const started = Date.now();
    const { result: answers, before, peak } = await peakRssDuring(() => Promise.all(Array.from({ length: 12 }, () => post(`${shop}/contact`, { total: fifteenMB, length: fifteenMB, headers: multipart }))));
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.text).toContain('Ihre Sitzung ist abgelaufen.');
      // Answered while the body was still going out: no more than the sockets' buffers took.
      expect(answer.sent).toBeLessThan(fifteenMB);
    }
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(peak - before).toBeLessThan(60);
  });

  test('12 posts of 15 MB with our Origin: a few are read (to disk), the rest get 503 or 429 with Retry-After at once, and memory stays bounded', async () => {
    test.setTimeout(90_000);
    const headers = { ...multipart, origin: shop };
    const { result: answers, before, peak } = await peakRssDuring(() =>
      Promise.all(Array.from({ length: 12 }, (_, i) => post(`${shop}/en/contact`, { total: fifteenMB, length: fifteenMB, headers: { ...headers, 'x-forwarded-for': `198.51.100.${i}` } }))),
    );
    const refused = answers.filter((answer) => answer.status === 503 || answer.status === 429);
    // At most four at once over all clients (STOREFRONT_LARGE_BODIES): the others wait for none.
    expect(refused.length).toBeGreaterThanOrEqual(8);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('10');
      expect(answer.sent).toBeLessThan(fifteenMB);
      expect(answer.text).toContain(answer.status === 503 ? 'The server is busy.' : 'Too many requests.');
    }
    // The ones taken were read whole, and answered by the form (this body is no form it can read).
    for (const answer of answers.filter((a) => !refused.includes(a))) expect(answer.status).toBeLessThan(500);
    expect(peak - before).toBeLessThan(100);
  });
});

test('no answer a script can read carries the session token: proxy JSON, its headers, the page', async ({ request, baseURL }) => {
  const sessionToken = async () => (await request.storageState()).cookies.find((cookie) => cookie.name === 'gipfel_context')?.value;
  const context = await request.get('/api/store/context');
  expect(context.status()).toBe(200);
  const token = await sessionToken();
  expect(token).toBeTruthy();
  const contextBody = await context.text();
  expect(JSON.parse(contextBody).apiAlias).toBe('sales_channel_context');
  expect(contextBody).not.toContain(token!);
  expect(context.headers()['sw-context-token']).toBeUndefined();

  const patched = await request.patch('/api/store/context', { headers: { origin: baseURL! }, data: {} });
  expect(patched.status()).toBe(200);
  const patchedBody = await patched.text();
  expect(patchedBody).not.toContain('contextToken');
  expect(patchedBody).not.toContain(token!);
  expect(patchedBody).not.toContain((await sessionToken())!);
  expect(patched.headers()['sw-context-token']).toBeUndefined();

  const cart = await request.get('/api/store/checkout/cart');
  const cartBody = await cart.text();
  expect(JSON.parse(cartBody).apiAlias).toBe('cart');
  expect(cartBody).not.toContain((await sessionToken())!);

  // The layout's cart and context reach the page as loader data: no token there either.
  for (const page of ['/', '/checkout/cart', '/en/search?search=tee']) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    expect(await response.text(), page).not.toContain((await sessionToken())!);
  }
});

test.describe('a storefront of its own, before a Store API that fails', () => {
  test.describe.configure({ mode: 'serial' });

  const basePort = Number(process.env.E2E_HARDENING_STOREFRONT_PORT ?? 3197);
  let storefrontPort: number;
  // Not 127.0.0.1: the page's own links name the host it is called by.
  let shop: string;
  let storefront: ChildProcess | undefined;
  let upstream: Server;
  let upstreamPort: number;
  // How the stand-in Store API fails: it drops every connection, or never answers.
  let mode: 'reset' | 'hang' = 'reset';
  const hanging = new Set<ServerResponse>();

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // A retry gets its own port: the first attempt's server may still be closing.
    storefrontPort = basePort + test.info().retry;
    shop = `http://localhost:${storefrontPort}`;
    upstream = createServer((req, res) => {
      if (mode === 'hang') hanging.add(res);
      else req.socket.destroy();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamPort = (upstream.address() as AddressInfo).port;
    storefront = await startStorefront(
      {
        PORT: String(storefrontPort),
        STORE_API_PORT: String(upstreamPort),
        STORE_API_TIMEOUT_MS: '1000',
        LOG_REQUESTS: '0',
        TRUST_PROXY: '1',
        STOREFRONT_RATE_LIMIT: '2',
      },
      `${shop}/api/texts/de`,
    );
  });

  test.afterAll(async () => {
    await stopStorefront(storefront);
    for (const res of hanging) res.destroy();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const leaks = (text: string) => [/127\.0\.0\.1/.test(text) ? '127.0.0.1' : '', text.includes(`:${upstreamPort}`) ? `:${upstreamPort}` : ''].filter(Boolean);

  test('a Store API that is down: the 502 page and the proxy JSON name no internal address', async ({ request }) => {
    mode = 'reset';
    const page = await request.get(`${shop}/fr/`);
    expect(page.status()).toBe(502);
    const html = await page.text();
    expect(html).toContain('La boutique est momentanément injoignable.');
    expect(leaks(html)).toEqual([]);
    const proxy = await request.get(`${shop}/api/store/checkout/cart`);
    expect(proxy.status()).toBe(502);
    const json = await proxy.text();
    expect(JSON.parse(json).errors[0].code).toBe('STOREFRONT__STORE_API_UNREACHABLE');
    expect(leaks(json)).toEqual([]);
  });

  test('a Store API that is too slow: the 408 page and the proxy JSON name no internal address', async ({ request }) => {
    mode = 'hang';
    const page = await request.get(`${shop}/en/search?search=tea`);
    expect(page.status()).toBe(408);
    const html = await page.text();
    expect(html).toContain('The shop is answering too slowly.');
    expect(leaks(html)).toEqual([]);
    const proxy = await request.get(`${shop}/api/store/checkout/cart`);
    expect(proxy.status()).toBe(408);
    const json = await proxy.text();
    expect(JSON.parse(json).errors[0].code).toBe('STOREFRONT__STORE_API_TIMEOUT');
    expect(leaks(json)).toEqual([]);
    mode = 'reset';
  });

  /** Sign-in attempts, each from `forwardedFor`, through `host`; the statuses in order. */
  async function signIns(host: string, forwardedFor: string[]) {
    const statuses: number[] = [];
    for (const ip of forwardedFor) {
      const origin = `http://${host}:${storefrontPort}`;
      const response = await fetch(`${origin}/en/login`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: 'username=nobody%40example.ch&password=wrong-password',
        redirect: 'manual',
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    return statuses;
  }

  test('TRUST_PROXY=1 takes X-Forwarded-For from a proxy on this host (each shopper counted on their own)', async () => {
    const statuses = await signIns('127.0.0.1', ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']);
    expect(statuses).not.toContain(429);
  });

  test('a client reaching the storefront directly cannot choose its IP with X-Forwarded-For', async () => {
    const direct = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    test.skip(!direct, 'this machine has no address besides loopback');
    const statuses = await signIns(direct!, ['203.0.113.1', '203.0.113.2', '203.0.113.3']);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });

  test('an IPv6 shopper is counted by the /64: other addresses of the block share the limit', async () => {
    const statuses = await signIns('127.0.0.1', ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:3::1']);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
    expect(statuses[3]).not.toBe(429);
  });
});
