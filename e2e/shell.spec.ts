import { expect, test, waitForHydration } from './support/test';
import { accessKey } from './support/credentials';

test('pages carry canonical and hreflang links for every language', async ({ request, baseURL }) => {
  const html = await (await request.get('/fr/search')).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/fr/search"/>`);
  for (const [lang, path] of [['de-DE', '/search'], ['en-GB', '/en/search'], ['fr-CH', '/fr/search'], ['x-default', '/search']]) {
    expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${baseURL}${path}"/>`);
  }
});

test('the language cookie remembers the last language for 365 days', async ({ request }) => {
  const response = await request.get('/en/wishlist');
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('gipfel_locale='));
  expect(cookie?.value).toBe('gipfel_locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
});

test('a shopper arriving at / is sent to the language of their browser, and the switcher is respected', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'fr-CH', extraHTTPHeaders: { 'accept-language': 'fr-CH,fr;q=0.9' } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/fr/`);
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: /Deutsch/ }).click();
  // A language switch is a client navigation that loads the page's data and then the other
  // language's texts (decision 0029): on a machine busy with other tests it took over 10 s once.
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei Gipfel');
  await context.close();
});

test('the browser reaches the Store API only through the allowlisted same-origin proxy', async ({ request, baseURL }) => {
  const context = await request.get('/api/store/context');
  expect(context.status()).toBe(200);
  const body = await context.json();
  expect(body.apiAlias).toBe('sales_channel_context');
  const setCookie = context.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('gipfel_context='));
  expect(setCookie?.value).toMatch(/HttpOnly/);
  expect(setCookie?.value).toMatch(/SameSite=Lax/);
  expect(JSON.stringify(context.headers())).not.toContain(accessKey);

  expect((await request.post('/api/store/checkout/order', { headers: { origin: baseURL! }, data: {} })).status()).toBe(404);
  expect((await request.patch('/api/store/context', { headers: { origin: 'https://evil.example' }, data: {} })).status()).toBe(403);
});

test('text overrides are served per locale and unknown locales answer 404', async ({ request }) => {
  const fr = await request.get('/api/translations/fr-CH');
  expect(fr.status()).toBe(200);
  expect(await fr.json()).toEqual(expect.any(Object));
  expect((await request.get('/api/translations/xx-XX')).status()).toBe(404);
});

test('?lang_debug shows raw text keys', async ({ page }) => {
  await page.goto('/en/search?lang_debug');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('storefront:pages.search.title');
});

test('the platform page shows the connected sales channel in each language', async ({ page }) => {
  await page.goto('/fr/shopware');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos de notre plateforme');
  await expect(page.getByRole('definition').nth(1)).toHaveText('CHF');
  await page.goto('/en/shopware');
  await expect(page.getByText('incl. VAT', { exact: true })).toBeVisible();
});

test('switching language on a category keeps the shopper on the same category', async ({ page, baseURL }) => {
  await page.goto('/fr/Alimentation/Chocolat/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chocolat');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: /Deutsch/ }).click();
  // Two hops on the client (route discovery, then the 301 of the technical path): slow on a busy CI machine.
  await expect(page).toHaveURL(`${baseURL}/Lebensmittel/Schokolade/`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schokolade');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL(`${baseURL}/en/Food/Chocolate/`, { timeout: 20_000 });
});

test('the currency switch changes the prices to euros and back', async ({ page }) => {
  await page.goto('/en/Food/Chocolate/');
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  const firstPrice = page.locator('main').getByText(/CHF\s\d/).first();
  await expect(firstPrice).toBeVisible();
  // The header's switch: the phone menu holds a second one once it has been mounted.
  const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency', exact: true });
  await currency.selectOption({ label: 'EUR' });
  await expect(page.locator('main').getByText(/€|EUR/).first()).toBeVisible();
  await expect(page.locator('main').getByText(/CHF\s\d/)).toHaveCount(0);
  await currency.selectOption({ label: 'CHF' });
  await expect(page.locator('main').getByText(/CHF\s\d/).first()).toBeVisible();
});

test('every page, a not-found page included, carries the one stylesheet of the build in its head (decisions 0024, 0068)', async ({ page, request }) => {
  const hrefs = new Set<string>();
  const texts = new Set<string>();
  for (const path of ['/', '/en/Lebensmittel/Kaese/', '/fr/checkout/cart', '/en/no-such-page-at-all']) {
    await page.goto(path);
    // Written into the page, not linked: no request of its own holds back the first paint.
    expect(await page.locator('link[rel="stylesheet"]').count(), path).toBe(0);
    const written = await page.locator('head style[data-inline-href]').evaluateAll((els) => els.map((el) => ({ href: el.getAttribute('data-inline-href'), css: el.textContent ?? '' })));
    expect(written, path).toHaveLength(1);
    expect(written[0]!.href, path).toMatch(/^\/assets\/style-[\w-]+\.css$/);
    hrefs.add(written[0]!.href!);
    texts.add(written[0]!.css);
    // Styled: the theme's global styles apply (the browser's own body margin is 8px).
    expect(await page.evaluate(() => getComputedStyle(document.body).margin), path).toBe('0px');
    expect(await page.evaluate(() => getComputedStyle(document.body).boxSizing), path).toBe('border-box');
  }
  expect(hrefs.size).toBe(1);
  expect(texts.size).toBe(1);
  // The same text as the build's file, which is still served (development links it) as immutable CSS.
  const css = await request.get([...hrefs][0]!);
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toContain('text/css');
  expect(css.headers()['cache-control']).toContain('immutable');
  expect(await css.text()).toBe([...texts][0]);
  // Hydration and a page change in the browser keep it as it is, and link nothing.
  await page.goto('/');
  await waitForHydration(page);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.locator('header a[href$="/wishlist"]').first().click();
  await expect(page).toHaveURL(/\/wishlist$/);
  expect(documents).toEqual([]);
  expect(await page.locator('head style[data-inline-href]').evaluateAll((els) => els.map((el) => el.textContent))).toEqual([...texts]);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
});

test('the hydration scripts are fetched at low priority, after what the first screen shows', async ({ page }) => {
  for (const path of ['/', '/en/Food/Chocolate/', '/fr/Cocotte-en-fonte-emaillee/GF-10112.1', '/login']) {
    // The document as the server sent it: after hydration Remix removes its preload links.
    const response = await page.request.get(path, { headers: { 'accept-language': 'de-CH' } });
    const html = await response.text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(2);
    expect(preloads.filter((link) => !link.includes('fetchpriority="low"')), path).toEqual([]);
    // The browser honours it: each of those scripts is requested at low priority, and the page
    // still hydrates. (Chunks loaded by `import()` after hydration keep their default priority.)
    const named = new Set(preloads.map((link) => /href="([^"]+)"/.exec(link)?.[1]));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const url = new URL(event.request.url).pathname;
      if (named.has(url) && !priorities.has(url)) priorities.set(url, event.request.initialPriority);
    });
    await page.goto(path, { waitUntil: 'load' });
    await waitForHydration(page);
    await cdp.detach();
    expect(priorities.size, path).toBeGreaterThan(2);
    expect([...priorities].filter(([, priority]) => priority !== 'Low' && priority !== 'VeryLow'), path).toEqual([]);
  }
});

test('texts come from one versioned address the browser keeps, not with each page (decision 0029)', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  // A text only the side cart shows is not in the home page…
  expect(html).not.toContain('Ihr Warenkorb ist leer.');
  const href = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" data-texts=""\/>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(href).toMatch(/^\/api\/texts\/de\?v=[\w-]+$/);
  // …but at the address the page names, which a browser or CDN may keep for good.
  const texts = await request.get(href!);
  expect(texts.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(((await texts.json()) as { cart: { sideCart: { empty: string } } }).cart.sideCart.empty).toBe('Ihr Warenkorb ist leer.');

  // The page hydrates with them, and a language switch in the browser fetches the other language's.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/texts/')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: /Français/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue chez Gipfel');
  await expect(page.getByRole('combobox', { name: 'Terme de recherche' })).toBeVisible();
  expect(asked).toEqual(['/api/texts/de', '/api/texts/fr']);
  await expect(page).toHaveTitle(/\| Gipfel$/);
});

test('each page carries the shell texts and only its own page texts, also after client navigation (decision 0025)', async ({ page, request, baseURL }) => {
  // Recipe texts (namespace `recipes`) go with recipe pages only.
  expect(await (await request.get('/')).text()).not.toContain('Rezepte filtern');
  expect(await (await request.get('/recipes')).text()).toContain('Rezepte filtern');

  const navigate = (to: string) => page.evaluate((path) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(path), to);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Within one language and the same page texts the root's data (and its texts) is not sent again…
  const dataRequest = page.waitForRequest((r) => r.url().includes('/search.data'));
  await navigate('/search?search=tee');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tee');
  expect(new URL((await dataRequest).url()).searchParams.get('_routes')?.split(',')).not.toContain('root');
  // …while canonical and hreflang links follow the URL all the same.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/search`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CH"]')).toHaveAttribute('href', `${baseURL}/fr/search`);

  // A client navigation into the recipes loads their texts with the page (no raw keys).
  await navigate('/recipes');
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezepte');
  await expect(page.getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
  await expect(page.getByText('listing.apply')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/recipes`);
  // Away and back: still translated.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tee');
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
});
