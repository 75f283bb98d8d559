import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accessKey, adminHeaders, adminSecret } from './support/credentials';
import { expect, test, type Page } from './support/test';
import { waitUntil } from './support/server';

// Backend faults, through the local Store API's runtime switches (/_faults). These tests change
// the backend for everyone, so they run on their own pair of servers, one test after the other,
// with a database file so the Store API can be stopped and started again.
const storeApiPort = Number(process.env.E2E_FAULTS_STORE_API_PORT ?? 8799);
const storefrontPort = Number(process.env.E2E_FAULTS_STOREFRONT_PORT ?? 3199);
const storeApi = `http://127.0.0.1:${storeApiPort}`;
const shop = `http://localhost:${storefrontPort}`;
const root = path.resolve(import.meta.dirname, '..');
const chocolate = '/Lebensmittel/Schokolade/';

let dataDir: string;
let storeApiProcess: ChildProcess | undefined;
let storefrontProcess: ChildProcess | undefined;

async function startStoreApi() {
  storeApiProcess = spawn(process.execPath, ['apps/store-api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', STORE_API_PORT: String(storeApiPort), STORE_API_DB: path.join(dataDir, 'shop.sqlite'), STORE_API_ACCESS_KEY: accessKey, STORE_API_ADMIN_CLIENT_SECRET: adminSecret },
    stdio: 'ignore',
  });
  await waitUntil(`${storeApi}/_faults`, true);
}

async function startStorefront() {
  storefrontProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: path.join(root, 'apps/storefront'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(storefrontPort), STORE_API_PORT: String(storeApiPort), STORE_API_ACCESS_KEY: accessKey, STORE_API_TIMEOUT_MS: '1500', LOG_REQUESTS: '0', STOREFRONT_RATE_LIMIT: '3',
      // These tests switch the backend (maintenance, failures) and expect the very next page to
      // show it; a shared read cache would answer cached reads for its TTL (decision 0041).
      STORE_API_CACHE_TTL: '0' },
    stdio: 'ignore',
  });
  await waitUntil(`${shop}/`, true);
}

async function stop(child: ChildProcess | undefined, url: string) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await waitUntil(url, false);
}

async function faults(body: Record<string, unknown> | null) {
  const response = await fetch(`${storeApi}/_faults`, body ? { method: 'PUT', headers: { ...adminHeaders, 'content-type': 'application/json' }, body: JSON.stringify(body) } : { method: 'DELETE', headers: adminHeaders });
  expect(response.status).toBe(200);
  return (await response.json()) as { failNext: unknown };
}

async function cartCount(page: Page) {
  return page.getByTestId('header-cart').getAttribute('aria-label');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'gipfel-faults-'));
  await startStoreApi();
  await startStorefront();
});

test.afterAll(async () => {
  await stop(storefrontProcess, `${shop}/`);
  await stop(storeApiProcess, `${storeApi}/_faults`);
  rmSync(dataDir, { recursive: true, force: true });
});

test.afterEach(async () => {
  if (storeApiProcess?.exitCode === null) await faults(null);
});

test('sign-in attempts are limited per client IP: the fourth gets the 429 page with the seconds to wait', async ({ request }) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const response = await request.post(`${shop}/en/login`, { form: { username: 'nobody@example.ch', password: 'wrong-password' }, headers: { origin: shop } });
    statuses.push(response.status());
    if (attempt === 3) {
      expect(response.headers()['retry-after']).toMatch(/^\d+$/);
      expect(await response.text()).toMatch(/Too many requests\. Please wait \d+ seconds\./);
    }
  }
  expect(statuses.slice(0, 3)).not.toContain(429);
  expect(statuses[3]).toBe(429);
});

test('a post from another site is refused with the session-expired page', async ({ request }) => {
  const response = await request.post(`${shop}/checkout/cart`, { form: { intent: 'add-to-cart', productId: '0190c4b1a0e07a3b8d1f2e3c4b5a6978' }, headers: { origin: 'https://evil.example' } });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain('Ihre Sitzung ist abgelaufen');
});

