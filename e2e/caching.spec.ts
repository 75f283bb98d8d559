import { expect, test } from './support/test';

// HTTP caching of documents (decision 0023): anonymous catalogue pages are fit for a CDN, pages
// with the shopper's data are never stored.

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
  expect(withSession.headers()['cache-control']).toBe('private, no-cache');
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
