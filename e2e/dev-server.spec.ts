import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { accessKey } from './support/credentials';
import { post } from './support/raw-post';
import { expect, test, waitForHydration } from './support/test';

// `pnpm dev` serves through apps/storefront/server.mjs, as `npm start` does, with the app from
// Vite in middleware mode: the request context, the body caps, the CSP, the cache policy and the
// request log are there in development too. The spec starts `pnpm dev`'s own script against the
// suite's Store API (the remote-shop mode, so no second Store API) on a free loopback port.

const root = path.resolve(import.meta.dirname, '..');
const storeApiPort = Number(process.env.E2E_STORE_API_PORT ?? 8788);

let dev: ChildProcess | undefined;
let output = '';
let origin = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Vite compiles the app on the first request: bounded, but generous on a busy machine.
  test.setTimeout(180_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    // Its own process group: stopping it stops the storefront it started, whatever happens.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOPWARE_ENDPOINT: `http://127.0.0.1:${storeApiPort}/store-api`,
      SHOPWARE_ACCESS_KEY: accessKey,
      // Server-Timing lists the request's Store API calls, which the request context records;
      // without the shared read cache every call of the request is one.
      SERVER_TIMING: '1',
      STORE_API_CACHE_TTL: '0',
      LOG_REQUESTS: '1',
      // One JSON line per request (pretty is development's default), for the request log's check.
      LOG_FORMAT: 'json',
    },
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<never>((_, reject) => dev!.once('exit', (code) => reject(new Error(`pnpm dev stopped (exit ${code}):\n${output}`))));
  exited.catch(() => undefined);
  // Up when the home page answers: the first request also compiles the app, so it is waited for here, not in a test.
  let waiting = true;
  const answered = (async () => {
    while (waiting) {
      const response = await fetch(`${origin}/`, { headers: { 'accept-language': 'de-CH' }, signal: AbortSignal.timeout(120_000) }).catch(() => null);
      if (response) return void (await response.text());
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`pnpm dev did not answer within 150 s:\n${output}`)), 150_000).unref());
  await Promise.race([answered, exited, timeout]).finally(() => (waiting = false));
});

test.afterAll(async () => {
  if (!dev?.pid || dev.exitCode !== null) return;
  const gone = new Promise((resolve) => dev!.once('exit', resolve));
  process.kill(-dev.pid, 'SIGTERM');
  await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
});

test('a page in development is answered by server.mjs: request context, one Store API session, CSP, cache policy, request log', async () => {
  const response = await fetch(`${origin}/`, { headers: { 'accept-language': 'de-CH' } });
  const html = await response.text();
  expect(response.status).toBe(200);
  // The request context records the request's Store API calls (Server-Timing); its loaders share
  // one session: one `GET /context` for the layout's and the page's loaders together.
  const timing = response.headers.get('server-timing') ?? '';
  expect(timing).toMatch(/sapi-\d+;desc="GET \/category\/home"/);
  expect(timing.match(/desc="GET \/context"/g) ?? []).toHaveLength(1);
  // The document's CSP with this answer's nonce on Remix's scripts.
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(html).toContain(`nonce="${nonce}"`);
  // The cache policy of server.mjs: the German home for everyone is a shared page.
  expect(response.headers.get('cache-control')).toMatch(/^public\b/);
  expect(output).toMatch(/"method":"GET","path":"\/","kind":"document","status":200/);
});

test('a body over the cap is refused with the translated 413 in development, before it is read', async () => {
  const answer = await post(`${origin}/en/contact`, { total: 1024 * 1024, length: 5 * 1024 * 1024 * 1024 });
  expect(answer.status).toBe(413);
  expect(answer.sent).toBeLessThan(5 * 1024 * 1024 * 1024);
  expect(answer.text).toContain('What you sent is too large. Please send less text or smaller files.');
});

test('the page hydrates under its CSP in development and Vite’s HMR socket connects', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) problems.push(error.message.slice(0, 120));
  });
  await page.goto(`${origin}/en/`);
  await waitForHydration(page);
  await expect.poll(() => logs.some((text) => text.includes('[vite] connected')), { timeout: 30_000 }).toBe(true);
  expect(problems).toEqual([]);
});