test('maintenance mode shows the maintenance page with 503 in every language', async ({ page }) => {
  await faults({ maintenance: true });
  for (const [prefix, title] of [['', 'Wartungsarbeiten'], ['/en', 'Maintenance'], ['/fr', 'Maintenance']] as const) {
    const response = await page.goto(`${shop}${prefix}/`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await faults({ maintenance: false });
  expect((await page.goto(`${shop}/`))?.status()).toBe(200);
});

test('a backend slower than the timeout gives the 408 page, not a hanging request', async ({ page }) => {
  test.setTimeout(30_000);
  await faults({ latencyMs: 2500 });
  const response = await page.goto(`${shop}/en/search?search=tea`);
  expect(response?.status()).toBe(408);
  await expect(page.getByText('The shop is answering too slowly. Please try again in a moment.')).toBeVisible();
});

test('a transient 5xx on a GET is retried once and the page still renders', async ({ page }) => {
  await faults({ failNext: { count: 1, status: 503, method: 'GET', path: '/checkout/cart' } });
  const response = await page.goto(`${shop}/checkout/cart`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
  expect((await faults({})).failNext).toBeNull();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a POST is never retried: a failed add-to-cart adds nothing and says so', async ({ page }) => {
    await page.goto(`${shop}${chocolate}`);
    await faults({ failNext: { count: 1, status: 503, method: 'POST', path: '/checkout/cart/line-item' } });
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
    await expect(page.getByText('Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Fehler/);
    expect((await faults({})).failNext).toBeNull();
    await page.goto(`${shop}/checkout/cart`);
    await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  });

  test('too many requests shows how long to wait', async ({ page }) => {
    await faults({ retryAfterSeconds: 4, failNext: { count: 1, status: 429, method: 'GET', path: '/search' } });
    const response = await page.goto(`${shop}/fr/search?search=the`);
    expect(response?.status()).toBe(429);
    await expect(page.getByText('Trop de requêtes. Veuillez patienter 4 secondes.')).toBeVisible();
  });

  test('placing an order while the backend times out creates at most one order, even when sent twice', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${shop}${chocolate}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
    await expect(page).toHaveURL(`${shop}${chocolate}`);
    const salutations = (await (await fetch(`${storeApi}/store-api/salutation`, { method: 'POST', headers: { 'sw-access-key': accessKey } })).json()) as { elements: { id: string }[] };
    const guest = await page.request.post(`${shop}/checkout`, {
      headers: { origin: shop },
      maxRedirects: 0,
      form: { intent: 'guest', salutationId: salutations.elements[0]!.id, firstName: 'Urs', lastName: 'Timeout', email: `timeout.${Date.now()}@example.ch`, street: 'Marktgasse 1', zipcode: '3011', city: 'Bern', countryId: 'c1000000000000000000000000000001' },
    });
    expect(guest.status()).toBe(303);

    // Only order placement is slow: longer than the storefront waits (1.5 s).
    await faults({ slow: { path: '/checkout/order', ms: 2500 } });
    const order = () => page.request.post(`${shop}/checkout`, { headers: { origin: shop }, maxRedirects: 0, form: { intent: 'order', tos: 'on' } });
    const first = await order();
    expect(first.status()).toBe(400);
    expect(await first.text()).toContain('Ihre Bestellung ist vielleicht trotzdem eingegangen');
    // The impatient shopper sends it again while the first one is still being processed.
    const second = await order();
    expect(second.status()).not.toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await faults(null);

    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'gipfel_context')?.value;
    const orders = (await (
      await fetch(`${storeApi}/store-api/order`, { method: 'POST', headers: { 'sw-access-key': accessKey, 'sw-context-token': token!, 'content-type': 'application/json' }, body: '{}' })
    ).json()) as { orders: { elements: unknown[] } };
    expect(orders.orders.elements.length).toBeLessThanOrEqual(1);
  });

  test('the cart lives in the Store API: it survives a storefront restart, and a dead backend gives the 502 page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${shop}${chocolate}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
    await expect(page).toHaveURL(`${shop}${chocolate}`);
    const before = await cartCount(page);
    expect(before).toMatch(/1 Artikel/);

    await stop(storefrontProcess, `${shop}/`);
    await startStorefront();
    await page.goto(`${shop}/checkout/cart`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
    await expect(page.getByRole('spinbutton').first()).toHaveValue('1');
    await page.goto(`${shop}${chocolate}`);
    expect(await cartCount(page)).toBe(before);

    await stop(storeApiProcess, `${storeApi}/_faults`);
    const down = await page.goto(`${shop}/fr/`);
    expect(down?.status()).toBe(502);
    await expect(page.getByText('La boutique est momentanément injoignable. Veuillez réessayer dans quelques secondes.')).toBeVisible();

    await startStoreApi();
    await page.goto(`${shop}${chocolate}`);
    expect(await cartCount(page)).toBe(before);
  });
});
