/**
 * `pnpm scale`: the storefront tier scaled out behind nginx (deploy/nginx), measured and checked.
 *
 * Starts on loopback only the local Store API (:8795), N storefront instances (:3120…, default 3)
 * and nginx (:8088) with the configuration of deploy/nginx/render.ts, then runs the same bounded
 * mixed load twice: against one instance directly (the baseline, no cache) and against nginx.
 * Load kinds: anonymous visitors (new, each with their browser languages; with the language
 * cookie; with consent and analytics cookies unique per visit) browsing home, categories,
 * products and search; guest shoppers adding to the cart and checking out; signed-in customers
 * browsing and viewing their account. Prints per kind requests/s, p50/p95, the cache hit ratio
 * (nginx's $upstream_cache_status in its access log) and errors.
 *
 * It fails (exit 1) when a safety check breaks:
 *   - a page shows a shopper another shopper's name or cart count, a signed-in customer a page
 *     without their greeting, an anonymous visitor any shopper's data;
 *   - a response served from the cache carries Set-Cookie, or the cache holds one that does
 *     (or a private one);
 *   - killing one instance mid-run (SIGKILL, while orders are in flight) loses a cart or an order:
 *     a GET fails (nginx must retry it elsewhere), a failed POST lacks the translated message, an
 *     order retried after the failure is placed twice, or a shopper's orders differ from theirs;
 *   - the per-IP limits of the sensitive posts do not hold across instances at the edge (in every
 *     spelling the storefront runs them for: `/login/.data`, a language, the checkout);
 *   - a client's Host, X-Forwarded-Host, absolute request line or port gets into the links of a
 *     page the next visitor is served from the cache (the instances run without PUBLIC_ORIGIN);
 *   - an anonymous kind's hit ratio is under 90 % (the cookies that must not split the cache do);
 *   - the rolling restart (every instance in turn: SIGTERM, start again, wait for /readyz and for
 *     nginx to take it back (an answer from it in its access log), under the
 *     mixed load) fails a single request (a POST too), an instance does not drain and exit 0, or a
 *     cart or order is lost or placed twice (the orders check above covers its shoppers);
 *   - one shopper's order cannot be followed by its id through nginx's, a storefront's and the Store
 *     API's logs, or a process's metrics fail `promtool check metrics` (Debian's `prometheus`,
 *     installed when missing like nginx; the check is skipped with a message when it cannot be).
 * Beside its own figures it prints a few read from the instances' and the Store API's metrics.
 * The throughput ratio (goal: ≥ 10 × one uncached instance) is reported, not judged: it depends
 * on the machine.
 *
 * Options: --seconds=S (each load phase, default 20), --instances=N (2 or 3), --short (npm test:
 * the safety checks only, an 8 s phase through nginx with fewer visitors and no baseline; skipped
 * with a message when nginx cannot be installed), --keep (keep the run directory with nginx's
 * configuration, logs and cache).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { shellErrorTexts } from '../apps/storefront/app/texts/shell-error-texts';
import { defaultCheckoutLimit, defaultFormLimit, renderNginxConfig, writeEdgePages, type Language } from '../deploy/nginx/render';
import { cacheFiguresByKind, cachedResponseHeaders, cartCountIn, formatTable, metricSum, newMarker, pageLinks, pageProblems, parseLogLine, parseMetrics, percentile, type Owner } from './scale-checks';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, fallback: number) => Number(argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const short = flag('short');
const phaseSeconds = option('seconds', short ? 8 : 20);
const instanceCount = Math.min(3, Math.max(2, option('instances', 3)));

const storeApiPort = Number(process.env.SCALE_STORE_API_PORT ?? 8795);
const firstStorefrontPort = Number(process.env.SCALE_STOREFRONT_PORT ?? 3120);
const nginxPort = Number(process.env.SCALE_NGINX_PORT ?? 8088);
const storeApiUrl = `http://127.0.0.1:${storeApiPort}`;
const tierUrl = `http://127.0.0.1:${nginxPort}`;
const instanceUrl = (index: number) => `http://127.0.0.1:${firstStorefrontPort + index}`;
const accessKey = `SWGIPFELSCALE${randomBytes(8).toString('hex').toUpperCase()}`;
const adminSecret = randomBytes(24).toString('base64url');
const adminHeaders = { authorization: `Bearer ${adminSecret}` };
const password = 'Gipfel-Scale-Passwort-1';
const swissCountryId = 'c1000000000000000000000000000001';
const tagManagerId = 'G-SCALE12345';
const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const hitStates = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);

/** Concurrent visitors per kind (closed loop: each starts the next visit when one ends). */
const kinds = {
  new: { title: 'anonymous, new', workers: short ? 3 : 6 },
  language: { title: 'anonymous, language cookie', workers: short ? 3 : 6 },
  consent: { title: 'anonymous, consent + analytics', workers: short ? 3 : 6 },
  shopper: { title: 'guest shoppers (cart, checkout)', workers: short ? 3 : 4 },
  customer: { title: 'signed-in customers', workers: short ? 2 : 4 },
} as const;
type Kind = keyof typeof kinds | 'kill' | 'setup' | 'edge';
const anonymousKinds = ['new', 'language', 'consent'] as const;

// ---------------------------------------------------------------------------------------------
// processes

const children = new Map<string, ChildProcess>();
const output = new Map<string, string>();
/** Where each process's metrics are served (its METRICS_PORT=0, read from its "metrics listening" log line). */
const metricsPorts = new Map<string, number>();
let runDir = '';

/** The log file of a process in the run directory (every line it wrote, across restarts). */
const logFileOf = (name: string) => path.join(runDir, 'logs', `${name.replace(/\s+/g, '-')}.log`);

function startChild(name: string, command: string, args: string[], env: Record<string, string>, cwd = root): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  output.set(name, '');
  metricsPorts.delete(name);
  const log = runDir ? createWriteStream(logFileOf(name), { flags: 'a' }) : null;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output.set(name, `${output.get(name) ?? ''}${text}`.slice(-4000));
    log?.write(text);
    const port = /"msg":"[^"]*metrics listening"/.test(text) ? /"port":(\d+)/.exec(text.slice(text.search(/[^\n]*metrics listening/)))?.[1] : undefined;
    if (port) metricsPorts.set(name, Number(port));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => log?.end());
  children.set(name, child);
  return child;
}

