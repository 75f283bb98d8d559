import fc from 'fast-check';
import { expect, test, type APIResponse } from './support/test';

// Hostile input everywhere: paths, query strings and form fields, generated (fast-check, bounded
// runs, fixed seed so a failure can be replayed). Every answer must be a page or a 4xx with a
// message: never a 500, never a stack trace, never an executed payload.

const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const runs = Number(process.env.FUZZ_RUNS ?? 40);

const payloads = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  "javascript:window.__pwned=1",
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%E0%A4%A',
  '{{constructor.constructor("return 1")()}}',
  "' OR 1=1 --",
  'Zürich Käse 🧀 ﷽ ㊗️',
  '\u202e\u0000\u001f',
  'a'.repeat(5000),
  '-1',
  '1e309',
  'NaN',
  '[]',
  '{"$gt":""}',
];

const hostileText = fc.oneof(fc.constantFrom(...payloads), fc.string({ maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 60 }));
const prefixes = fc.constantFrom('', '/en', '/fr');

async function expectHandled(response: APIResponse, what: string) {
  const status = response.status();
  expect(status, what).toBeLessThan(500);
  const body = await response.text();
  // No stack traces or internals in what a shopper sees.
  expect(body, what).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules|SyntaxError|TypeError:|ReferenceError/);
  expect(body, what).not.toContain('<script>window.__pwned');
}

test('fuzzed paths get a page or a 4xx, never a 500 or a stack trace', async ({ request }) => {
  test.setTimeout(180_000);
  const segment = fc.oneof(hostileText, fc.constantFrom('detail', 'navigation', 'landingPage', 'account', 'checkout', 'api', 'search', 'Lebensmittel', '.data', '_root.data'));
  await fc.assert(
    fc.asyncProperty(prefixes, fc.array(segment, { minLength: 1, maxLength: 4 }), fc.boolean(), async (prefix, segments, slash) => {
      const path = `${prefix}/${segments.map((s) => encodeURIComponent(s)).join('/')}${slash ? '/' : ''}`;
      await expectHandled(await request.get(path, { maxRedirects: 0 }), path);
    }),
    { seed, numRuns: runs },
  );
});

test('fuzzed query strings on search and listing pages get a page or a 4xx', async ({ request }) => {
  test.setTimeout(180_000);
  const param = fc.constantFrom('search', 'order', 'p', 'limit', 'properties', 'manufacturer', 'min-price', 'max-price', 'rating', 'shipping-free', 'lang_debug', 'redirectTo', 'notice');
  await fc.assert(
    fc.asyncProperty(
      prefixes,
      fc.constantFrom('/search', '/Lebensmittel/Kaese/', '/login', '/wishlist', '/account/recover/password', '/registration/confirm'),
      fc.array(fc.tuple(param, hostileText), { minLength: 1, maxLength: 4 }),
      async (prefix, page, pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const path = `${prefix}${page}?${query}`;
        await expectHandled(await request.get(path, { maxRedirects: 0 }), path);
      },
    ),
    { seed, numRuns: runs },
  );
});

test('fuzzed form fields are refused with a message, and lose nothing', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const forms = fc.constantFrom(
    { path: '/checkout/cart', fields: ['intent', 'productId', 'quantity', 'code', 'lineItemId', 'returnTo'] },
    { path: '/login', fields: ['username', 'password', 'redirectTo'] },
    { path: '/register', fields: ['email', 'emailConfirmation', 'password', 'firstName', 'lastName', 'zipcode', 'countryId', 'salutationId', 'accountType'] },
    { path: '/account/recover', fields: ['email'] },
    { path: '/newsletter-subscribe', fields: ['email', 'intent'] },
    { path: '/checkout', fields: ['intent', 'email', 'firstName', 'zipcode', 'countryId', 'shippingMethodId', 'paymentMethodId'] },
  );
  await fc.assert(
    fc.asyncProperty(prefixes, forms, fc.array(hostileText, { minLength: 9, maxLength: 9 }), async (prefix, form, values) => {
      const data = Object.fromEntries(form.fields.map((field, index) => [field, values[index % values.length]!]));
      const response = await request.post(`${prefix}${form.path}`, { form: data, headers: { origin: baseURL! }, maxRedirects: 0 });
      await expectHandled(response, `${prefix}${form.path} ${JSON.stringify(data).slice(0, 300)}`);
    }),
    { seed, numRuns: runs },
  );
});

test('script payloads in the URL are shown as text, never run', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const attempts = [
    `/search?search=${encodeURIComponent('"><img src=x onerror="window.__pwned=1;alert(1)">')}`,
    `/en/search?search=${encodeURIComponent('<script>window.__pwned=1;alert(1)</script>')}`,
    `/fr/${encodeURIComponent('<svg onload=alert(1)>')}`,
    `/login?redirectTo=${encodeURIComponent('javascript:alert(1)')}`,
    `/wishlist?notice=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
  ];
  for (const path of attempts) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), path).toBeUndefined();
    // Data blocks (JSON-LD, the shop's languages as application/json) are never run: only executable inline scripts count.
    expect(await page.locator('img[src="x"], svg[onload], script:not([src]):not([type="application/ld+json"]):not([type="application/json"]):not([nonce])').count(), path).toBe(0);
  }
  // The search term is shown as the shopper typed it.
  await page.goto(`/search?search=${encodeURIComponent('<b>Käse</b>')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(dialogs).toBe(0);
});
