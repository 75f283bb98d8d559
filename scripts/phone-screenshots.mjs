#!/usr/bin/env node
// The README's phone screenshots (docs/screenshots/phone-*.png) at 390 × 844, taken from a running
// storefront after hydration: `node scripts/phone-screenshots.mjs [http://localhost:3000]` (start it
// with `npm start` first). Chromium is Debian's (CHROME_PATH or /usr/bin/chromium).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib.mjs';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const out = join(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

/** A page as a shopper sees it once it is interactive (the no-JavaScript buttons are gone then). */
async function open(path) {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => window.__remixRouter?.state?.initialized === true, null, { timeout: 15_000 });
}

await open('/');
await page.screenshot({ path: join(out, 'phone-header.png'), clip: { x: 0, y: 0, width: 390, height: 240 } });
await page.getByRole('banner').getByRole('button', { name: 'Menü' }).click();
await page.getByRole('dialog', { name: 'Menü' }).waitFor();
// The drawer slides in.
await page.waitForTimeout(500);
await page.screenshot({ path: join(out, 'phone-menu.png') });
await open('/Lebensmittel/Kaese/');
await page.screenshot({ path: join(out, 'phone-category.png') });
await open('/Appenzeller-Extra-Schwarz/GF-10026');
await page.screenshot({ path: join(out, 'phone-product.png') });
await browser.close();
console.log(`Screenshots in ${out}`);
