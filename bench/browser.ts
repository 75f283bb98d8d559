/**
 * JS loaded by a real browser (docs/performance.md): Debian's Chromium through playwright-core opens each
 * page once in a fresh context and records every script response, whether it finished before the
 * page's load event, and the size of its body as is and after gzip -9. The chunks fetched after
 * the load event (hydration after the first paint, lazy parts, route discovery) are counted
 * apart, until the network has been idle (at most a few seconds).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
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

/**
 * A fresh context as a Swiss-German shopper's browser (with the page's cookie, if any, and the
 * given screen), and a tab in it.
 */
export async function shopperTab(browser: Browser, page: BrowserPage, screen: BrowserContextOptions = {}): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await browser.newContext({ ...screen, locale: 'de-CH', extraHTTPHeaders: { 'Accept-Language': 'de-CH,de;q=0.9' } });
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

/**
 * Lighthouse's mobile conditions applied to the real browser (its "devtools" throttling values):
 * 150 ms round trips as 562.5 ms per request, 1.6 Mbit/s down (× 0.9), 750 kbit/s up (× 0.9), the
 * CPU 4× slower, a 412 × 823 phone screen at 1.75 pixels per point.
 */
export const mobileThrottling = { requestLatencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4, width: 412, height: 823, scale: 1.75 } as const;

export interface PaintTimings {
  name: string;
  url: string;
  /** Each run's first contentful paint, largest contentful paint and blocking time (ms). */
  runs: { fcpMs: number; lcpMs: number; blockingMs: number }[];
  /** The median run by LCP. */
  fcpMs: number;
  lcpMs: number;
  blockingMs: number;
}

/** The run whose LCP is the middle one (the slower of the two middle ones for an even count). */
export function medianByLcp<T extends { lcpMs: number }>(runs: readonly T[]): T | undefined {
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The paint a shopper's phone sees, measured in real Chromium rather than simulated: each page is
 * opened `runs` times in a fresh context under `mobileThrottling` (network and CPU through the
 * DevTools protocol), and the browser's own entries give the first contentful paint, the largest
 * contentful paint (its last candidate once the page is idle) and the long tasks' time beyond
 * 50 ms after the first paint (the real counterpart of Lighthouse's total blocking time, until the
 * page is idle).
 */
export async function measurePaint(pages: readonly BrowserPage[], runs = 3): Promise<PaintTimings[]> {
  const browser = await launchChromium();
  const results: PaintTimings[] = [];
  try {
    for (const page of pages) {
      const measured: PaintTimings['runs'] = [];
      for (let n = 0; n < runs; n += 1) {
        const { context, tab } = await shopperTab(browser, page, {
          viewport: { width: mobileThrottling.width, height: mobileThrottling.height },
          deviceScaleFactor: mobileThrottling.scale,
          isMobile: true,
          hasTouch: true,
        });
        // Before the navigation below: a context's init script runs in each document its tabs load.
        await context.addInitScript(() => {
          const paint = { lcp: 0, longTasks: [] as [number, number][] };
          (window as unknown as { __benchPaint: typeof paint }).__benchPaint = paint;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            if (last) paint.lcp = last.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) paint.longTasks.push([entry.startTime, entry.duration]);
          }).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: mobileThrottling.requestLatencyMs,
          downloadThroughput: (mobileThrottling.downloadKbps * 1024) / 8,
          uploadThroughput: (mobileThrottling.uploadKbps * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileThrottling.cpuSlowdown });
        const response = await tab.goto(page.url, { waitUntil: 'load', timeout: 60_000 });
        if (!response || response.status() !== 200) throw new Error(`${page.url} answered ${response?.status()} in the browser`);
        await tab.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        await tab.waitForTimeout(500);
        const timings = await tab.evaluate(() => {
          const paint = (window as unknown as { __benchPaint: { lcp: number; longTasks: [number, number][] } }).__benchPaint;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          const blocking = paint.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
          return { fcpMs: fcp, lcpMs: paint.lcp || fcp, blockingMs: blocking };
        });
        measured.push(timings);
        await context.close();
      }
      const middle = medianByLcp(measured);
      if (middle) results.push({ name: page.name, url: page.url, runs: measured, ...middle });
    }
  } finally {
    await browser.close();
  }
  return results;
}
