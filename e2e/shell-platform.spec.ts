import { createHash } from 'node:crypto';
import { accessKey } from './support/credentials';
import { expect, holdBackScripts, test, waitForHydration, type Locator, type Page } from './support/test';

/** The local Store API's demo ids (apps/store-api/src/demo/util.ts). */
const demoId = (namespace: string, key: string) => createHash('sha1').update(`gipfel-demo:${namespace}:${key}`).digest('hex').slice(0, 32);

const languages = {
  de: { prefix: '', country: 'Lieferland', apply: 'Übernehmen', currency: 'Währung' },
  en: { prefix: '/en', country: 'Delivery country', apply: 'Apply', currency: 'Currency' },
  fr: { prefix: '/fr', country: 'Pays de livraison', apply: 'Appliquer', currency: 'Devise' },
} as const;

const selectedIso = (select: Locator) =>
  select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent).catch(() => 'navigating');

test.describe('country switch', () => {
  for (const [language, texts] of Object.entries(languages)) {
    test(`changes the delivery country with JavaScript (${language})`, async ({ page }) => {
      await page.goto(`${texts.prefix}/`);
      // Until hydration the phone menu's no-JavaScript <details> holds a second, hidden select.
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const select = page.getByLabel(texts.country, { exact: true }).filter({ visible: true });
      expect(await selectedIso(select)).toBe('CH');
      // The change is sent at once (no button with JavaScript); wait for the context update.
      await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/context') && response.request().method() === 'POST'),
        select.selectOption({ label: 'DE' }),
      ]);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => selectedIso(page.getByLabel(texts.country, { exact: true }).filter({ visible: true }))).toBe('DE');
      // The Store API context keeps it: a fresh page load shows it too, on the same page.
      await page.reload();
      await expect.poll(() => selectedIso(page.getByLabel(texts.country, { exact: true }).filter({ visible: true }))).toBe('DE');
      expect(new URL(page.url()).pathname).toBe(`${texts.prefix}/`);
    });
  }

  test('a country chosen before the page is interactive is applied after hydration (English)', async ({ page }) => {
    // The scripts wait until the shopper has chosen: the select's change reaches no handler yet.
    const release = await holdBackScripts(page);
    await page.goto('/en/', { waitUntil: 'commit' });
    const select = page.getByLabel(languages.en.country, { exact: true }).filter({ visible: true });
    await select.selectOption({ label: 'DE' });
    expect(await page.evaluate(() => '__remixRouter' in window)).toBe(false);
    const applied = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/context') && response.request().method() === 'POST');
    release();
    // The document replays the change once hydrated: the context is updated and stays on reload.
    await applied;
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect.poll(() => selectedIso(page.getByLabel(languages.en.country, { exact: true }).filter({ visible: true }))).toBe('DE');
  });

  test('works without JavaScript and comes back to the same page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/fr/search?search=schokolade');
    // The header's switch; without JavaScript the phone menu's <details> holds a second, hidden one.
    const visibleCountry = () => page.getByLabel(languages.fr.country, { exact: true }).filter({ visible: true });
    const select = visibleCountry();
    await select.selectOption({ label: 'AT' });
    await select.locator('xpath=ancestor::form').getByRole('button', { name: languages.fr.apply }).click();
    await expect(page).toHaveURL(/\/fr\/search\?search=schokolade$/);
    expect(await selectedIso(visibleCountry())).toBe('AT');
    // A refused country id leaves the context as it is.
    const response = await page.request.post('/api/context', {
      form: { countryId: 'ffffffffffffffffffffffffffffffff', returnTo: '/fr/' },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/fr/');
    await page.goto('/fr/');
    expect(await selectedIso(visibleCountry())).toBe('AT');
    await context.close();
  });
});