function stopAll() {
  for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, what: string, headers: Record<string, string> = {}) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${what} did not start at ${url}:\n${[...output.values()].join('\n')}`);
}

function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return found || null;
}

/** Debian's nginx, installed when missing (as .ci/run installs chromium): needs root and apt-get. */
function ensureNginx(): string | null {
  const present = nginxBinary();
  if (present) return present;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return null;
  console.log("Installing Debian's nginx …");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status !== 0) return null;
  if (spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env }).status !== 0) return null;
  return nginxBinary();
}

/** Debian's promtool (package `prometheus`), installed when missing as nginx is; null when it cannot be. */
function ensurePromtool(): string | null {
  const find = () => spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim() || null;
  const present = find();
  if (present) return present;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return null;
  console.log("Installing Debian's prometheus (for promtool) …");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'], { stdio: 'inherit', env }).status !== 0) {
    if (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status !== 0) return null;
    if (spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'], { stdio: 'inherit', env }).status !== 0) return null;
  }
  return find();
}

function ensureBuilds() {
  const missing = ['apps/storefront/build/server/index.js', 'apps/storefront/build/client/assets', 'apps/store-api/dist/main.js'].filter((file) => !existsSync(path.join(root, file)));
  if (missing.length === 0) return;
  console.log(`building the storefront and the local Store API (${missing.join(', ')} missing) …`);
  const status = spawnSync('npx', ['-y', 'pnpm@10.34.9', '-r', '--filter=@gipfel/storefront', '--filter=@gipfel/store-api', 'run', 'build'], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) throw new Error('the build failed');
}

async function startStoreApi() {
  startChild('Store API', process.execPath, ['dist/main.js'], {
    NODE_ENV: 'production',
    STORE_API_PORT: String(storeApiPort),
    STORE_API_HOST: '127.0.0.1',
    STORE_API_DB: ':memory:',
    STORE_API_ACCESS_KEY: accessKey,
    STORE_API_ADMIN_CLIENT_SECRET: adminSecret,
    STORE_API_TRUST_PROXY: '1',
    STORE_API_DOUBLE_OPT_IN: '0',
    STORE_API_STOREFRONT_URL: tierUrl,
    LOG_FORMAT: 'json',
    STORE_API_METRICS_PORT: '0',
  }, path.join(root, 'apps/store-api'));
  await waitFor(`${storeApiUrl}/store-api/context`, 'the local Store API', { 'sw-access-key': accessKey });
}

function startInstance(index: number): ChildProcess {
  return startChild(`storefront ${index + 1}`, process.execPath, ['server.mjs'], {
    NODE_ENV: 'production',
    PORT: String(firstStorefrontPort + index),
    HOST: '127.0.0.1',
    STORE_API_PORT: String(storeApiPort),
    STORE_API_ACCESS_KEY: accessKey,
    // nginx on this host sets X-Forwarded-For. No PUBLIC_ORIGIN: the links are built from the host
    // nginx passes on, which must be its own whatever a client sends (hostChecks).
    TRUST_PROXY: '1',
    // The consent banner is live, so consent cookies are what a real shop sends.
    TAG_MANAGER_ID: tagManagerId,
    // One JSON line per request into the run directory's logs (a request is followed by its id).
    LOG_FORMAT: 'json',
    METRICS_PORT: '0',
  }, path.join(root, 'apps/storefront'));
}

function nobodyIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
}

function makeRunDir() {
  runDir = mkdtempSync(path.join(tmpdir(), 'gipfel-scale-'));
  chmodSync(runDir, 0o755);
  mkdirSync(path.join(runDir, 'logs'));
}

async function startNginx(binary: string) {
  const cacheDir = path.join(runDir, 'cache');
  for (const dir of [cacheDir, path.join(runDir, 'tmp')]) mkdirSync(dir, { recursive: true });
  // A root master runs its workers as nobody: they write the cache and temporary files.
  const nobody = nobodyIds();
  if (nobody) for (const dir of [cacheDir, path.join(runDir, 'tmp')]) chownSync(dir, nobody.uid, nobody.gid);
  const edgePagesDir = path.join(runDir, 'edge');
  writeEdgePages(edgePagesDir);
  const config = renderNginxConfig({
    upstreams: Array.from({ length: instanceCount }, (_, i) => `127.0.0.1:${firstStorefrontPort + i}`),
    listen: `127.0.0.1:${nginxPort}`,
    serverNames: ['127.0.0.1', 'localhost'],
    assetsDir: path.join(root, 'apps/storefront/build/client/assets'),
    cacheDir,
    edgePagesDir,
    accessLog: path.join(runDir, 'access.log'),
    // The load generator plays the CDN in front: its X-Forwarded-For names each visitor.
    realIpFrom: ['127.0.0.1'],
    logLoadKind: true,
    standalone: { runDir, workerProcesses: 1, user: nobody ? 'nobody nogroup' : undefined },
  });
  const configFile = path.join(runDir, 'nginx.conf');
  writeFileSync(configFile, config);
  const test = spawnSync(binary, ['-t', '-q', '-p', runDir, '-c', configFile, '-e', path.join(runDir, 'error.log')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses the rendered configuration:\n${test.stderr}`);
  startChild('nginx', binary, ['-p', runDir, '-c', configFile, '-e', path.join(runDir, 'error.log')], {});
  await waitFor(`${tierUrl}/robots.txt`, 'nginx');
}

// ---------------------------------------------------------------------------------------------
// the load

interface KindStats {
  requests: number;
  latencies: number[];
  errors: number;
}

type Phase = 'baseline' | 'tier' | 'rolling';
const stats: Record<Phase, Map<Kind, KindStats>> = { baseline: new Map(), tier: new Map(), rolling: new Map() };
let phase: Phase = 'baseline';

const problems = {
  leaks: [] as string[],
  cachedSetCookie: [] as string[],
  errors: [] as string[],
  failedPosts: [] as string[],
  orders: [] as string[],
  edge: [] as string[],
  host: [] as string[],
  rolling: [] as string[],
  follow: [] as string[],
  metrics: [] as string[],
};
let failedPostsWithMessage = 0;
/** When the instance was killed: an answer it had begun cannot move to another instance. */
let killedAt = 0;
let cutOffByKill = 0;
/** Every shopper who placed an order (or tried to): their context token, their language. */
const orderingShoppers: { token: string; who: string }[] = [];

function note(list: string[], message: string) {
  if (list.length < 200) list.push(message);
}

function statsOf(kind: Kind): KindStats {
  let entry = stats[phase].get(kind);
  if (!entry) stats[phase].set(kind, (entry = { requests: 0, latencies: [], errors: 0 }));
  return entry;
}

