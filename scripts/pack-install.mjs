#!/usr/bin/env node
// Packs every package (`pnpm pack`, so publishConfig swaps the entry points to dist/), installs
// the tarballs with npm into a fresh Vite + React app outside the workspace (scripts/pack-install-app:
// a small shop in English with react-router-dom and @gipfel/shop's provider), type-checks it strictly
// (no skipLibCheck), builds it, serves it with `vite preview` (which proxies /store-api to a local
// Store API on an in-memory database, on its euro sales channel) and drives its journeys in Chromium:
// the listing with a filter and a sorting, a wishlist heart, add to cart, a reload, the product page
// (its description sanitised in the browser by DOMPurify), the cart with a promotion code, a guest
// checkout by invoice to the open order's thanks, sign-in (the visitor's wishlist moved into the
// customer's), a customer's order and My orders. It prints the app's glue lines.
//
//   node scripts/pack-install.mjs              builds the packages first
//   PACK_INSTALL_SKIP_BUILD=1 node scripts/...  uses the dist/ folders as they are (npm test builds them before)
//   PACK_INSTALL_KEEP=1                         keeps the temporary app for a look afterwards
//   PACK_INSTALL_STORE_API_PORT, PACK_INSTALL_PREVIEW_PORT   fixed ports (default: free ones)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpmArgs, root, waitForHttp } from './lib.mjs';

const started = Date.now();
// The time limit counts from after the package builds.
let deadline = Infinity;
const timeLimitMs = Number(process.env.PACK_INSTALL_TIMEOUT_MS ?? 5 * 60_000);
// The Store API runs with NODE_ENV=production, which refuses its public demo credentials: own ones per run.
const accessKey = `SWGIPFELPACK${randomBytes(8).toString('hex').toUpperCase()}`;
// The app runs on the euro sales channel ("Gipfel Deutschland": EUR, de-DE and en-GB), with a key of its own.
const euroAccessKey = `SWGIPFELPACKEUR${randomBytes(8).toString('hex').toUpperCase()}`;
/** react-router-dom of the shop app, pinned exactly (the workspace's Remix uses the same 6.x). */
const reactRouterDomVersion = '6.30.4';
const adminSecret = randomBytes(24).toString('base64url');
const children = [];
let workDir;
let storeApiUrl;

function log(message) {
  console.log(`[pack-install ${Math.round((Date.now() - started) / 1000)} s] ${message}`);
}

function remainingMs() {
  const left = deadline - Date.now();
  if (left <= 0) throw new Error('pack-install took longer than its time limit');
  return left;
}

function step(name, command, args, options = {}) {
  log(name);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    timeout: Number.isFinite(deadline) ? remainingMs() : undefined,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.error) throw new Error(`${name}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status})`);
  return result.stdout ?? '';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function background(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...process.env, ...options.env } });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    if (code !== 0 && code !== null) log(`${name} stopped (exit ${code}):\n${output}`);
    else if (signal && signal !== 'SIGTERM') log(`${name} stopped (${signal})`);
  });
  children.push(child);
  return child;
}

/** The version the workspace installs, so the app gets the same react, zustand, vite (no i18next: @gipfel/i18n has its own text runtime). */
function workspaceVersion(name, from = '.') {
  const file = join(root, from, 'node_modules', name, 'package.json');
  if (!existsSync(file)) throw new Error(`${name} is not installed in ${from}: run the install first`);
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

const packageDirs = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'packages', entry.name, 'package.json')))
  .map((entry) => join(root, 'packages', entry.name));

