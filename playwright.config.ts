import { defineConfig, devices } from '@playwright/test';
import { accessKey, adminSecret, euroAccessKey } from './e2e/support/credentials';
import { euroShopLanguages } from './e2e/support/euro-channel';

// The e2e suite runs the production builds on their own ports, with a fresh in-memory demo shop.
const storeApiPort = Number(process.env.E2E_STORE_API_PORT ?? 8788);
const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
// The second sales channel (euros, de-DE and en-GB) on a storefront of the same build, configured by its environment alone.
const euroStorefrontPort = Number(process.env.E2E_EURO_STOREFRONT_PORT ?? storefrontPort + 1);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Several tests walk through five to ten pages (sign-up, checkout, account); on a busy 2-core
  // machine each page with hydration takes 1–3 s, which left 30 s too tight.
  timeout: 60_000,
  // A clean-clone CI run on a contended machine saw a page take over 5 s (Playwright's default)
  // between a click and the next page's text; an assertion still fails when the thing never comes.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${storefrontPort}`,
    // A Swiss-German browser: the shop's first market (and / is not redirected by locale detection).
    locale: 'de-CH',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node apps/store-api/dist/main.js',
      url: `http://127.0.0.1:${storeApiPort}/store-api/context`,
      // The storefront forwards each shopper's IP; tests that need their own rate-limit bucket send
      // X-Forwarded-For, which the storefront trusts here (TRUST_PROXY) as it would behind a proxy.
      // Production refuses the demo credentials: the suite's own (e2e/support/credentials.ts), the access key for the storefront too.
      // The sales channel's domains (…, …/en, …/fr) are the storefront's URL: registration, recovery and newsletter
      // accept exactly these as `storefrontUrl` (as Shopware), and the order mail's links lead there.
      env: { STORE_API_PORT: String(storeApiPort), STORE_API_STOREFRONT_URL: `http://localhost:${storefrontPort}`, STORE_API_DB: ':memory:', NODE_ENV: 'production', STORE_API_TRUST_PROXY: '1', STORE_API_ACCOUNT_RATE_LIMIT: '200', STORE_API_CAPTCHA_RATE_LIMIT: '100', STORE_API_ACCESS_KEY: accessKey, STORE_API_ADMIN_CLIENT_SECRET: adminSecret, STORE_API_EURO_ACCESS_KEY: euroAccessKey, STORE_API_EURO_STOREFRONT_URL: `http://localhost:${euroStorefrontPort}` },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs',
      cwd: 'apps/storefront',
      url: `http://localhost:${storefrontPort}/`,
      env: { PORT: String(storefrontPort), STORE_API_PORT: String(storeApiPort), STORE_API_ACCESS_KEY: accessKey, NODE_ENV: 'production', LOG_REQUESTS: '0', TRUST_PROXY: '1', STOREFRONT_RATE_LIMIT: '1000', STOREFRONT_CAPTCHA_RATE_LIMIT: '100' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs',
      cwd: 'apps/storefront',
      url: `http://localhost:${euroStorefrontPort}/`,
      env: {
        PORT: String(euroStorefrontPort),
        STORE_API_PORT: String(storeApiPort),
        STORE_API_ACCESS_KEY: euroAccessKey,
        SHOP_LANGUAGES: JSON.stringify(euroShopLanguages),
        SHOP_TIME_ZONE: 'Europe/Berlin',
        NODE_ENV: 'production',
        LOG_REQUESTS: '0',
        TRUST_PROXY: '1',
        STOREFRONT_RATE_LIMIT: '1000',
        STOREFRONT_CAPTCHA_RATE_LIMIT: '100',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