let ipCounter = 0;
/** A fresh visitor address from 198.18.0.0/15 (benchmarking range). */
function nextIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 256}.${(ipCounter % 250) + 1}`;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
}

interface SendOptions {
  form?: Record<string, string>;
  /** Statuses that are no error; default: 2xx and 3xx. */
  expect?: number[];
}

const acceptLanguageOf: Record<Language, string> = { de: 'de-CH,de;q=0.9,en;q=0.8', en: 'en-US,en;q=0.9', fr: 'fr-CH,fr;q=0.9,en;q=0.8' };

/** One visitor's browser: a cookie jar, headers like a browser's, no automatic redirects. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly kind: Kind,
    readonly owner: Owner,
    readonly ip = nextIp(),
    readonly acceptLanguage = acceptLanguageOf.de,
  ) {}

  get token() {
    return this.cookies.get('gipfel_context');
  }

  async send(target: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      'user-agent': browserAgent,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': this.acceptLanguage,
      'x-forwarded-for': this.ip,
      'x-gipfel-load': this.kind,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = this.base;
      body = new URLSearchParams(options.form).toString();
    }
    const method = options.form ? 'POST' : 'GET';
    const url = target.startsWith('http') ? target : `${this.base}${target}`;
    const entry = statsOf(this.kind);
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
      text = await response.text();
    } catch (error) {
      entry.requests += 1;
      const sinceKill = performance.now() - killedAt;
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      const message = `${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''} after ${(performance.now() - started).toFixed(0)} ms${killedAt ? `, ${sinceKill.toFixed(0)} ms after the kill` : ''}`;
      if (method === 'GET' && killedAt && sinceKill >= 0 && sinceKill < 5000 && !/timeout|abort/i.test((error as Error).message)) {
        // The instance died while it was sending this answer: nginx had passed its header on, so
        // it could not try another instance. A browser shows a broken page; no state is lost.
        cutOffByKill += 1;
      } else {
        entry.errors += 1;
        if (phase === 'tier') note(problems.errors, `${this.kind} ${method} ${target}: ${message}`);
        if (phase === 'rolling') note(problems.rolling, `${this.kind} ${method} ${target}: ${message}`);
      }
      throw error;
    }
    entry.requests += 1;
    entry.latencies.push(performance.now() - started);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const cache = response.headers.get('x-cache-status') ?? '';
    if (hitStates.has(cache) && response.headers.getSetCookie().length) {
      note(problems.cachedSetCookie, `${this.kind} ${method} ${target} (${cache}) carried Set-Cookie: ${response.headers.getSetCookie().join(' / ')}`);
    }
    const expected = options.expect ?? [];
    const edgeFailure = method === 'POST' && response.headers.get('x-gipfel-edge') === '502';
    if (!edgeFailure && !expected.includes(response.status) && (response.status >= 400 || response.status < 200)) {
      entry.errors += 1;
      if (phase === 'tier') note(problems.errors, `${this.kind} ${method} ${target} → ${response.status}${response.headers.get('x-gipfel-edge') ? ' (nginx)' : ''}`);
    }
    // A rolling restart must fail nothing, a post neither: no instance dies with a request.
    if (phase === 'rolling' && (edgeFailure || (!expected.includes(response.status) && (response.status >= 400 || response.status < 200)))) {
      if (edgeFailure) entry.errors += 1;
      note(problems.rolling, `${this.kind} ${method} ${target} → ${response.status}${response.headers.get('x-gipfel-edge') ? ' (nginx)' : ''} id ${response.headers.get('x-request-id') ?? '–'}`);
    }
    if (response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html')) {
      for (const problem of pageProblems(text, this.owner)) note(problems.leaks, `${phase} ${this.kind} ${method} ${target} (cache ${cache || '–'}): ${problem}`);
    }
    return { status: response.status, headers: response.headers, text, location: response.headers.get('location') };
  }

  /** A page view, following up to three redirects as a browser would. */
  async page(target: string): Promise<Answer> {
    let answer = await this.send(target);
    for (let hops = 0; hops < 3 && answer.location && answer.status >= 300 && answer.status < 400; hops += 1) answer = await this.send(answer.location);
    return answer;
  }

  /**
   * A form post. When the instance that had it failed (nginx's 502 page), the shopper must read the
   * translated message; they then send it once more, as a person would.
   */
  async post(target: string, form: Record<string, string>, language: Language, expect: number[] = [303]): Promise<{ answer: Answer; retried: boolean }> {
    const answer = await this.send(target, { form, expect });
    if (answer.headers.get('x-gipfel-edge') !== '502') return { answer, retried: false };
    if (answer.text.includes(shellErrorTexts[language].error[502])) failedPostsWithMessage += 1;
    else note(problems.failedPosts, `${this.kind} POST ${target}: nginx's 502 page without the ${language} message`);
    await sleep(300);
    return { answer: await this.send(target, { form, expect: [...expect, 400] }), retried: true };
  }
}

// ---------------------------------------------------------------------------------------------
// what the visitors browse

