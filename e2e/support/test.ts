import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** React's production errors for a page whose browser render did not match the server's HTML. */
export const hydrationErrors = /Minified React error #(418|419|421|422|423|425)\b/;

/**
 * Our `test`: Playwright's, plus guards on every test's page that fail the test when Chromium
 * reports a Content-Security-Policy violation (a blocked script, style or frame) or React reports
 * that hydration did not match the server's HTML (the browser renders texts with another runtime
 * than the server, decision 0028).
 */
export const test = base.extend<{ cspGuard: void; hydrationGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations reported by Chromium').toEqual([]);
    },
    { auto: true },
  ],
  hydrationGuard: [
    async ({ page }, use) => {
      const mismatches: string[] = [];
      page.on('pageerror', (error) => {
        if (hydrationErrors.test(error.message)) mismatches.push(`${page.url()}: ${error.message.slice(0, 80)}`);
      });
      await use();
      expect(mismatches, 'hydration did not match the server-rendered HTML').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the page is hydrated and Remix's router is ready: a click or a choice made before
 * that may be lost on a busy machine (a faster server answer makes that race more likely).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state?.initialized === true);
}

/**
 * Holds the page's scripts back (the client entry) until the returned `release` is called: the
 * shopper acts on the server-rendered page before hydration, as on a slow phone.
 */
export async function holdBackScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