async function main() {
  if (process.env.PACK_INSTALL_SKIP_BUILD !== '1') {
    step('building the packages', 'npx', pnpmArgs(['-r', '--filter=./packages/*', '--workspace-concurrency=2', 'run', 'build']));
  }
  deadline = Date.now() + timeLimitMs;
  if (!existsSync(join(root, 'apps/store-api/dist/main.js'))) {
    step('building the local Store API', 'npx', ['tsup'], { cwd: join(root, 'apps/store-api') });
  }

  workDir = mkdtempSync(join(tmpdir(), 'gipfel-pack-install-'));
  const tarballDir = join(workDir, 'tarballs');
  const appDir = join(workDir, 'app');
  mkdirSync(tarballDir);

  // pnpm pack applies publishConfig (entry points in dist/) and turns workspace:^ into versions.
  for (const dir of packageDirs) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const file of ['dist/index.js', 'dist/index.d.ts']) {
      if (!existsSync(join(dir, file))) throw new Error(`${manifest.name}: ${file} is missing; build the package first`);
    }
  }
  step('packing every package (pnpm pack)', 'npx', pnpmArgs(['-r', '--filter=./packages/*', 'pack', '--pack-destination', tarballDir]), { capture: true });
  const tarballs = {};
  for (const file of readdirSync(tarballDir).filter((name) => name.endsWith('.tgz'))) {
    const tarball = join(tarballDir, file);
    const manifest = JSON.parse(step(`reading ${file}`, 'tar', ['-xzOf', tarball, 'package/package.json'], { capture: true }));
    tarballs[manifest.name] = tarball;
  }
  if (Object.keys(tarballs).length !== packageDirs.length) {
    throw new Error(`pnpm pack made ${Object.keys(tarballs).length} tarballs for ${packageDirs.length} packages`);
  }

  // Each tarball's manifest must point at files that are in it and use no workspace: ranges.
  for (const [name, tarball] of Object.entries(tarballs)) {
    const listing = step(`checking ${name}'s tarball`, 'tar', ['-tzf', tarball], { capture: true });
    const files = new Set(listing.split('\n').map((line) => line.trim().replace(/^package\//, '')));
    const manifest = JSON.parse(step(`reading ${name}'s packed package.json`, 'tar', ['-xzOf', tarball, 'package/package.json'], { capture: true }));
    const targets = [manifest.main, manifest.types, ...collectTargets(manifest.exports)].filter(Boolean).map((p) => p.replace(/^\.\//, ''));
    const missing = targets.filter((target) => !files.has(target));
    if (missing.length) throw new Error(`${name}: package.json points at files the tarball lacks: ${missing.join(', ')}`);
    const workspaceRanges = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies }).filter(([, range]) => String(range).startsWith('workspace:'));
    if (workspaceRanges.length) throw new Error(`${name}: workspace ranges left in the packed package.json: ${workspaceRanges.map(([n]) => n).join(', ')}`);
    if (targets.some((target) => target.startsWith('src/'))) throw new Error(`${name}: the packed package.json points at src/, not dist/`);
  }

  cpSync(join(root, 'scripts/pack-install-app'), appDir, { recursive: true });
  const dependencies = Object.fromEntries(Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]));
  writeFileSync(
    join(appDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'gipfel-pack-install-app',
        private: true,
        version: '0.0.0',
        type: 'module',
        scripts: { build: 'vite build', preview: 'vite preview' },
        dependencies: {
          ...dependencies,
          react: workspaceVersion('react'),
          'react-dom': workspaceVersion('react-dom'),
          zustand: workspaceVersion('zustand', 'packages/cart'),
          valibot: workspaceVersion('valibot', 'packages/forms'),
          'react-router-dom': reactRouterDomVersion,
        },
        devDependencies: {
          vite: workspaceVersion('vite'),
          '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
          typescript: workspaceVersion('typescript'),
          '@types/react': workspaceVersion('@types/react'),
          '@types/react-dom': workspaceVersion('@types/react-dom'),
        },
      },
      null,
      2,
    )}\n`,
  );

  const npmEnv = { npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
  step('installing the tarballs into a fresh Vite + React app (npm)', 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: appDir, env: npmEnv });
  log(`the app's glue: ${glueLines(join(appDir, 'src'))} lines of code (src/, without blank lines and comments)`);
  step('type-checking the app against the published types (strict tsc, no skipLibCheck)', join(appDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: appDir });
  step('building the app (vite build)', join(appDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: appDir });

  const storeApiPort = Number(process.env.PACK_INSTALL_STORE_API_PORT) || (await freePort());
  const previewPort = Number(process.env.PACK_INSTALL_PREVIEW_PORT) || (await freePort());
  log(`starting the Store API on ${storeApiPort} and vite preview on ${previewPort}`);
  background('Store API', 'node', [join(root, 'apps/store-api/dist/main.js')], {
    cwd: root,
    // The sales channel's domains are the app's URL: registration's storefrontUrl must be one of them (as in Shopware).
    // The Swiss channel's domain is another origin, so the app's origin names the euro channel only.
    env: {
      STORE_API_PORT: String(storeApiPort),
      STORE_API_STOREFRONT_URL: `http://localhost:${previewPort}`,
      STORE_API_EURO_STOREFRONT_URL: `http://127.0.0.1:${previewPort}`,
      STORE_API_DB: ':memory:',
      NODE_ENV: 'production',
      STORE_API_ACCESS_KEY: accessKey,
      STORE_API_EURO_ACCESS_KEY: euroAccessKey,
      STORE_API_ADMIN_CLIENT_SECRET: adminSecret,
    },
  });
  storeApiUrl = `http://127.0.0.1:${storeApiPort}`;
  await waitForHttp(`${storeApiUrl}/store-api/context`, Math.min(60_000, remainingMs()));
  background('vite preview', join(appDir, 'node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'], {
    cwd: appDir,
    env: { STORE_API_URL: `http://127.0.0.1:${storeApiPort}`, STORE_API_ACCESS_KEY: euroAccessKey },
  });
  const appUrl = `http://127.0.0.1:${previewPort}/`;
  await waitForHttp(appUrl, Math.min(30_000, remainingMs()));

  await checkInChromium(appUrl);
  log('the packed packages work in a plain Vite + React app');
}