test.describe('safe navigation', () => {
  test('the footer links the allowlisted Instagram as a full page load with noopener', async ({ page }) => {
    await page.goto('/en/');
    const instagram = page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' });
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/');
    await expect(instagram).toHaveAttribute('rel', /noopener/);
    await expect(instagram).toHaveAttribute('rel', /noreferrer/);
    await expect(instagram).toHaveAttribute('target', '_blank');
    // Not the router's link: no client-side navigation, no prefetch.
    await expect(instagram).not.toHaveAttribute('data-discover', /./);
  });

  test("the link category's own URL redirects to its allowlisted external target as a document redirect", async ({ request }) => {
    const response = await request.get(`/en/navigation/${demoId('category', 'footer-instagram')}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('https://www.instagram.com/');
    // A client navigation (single fetch) gets a full page load, not a client redirect.
    const data = await request.get(`/en/navigation/${demoId('category', 'footer-instagram')}.data`, { maxRedirects: 0 });
    expect(data.headers()['x-remix-reload-document']).toBe('true');
    expect(await data.text()).toMatch(/"redirect","https:\/\/www\.instagram\.com\/".*"reload",true/);
  });

  test('a javascript: link in content is no link, and a javascript: return path is refused', async ({ page }) => {
    await page.goto(`/en/news/blog/${demoId('blog-post', 'newsletter-start')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Our new newsletter/);
    await expect(page.getByText('Sign up now')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up now' })).toHaveCount(0);
    await expect(page.locator('a[href*="javascript:" i]')).toHaveCount(0);

    const origin = new URL(page.url()).origin;
    for (const returnTo of ['javascript:alert(1)', ' JavaScript:alert(1)', '//evil.example/', '\\\\evil.example', 'https:evil.example', '/%2F%2Fevil.example']) {
      const response = await page.request.post('/api/context', { form: { currencyId: 'x', returnTo }, headers: { Origin: origin }, maxRedirects: 0 });
      expect(response.status(), returnTo).toBe(303);
      expect(response.headers().location, returnTo).toBe('/');
    }
  });
});

test.describe('build manifest and reload guard', () => {
  test('the build id and route rules are published and the redirect rules apply before Remix', async ({ page, request }) => {
    const latest = await request.get('/latest-build.json');
    expect(latest.headers()['cache-control']).toBe('no-store');
    const { buildId } = (await latest.json()) as { buildId: string };
    const meta = (await (await request.get('/build-meta.json')).json()) as { buildId: string; routeRules: { redirects: { from: string }[] } };
    expect(meta.buildId).toBe(buildId);
    expect(meta.routeRules.redirects.map((rule) => rule.from)).toEqual(expect.arrayContaining(['/kontakt', '/instagram']));
    await page.goto('/en/');
    expect(await page.evaluate(() => (window as unknown as { __remixManifest: { version: string } }).__remixManifest.version)).toBe(buildId);

    const internal = await request.get('/kontakt?ref=flyer', { maxRedirects: 0 });
    expect(internal.status()).toBe(301);
    expect(internal.headers().location).toBe('/contact?ref=flyer');
    const external = await request.get('/instagram', { maxRedirects: 0 });
    expect(external.status()).toBe(302);
    expect(external.headers().location).toBe('https://www.instagram.com/');
  });

  test('at most 4 route preloads run at once', async ({ page }) => {
    // Counts page data preloads (Remix's <link rel=prefetch> for `.data`) that started and have not
    // finished loading; Chromium does not hand prefetch requests to Playwright's network events.
    await page.addInitScript(() => {
      const state = { open: 0, most: 0, started: 0 };
      (window as unknown as { __preloads: typeof state }).__preloads = state;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLLinkElement) || node.rel !== 'prefetch' || !node.href.includes('.data')) continue;
            state.started += 1;
            state.open += 1;
            state.most = Math.max(state.most, state.open);
            const done = () => (state.open -= 1);
            node.addEventListener('load', done, { once: true });
            node.addEventListener('error', done, { once: true });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/en/');
    await page.waitForLoadState('networkidle');
    // Every request now takes 1.5 s, so preloads overlap while the pointer moves on.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1_500, downloadThroughput: -1, uploadThroughput: -1 });
    // The footer navigation's entries from the Store API (the storefront's link component).
    const links = page.getByRole('contentinfo').locator('a[href^="/en/"]');
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    const count = 8;
    for (let i = 0; i < count; i++) {
      await links.nth(i).hover();
      await page.waitForTimeout(150);
    }
    const preloads = () => page.evaluate(() => (window as unknown as { __preloads: { open: number; most: number; started: number } }).__preloads);
    // The first four start at once; a link left while waiting gives up its place (as Remix drops a
    // prefetch on mouse leave); the last one, still under the pointer, starts when a slot frees.
    await expect.poll(async () => (await preloads()).started, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    const { most } = await preloads();
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThanOrEqual(3);
  });

  async function catchAllModule(page: Page): Promise<string> {
    const module = await page.evaluate(() => (window as unknown as { __remixManifest: { routes: Record<string, { module: string }> } }).__remixManifest.routes['catch-all.en']?.module);
    return module ?? '**/assets/catch-all-*.js';
  }

  test('a route module that fails to load once (a deploy in between) reloads and shows the target page', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
    });
    await page.goto('/en/news');
    await page.waitForLoadState('networkidle');
    let failures = 0;
    await page.route(`**${await catchAllModule(page)}`, (route) => {
      if (failures++ === 0) return route.fulfill({ status: 404, body: 'gone' });
      return route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our range' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/en\/Food\/$/);
    expect(failures).toBeGreaterThanOrEqual(1);
    // The first page, Remix's reload of it (Remix may call its reload twice at once, from the
    // navigation and from a preload), then the target as one full page load (the footer links the
    // category's technical path, which answers 301 with its SEO path): nothing more.
    const others = documents.filter((path) => path !== '/en/Food/' && !path.startsWith('/en/navigation/'));
    expect(others.every((path) => path === '/en/news'), documents.join(' ')).toBe(true);
    expect(others.length, documents.join(' ')).toBeGreaterThanOrEqual(2);
    expect(others.length, documents.join(' ')).toBeLessThanOrEqual(3);
    expect(documents.filter((path) => path === '/en/Food/')).toHaveLength(1);
  });

  test('a route module that keeps failing does not make the page loop', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
    });
    await page.goto('/en/news');
    await page.waitForLoadState('networkidle');
    await page.route(`**${await catchAllModule(page)}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our range' }).click();
    await expect(page).toHaveURL(/\/en\/Food\/$/, { timeout: 20_000 });
    // The server-rendered page is there even though its module cannot run.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food');
    await page.waitForTimeout(2_000);
    const settled = documents.length;
    // The first page, Remix's reload of it, the target (technical path, 301 to the SEO path), and
    // nothing after that: no page is loaded more than twice and no further loads come.
    // (Remix may call its reload twice at once, from the navigation and from a preload.)
    expect(settled, documents.join(' ')).toBeLessThanOrEqual(6);
    expect(documents.filter((path) => path === '/en/Food/'), documents.join(' ')).toHaveLength(1);
    await page.waitForTimeout(5_000);
    expect(documents.length, documents.join(' ')).toBe(settled);
    // Within 10 seconds the same path is not reloaded again, even on another chunk error.
    const again = await page.evaluate(() => JSON.parse(sessionStorage.getItem('gipfel:reloads') ?? '{}'));
    expect(Object.keys(again).some((path) => path.startsWith('/en/navigation/'))).toBe(true);
  });
});

test.describe('tag manager', () => {
  test('without an id nothing is requested from outside, no banner, no foreign origin in the CSP', async ({ page, baseURL }) => {
    const own = new Set([new URL(baseURL!).host, `127.0.0.1:${process.env.E2E_STORE_API_PORT ?? 8788}`]);
    const foreign: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && !own.has(url.host)) foreign.push(req.url());
    });
    const response = await page.goto('/en/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our range' }).click();
    // A client-side navigation (route discovery, then data): slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(response?.headers()['content-security-policy']).not.toMatch(/google/);
    await expect(page.getByRole('region', { name: 'Consent to analytics' })).toHaveCount(0);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  });

  /** A second storefront on a free port with its own configuration (same build, same Store API). */
  async function startStorefront(env: Record<string, string>): Promise<{ url: string; stop: () => void; exited: Promise<{ code: number | null; output: string }> }> {
    const { spawn } = await import('node:child_process');
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const child = spawn('node', ['server.mjs'], {
      cwd: 'apps/storefront',
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STORE_API_PORT: String(process.env.E2E_STORE_API_PORT ?? 8788), STORE_API_ACCESS_KEY: accessKey, NODE_ENV: 'production', LOG_REQUESTS: '0', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
    await Promise.race([
      exited,
      (async () => {
        while (!output.includes('storefront listening')) await new Promise((r) => setTimeout(r, 100));
      })(),
    ]);
    return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM'), exited };
  }

  test('an id in neither accepted form stops the start-up with a clear message', async () => {
    const server = await startStorefront({ TAG_MANAGER_ID: 'GTM-ABC1234' });
    const { code, output } = await server.exited;
    expect(code).toBe(1);
    expect(output).toContain('TAG_MANAGER_ID "GTM-ABC1234" is not a valid tag manager id');
  });

  test('with an id: the CSP allows its origin, the tag loads only after consent; unlisted external links are text', async ({ browser }) => {
    test.setTimeout(60_000);
    const server = await startStorefront({ TAG_MANAGER_ID: 'G-AB12CD34EF', STOREFRONT_EXTERNAL_HOSTS: '' });
    try {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      const tagRequests: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        tagRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagLoaded = true;' });
      });
      const response = await page.goto('/fr/');
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com;/);
      await page.waitForLoadState('networkidle');
      const banner = page.getByRole('region', { name: 'Consentement aux statistiques' });
      await expect(banner).toBeVisible();
      expect(tagRequests).toEqual([]);
      // Without the allowlist entry, the footer's Instagram is text with a title, not a link.
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
      await expect(footer.locator('[data-link-blocked]', { hasText: 'Instagram' })).toHaveAttribute('title', /Site externe/);

      await banner.getByRole('button', { name: 'Accepter' }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      await expect.poll(() => tagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF']);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded)).toBe(true);
      // Remembered: the next page loads the tag without asking.
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(banner).toHaveCount(0);
      await expect.poll(() => tagRequests.length).toBe(2);
      await context.close();
    } finally {
      server.stop();
    }
  });
});
