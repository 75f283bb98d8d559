import { defineConfig, devices } from '@playwright/test';

// Renders every story of the built Storybook (`storybook-static/`) in Chromium and fails on
// render errors and serious or critical axe violations: `npx playwright test -c storybook.playwright.config.ts`.
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6107);
const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';

export default defineConfig({
  testDir: './.storybook/test',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  outputDir: process.env.STORYBOOK_TEST_OUTPUT ?? 'test-results/storybook',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-CH',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/serve-static.mjs ${storybookDir} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
