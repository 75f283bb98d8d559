/**
 * `pnpm load`: a bounded load run on loopback. Virtual shoppers (default 50, for 120 s) browse the
 * home page, a category and a product, put the product in the cart, check the cart, and a share
 * of them check out as guests with invoice. At the end it prints a summary and fails when:
 *   - any response was a 5xx (server errors),
 *   - a cart lost its item (lost carts),
 *   - the orders the Store API holds differ from the successful checkouts (each shopper's orders
 *     are read back with the shopper's own context token: a double order counts as a mismatch),
 *   - the storefront's memory grew more than 20 % after warm-up (judged on runs of 60 s or more),
 *   - 60 anonymous reads of distinct large listings (100 products each, the shared read cache's
 *     worst case) grew the storefront's RSS by more than its cache budget and 100 MiB of heap
 *     slack (+363 MiB were measured when the cache counted only its texts' characters; decision 0051).
 * It reports the peak RSS of the storefront and of the Store API (the kernel's high-water mark,
 * VmHWM: a spike between two samples counts too).
 * `--shoppers=N --seconds=S --checkout-share=0.3`; `npm test` runs a short version.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { accessKey, ensureBuilds, runScript, startServers, storeApiUrl, storefrontUrl } from './run';

const option = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const shoppers = option('shoppers', 50);
const seconds = option('seconds', 120);
const checkoutShare = option('checkout-share', 0.3);
const warmupShare = 0.25;

const category = '/Lebensmittel/Schokolade/';
const swissCountryId = 'c1000000000000000000000000000001';

interface Tally {
  requests: number;
  serverErrors: number;
  otherErrors: number;
  visits: number;
  lostCarts: number;
  checkouts: number;
  failedCheckouts: number;
  latencies: number[];
  tokens: string[];
  failures: string[];
}

const tally: Tally = { requests: 0, serverErrors: 0, otherErrors: 0, visits: 0, lostCarts: 0, checkouts: 0, failedCheckouts: 0, latencies: [], tokens: [], failures: [] };

function note(message: string) {
  if (tally.failures.length < 20) tally.failures.push(message);
}

/** One shopper's browser: a cookie jar and requests that never follow redirects on their own. */
class Shopper {
  private cookies = new Map<string, string>();
  constructor(private readonly ip: string) {}

  get contextToken() {
    return this.cookies.get('gipfel_context');
  }

