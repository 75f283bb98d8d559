/**
 * `pnpm bench:profile`: where the storefront's server spends its CPU, per page kind (docs/performance.md).
 *
 * Starts the local Store API and the storefront's production build (as `pnpm bench` does), with
 * V8's sampling profiler inside the storefront (bench/profile-hook.mjs), and for home, category
 * and product in turn: warms the page up, profiles a short load at 8 connections (autocannon),
 * and prints the self time per cost category (React render, loader data encoding, JSON, compression,
 * logging, route matching, Express and per-request setup, idle = waiting for the Store API), per
 * package or source file and the top functions. Function locations go through the server bundle's
 * source map when there is one (`--build` builds the storefront with `--sourcemapServer`); the
 * profiles are kept in bench/results/profiles/<page>.cpuprofile (open them in Chrome DevTools).
 * Options: --build, --duration=<seconds per page> (default 5), --connections=<n> (default 8),
 * --pages=home,category,product, --top=<n functions> (default 15), --again (summarize the last
 * run's profiles again, no new load).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { cartCookie, runScript, startServers, storefrontUrl } from './run';
import { categories, summarizeProfile, type CallFrame, type CpuProfile, type Location, type ProfileSummary } from './profile-summary';

const root = path.resolve(import.meta.dirname, '..');
const storefrontDir = path.join(root, 'apps/storefront');
const profileDir = path.join(root, 'bench/results/profiles');
const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const seconds = Number(option('duration', '5'));
const connections = Number(option('connections', '8'));
const top = Number(option('top', '15'));
const pagePaths: Record<string, string> = {
  home: '/',
  category: '/Lebensmittel/Kaese/',
  product: '/Cocotte-Gusseisen-emailliert/GF-10112.1',
  search: '/search?search=tee',
  cart: '/checkout/cart',
};
const pageNames = option('pages', 'home,category,product')
  .split(',')
  .filter((name) => name in pagePaths);

function build() {
  const force = argv.includes('--build');
  if (!force && existsSync(path.join(storefrontDir, 'build/server/index.js'))) return;
  console.log('building the storefront (with server source maps) …');
  const remix = path.join(storefrontDir, 'node_modules/.bin/remix');
  if (spawnSync(remix, ['vite:build', '--sourcemapServer'], { cwd: storefrontDir, stdio: 'inherit' }).status !== 0) throw new Error('storefront build failed');
  if (!existsSync(path.join(root, 'apps/store-api/dist/main.js'))) {
    if (spawnSync(path.join(root, 'node_modules/.bin/tsup'), { cwd: path.join(root, 'apps/store-api'), stdio: 'inherit' }).status !== 0) throw new Error('store-api build failed');
  }
}

/** Maps a profile's call frame to its source file, through the file's source map when it has one. */
function sourceLocator(): (frame: CallFrame) => Location {
  const maps = new Map<string, SourceMap | null>();
  return (frame) => {
    const file = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url;
    if (!maps.has(file)) {
      const mapFile = `${file}.map`;
      maps.set(file, file.includes('/build/server/') && existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    const map = maps.get(file);
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number } | undefined;
    if (entry?.originalSource) {
      const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(file), entry.originalSource);
      return { file: source, line: (entry.originalLine ?? 0) + 1 };
    }
    return { file, line: frame.lineNumber + 1 };
  };
}

