/**
 * The floor page's build (docs/performance.md): a bare Remix 2.17 + React 18.3 app with the storefront's
 * Remix future flags (single fetch, lazy route discovery), so its figures are what the framework
 * alone costs on this machine. Built by `pnpm bench` (bench/floor.ts) into bench/floor/build.
 */
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: 'build',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  logLevel: 'warn',
});