  async send(path: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = {
      'user-agent': 'gipfel-load',
      'x-forwarded-for': this.ip,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = storefrontUrl;
      body = new URLSearchParams(init.form).toString();
    }
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${storefrontUrl}${path}`, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    } catch (error) {
      tally.requests += 1;
      tally.otherErrors += 1;
      note(`${path}: ${(error as Error).message}`);
      throw error;
    }
    const text = await response.text();
    tally.latencies.push(performance.now() - started);
    tally.requests += 1;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    if (response.status >= 500) {
      tally.serverErrors += 1;
      note(`${init.form ? 'POST' : 'GET'} ${path} → ${response.status}`);
    }
    return { status: response.status, location: response.headers.get('location'), text };
  }
}

function cartCountIn(html: string): number | null {
  const label = /data-testid="header-cart"[^>]*aria-label="([^"]*)"|aria-label="([^"]*)"[^>]*data-testid="header-cart"/.exec(html);
  const text = label?.[1] ?? label?.[2];
  if (!text) return null;
  const count = /(\d+)/.exec(text);
  return count ? Number(count[1]) : 0;
}

async function productIdsAndDefaults() {
  const headers = { 'sw-access-key': accessKey, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) => (await (await fetch(`${storeApiUrl}/store-api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as Record<string, unknown>;
  const search = await post('/search', { search: 'schokolade', limit: 20 });
  const products = (search.elements as { id: string; seoUrls?: { seoPathInfo: string }[]; availableStock?: number }[]).filter((p) => (p.availableStock ?? 100) > 50);
  const salutations = (await post('/salutation', {})).elements as { id: string }[];
  return { products: products.map((p) => p.id), salutationId: salutations[0]!.id };
}

async function visit(index: number, shopperNumber: number, catalogue: { products: string[]; salutationId: string }, deadline: number) {
  const shopper = new Shopper(`198.18.${Math.floor(shopperNumber / 250)}.${(shopperNumber % 250) + 1}`);
  const productId = catalogue.products[(index + shopperNumber) % catalogue.products.length]!;
  await shopper.send('/');
  await shopper.send(category);
  if (Date.now() > deadline) return;
  const added = await shopper.send('/checkout/cart', { form: { intent: 'add-to-cart', productId, quantity: '1', returnTo: category } });
  if (added.status !== 303) {
    note(`add-to-cart answered ${added.status}`);
    return;
  }
  const page = await shopper.send(category);
  const count = cartCountIn(page.text);
  if (count !== 1) {
    tally.lostCarts += 1;
    note(`cart shows ${count} instead of 1 item`);
  }
  tally.visits += 1;
  if ((index * 7 + shopperNumber) % 10 >= checkoutShare * 10) return;

  const guest = await shopper.send('/checkout', {
    form: {
      intent: 'guest',
      salutationId: catalogue.salutationId,
      firstName: 'Lina',
      lastName: `Last${shopperNumber}`,
      email: `load.${shopperNumber}.${index}.${Date.now()}@example.ch`,
      street: 'Bahnhofstrasse 1',
      zipcode: '8001',
      city: 'Zürich',
      countryId: swissCountryId,
    },
  });
  const order = guest.status === 303 ? await shopper.send('/checkout', { form: { intent: 'order', tos: 'on' } }) : guest;
  if (order.status === 303 && order.location?.includes('/checkout/success/')) {
    tally.checkouts += 1;
    if (shopper.contextToken) tally.tokens.push(shopper.contextToken);
  } else {
    tally.failedCheckouts += 1;
    note(`checkout ended with ${order.status} ${order.location ?? ''}`);
  }
}

async function ordersOf(token: string): Promise<number> {
  const response = await fetch(`${storeApiUrl}/store-api/order`, {
    method: 'POST',
    headers: { 'sw-access-key': accessKey, 'sw-context-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 10 }),
  });
  if (!response.ok) return -1;
  const body = (await response.json()) as { orders?: { total?: number; elements?: unknown[] } };
  return body.orders?.elements?.length ?? 0;
}

/** A process's resident memory in MiB now (`VmRSS`) or at its highest so far (`VmHWM`). */
function rssOf(pid: number | undefined, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
}

// The storefront's shared read cache for this run, in MiB (STORE_API_CACHE_MAX_MB).
const cacheBudgetMiB = 32;

/**
 * 60 anonymous reads of distinct large listings (`limit=100`, a different `min-price` each), 6 at a
 * time, as decision 0051 describes them: each answer is kept by the shared read cache. The storefront's RSS
 * before and after, and the statuses that were not 200.
 */
async function distinctListings(storefrontPid: number | undefined) {
  const headers = { 'sw-access-key': accessKey, 'content-type': 'application/json' };
  const navigation = (await (await fetch(`${storeApiUrl}/store-api/navigation/main-navigation/main-navigation`, { method: 'POST', headers, body: JSON.stringify({ depth: 3 }) })).json()) as { id: string; children?: unknown[] }[];
  const flatten = (items: { id: string; children?: unknown[] }[]): string[] => items.flatMap((item) => [item.id, ...flatten((item.children ?? []) as { id: string; children?: unknown[] }[])]);
  // The category with the most products: its pages of 100 are the largest answers.
  const totals = await Promise.all(
    flatten(navigation).map(async (id) => {
      const listing = (await (await fetch(`${storeApiUrl}/store-api/product-listing/${id}`, { method: 'POST', headers, body: JSON.stringify({ limit: 1 }) })).json()) as { total?: number };
      return { id, total: listing.total ?? 0 };
    }),
  );
  const largest = totals.sort((a, b) => b.total - a.total)[0]!.id;
  const before = rssOf(storefrontPid);
  const failures: string[] = [];
  for (let batch = 0; batch < 10; batch += 1) {
    await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const n = batch * 6 + i;
        const path = `/api/listing/${largest}?limit=100&min-price=0.${String(n).padStart(2, '0')}`;
        const response = await fetch(`${storefrontUrl}${path}`, { headers: { 'user-agent': 'gipfel-load' } });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${path} → ${response.status}`);
      }),
    );
  }
  return { before, after: rssOf(storefrontPid), failures };
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main() {
  ensureBuilds();
  const { storefrontPid, storeApiPid } = await startServers({ storefrontEnv: { STORE_API_CACHE_MAX_MB: String(cacheBudgetMiB) } });
  const catalogue = await productIdsAndDefaults();
  const started = Date.now();
  const deadline = started + seconds * 1000;
  let rssAfterWarmup = Number.NaN;
  let peakRss = 0;
  const sampler = setInterval(() => {
    const rss = rssOf(storefrontPid);
    if (Date.now() - started >= seconds * 1000 * warmupShare && Number.isNaN(rssAfterWarmup)) rssAfterWarmup = rss;
    if (!Number.isNaN(rssAfterWarmup)) peakRss = Math.max(peakRss, rss);
  }, 1000);

  console.log(`load: ${shoppers} shoppers for ${seconds} s against ${storefrontUrl} (checkout share ${checkoutShare})`);
  await Promise.all(
    Array.from({ length: shoppers }, async (_, shopperNumber) => {
      for (let index = 0; Date.now() < deadline; index += 1) {
        await visit(index, shopperNumber, catalogue, deadline).catch(() => undefined);
      }
    }),
  );
  clearInterval(sampler);
  const rssEnd = rssOf(storefrontPid);
  if (Number.isNaN(rssAfterWarmup)) rssAfterWarmup = rssEnd;
  peakRss = Math.max(peakRss, rssEnd);
  const listings = await distinctListings(storefrontPid);
  const listingGrowth = listings.after - listings.before;
  for (const failure of listings.failures) note(failure);

  const orderCounts = await Promise.all(tally.tokens.map(ordersOf));
  const ordersInStoreApi = orderCounts.reduce((sum, n) => sum + Math.max(0, n), 0);
  const doubleOrders = orderCounts.filter((n) => n > 1).length;
  const growth = (peakRss - rssAfterWarmup) / rssAfterWarmup;

  const rows: [string, string, boolean][] = [
    ['requests', `${tally.requests} (${(tally.requests / seconds).toFixed(1)}/s, p50 ${percentile(tally.latencies, 50).toFixed(0)} ms, p95 ${percentile(tally.latencies, 95).toFixed(0)} ms)`, true],
    ['server errors (5xx)', String(tally.serverErrors), tally.serverErrors === 0],
    ['network errors', String(tally.otherErrors), tally.otherErrors === 0],
    ['visits with a cart', String(tally.visits), tally.visits > 0],
    ['lost carts', String(tally.lostCarts), tally.lostCarts === 0],
    ['successful checkouts', `${tally.checkouts} (${tally.failedCheckouts} failed)`, tally.failedCheckouts === 0],
    ['orders in the Store API', `${ordersInStoreApi} (${doubleOrders} shoppers with more than one)`, ordersInStoreApi === tally.checkouts && doubleOrders === 0],
    // Memory needs a real run to settle (JIT, caches): short runs report it without judging.
    ['storefront RSS', `${rssAfterWarmup.toFixed(0)} MiB after warm-up, peak ${peakRss.toFixed(0)} MiB (${(growth * 100).toFixed(1)} %, limit 20 %${seconds < 60 ? ', not judged under 60 s' : ''})`, seconds < 60 || growth <= 0.2],
    [
      '60 distinct listings',
      `RSS ${listings.before.toFixed(0)} → ${listings.after.toFixed(0)} MiB (+${listingGrowth.toFixed(0)}, limit cache ${cacheBudgetMiB} + 100 MiB)${listings.failures.length ? `, ${listings.failures.length} not 200` : ''}`,
      listingGrowth <= cacheBudgetMiB + 100 && listings.failures.length === 0,
    ],
    // The kernel's high-water mark over the whole run: informative, not judged.
    ['peak RSS', `storefront ${rssOf(storefrontPid, 'VmHWM').toFixed(0)} MiB, Store API ${rssOf(storeApiPid, 'VmHWM').toFixed(0)} MiB`, true],
  ];
  console.log('');
  for (const [name, value, ok] of rows) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(24)} ${value}`);
  if (tally.failures.length) console.log(`\nfirst problems:\n  ${tally.failures.join('\n  ')}`);
  return rows.every(([, , ok]) => ok);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) runScript(main);