interface LanguageCatalogue {
  home: string;
  categories: string[];
  products: string[];
  searches: string[];
}
type Catalogue = Record<Language, LanguageCatalogue>;
const languageList: Language[] = ['de', 'en', 'fr'];
const searchTerms: Record<Language, string[]> = { de: ['tee', 'kaese', 'schokolade', 'kaffee'], en: ['tea', 'cheese', 'chocolate', 'coffee'], fr: ['the', 'fromage', 'chocolat', 'cafe'] };
const prefixOf = (language: Language) => (language === 'de' ? '' : `/${language}`);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function discoverCatalogue(): Promise<Catalogue> {
  const catalogue = {} as Catalogue;
  const reader = new Browser(instanceUrl(0), 'setup', { marker: null });
  for (const language of languageList) {
    const prefix = prefixOf(language);
    const home = `${prefix}/`;
    const html = (await reader.send(home)).text;
    const own = (href: string) => (language === 'de' ? !/^\/(en|fr)\//.test(href) : href.startsWith(`${prefix}/`));
    const categories = [...new Set([...html.matchAll(/href="(\/[^"?#]+\/)"/g)].map((m) => m[1]!))].filter((href) => own(href) && href !== home && !href.includes('landingPage')).slice(0, 10);
    const products = new Set<string>();
    for (const category of categories.slice(0, 4)) {
      const page = (await reader.send(category)).text;
      for (const match of page.matchAll(/href="(\/[^"?#]+\/GF-[\d.]+)"/g)) if (own(match[1]!)) products.add(match[1]!);
    }
    if (categories.length < 3 || products.size < 3) throw new Error(`the demo shop has too few ${language} categories or products (${categories.length}, ${products.size})`);
    catalogue[language] = { home, categories, products: [...products].slice(0, 12), searches: searchTerms[language].map((term) => `${prefix}/search?search=${term}`) };
  }
  return catalogue;
}

/**
 * One view of every page through nginx before the measured phase, as a cache in production is
 * warm: the hit ratio then shows what splits the cache, not how cold it started.
 */
async function warmCache(catalogue: Catalogue) {
  const views: { target: string; acceptLanguage: string; cookie?: string }[] = [];
  for (const language of languageList) {
    const pages = catalogue[language];
    for (const target of [pages.home, ...pages.categories, ...pages.products, ...pages.searches]) views.push({ target, acceptLanguage: acceptLanguageOf[language] });
  }
  // The bare home page answers German to German browsers (and to Italian ones) and to the German cookie.
  for (const acceptLanguage of [acceptLanguageOf.de, 'it-CH,it;q=0.9,de;q=0.7']) views.push({ target: '/', acceptLanguage });
  views.push({ target: '/', acceptLanguage: acceptLanguageOf.en, cookie: 'de' });
  const queue = [...views];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let view = queue.shift(); view; view = queue.shift()) {
        const browser = new Browser(tierUrl, 'setup', { marker: null, cartCount: null }, nextIp(), view.acceptLanguage);
        if (view.cookie) browser.cookies.set('gipfel_locale', view.cookie);
        await browser.send(view.target);
      }
    }),
  );
}

async function storeApi(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${storeApiUrl}/store-api${pathname}`, { method: 'POST', headers: { 'sw-access-key': accessKey, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

interface ShopData {
  productIds: string[];
  salutationId: string;
}

async function shopData(): Promise<ShopData> {
  const search = await storeApi('/search', { search: 'a', limit: 100 });
  const products = (search.body.elements as { id: string; availableStock?: number; maxPurchase?: number | null; isCloseout?: boolean }[]).filter(
    (p) => (p.availableStock ?? 0) >= 150 && (p.availableStock ?? 0) < 9999 && !p.maxPurchase && !p.isCloseout,
  );
  const salutations = (await storeApi('/salutation', {})).body.elements as { id: string }[];
  if (products.length < 5) throw new Error('the demo shop has too few products in stock');
  return { productIds: products.slice(0, 24).map((p) => p.id), salutationId: salutations[0]!.id };
}

interface Customer {
  email: string;
  marker: string;
}

async function registerCustomers(count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 1) {
    const marker = newMarker();
    const email = `scale.${marker.toLowerCase()}@example.ch`;
    const answer = await storeApi(
      '/account/register',
      { email, password, firstName: marker, lastName: 'Muster', storefrontUrl: tierUrl, acceptedDataProtection: true, billingAddress: { street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: swissCountryId } },
      { 'x-forwarded-for': nextIp() },
    );
    if (answer.status !== 200) throw new Error(`registering a customer answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    customers.push({ email, marker });
  }
  return customers;
}

async function anonymousVisit(kind: (typeof anonymousKinds)[number], base: string, catalogue: Catalogue) {
  const language = pick(languageList);
  const acceptLanguage = kind === 'new' ? pick([...Object.values(acceptLanguageOf), 'it-CH,it;q=0.9,de;q=0.7']) : acceptLanguageOf[language];
  const browser = new Browser(base, kind, { marker: null, cartCount: null }, nextIp(), acceptLanguage);
  if (kind !== 'new') browser.cookies.set('gipfel_locale', language);
  if (kind === 'consent') {
    const now = Math.floor(Date.now() / 1000);
    browser.cookies.set('gipfel_consent', pick(['granted', 'denied']));
    browser.cookies.set('_ga', `GA1.1.${Math.floor(Math.random() * 1e10)}.${now}`);
    browser.cookies.set(`_ga_${tagManagerId.slice(2)}`, `GS1.1.${now}.1.1.${now}.0.0.0`);
  }
  // Everyone arrives at the bare home page: new visitors are sent on by their browser languages,
  // the others by their language cookie.
  await browser.page('/');
  const pages = catalogue[kind === 'new' ? (acceptLanguage.startsWith('en') ? 'en' : acceptLanguage.startsWith('fr') ? 'fr' : 'de') : language];
  await browser.page(pick(pages.categories));
  await browser.page(pick(pages.products));
  await browser.page(pick(pages.searches));
  await browser.page(pick(pages.categories));
}

/** A guest: browses, adds one product (quantity 1 to 4, distinct for shoppers at the same time), checks the cart on every page, checks out. */
async function shopperVisit(base: string, catalogue: Catalogue, shop: ShopData, slot: number, checkout: boolean) {
  const language = languageList[slot % 3]!;
  const pages = catalogue[language];
  const prefix = prefixOf(language);
  const marker = newMarker();
  const quantity = (slot % 4) + 1;
  const owner: Owner = { marker, cartCount: null };
  const browser = new Browser(base, 'shopper', owner, nextIp(), acceptLanguageOf[language]);
  await browser.page(pages.home);
  const category = pick(pages.categories);
  await browser.page(category);
  const productId = pick(shop.productIds);
  const added = await browser.post(`${prefix}/checkout/cart`, { intent: 'add-to-cart', productId, quantity: String(quantity), returnTo: category }, language);
  if (added.answer.status !== 303) return;
  if (added.retried) {
    // The first post may have reached the Store API before its instance died: one or two times the quantity, never another's.
    // (Read on a page with the shop's header: the checkout layout's cart page has none.)
    owner.cartCount = undefined;
    const shown = cartCountIn((await browser.page(category)).text) ?? 0;
    if (shown !== quantity && shown !== 2 * quantity) note(problems.leaks, `shopper after a failed add-to-cart: cart shows ${shown}, not ${quantity} or ${2 * quantity}`);
    owner.cartCount = shown;
  } else owner.cartCount = quantity;
  await browser.page(category);
  await browser.page(pick(pages.products));
  await browser.page(`${prefix}/checkout/cart`);
  if (!checkout) return;
  const guest = await browser.post(
    `${prefix}/checkout`,
    {
      intent: 'guest',
      salutationId: shop.salutationId,
      firstName: marker,
      lastName: 'Muster',
      email: `guest.${marker.toLowerCase()}@example.ch`,
      street: 'Bahnhofstrasse 1',
      zipcode: '8001',
      city: 'Zürich',
      countryId: swissCountryId,
    },
    language,
  );
  if (guest.answer.status !== 303) return;
  const checkoutPage = await browser.page(`${prefix}/checkout`);
  if (!checkoutPage.text.includes(marker)) note(problems.leaks, `${phase} shopper: their checkout page does not show their own name`);
  await placeOrder(browser, prefix, language);
}

async function placeOrder(browser: Browser, prefix: string, language: Language) {
  const token = browser.token;
  if (token) orderingShoppers.push({ token, who: `${phase} ${browser.kind} ${browser.owner.marker}` });
  const order = await browser.post(`${prefix}/checkout`, { intent: 'order', tos: 'on' }, language, [303]);
  browser.owner.cartCount = null;
  if (order.answer.status === 303 && order.answer.location?.includes('/checkout/success/')) await browser.page(order.answer.location);
}

async function customerLoop(base: string, catalogue: Catalogue, customer: Customer, slot: number, deadline: { at: number }) {
  const language = languageList[slot % 3]!;
  const pages = catalogue[language];
  const prefix = prefixOf(language);
  const browser = new Browser(base, 'customer', { marker: customer.marker, cartCount: null }, nextIp(), acceptLanguageOf[language]);
  const signIn = await browser.post(`${prefix}/login`, { username: customer.email, password, redirectTo: '' }, language);
  if (signIn.answer.status !== 303) {
    if (phase !== 'baseline') note(phase === 'rolling' ? problems.rolling : problems.errors, `customer sign-in answered ${signIn.answer.status}`);
    return;
  }
  browser.owner.greeted = true;
  const views = [pages.home, () => pick(pages.categories), () => pick(pages.products), `${prefix}/account`, `${prefix}/account/order`, () => pick(pages.searches), `${prefix}/account/profile`];
  for (let i = 0; Date.now() < deadline.at; i += 1) {
    const view = views[i % views.length]!;
    await browser.page(typeof view === 'function' ? view() : view).catch(() => undefined);
  }
}

/**
 * The mixed load for `seconds`, with `midpoint` run halfway; or, with `until`, from the start until
 * that ends (and one more second).
 */
async function runLoad(
  base: string,
  catalogue: Catalogue,
  shop: ShopData,
  customers: Customer[],
  seconds: number,
  midpoint?: () => Promise<void>,
  until?: () => Promise<void>,
): Promise<number> {
  const started = Date.now();
  const deadline = { at: until ? Number.POSITIVE_INFINITY : started + seconds * 1000 };
  const loop = async (visit: (index: number) => Promise<void>) => {
    for (let index = 0; Date.now() < deadline.at; index += 1) await visit(index).catch(() => undefined);
  };
  const workers: Promise<void>[] = [];
  for (const kind of anonymousKinds) for (let w = 0; w < kinds[kind].workers; w += 1) workers.push(loop(() => anonymousVisit(kind, base, catalogue)));
  for (let w = 0; w < kinds.shopper.workers; w += 1) workers.push(loop((index) => shopperVisit(base, catalogue, shop, w, index % 2 === 0)));
  for (let w = 0; w < kinds.customer.workers; w += 1) workers.push(customerLoop(base, catalogue, customers[w]!, w, deadline));
  if (midpoint) workers.push(sleep((seconds * 1000) / 2).then(midpoint));
  if (until) {
    workers.push(
      sleep(1000)
        .then(until)
        .finally(() => (deadline.at = Date.now() + 1000)),
    );
  }
  await Promise.all(workers);
  return (Date.now() - started) / 1000;
}

/**
 * Anonymous browsing at full speed: autocannon over the catalogue pages of the three languages,
 * a third of the requests with the language cookie and a third with consent and analytics cookies
 * unique per request. The mixed load's own checks cost the load generator more than nginx needs
 * for a cached page; this shows what the tier can serve.
 */
async function throughputProbe(base: string, catalogue: Catalogue, seconds: number) {
  const pages = languageList.flatMap((language) => {
    const c = catalogue[language];
    return [...(language === 'de' ? [] : [c.home]), ...c.categories, ...c.products, ...c.searches].map((path) => ({ path, language }));
  });
  const requests = Array.from({ length: 240 }, (_, i) => {
    const { path: target, language } = pages[i % pages.length]!;
    const cookies = [[], [`gipfel_locale=${language}`], [`gipfel_locale=${language}`, 'gipfel_consent=granted', `_ga=GA1.1.${1000 + i}.${1764000000 + i}`]][i % 3]!;
    return {
      method: 'GET' as const,
      path: target,
      headers: {
        'user-agent': browserAgent,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': acceptLanguageOf[language],
        'x-forwarded-for': '198.19.0.1',
        'x-gipfel-load': 'probe',
        ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
      },
    };
  });
  const result = await autocannon({ url: base, connections: 8, duration: seconds, requests });
  return { rps: result.requests.average, p50: result.latency.p50, p97: result.latency.p97_5, failed: result.errors + result.timeouts + result.non2xx };
}

// ---------------------------------------------------------------------------------------------
// killing an instance while orders are in flight

interface KillOutcome {
  inFlight: number;
  failed: number;
  retriedPlaced: number;
  retriedRefused: number;
}

async function prepareOrders(count: number, catalogue: Catalogue, shop: ShopData) {
  const ready: { browser: Browser; language: Language }[] = [];
  for (let i = 0; i < count; i += 1) {
    const language = languageList[i % 3]!;
    const prefix = prefixOf(language);
    const marker = newMarker();
    const browser = new Browser(tierUrl, 'kill', { marker, cartCount: null }, nextIp(), acceptLanguageOf[language]);
    await browser.page(pick(catalogue[language].categories));
    await browser.post(`${prefix}/checkout/cart`, { intent: 'add-to-cart', productId: pick(shop.productIds), quantity: '1', returnTo: `${prefix}/` }, language);
    browser.owner.cartCount = 1;
    const guest = await browser.post(
      `${prefix}/checkout`,
      { intent: 'guest', salutationId: shop.salutationId, firstName: marker, lastName: 'Muster', email: `kill.${marker.toLowerCase()}@example.ch`, street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: swissCountryId },
      language,
    );
    if (guest.answer.status !== 303) throw new Error(`preparing an order answered ${guest.answer.status}`);
    ready.push({ browser, language });
  }
  return ready;
}

async function faults(body: unknown) {
  const response = await fetch(`${storeApiUrl}/_faults`, { method: 'PUT', headers: { ...adminHeaders, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`/_faults answered ${response.status}`);
}

/**
 * Orders are made slow at the Store API, sent through nginx all at once, and one instance is
 * killed (SIGKILL) while they are in flight. Those it had get nginx's translated 502 page (a POST
 * is never sent twice by nginx); the shopper sends the order again, which must not place a second
 * one. The instance is started again a little later, as a supervisor would.
 */
async function killOneInstance(ready: { browser: Browser; language: Language }[], victim: number): Promise<KillOutcome> {
  const outcome: KillOutcome = { inFlight: ready.length, failed: 0, retriedPlaced: 0, retriedRefused: 0 };
  await faults({ slow: { path: '/checkout/order', ms: 2500 } });
  const orders = ready.map(async ({ browser, language }) => {
    const token = browser.token;
    if (token) orderingShoppers.push({ token, who: `order in flight (${language})` });
    const prefix = prefixOf(language);
    const first = await browser.send(`${prefix}/checkout`, { form: { intent: 'order', tos: 'on' }, expect: [303] });
    browser.owner.cartCount = undefined;
    if (first.headers.get('x-gipfel-edge') !== '502') return;
    outcome.failed += 1;
    const message = shellErrorTexts[language].error[502];
    if (first.text.includes(message)) failedPostsWithMessage += 1;
    else note(problems.failedPosts, `an order cut off by the failed instance got no ${language} message: ${first.text.slice(0, 200)}`);
    // The shopper sends it again while the first is still being placed.
    await sleep(500);
    const again = await browser.send(`${prefix}/checkout`, { form: { intent: 'order', tos: 'on' }, expect: [303, 400] });
    if (again.status === 303 && again.location?.includes('/checkout/success/')) outcome.retriedPlaced += 1;
    else outcome.retriedRefused += 1;
  });
  await sleep(800);
  killedAt = performance.now();
  children.get(`storefront ${victim + 1}`)?.kill('SIGKILL');
  await Promise.all(orders);
  await faults({ slow: null });
  setTimeout(() => startInstance(victim), 2000);
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// the rolling restart

interface RestartFigure {
  instance: number;
  exitCode: number | null;
  /** From SIGTERM to the process's exit. */
  drainMs: number;
  /** From the start again to its /readyz answering 200. */
  readyMs: number;
  /** From /readyz answering 200 to nginx's first answer from it (nginx took it back). */
  backMs: number;
}

async function waitReady(url: string, what: string) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${what} did not become ready at ${url}:\n${output.get(what) ?? ''}`);
}

/**
 * Waits until nginx's access log, from byte `from` on, has an answer (below 500) that the instance
 * at `address` gave: nginx skips an instance for its fail_timeout after it refused a connection,
 * then sends it one request, and only its answer takes the instance back. Stopping the next one
 * before that leaves nginx with fewer instances than it seems, none when there are three.
 */
async function waitTakenBack(address: string, from: number): Promise<boolean> {
  const log = path.join(runDir, 'access.log');
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const text = readFileSync(log).subarray(from).toString('utf8');
    const back = text.split('\n').some((raw) => {
      const line = parseLogLine(raw);
      return line !== null && line.status < 500 && line.upstream.split(',').at(-1)?.trim() === address;
    });
    if (back) return true;
    await sleep(100);
  }
  return false;
}

/**
 * A deploy: every instance in turn gets SIGTERM, must drain and exit 0 within the bound, is started
 * again and is waited for until its /readyz answers 200 and nginx has taken it back; then the next.
 * The load runs all along.
 */
async function rollingRestart(figures: RestartFigure[]) {
  for (let index = 0; index < instanceCount; index += 1) {
    const name = `storefront ${index + 1}`;
    const child = children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} is not running before its restart`);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const began = performance.now();
    child.kill('SIGTERM');
    const exitCode = await Promise.race([exited, sleep(30_000).then(() => -1)]);
    const drainMs = performance.now() - began;
    if (exitCode !== 0) note(problems.rolling, `${name} exited with ${exitCode === -1 ? 'nothing within 30 s' : exitCode} after SIGTERM: ${(output.get(name) ?? '').slice(-600)}`);
    const logFrom = statSync(path.join(runDir, 'access.log')).size;
    const startedAgain = performance.now();
    startInstance(index);
    await waitReady(`${instanceUrl(index)}/readyz`, name);
    const ready = performance.now();
    if (!(await waitTakenBack(new URL(instanceUrl(index)).host, logFrom))) note(problems.rolling, `${name}: nginx sent it no request it answered within 20 s of its /readyz`);
    figures.push({ instance: index + 1, exitCode, drainMs, readyMs: ready - startedAgain, backMs: performance.now() - ready });
  }
}

// ---------------------------------------------------------------------------------------------
// the processes' metrics, and one request followed through the logs

interface ProcessFigures {
  name: string;
  requests: number;
  serverErrors: number;
  storeApiCalls: number;
  storeApiErrors: number;
  storeApiRetries: number;
  cacheHitRatio: number;
  rssMiB: number;
  eventLoopP99Ms: number;
}

async function readMetrics(promtool: string | null): Promise<ProcessFigures[]> {
  const figures: ProcessFigures[] = [];
  const names = ['Store API', ...Array.from({ length: instanceCount }, (_, i) => `storefront ${i + 1}`)];
  for (const name of names) {
    const port = metricsPorts.get(name);
    if (!port) {
      note(problems.metrics, `${name} logged no metrics port`);
      continue;
    }
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    if (promtool) {
      const check = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
      if (check.status !== 0 || (check.stdout + check.stderr).trim()) note(problems.metrics, `${name}: promtool check metrics: ${(check.stdout + check.stderr).trim().slice(0, 300)}`);
    }
    const samples = parseMetrics(text);
    const hits = metricSum(samples, 'gipfel_store_api_cache_hits_total');
    const misses = metricSum(samples, 'gipfel_store_api_cache_misses_total');
    figures.push({
      name,
      requests: metricSum(samples, 'gipfel_http_request_duration_seconds_count'),
      serverErrors: metricSum(samples, 'gipfel_http_request_duration_seconds_count', (labels) => Number(labels.status) >= 500),
      storeApiCalls: metricSum(samples, 'gipfel_store_api_call_duration_seconds_count'),
      storeApiErrors: metricSum(samples, 'gipfel_store_api_errors_total'),
      storeApiRetries: metricSum(samples, 'gipfel_store_api_retries_total'),
      cacheHitRatio: hits + misses ? hits / (hits + misses) : Number.NaN,
      rssMiB: metricSum(samples, 'process_resident_memory_bytes') / 1024 / 1024,
      eventLoopP99Ms: metricSum(samples, 'nodejs_eventloop_lag_p99_seconds') * 1000,
    });
  }
  return figures;
}

/**
 * One shopper's order, followed by nginx's request id: its line in nginx's log, the storefront's
 * line for it, and the Store API's line for the order the storefront placed with the same id.
 */
function followOneOrder(lines: ReturnType<typeof parseLogLine>[]): string | null {
  const byId = (prefix: string) => {
    const found = new Map<string, Record<string, unknown>[]>();
    for (const file of readdirSync(path.join(runDir, 'logs')).filter((name) => name.startsWith(prefix))) {
      for (const text of readFileSync(path.join(runDir, 'logs', file), 'utf8').split('\n')) {
        if (!text.startsWith('{')) continue;
        const line = JSON.parse(text) as Record<string, unknown>;
        if (typeof line.reqId !== 'string') continue;
        found.set(line.reqId, [...(found.get(line.reqId) ?? []), line]);
      }
    }
    return found;
  };
  const storefront = byId('storefront');
  const storeApi = byId('Store-API');
  // The shopper's order: a post to the checkout whose Store API calls include the order.
  const posts = lines.filter((line) => line && line.method === 'POST' && /\/checkout\/?$/.test(line.uri) && line.status === 303 && line.id !== '-');
  const order = posts.find((line) => storeApi.get(line!.id)?.some((entry) => entry.path === '/store-api/checkout/order'));
  if (!order) {
    note(problems.follow, `none of the ${posts.length} order posts in nginx's log has a Store API order line under its id`);
    return null;
  }
  const own = storefront.get(order.id) ?? [];
  const calls = storeApi.get(order.id) ?? [];
  if (!own.some((line) => line.msg === 'request' && line.method === 'POST')) note(problems.follow, `no storefront line for nginx's request ${order.id}`);
  return `request ${order.id}: nginx "POST ${order.uri}" ${order.status} (${order.upstream}) → the storefront's line "${own.map((line) => `${String(line.method)} ${String(line.path)} ${String(line.status)}`).join(', ')}" → ${calls.length} Store API lines (${calls.map((line) => `${String(line.method)} ${String(line.path)}`).join(', ')})`;
}

async function ordersOf(token: string): Promise<number> {
  const answer = await storeApi('/order', { limit: 10 }, { 'sw-context-token': token });
  if (answer.status !== 200) return -1;
  return ((answer.body.orders as { elements?: unknown[] } | undefined)?.elements ?? []).length;
}

// ---------------------------------------------------------------------------------------------
// the per-IP limits at the edge

async function edgeLimitChecks() {
  const limit = defaultFormLimit.count;
  const post = async (ip: string, target: string) => {
    const browser = new Browser(tierUrl, 'edge', { marker: null }, ip);
    return browser.send(target, { form: { scale: '1' }, expect: [200, 202, 204, 400, 403, 404, 405, 429] });
  };
  // Every spelling the storefront runs a limited action for counts at the edge: a form sent by
  // script (Remix's single fetch, `/login.data` and `/login/.data`), with or without a language.
  const spellings: [string, number][] = [
    ['/login/.data', limit],
    ['/en/login/.data', limit],
    ['/fr/contact/.data', limit],
    ['/checkout/.data', defaultCheckoutLimit.count],
  ];
  for (const [target, allowed] of spellings) {
    const from = nextIp();
    let refused = 0;
    for (let i = 1; i <= allowed; i += 1) if ((await post(from, target)).headers.get('x-gipfel-edge') === '429') refused += 1;
    if (refused) note(problems.edge, `the edge refused ${refused} of ${allowed} allowed posts to ${target}`);
    const over = await post(from, target);
    if (over.status !== 429 || over.headers.get('x-gipfel-edge') !== '429') note(problems.edge, `post ${allowed + 1} to ${target} from one IP answered ${over.status}, not the edge's 429`);
  }
  // IPv4: the limit is counted over every instance together.
  const ip = nextIp();
  for (let i = 1; i <= limit; i += 1) {
    const answer = await post(ip, i % 2 ? '/register' : '/en/register/');
    if (answer.headers.get('x-gipfel-edge') === '429') {
      note(problems.edge, `the edge refused post ${i} of ${limit} allowed`);
      break;
    }
  }
  const over = await post(ip, '/fr/register');
  if (over.status !== 429 || over.headers.get('x-gipfel-edge') !== '429') note(problems.edge, `post ${limit + 1} to the sign-up from one IP answered ${over.status}, not the edge's 429`);
  else if (!over.headers.get('retry-after') || !over.text.includes(shellErrorTexts.fr.error[429].split('{{')[0]!)) note(problems.edge, 'the edge 429 lacks Retry-After or the French message');
  // IPv6: one /64 is one client.
  for (let i = 1; i <= limit; i += 1) {
    const answer = await post(i % 2 ? '2001:db8:77:1::1' : `2001:db8:77:1:${i.toString(16)}::2`, '/login');
    if (answer.status === 429) {
      note(problems.edge, `the edge refused IPv6 post ${i} of ${limit} allowed`);
      break;
    }
  }
  const sameBlock = await post('2001:db8:77:1:abcd:1:2:3', '/login');
  if (sameBlock.headers.get('x-gipfel-edge') !== '429') note(problems.edge, `another address of the same /64 was not limited (${sameBlock.status})`);
  const otherBlock = await post('2001:db8:77:2::1', '/login');
  if (otherBlock.status === 429) note(problems.edge, 'an address of another /64 was limited');
  // Page views are never limited.
  const reader = new Browser(tierUrl, 'edge', { marker: null }, ip);
  const view = await reader.send('/register');
  if (view.status !== 200) note(problems.edge, `a page view from a limited IP answered ${view.status}`);
}

// ---------------------------------------------------------------------------------------------
// the host of a cached page's links

/** A GET with a request line and headers a browser would not send (fetch sets Host itself). */
function rawGet(requestTarget: string, headers: Record<string, string>): Promise<{ status: number; cache: string; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: nginxPort, method: 'GET', path: requestTarget, setHost: false, headers: { 'x-gipfel-load': 'edge', ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: String(response.headers['x-cache-status'] ?? ''), text }));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * A client must not choose the host a cached page's links name (the storefront runs without
 * PUBLIC_ORIGIN here): a visitor sends a foreign X-Forwarded-Host, an absolute request line with a
 * foreign Host, or another port; the next plain visitor gets that copy from the cache, and every
 * canonical and hreflang link in it must name the shop, `tierUrl`.
 */
