import { expect, test } from './support/test';

test('documents carry a nonce-based CSP and the browser defences; every script runs under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/en/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Plain http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();

  const html = await response!.text();
  // Data blocks (JSON-LD, the shop's language configuration) never run, so they need no nonce.
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);

  // Hydration still works: a client-side navigation happens without a document request.
  await page.waitForLoadState('networkidle');
  const next = await page.evaluate(() => Boolean((window as unknown as { __remixContext?: unknown }).__remixContext));
  expect(next).toBe(true);
  await page.getByRole('link', { name: /Wishlist/ }).first().click();
  await expect(page).toHaveURL(/\/en\/wishlist$/);
  expect(violations).toEqual([]);

  const second = await page.request.get('/en/');
  expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

test('client navigations (data requests) get the same defences', async ({ request }) => {
  const data = await request.get('/en/search.data?search=tee');
  expect(data.status()).toBe(200);
  expect(data.headers()['x-content-type-options']).toBe('nosniff');
  expect(data.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