async function waitForFile(file: string) {
  const until = Date.now() + 30_000;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error(`no profile at ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Written in one go, but give the write a moment to end.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const display = (file: string) => (file.includes('/node_modules/') ? file.slice(file.lastIndexOf('/node_modules/') + 14) : path.relative(root, file) || file);

function print(page: string, summary: ProfileSummary, requests: number) {
  const perRequest = (ms: number) => (requests ? (ms / requests).toFixed(2) : '–');
  console.log(`\n${page}: ${requests} requests in ${(summary.totalMs / 1000).toFixed(1)} s profiled, ${(summary.busyMs / 1000).toFixed(1)} s busy (${perRequest(summary.busyMs)} ms CPU per request)\n`);
  console.log(`  ${'category'.padEnd(50)} ${'self ms'.padStart(8)} ${'share'.padStart(7)} ${'ms/req'.padStart(7)}`);
  for (const row of summary.categories) console.log(`  ${row.name.padEnd(50)} ${row.ms.toFixed(0).padStart(8)} ${pct(row.share).padStart(7)} ${perRequest(row.ms).padStart(7)}`);
  console.log(`\n  ${'package or file'.padEnd(50)} ${'self ms'.padStart(8)} ${'share'.padStart(7)}`);
  for (const row of summary.packages.slice(0, 15)) console.log(`  ${display(row.name).slice(0, 50).padEnd(50)} ${row.ms.toFixed(0).padStart(8)} ${pct(row.share).padStart(7)}`);
  console.log(`\n  top ${top} functions by self time (idle left out)`);
  for (const row of summary.functions.filter((f) => f.category !== categories.idle).slice(0, top)) {
    console.log(`  ${pct(row.share).padStart(7)}  ${row.name.slice(0, 40).padEnd(40)} ${row.file ? `${display(row.file)}:${row.line}` : '(native)'}`);
  }
}

type Results = Record<string, { requests: number; summary: ProfileSummary }>;

function writeResults(date: string, results: Results) {
  const slim = Object.fromEntries(
    Object.entries(results).map(([page, { requests, summary }]) => [
      page,
      { requests, totalMs: summary.totalMs, busyMs: summary.busyMs, categories: summary.categories, packages: summary.packages.slice(0, 25), functions: summary.functions.slice(0, 40).map((f) => ({ ...f, file: display(f.file) })) },
    ]),
  );
  writeFileSync(path.join(root, 'bench/results/profile.json'), `${JSON.stringify({ date, connections, seconds, pages: slim }, null, 2)}\n`);
  console.log(`\nresults: bench/results/profile.json, profiles in ${path.relative(root, profileDir)}/`);
}

/** `--again`: the summary of the profiles of the last run again (after a change to the grouping), without a new load. */
function summarizeAgain() {
  const last = JSON.parse(readFileSync(path.join(root, 'bench/results/profile.json'), 'utf8')) as { date: string; pages: Record<string, { requests: number }> };
  const locate = sourceLocator();
  const results: Results = {};
  for (const page of pageNames) {
    const file = path.join(profileDir, `${page}.cpuprofile`);
    if (!existsSync(file)) continue;
    results[page] = { requests: last.pages[page]?.requests ?? 0, summary: summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, locate) };
    print(page, results[page].summary, results[page].requests);
  }
  writeResults(last.date, results);
}

async function main() {
  if (argv.includes('--again')) return summarizeAgain();
  build();
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  const { storefrontPid } = await startServers({
    nodeArgs: ['--import', pathToHook()],
    storefrontEnv: { PROFILE_DIR: profileDir },
  });
  if (!storefrontPid) throw new Error('the storefront did not start');
  const cookie = await cartCookie();
  const locate = sourceLocator();
  const results: Results = {};
  for (const [index, page] of pageNames.entries()) {
    const url = `${storefrontUrl}${pagePaths[page]}`;
    const headers = { 'user-agent': 'gipfel-bench', ...(page === 'cart' ? { cookie } : {}) };
    for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
    process.kill(storefrontPid, 'SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const result = await autocannon({ url, connections, duration: seconds, headers });
    process.kill(storefrontPid, 'SIGUSR2');
    const written = path.join(profileDir, `${index + 1}.cpuprofile`);
    await waitForFile(written);
    const target = path.join(profileDir, `${page}.cpuprofile`);
    renameSync(written, target);
    const summary = summarizeProfile(JSON.parse(readFileSync(target, 'utf8')) as CpuProfile, locate);
    results[page] = { requests: result.requests.total, summary };
    print(page, summary, result.requests.total);
  }
  writeResults(new Date().toISOString(), results);
}

function pathToHook() {
  return pathToFileURL(path.join(import.meta.dirname, 'profile-hook.mjs')).href;
}

runScript(main);
