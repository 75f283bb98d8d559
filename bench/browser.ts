/**
 * JS loaded by a real browser (docs/performance.md): Debian's Chromium through playwright-core opens each
 * page once in a fresh context and records every script response, whether it finished before the
 * page's load event, and the size of its body as is and after gzip -9. The chunks fetched after
 * the load event (hydration after the first paint, lazy parts, route discovery) are counted
 * apart, until the network has been idle (at most a few seconds).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { sumScripts, type ScriptResponse, type ScriptSums } from './ratios';

export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserPage {
  name: string;
  url: string;
  /** Cookie header value (`name=value`) to send, e.g. the cart's session. */
  cookie?: string;
}

export interface BrowserJs extends ScriptSums {
  name: string;
  url: string;
  loadMs: number;
}

/** A script response, by Chromium's resource type, its content type or its file name. */
export function isScript(resourceType: string, url: string, contentType: string | undefined) {
  return resourceType === 'script' || /javascript/.test(contentType ?? '') || /\.m?js(\?|$)/.test(new URL(url).pathname);
}

/** Debian's Chromium (or `CHROME_PATH`), headless, with the flags every bench browser uses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs, headless: true });
}

/** A fresh context as a Swiss-German shopper's browser (with the page's cookie, if any), and a tab in it. */
export async function shopperTab(browser: Browser, page: BrowserPage): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await browser.newContext({ locale: 'de-CH', extraHTTPHeaders: { 'Accept-Language': 'de-CH,de;q=0.9' } });
  if (page.cookie) {
    const [name, ...value] = page.cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: page.url }]);
  }
  return { context, tab: await context.newPage() };
}

export async function measureBrowserJs(pages: readonly BrowserPage[]): Promise<BrowserJs[]> {
  const browser = await launchChromium();
  const results: BrowserJs[] = [];
  try {
    for (const page of pages) {
      const { context, tab } = await shopperTab(browser, page);
      let loaded = false;
      const pending: Promise<ScriptResponse | undefined>[] = [];
      tab.on('load', () => {
        loaded = true;
      });
      tab.on('requestfinished', (request) => {
        const beforeLoad = !loaded;
        pending.push(
          (async () => {
            const response = await request.response();
            if (!response || !isScript(request.resourceType(), request.url(), response.headers()['content-type'])) return undefined;
            const body = await response.body().catch(() => Buffer.alloc(0));
            return { url: request.url(), bytes: body.length, gzipBytes: body.length ? gzipSync(body, { level: 9 }).length : 0, beforeLoad };
          })(),
        );
      });
      const started = Date.now();
      const response = await tab.goto(page.url, { waitUntil: 'load', timeout: 30_000 });
      const loadMs = Date.now() - started;
      if (!response || response.status() !== 200) throw new Error(`${page.url} answered ${response?.status()} in the browser`);
      await tab.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      await tab.waitForTimeout(300);
      const scripts = (await Promise.all(pending)).filter((entry): entry is ScriptResponse => entry !== undefined);
      results.push({ name: page.name, url: page.url, loadMs, ...sumScripts(scripts) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
