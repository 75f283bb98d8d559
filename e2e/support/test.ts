import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Our `test`: Playwright's, plus a guard on every test's page that fails the test when Chromium
 * reports a Content-Security-Policy violation (a blocked script, style or frame).
 */
export const test = base.extend<{ cspGuard: void }>({
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
});
