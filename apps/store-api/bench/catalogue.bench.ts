/**
 * Catalogue read benchmark, in-process (`app.request`, no network): p95 latency of
 * `/product-listing` (24 products with all aggregations), `/search` and `/product/{id}`,
 * 200 requests each after a short warm-up, plus the resident set size.
 *
 *   pnpm --filter @gipfel/store-api bench
 */
import { performance } from 'node:perf_hooks';
import { createStoreApi } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { DEFAULT_ACCESS_KEY, ROOT_CATEGORY_ID } from '../src/ids';
import { seedDemoShop } from '../src/seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;

const db = openDatabase(':memory:');
const config = loadConfig({});
seedDemoShop(db, config);
const app = createStoreApi({ db, config });
const headers = { 'sw-access-key': DEFAULT_ACCESS_KEY, 'content-type': 'application/json' };

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * One measured call: until the whole body has arrived (its bytes), as a client sees the Store
 * API's latency; parsing the JSON is the client's own work and not part of it.
 */
async function call(path: string, body: unknown): Promise<number> {
  const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  const bytes = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${new TextDecoder().decode(bytes)}`);
  return bytes.byteLength;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(name: string, run: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < WARMUP; i += 1) await run(i);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`${name.padEnd(34)} n=${REQUESTS}  p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  max ${fmt(times.at(-1) ?? 0)}`);
}

const listingPath = `/store-api/product-listing/${ROOT_CATEGORY_ID}`;
const first = await post(listingPath, { limit: 24 });
const elements = first.elements as { id: string; translated: { name: string } }[];
console.log(`catalogue: ${String(first.total)} listed products, ${elements.length} on the first page`);
const productIds = elements.map((element) => element.id);
const words = elements.map((element) => element.translated.name.split(/\s+/)[0] ?? 'a');
const orders = ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller'];

await measure('POST /product-listing (24, all aggs)', (i) => call(listingPath, { limit: 24, order: orders[i % orders.length] }));
await measure('POST /search', (i) => call('/store-api/search', { search: words[i % words.length], limit: 24 }));
await measure('POST /product/{id}', (i) => call(`/store-api/product/${productIds[i % productIds.length]}`, {}));

const memory = process.memoryUsage();
console.log(`RSS ${(memory.rss / 1024 / 1024).toFixed(1)} MiB, heap used ${(memory.heapUsed / 1024 / 1024).toFixed(1)} MiB`);
db.close();