/** Lines of code of the app's own sources: what a developer writes around the packages. */
function glueLines(dir) {
  return readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//') && !line.startsWith('/*') && !line.startsWith('*') && !line.startsWith('{/*')).length;
}

function collectTargets(exportsField) {
  if (!exportsField) return [];
  if (typeof exportsField === 'string') return [exportsField];
  return Object.values(exportsField).flatMap((value) => collectTargets(value));
}

/** A confirmed customer of the local Store API (double opt-in confirmed from its outbox). */
async function createCustomer(origin) {
  const headers = { 'sw-access-key': euroAccessKey, 'content-type': 'application/json' };
  const email = `pack.${Date.now()}@example.ch`;
  const password = 'Gipfel-Passwort-1';
  const countries = await (await fetch(`${storeApiUrl}/store-api/country`, { method: 'POST', headers, body: '{}' })).json();
  const countryId = countries.elements.find((country) => country.iso === 'DE')?.id;
  const registered = await fetch(`${storeApiUrl}/store-api/account/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, firstName: 'Anna', lastName: 'Muster', storefrontUrl: origin, acceptedDataProtection: true, billingAddress: { street: 'Unter den Linden 1', zipcode: '10117', city: 'Berlin', countryId } }),
  });
  if (!registered.ok) throw new Error(`registering a customer failed: ${registered.status} ${await registered.text()}`);
  if ((await registered.json()).active === false) {
    const outbox = await (await fetch(`${storeApiUrl}/_outbox?to=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${adminSecret}` } })).json();
    const texts = outbox.elements.flatMap((mail) => [...(mail.links ?? []), mail.text ?? '', mail.body ?? '']).join(' ');
    const link = new URL((/https?:\/\/\S*em=[0-9a-f]+\S*/.exec(texts)?.[0] ?? '').replace(/&amp;/g, '&'));
    const confirmed = await fetch(`${storeApiUrl}/store-api/account/register-confirm`, { method: 'POST', headers, body: JSON.stringify({ em: link.searchParams.get('em'), hash: link.searchParams.get('hash') }) });
    if (!confirmed.ok) throw new Error(`confirming the customer failed: ${confirmed.status}`);
  }
  return { email, password };
}

async function checkInChromium(appUrl) {
  const { chromium } = await import('@playwright/test');
  log('checking the app in Chromium');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage({ locale: 'en-GB' });
  try {
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.location().url.endsWith('/favicon.ico')) problems.push(`console error: ${msg.text()}`);
    });
    // API calls go to the app's own origin only (media may come from the shop's media host, as from a CDN).
    const foreign = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(appUrl).origin && url.pathname.includes('/store-api')) foreign.push(request.url());
    });
    page.setDefaultTimeout(20_000);

    await page.goto(appUrl);
    const cards = page.locator('article[data-product-id]');
    const total = page.getByTestId('listing-total');
    const totalOf = async () => Number.parseInt((await total.textContent()) ?? '', 10);
    await cards.first().waitFor();
    const before = await cards.count();
    const totalBefore = await totalOf();
    if (!(before > 0 && totalBefore > 0)) throw new Error(`the listing shows no products (${before} cards, total ${totalBefore})`);
    // The euro channel in English: prices in euros, the British way.
    if (!/€\d+\.\d{2}/.test((await cards.first().textContent()) ?? '')) throw new Error(`a card shows no euro price: ${await cards.first().textContent()}`);
    log(`listing: ${before} product cards of ${totalBefore}, in euros`);

    // The styles came along (one stylesheet, @gipfel/texts/styles.css): the theme's custom properties are defined.
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--gipfel-color-brand').trim());
    if (!brand) throw new Error('the styles did not define the theme (--gipfel-color-brand is empty)');

    // A manufacturer filter narrows the listing (the router's URL holds it).
    const filterForm = page.locator('form[method="get"]').filter({ has: page.locator('input[name="manufacturer"]') });
    const manufacturer = filterForm.locator('input[name="manufacturer"]').first();
    const manufacturerId = await manufacturer.getAttribute('value');
    await manufacturer.check();
    await filterForm.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('manufacturer') === manufacturerId);
    await page.waitForFunction((previous) => {
      const value = Number.parseInt(document.querySelector('[data-testid="listing-total"]')?.textContent ?? '', 10);
      return Number.isFinite(value) && value > 0 && value < previous;
    }, totalBefore);
    log(`filter: ${await totalOf()} of ${totalBefore} products for manufacturer ${manufacturerId}`);
    await page.goto(appUrl);
    await cards.first().waitFor();

    // Sorting by name, Z to A: the URL holds it and the cards follow.
    const firstName = async () => (await cards.first().getByRole('heading').textContent())?.trim();
    const firstBefore = await firstName();
    await page.getByLabel('Sort by').selectOption('name-desc');
    await page.waitForURL((url) => url.searchParams.get('order') === 'name-desc');
    await page.waitForFunction((previous) => {
      const first = document.querySelector('article[data-product-id] :is(h2, h3)')?.textContent?.trim();
      return !document.querySelector('[aria-busy="true"]') && first !== undefined && first !== previous;
    }, firstBefore);
    log(`sorting: name Z-A, ${firstBefore} first before, ${await firstName()} now`);

    // A visitor's wishlist heart: kept in the browser.
    const firstCard = cards.first();
    const wishedId = await firstCard.getAttribute('data-product-id');
    await firstCard.getByTestId('wishlist-toggle').click();
    await firstCard.locator('[data-testid="wishlist-toggle"][aria-pressed="true"]').waitFor();
    const localList = await page.evaluate(() => localStorage.getItem('sw-wishlist-items'));
    if (!localList?.includes(wishedId)) throw new Error(`the visitor's heart is not in local storage: ${localList}`);
    log(`wishlist: ${wishedId} on the visitor's list`);

    // Add to cart updates the cart count.
    const count = page.getByTestId('cart-count');
    if ((await count.textContent())?.trim() !== '0') throw new Error(`a fresh cart counts ${await count.textContent()} items`);
    const buyable = cards.filter({ has: page.locator('form[method="post"] input[name="intent"][value="add-to-cart"]') }).first();
    const productId = await buyable.getAttribute('data-product-id');
    await buyable.locator('form:has(input[name="intent"][value="add-to-cart"]) button[type="submit"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');
    log(`cart: product ${productId} added, the count shows 1`);

    // The token is kept (the tab's session storage): a reload shows the cart again.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');

    // The card's link opens @gipfel/listing's product page through the router: image, name, price, add to cart.
    const nameLink = page.locator(`article[data-product-id="${productId}"]`).getByRole('heading').getByRole('link');
    const productName = (await nameLink.textContent())?.trim();
    await nameLink.click();
    const detail = page.locator('article').filter({ has: page.getByRole('heading', { level: 1, name: productName }) });
    await detail.waitFor();
    if (new URL(page.url()).pathname === '/') throw new Error('the product link did not leave the listing');
    await detail.locator('img').first().waitFor();
    await detail.getByText(/^incl\. VAT/).waitFor();
    if (!/€\d+\.\d{2}/.test((await detail.textContent()) ?? '')) throw new Error(`the product page of ${productName} shows no euro price`);
    // The description is the shop's HTML, sanitised in the browser (@gipfel/cms/browser, DOMPurify): its paragraphs are elements.
    await detail.locator('section[aria-labelledby="product-description"] p').first().waitFor();
    if ((await detail.locator('script, [onerror], [onclick]').count()) > 0) throw new Error('the product page carries a script or an event handler');
    await detail.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '2');
    log(`product page: ${productName} (${new URL(page.url()).pathname}) added from its buy box, the count shows 2`);

    // The cart page with a promotion code (the local Store API's GIPFEL10: 10% off everything).
    await page.locator('header').getByRole('link', { name: /^Cart/ }).click();
    const cart = page.getByTestId('cart');
    await cart.locator('[data-line-item-id]').first().waitFor();
    await cart.getByRole('textbox', { name: 'Promotion code' }).fill('GIPFEL10');
    await cart.getByRole('button', { name: 'Redeem code' }).click();
    await cart.getByText(/10% off everything/).first().waitFor();
    log('cart page: promotion code GIPFEL10 redeemed');

    // A guest checks out by invoice with @gipfel/checkout's store, forms and outcome.
    await cart.getByRole('link', { name: 'Go to checkout' }).click();
    const checkout = page.getByTestId('checkout');
    await checkout.getByRole('button', { name: 'Continue as guest' }).waitFor();
    // The package's own rules answer first: an email that is not one is refused with the typed values kept.
    const field = (name) => checkout.getByRole('textbox', { name, exact: true });
    await field('First name').fill('Heidi');
    await field('Last name').fill('Muster');
    await field('Email address').fill('heidi@example');
    await field('Street and number').fill('Unter den Linden 1');
    await field('Postal code').fill('10117');
    await field('City').fill('Berlin');
    await checkout.getByRole('button', { name: 'Continue as guest' }).click();
    await checkout.getByText('Please enter a valid email address.').waitFor();
    if ((await field('First name').inputValue()) !== 'Heidi') throw new Error('the guest form lost what was typed');
    await field('Email address').fill('heidi.muster@example.com');
    await checkout.getByRole('button', { name: 'Continue as guest' }).click();
    await checkout.getByRole('button', { name: 'Continue as guest' }).waitFor({ state: 'detached' });
    log('checkout: the guest is registered');
    const orderNumber = await placeInvoiceOrder(page, checkout);
    log(`checkout: order ${orderNumber} placed by invoice, the open order's thanks shown and the cart empty`);

    // Sign-in with @gipfel/account's form through the shop's provider: a wrong password gets the shop's message.
    const customer = await createCustomer(new URL(appUrl).origin);
    await page.locator('header').getByRole('link', { name: 'Sign in' }).click();
    const login = page.locator('main');
    await login.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
    await login.locator('input[name="password"]').fill('wrong-password-1');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.getByText('Wrong username and/or password.').waitFor();
    // The browser logs the refused login (401) as a failed resource: that one was asked for.
    const refused = problems.findIndex((problem) => problem.includes('status of 401'));
    if (refused >= 0) problems.splice(refused, 1);
    await login.locator('input[name="password"]').fill(customer.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('signed-in').filter({ hasText: customer.email }).waitFor();
    log(`sign-in: ${customer.email} signed in`);

    // The visitor's heart moved into the customer's list on the Store API; the local list is empty.
    await page.waitForFunction(() => localStorage.getItem('sw-wishlist-items') === '[]');
    await page.locator('header').getByRole('link', { name: /^Wishlist/ }).click();
    await page.locator(`article[data-product-id="${wishedId}"] [data-testid="wishlist-toggle"][aria-pressed="true"]`).waitFor();
    log(`wishlist: ${wishedId} moved into the customer's list`);

    // The customer orders (address known: no guest form) and finds the order under My orders.
    await page.goto(new URL(`/detail/${productId}`, appUrl).href);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');
    await page.locator('header').getByRole('link', { name: /^Cart/ }).click();
    await page.getByTestId('cart').getByRole('link', { name: 'Go to checkout' }).click();
    const customerOrder = await placeInvoiceOrder(page, page.getByTestId('checkout'));
    await page.locator('header').getByRole('link', { name: 'My orders' }).click();
    await page.locator('main').getByText(customerOrder).first().waitFor();
    log(`my orders: the customer's order ${customerOrder} is listed`);

    if (foreign.length) throw new Error(`the browser called the Store API cross-origin: ${foreign.slice(0, 5).join(', ')}`);
    if (problems.length) throw new Error(`errors in the browser:\n  ${problems.join('\n  ')}`);
  } catch (error) {
    // What the shopper saw when a step failed.
    const seen = await page.locator('body').innerText().catch(() => '(no page)');
    log(`the page at ${page.url()} showed:\n${seen.slice(0, 3000)}`);
    throw error;
  } finally {
    await browser.close();
  }
}

