import type { ChildProcess } from 'node:child_process';
import { accessKey, createCustomer } from './support/customer';
import { expect, test, type APIRequestContext } from './support/test';
import { startStorefront, waitUntil } from './support/server';

// docs/decisions/0031-security-review-choices.md, the storefront's side: limits that hold whatever the spelling of the path, return
// paths that cannot leave the shop, and Secure cookies behind a TLS proxy. The limits need a low
// STOREFRONT_RATE_LIMIT and the cookies a PUBLIC_ORIGIN, so this spec starts a storefront of its
// own (against the suite's Store API), as a TLS proxy would reach it: plain http, `https://` origin.
const storeApiPort = Number(process.env.E2E_STORE_API_PORT ?? 8788);
const storefrontPort = Number(process.env.E2E_HARDENING_STOREFRONT_PORT ?? Number(process.env.E2E_STOREFRONT_PORT ?? 3100) + 90);
const shop = `http://127.0.0.1:${storefrontPort}`;
const publicOrigin = 'https://shop.example';
const limit = 3;

let storefrontProcess: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  storefrontProcess = await startStorefront(
    {
      PORT: String(storefrontPort),
      STORE_API_PORT: String(storeApiPort),
      STORE_API_ACCESS_KEY: accessKey,
      LOG_REQUESTS: '0',
      // Each test sends its own X-Forwarded-For: its own bucket of the per-IP limits.
      TRUST_PROXY: '1',
      STOREFRONT_RATE_LIMIT: String(limit),
      PUBLIC_ORIGIN: publicOrigin,
    },
    `${shop}/`,
  );
});

test.afterAll(async () => {
  if (!storefrontProcess || storefrontProcess.exitCode !== null) return;
  storefrontProcess.kill('SIGTERM');
  await waitUntil(`${shop}/`, false);
});

let ipCounter = 0;
/** A client IP no other test (or earlier run within the window) has used. */
function freshIp() {
  ipCounter += 1;
  return `198.18.${(Date.now() >> 10) % 250}.${ipCounter}`;
}

async function signInAttempt(request: APIRequestContext, pathname: string, ip: string) {
  const response = await request.post(`${shop}${pathname}`, {
    form: { username: `nobody.${ip}@example.ch`, password: 'wrong-password' },
    headers: { origin: shop, 'x-forwarded-for': ip },
    maxRedirects: 0,
  });
  return response;
}

// Our routes match in their own case (decision 0034): /LOGIN is the catch-all, not the sign-in.
test('/%6Cogin, /login/ and /en/login count against the same sign-in limit as /login', async ({ request }) => {
  const ip = freshIp();
  for (const pathname of ['/%6Cogin', '/login/', '/en/login']) {
    const response = await signInAttempt(request, pathname, ip);
    // The sign-in action answered (wrong password), so Remix ran it for this spelling.
    expect(response.status(), pathname).toBe(400);
  }
  const limited = await signInAttempt(request, '/login', ip);
  expect(limited.status()).toBe(429);
  expect(limited.headers()['retry-after']).toMatch(/^\d+$/);
  expect(await limited.text()).toMatch(/Zu viele Anfragen\. Bitte warten Sie \d+ Sekunden\./);
});

test('after /login is used up, /%6Cogin, /login/ and /fr/lo%67in are limited too', async ({ request }) => {
  const ip = freshIp();
  for (let attempt = 0; attempt < limit; attempt += 1) expect((await signInAttempt(request, '/login', ip)).status()).toBe(400);
  for (const pathname of ['/%6Cogin', '/login/', '/fr/lo%67in', '/en/login']) {
    const response = await signInAttempt(request, pathname, ip);
    expect(response.status(), pathname).toBe(429);
  }
  // Another client is not affected.
  expect((await signInAttempt(request, '/login/', freshIp())).status()).toBe(400);
});

test('a return path with a dot segment never leads to another host after sign-in', async ({ request, baseURL }) => {
  // Registered with the suite's storefront URL, one of the Store API's domains (its mails lead there).
  const customer = await createCustomer(request, baseURL!, 'Dora');
  for (const redirectTo of ['/..//evil.example', '/%2e%2e//evil.example', '/a/../..//evil.example']) {
    const ip = freshIp();
    // The sign-in page does not carry the path on into its form (the hidden `redirectTo`).
    const page = await request.get(`${shop}/login?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: { 'x-forwarded-for': ip } });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).not.toMatch(/<input[^>]*name="redirectTo"/);
    // Nor does the action follow a posted one.
    const signedIn = await request.post(`${shop}/login`, {
      form: { username: customer.email, password: customer.password, redirectTo },
      headers: { origin: shop, 'x-forwarded-for': ip },
      maxRedirects: 0,
    });
    expect(signedIn.status(), redirectTo).toBe(303);
    expect(signedIn.headers().location, redirectTo).toBe('/account');
  }
});

test('behind a TLS proxy with only PUBLIC_ORIGIN=https://…, every cookie is Secure and HSTS is sent', async ({ request }) => {
  // The proxy speaks plain http to the storefront and sends no X-Forwarded-Proto.
  const proxied = { 'x-forwarded-host': 'shop.example', 'x-forwarded-for': freshIp() };
  const setCookies = async (response: { headersArray(): { name: string; value: string }[] }) =>
    response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);

  const page = await request.get(`${shop}/en/login`, { headers: proxied });
  expect(page.status()).toBe(200);
  expect(page.headers()['strict-transport-security']).toContain('max-age=');
  const pageCookies = await setCookies(page);
  expect(pageCookies.some((cookie) => cookie.startsWith('gipfel_locale='))).toBe(true);
  // A page read without a session shares the shop's default context (decision 0041) and sets
  // none; the browser's first Store API call through the proxy starts the session.
  expect(pageCookies.some((cookie) => cookie.startsWith('gipfel_context='))).toBe(false);
  const session = await request.get(`${shop}/api/store/context`, { headers: proxied });
  expect(session.status()).toBe(200);
  const sessionCookies = await setCookies(session);
  expect(sessionCookies.some((cookie) => cookie.startsWith('gipfel_context='))).toBe(true);

  const captcha = await request.get(`${shop}/api/captcha`, { headers: proxied });
  expect(captcha.status()).toBe(200);
  const captchaCookies = await setCookies(captcha);
  expect(captchaCookies.some((cookie) => cookie.startsWith('gipfel_captcha='))).toBe(true);

  const consent = await request.post(`${shop}/api/consent`, { form: { consent: 'granted', returnTo: '/' }, headers: { ...proxied, origin: publicOrigin }, maxRedirects: 0 });
  expect(consent.status()).toBe(303);
  const consentCookies = await setCookies(consent);
  expect(consentCookies.some((cookie) => cookie.startsWith('gipfel_consent='))).toBe(true);

  for (const cookie of [...pageCookies, ...sessionCookies, ...captchaCookies, ...consentCookies]) expect(cookie, cookie.split('=')[0]).toMatch(/; Secure(;|$)/);
});
