import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One run for the whole workspace: browser-facing code in jsdom, servers in node.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/storefront/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          // Component tests run axe on jsdom; on a busy two-core CI machine 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'store-api',
          include: ['apps/store-api/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // A file's first call of an operation compiles that response's schema validator (seconds
          // for the larger Shopware schemas): 5 s was too tight on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts', 'deploy/**/*.test.ts', 'apps/storefront/vite/**/*.test.ts', 'apps/storefront/server/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