/** Shipping, invoice, terms, order: the open order's thanks (no retry), and the cart is empty. Returns the order number. */
async function placeInvoiceOrder(page, checkout) {
  const shipping = checkout.locator('section#shipping');
  await shipping.getByRole('radio').first().check();
  await shipping.getByRole('button', { name: 'Use this shipping method' }).click();
  await checkout.getByRole('radio', { name: /^Invoice/ }).check();
  await checkout.getByRole('button', { name: 'Use this payment method' }).click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="checkout"] button[disabled]'));
  await checkout.getByLabel('I have read and accept the terms and conditions.').check();
  await checkout.getByRole('button', { name: 'Place order with obligation to pay' }).click();
  // An invoice order is open (paid later by design), not a failed payment: thanks, no retry.
  await checkout.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
  await checkout.getByText(/^We have received your order \S+\./).waitFor();
  if ((await checkout.getByRole('button', { name: 'Retry payment' }).count()) > 0) throw new Error('an invoice order is offered a payment retry');
  const orderNumber = (await checkout.locator('dd').first().textContent())?.trim();
  if (!orderNumber) throw new Error('the order outcome shows no order number');
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '0');
  return orderNumber;
}

function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

try {
  await main();
  cleanUp();
  if (workDir && process.env.PACK_INSTALL_KEEP !== '1') rmSync(workDir, { recursive: true, force: true });
  log('passed');
  process.exit(0);
} catch (error) {
  cleanUp();
  console.error(`\n✖ pack-install: ${error instanceof Error ? error.message : String(error)}`);
  if (workDir) console.error(`  the app is kept in ${workDir}`);
  process.exit(1);
}
