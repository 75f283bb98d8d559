/**
 * `pnpm bench:js`: where the JavaScript a browser loads comes from (docs/performance.md).
 *
 * Opens the nine pages of `pnpm bench` in Chromium (as bench/browser.ts does), lists the scripts
 * each one loads before its load event, and spreads every script's gzip size over the sources its
 * source map names, in proportion to the bytes each source produced in it. Prints, per page and
 * for the shell (the code every page loads), the gzip KB by origin: React and Remix, each
 * workspace package, the app's own modules. The client build needs source maps: `--build` builds
 * the storefront with `--sourcemapClient` first (and the bench's later runs can use that build as
 * it is: the maps are separate files, the scripts differ only by their last comment).
 * Ends with each page's total (shell and own scripts), the heaviest and the median page, and the
 * shell's per-package table (React + Remix, each workspace package, the app) for the README.
 * Options: --build, --pages=home,category (default: all nine), --top=<n sources per page> (default 12).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isScript, launchChromium, shopperTab } from './browser';
import { browserPages, cartCookie, median, runScript, startServers, storefrontUrl } from './run';
import { byPackage, originOf, spreadOverSources } from './js-sources-map';

const root = path.resolve(import.meta.dirname, '..');
const storefrontDir = path.join(root, 'apps/storefront');
const clientDir = path.join(storefrontDir, 'build/client');
const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const top = Number(option('top', '12'));
const pageNames = option('pages', Object.keys(browserPages).join(','))
  .split(',')
  .filter((name): name is keyof typeof browserPages => name in browserPages);

async function scriptsBeforeLoad(url: string, cookie: string | undefined): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const { tab } = await shopperTab(browser, { name: url, url, cookie });
    let loaded = false;
    const scripts = new Set<string>();
    tab.on('load', () => {
      loaded = true;
    });
    tab.on('requestfinished', (request) => {
      if (!loaded && isScript(request.resourceType(), request.url(), undefined)) scripts.add(new URL(request.url()).pathname);
    });
    await tab.goto(url, { waitUntil: 'load', timeout: 30_000 });
    return [...scripts];
  } finally {
    await browser.close();
  }
}

interface ScriptSources {
  gzip: number;
  bySource: Map<string, number>;
}

const scriptCache = new Map<string, ScriptSources>();
function sourcesOf(pathname: string): ScriptSources {
  const cached = scriptCache.get(pathname);
  if (cached) return cached;
  const file = path.join(clientDir, pathname);
  const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '');
  const gzip = gzipSync(code, { level: 9 }).length;
  const mapFile = `${file}.map`;
  const bySource = existsSync(mapFile) ? spreadOverSources(code, JSON.parse(readFileSync(mapFile, 'utf8')), gzip) : new Map([[`(no source map) ${pathname}`, gzip]]);
  const result = { gzip, bySource };
  scriptCache.set(pathname, result);
  return result;
}

function add(into: Map<string, number>, key: string, value: number) {
  into.set(key, (into.get(key) ?? 0) + value);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const hasMaps = existsSync(path.join(clientDir, 'assets')) && readdirSync(path.join(clientDir, 'assets')).some((file) => file.endsWith('.js.map'));
  if (argv.includes('--build') || !hasMaps) {
    console.log('building the storefront with client source maps …');
    if (spawnSync(path.join(storefrontDir, 'node_modules/.bin/remix'), ['vite:build', '--sourcemapClient'], { cwd: storefrontDir, stdio: 'inherit' }).status !== 0) throw new Error('storefront build failed');
  }
  await startServers();
  const cookie = await cartCookie();
  const perPage = new Map<string, string[]>();
  for (const name of pageNames) {
    perPage.set(name, await scriptsBeforeLoad(`${storefrontUrl}${browserPages[name]}`, name === 'cart' ? cookie : undefined));
  }
  const shell = [...perPage.values()].reduce((common, scripts) => common.filter((script) => scripts.includes(script)));
  const report = (title: string, scripts: readonly string[], exclude: ReadonlySet<string> = new Set()) => {
    const byOrigin = new Map<string, number>();
    const bySource = new Map<string, number>();
    let total = 0;
    for (const script of scripts) {
      if (exclude.has(script)) continue;
      const { gzip, bySource: sources } = sourcesOf(script);
      total += gzip;
      for (const [source, bytes] of sources) {
        add(byOrigin, originOf(source), bytes);
        add(bySource, source, bytes);
      }
    }
    console.log(`\n${title}: ${kb(total)} KB gzip in ${scripts.length - exclude.size} scripts`);
    for (const [origin, bytes] of [...byOrigin].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(bytes).padStart(6)}  ${origin}`);
    console.log('  largest sources:');
    for (const [source, bytes] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${kb(bytes).padStart(6)}  ${source}`);
    return byOrigin;
  };
  const shellByPackage = byPackage(report('shell (scripts every page loads)', shell));
  const shellSet = new Set(shell);
  for (const [name, scripts] of perPage) {
    const own = scripts.filter((script) => !shellSet.has(script));
    report(`${name} (${browserPages[name as keyof typeof browserPages]}), beyond the shell`, own);
  }
  console.log('\nshell scripts (gzip KB):');
  for (const script of [...shell].sort((a, b) => sourcesOf(b).gzip - sourcesOf(a).gzip)) console.log(`  ${kb(sourcesOf(script).gzip).padStart(6)}  ${script}`);
  const totals = [...perPage].map(([name, scripts]) => ({ name, scripts: scripts.length, gzip: scripts.reduce((sum, script) => sum + sourcesOf(script).gzip, 0) }));
  console.log('\nper page, JS before load (gzip -9 of the script files; bench/browser.ts counts the response bodies):');
  for (const page of totals) console.log(`  ${kb(page.gzip).padStart(6)} KB in ${String(page.scripts).padStart(2)} scripts  ${page.name}`);
  console.log(`  heaviest ${kb(Math.max(...totals.map((page) => page.gzip)))} KB, median ${kb(median(totals.map((page) => page.gzip)))} KB`);
  const shellTotal = shellByPackage.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`\nthe shell by package (markdown, for the README):\n\n| package | gzip KB | share of the shell |\n| --- | --- | --- |`);
  for (const [name, bytes] of shellByPackage) console.log(`| ${name} | ${kb(bytes)} | ${Math.round((bytes / shellTotal) * 100)} % |`);
  console.log(`| shell, ${shell.length} scripts | ${kb(shellTotal)} | 100 % |`);
}

runScript(main);