async function hostChecks(catalogue: Catalogue) {
  const shopHost = new URL(tierUrl).host;
  const attacks: [string, (target: string) => [string, Record<string, string>]][] = [
    ['X-Forwarded-Host', (target) => [target, { host: shopHost, 'x-forwarded-host': 'evil.example' }]],
    ['an absolute request line with another Host', (target) => [`${tierUrl}${target}`, { host: 'attacker.example' }]],
    ['another port in Host', (target) => [target, { host: `${new URL(tierUrl).hostname}:6666` }]],
    ['Forwarded', (target) => [target, { host: shopHost, forwarded: 'host=evil.example;proto=https' }]],
  ];
  for (const [i, [name, attack]] of attacks.entries()) {
    // A page of its own for each attack, not in the cache yet.
    const target = `${catalogue.en.categories[i % catalogue.en.categories.length]!}?scale-host=${randomBytes(6).toString('hex')}`;
    const [requestTarget, headers] = attack(target);
    const first = await rawGet(requestTarget, headers);
    const next = await rawGet(target, { host: shopHost });
    if (first.status !== 200 || next.status !== 200) {
      note(problems.host, `${name}: ${target} answered ${first.status}, then ${next.status}`);
      continue;
    }
    if (!hitStates.has(next.cache)) note(problems.host, `${name}: the next visitor's copy of ${target} was not from the cache (${next.cache || 'no status'}): the check proved nothing`);
    for (const [who, page] of [['the sender', first], ['the next visitor', next]] as const) {
      const { canonical, alternates } = pageLinks(page.text);
      if (canonical.length !== 1 || alternates.length < 3) note(problems.host, `${name}: ${who}'s page has ${canonical.length} canonical and ${alternates.length} hreflang links`);
      const foreign = [...canonical, ...alternates].filter((href) => new URL(href, 'http://relative.invalid').origin !== tierUrl);
      if (foreign.length) note(problems.host, `${name}: ${who}'s page links to ${foreign.join(', ')}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// the cache's contents

function cacheFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? cacheFiles(file) : [file];
  });
}

function checkCacheContents(): number {
  const files = cacheFiles(path.join(runDir, 'cache'));
  for (const file of files) {
    const headers = cachedResponseHeaders(readFileSync(file));
    if (headers === null) continue;
    if (/^set-cookie:/im.test(headers)) note(problems.cachedSetCookie, `the cache holds a response with Set-Cookie (${path.basename(file)})`);
    if (/^cache-control:.*\b(private|no-store)\b/im.test(headers)) note(problems.cachedSetCookie, `the cache holds a private response (${path.basename(file)})`);
  }
  return files.length;
}

// ---------------------------------------------------------------------------------------------

function figuresRow(kind: Kind, phaseName: Phase, seconds: number, hits?: { views: number; hits: number }): string[] {
  if (Number.isNaN(seconds)) return ['–', '–', '–', '–', '–'];
  const entry = stats[phaseName].get(kind) ?? { requests: 0, latencies: [], errors: 0 };
  const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);
  return [
    (entry.requests / seconds).toFixed(1),
    ms(percentile(entry.latencies, 50)),
    ms(percentile(entry.latencies, 95)),
    hits ? (hits.views ? `${((hits.hits / hits.views) * 100).toFixed(1)} %` : '–') : '–',
    String(entry.errors),
  ];
}

async function main(): Promise<boolean> {
  const started = Date.now();
  const startLoad = loadavg()[0]!;
  const nginx = ensureNginx();
  if (!nginx) {
    const message = 'nginx is not installed and cannot be installed here (needs root and apt-get): the scale run is skipped.';
    if (short) {
      console.log(`SKIPPED  ${message}`);
      return true;
    }
    throw new Error(message);
  }
  ensureBuilds();
  const promtool = ensurePromtool();
  makeRunDir();
  await startStoreApi();
  for (let i = 0; i < instanceCount; i += 1) startInstance(i);
  for (let i = 0; i < instanceCount; i += 1) await waitFor(`${instanceUrl(i)}/robots.txt`, `storefront ${i + 1}`);
  await startNginx(nginx);

  console.log(`  servers up (${Math.round((Date.now() - started) / 1000)} s)`);
  const catalogue = await discoverCatalogue();
  const shop = await shopData();
  const customers = await registerCustomers(kinds.customer.workers);
  console.log(`scale: ${instanceCount} storefront instances behind nginx on ${tierUrl}; the baseline is ${instanceUrl(0)} alone. ${phaseSeconds} s per phase.`);

  // The baseline is for the throughput comparison only: the short run (npm test) checks safety.
  phase = 'baseline';
  const baselineSeconds = short ? Number.NaN : await runLoad(instanceUrl(0), catalogue, shop, customers, phaseSeconds);
  console.log(short ? '  baseline skipped (--short)' : `  baseline done (${baselineSeconds.toFixed(0)} s)`);
  const probeSeconds = 5;
  const baselineProbe = short ? null : await throughputProbe(instanceUrl(0), catalogue, probeSeconds);

  phase = 'tier';
  await warmCache(catalogue);
  const ready = await prepareOrders(3 * instanceCount, catalogue, shop);
  let killed: KillOutcome | undefined;
  const victim = instanceCount - 1;
  const tierSeconds = await runLoad(tierUrl, catalogue, shop, customers, phaseSeconds, async () => {
    killed = await killOneInstance(ready, victim);
  });
  console.log(`  cached tier done (${tierSeconds.toFixed(0)} s)`);
  await waitReady(`${instanceUrl(victim)}/readyz`, `storefront ${victim + 1}`);

  // A deploy under the same mixed load: every instance restarted in turn.
  phase = 'rolling';
  const restarts: RestartFigure[] = [];
  const rollingSeconds = await runLoad(tierUrl, catalogue, shop, customers, 0, undefined, () => rollingRestart(restarts));
  const rollingRequests = [...stats.rolling.values()].reduce((sum, entry) => sum + entry.requests, 0);
  console.log(`  rolling restart done (${rollingSeconds.toFixed(0)} s)`);
  phase = 'tier';
  const tierProbe = short ? null : await throughputProbe(tierUrl, catalogue, probeSeconds);
  await edgeLimitChecks();
  await hostChecks(catalogue);

  const lines = readFileSync(path.join(runDir, 'access.log'), 'utf8').split('\n').map(parseLogLine).filter((line) => line !== null);
  const processFigures = await readMetrics(promtool);
  const followed = followOneOrder(lines);
  const figures = cacheFiguresByKind(lines);
  const cachedFiles = checkCacheContents();
  const counts = await Promise.all(orderingShoppers.map(async (shopper) => ({ ...shopper, orders: await ordersOf(shopper.token) })));
  for (const shopper of counts) if (shopper.orders !== 1) note(problems.orders, `${shopper.who}: ${shopper.orders} orders instead of 1`);

  const shownKinds = Object.keys(kinds) as (keyof typeof kinds)[];
  const table = formatTable(
    ['kind (concurrent visitors)', 'tier req/s', 'p50', 'p95', 'cache hits', 'errors', 'baseline req/s', 'p50 ', 'p95 ', 'errors '],
    shownKinds.map((kind) => {
      const tier = figuresRow(kind, 'tier', tierSeconds, figures.get(kind));
      const baseline = figuresRow(kind, 'baseline', baselineSeconds);
      return [`${kinds[kind].title} (${kinds[kind].workers})`, ...tier, baseline[0]!, baseline[1]!, baseline[2]!, baseline[4]!];
    }),
  );
  const anonymousRate = (phaseName: Phase, seconds: number) => anonymousKinds.reduce((sum, kind) => sum + (stats[phaseName].get(kind)?.requests ?? 0), 0) / seconds;
  const ratio = anonymousRate('tier', tierSeconds) / anonymousRate('baseline', baselineSeconds);
  const retried = [...figures.values()].reduce((sum, f) => sum + f.retried, 0);
  const lowHitRatio = anonymousKinds.filter((kind) => {
    const f = figures.get(kind);
    return !f || f.views === 0 || f.hits / f.views < 0.9;
  });

  console.log(`\n${table}\n`);
  console.log(`tier: nginx + ${instanceCount} instances; baseline: one instance, no cache, the same visitors. Cache hits: share of page views answered 200 that nginx served from its cache (warmed by one view of each page first).`);
  if (baselineProbe && tierProbe) {
    const probeHits = figures.get('probe');
    console.log(`anonymous browsing in the mixed load: ${anonymousRate('tier', tierSeconds).toFixed(0)} req/s through the cache, ${anonymousRate('baseline', baselineSeconds).toFixed(1)} req/s from one instance: ${ratio.toFixed(1)} × (the load generator's page checks bound the first)`);
    console.log(
      `anonymous browsing at full speed (autocannon, 8 connections, ${probeSeconds} s, a third each without cookies, with the language cookie, with consent + analytics cookies): ` +
        `${tierProbe.rps.toFixed(0)} req/s through the cache (p50 ${tierProbe.p50} ms, p97.5 ${tierProbe.p97} ms, ${probeHits ? ((probeHits.hits / Math.max(1, probeHits.views)) * 100).toFixed(1) : '–'} % hits, ${tierProbe.failed} failed), ` +
        `${baselineProbe.rps.toFixed(1)} req/s from one instance (p50 ${baselineProbe.p50} ms, ${baselineProbe.failed} failed): ${(tierProbe.rps / baselineProbe.rps).toFixed(0)} × (goal ≥ 10 ×, machine-dependent, not judged)`,
    );
  }
  if (killed) {
    console.log(
      `instance ${victim + 1} killed with ${killed.inFlight} orders in flight: ${killed.failed} cut off (nginx's translated 502), sent again: ${killed.retriedPlaced} placed then, ${killed.retriedRefused} refused (already placed); ${retried} requests retried by nginx on another instance; ${cutOffByKill} GETs cut off while the instance was sending them (not retryable, not judged)`,
    );
  }
  console.log(
    `rolling restart under the mixed load: ${restarts.length} of ${instanceCount} instances (SIGTERM, drained, started, ready) in ${rollingSeconds.toFixed(0)} s, ${rollingRequests} requests, ${problems.rolling.length} failed; ` +
      restarts.map((r) => `instance ${r.instance}: exit ${r.exitCode} after ${r.drainMs.toFixed(0)} ms, ready ${r.readyMs.toFixed(0)} ms after its start, back in nginx's rotation ${r.backMs.toFixed(0)} ms after that`).join('; '),
  );
  const pct = (value: number) => (Number.isNaN(value) ? '–' : `${(value * 100).toFixed(1)} %`);
  console.log(
    `\nfrom the processes' own metrics (the instances' since their restart)${promtool ? ', each checked by promtool check metrics' : ' (promtool missing: not checked)'}:\n` +
      formatTable(
        ['process', 'requests', '5xx', 'Store API calls', 'errors', 'retries', 'read cache hits', 'RSS', 'event loop p99'],
        processFigures.map((f) => [f.name, String(f.requests), String(f.serverErrors), f.name === 'Store API' ? '–' : String(f.storeApiCalls), f.name === 'Store API' ? '–' : String(f.storeApiErrors), f.name === 'Store API' ? '–' : String(f.storeApiRetries), f.name === 'Store API' ? '–' : pct(f.cacheHitRatio), `${f.rssMiB.toFixed(0)} MiB`, `${f.eventLoopP99Ms.toFixed(1)} ms`]),
      ),
  );
  if (followed) console.log(`followed by its id: ${followed}`);
  console.log(`cache: ${cachedFiles} stored copies; run directory ${runDir}${flag('keep') ? '' : ' (removed)'}`);
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.versions.node}; load average at the start ${startLoad.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)}\n`);

  const checks: [string, string[]][] = [
    ['no page shows a shopper anything of another shopper, or a customer a page without their name', problems.leaks],
    ['no cached response had Set-Cookie, the cache holds no private one', problems.cachedSetCookie],
    // The baseline's errors (one instance overloaded) are in the table; the tier must have none.
    ['no errors through nginx (a GET during the kill was retried on another instance)', problems.errors],
    ['a failed post gets the translated message', problems.failedPosts],
    ['every shopper who ordered has exactly one order (none lost, none twice)', problems.orders],
    ['per-IP limits of sensitive posts hold across instances at the edge, in every spelling (IPv6 by /64)', problems.edge],
    ['a cached page links to the shop’s own host, whatever Host, X-Forwarded-Host or port its first visitor sent', problems.host],
    ['cache hit ratio ≥ 90 % for every anonymous kind', lowHitRatio.map((kind) => `${kind}: ${figures.get(kind)?.hits ?? 0} of ${figures.get(kind)?.views ?? 0}`)],
    ['the kill was exercised (an order was in flight at the killed instance)', killed && killed.failed > 0 ? [] : ['no order was cut off by the kill: the check proved nothing']],
    ['a rolling restart of every instance under load fails no request (a post neither); each drains and exits 0', [...problems.rolling, ...(restarts.length === instanceCount ? [] : [`${restarts.length} of ${instanceCount} instances restarted`])]],
    ['one order is followed by its id through nginx’s, a storefront’s and the Store API’s logs', problems.follow],
    [`every process's metrics are served${promtool ? ' and pass promtool check metrics' : ''}`, problems.metrics],
  ];
  for (const [name, found] of checks) {
    console.log(`${found.length ? 'FAIL' : 'ok  '}  ${name}${found.length ? ` (${found.length})` : ''}`);
    for (const problem of found.slice(0, 8)) console.log(`        ${problem}`);
  }
  console.log(`\n${failedPostsWithMessage} failed posts showed the translated message. Whole run: ${Math.round((Date.now() - started) / 1000)} s.`);
  return checks.every(([, found]) => found.length === 0);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  main()
    .then((ok) => {
      stopAll();
      if (runDir && !flag('keep')) rmSync(runDir, { recursive: true, force: true });
      process.exit(ok ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error);
      stopAll();
      process.exit(1);
    });
}
