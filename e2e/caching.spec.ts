import { expect, test } from './support/test';
import { createCustomer, signIn } from './support/customer';

// HTTP caching (decisions 0023, 0049): anonymous catalogue pages are fit for a CDN; an answer read
// with the shopper's session, or with the shopper's data, is never stored: documents, `.data` and
// `/api/*` alike.

const sharedPages = ['/', '/en/Food/Chocolate/', '/fr/Alimentation/Chocolat/', '/en/search?search=tee', '/recipes', '/fr/news'];

test('anonymous catalogue and content pages may be kept by a CDN, without cookies', async ({ playwright, baseURL }) => {
  for (const path of sharedPages) {
    // A fresh client per page: no cookie from an earlier answer.
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.get(path, { headers: { 'accept-language': 'de-CH' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], path).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(headers.vary, path).toMatch(/Cookie/);
    expect(headers['set-cookie'], path).toBeUndefined();
    await request.dispose();
  }
});

test('with a session the same page is private, and carts, checkout and accounts are never stored', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const withSession = await request.get('/en/Food/Chocolate/', { headers: { cookie: 'gipfel_context=abcdefabcdefabcdefabcdefabcdef12' } });
  expect(withSession.headers()['cache-control']).toBe('private, no-store');
  for (const path of ['/checkout/cart', '/en/login', '/fr/wishlist']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
  await request.dispose();
});

test('the browser still remembers the language of a shared page', async ({ page }) => {
  await page.goto('/fr/Alimentation/Chocolat/');
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'gipfel_locale')?.value).toBe('fr');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'gipfel_locale')!;
  expect(cookie.sameSite).toBe('Lax');
  expect(cookie.path).toBe('/');
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
});

const prefixes = ['', '/en', '/fr'];

test('every answer read with a signed-in shopper\'s session is private, no-store: .data, documents and /api/*', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!, await createCustomer(request, baseURL!, 'Cachet'));
  const shopper = page.request;
  const expectNeverStored = async (path: string) => {
    const response = await shopper.get(path, { maxRedirects: 0, headers: { 'accept-language': 'de-CH' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    return response;
  };
  // Client navigations' data of the pages with the shopper's own data, in every language.
  for (const prefix of prefixes) {
    for (const path of ['/account/address.data', '/account.data', '/account/order.data', '/account/profile.data', '/checkout/cart.data', '/wishlist.data']) {
      await expectNeverStored(`${prefix}${path}`);
    }
  }
  // The address book's data is theirs: name and street.
  const addresses = await (await expectNeverStored('/en/account/address.data')).text();
  expect(addresses).toContain('Cachet');
  expect(addresses).toContain('Bahnhofstrasse 1');
  // Catalogue and content pages show their header (name, cart): their documents and data too.
  for (const path of ['/en/', '/en/Food/Chocolate/', '/en/Food/Chocolate.data', '/fr/Alimentation/Chocolat/', '/fr/Alimentation/Chocolat.data', '/fr/search?search=tee', '/recipes', '/contact']) {
    await expectNeverStored(path);
  }
  // Resource routes that read the session: prices of the shopper's context, the cart, the context.
  for (const path of ['/api/search-suggest?search=schoko&lang=en', '/api/search-results?search=in&lang=fr', '/api/wishlist?lang=en', '/api/store/checkout/cart', '/api/store/context']) {
    await expectNeverStored(path);
  }
});

test('the shop\'s texts are the same with and without a session, and stay public', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!, await createCustomer(request, baseURL!, 'Texte'));
  for (const path of ['/api/texts/fr', '/api/translations/en-GB']) {
    const anonymous = await request.get(path);
    const withSession = await page.request.get(path);
    expect(withSession.status(), path).toBe(200);
    expect(withSession.headers()['cache-control'], path).toBe('public, max-age=60');
    expect(withSession.headers()['set-cookie'], path).toBeUndefined();
    expect(await withSession.text(), path).toBe(await anonymous.text());
  }
});

test('without a session a page\'s .data is never kept by a shared cache, and the shopper\'s pages\' data never stored', async ({ playwright, baseURL }) => {
  for (const [path, cacheControl] of [
    ['/en/Food/Chocolate.data', 'private, no-cache'],
    ['/_root.data', 'private, no-cache'],
    ['/fr/search.data?search=tee', 'private, no-cache'],
    ['/account/address.data', 'private, no-store'],
    ['/en/checkout/cart.data', 'private, no-store'],
  ] as const) {
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(300);
    expect(response.headers()['cache-control'], path).toBe(cacheControl);
    await request.dispose();
  }
});
