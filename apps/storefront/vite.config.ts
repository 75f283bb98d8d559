import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import path from 'node:path';
import { writeBuildMeta } from './vite/build-meta.node';
import { devPrebundled } from './vite/dev-deps.node';
import { pageParts, storefrontParts } from './vite/page-parts.node';
import { singleStylesheet } from './vite/single-stylesheet.node';
import { lazyPartsApart } from './vite/lazy-parts.node';
import { buildRouteTree, resourceRoutes } from './app/route-table';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    remix({
      // Routes come from app/route-table.ts, mounted once per language.
      ignoredRouteFiles: ['**/*'],
      routes: (defineRoutes) =>
        defineRoutes((route) => {
          for (const resource of resourceRoutes) route(resource.path, resource.file, { id: resource.id });
          for (const layout of buildRouteTree()) {
            route(undefined, layout.file, { id: layout.id }, () => {
              for (const page of layout.children) route(page.path, page.file, { id: page.id, index: page.index, caseSensitive: page.caseSensitive });
            });
          }
        }),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      // The build manifest (decision 0020): build id and route rules next to the client assets.
      buildEnd: ({ remixConfig }) => {
        writeBuildMeta(path.join(remixConfig.buildDirectory, 'client'), path.join(remixConfig.appDirectory, '..', 'redirects.json'));
      },
    }),
    vanillaExtractPlugin(),
    // One render-blocking stylesheet instead of one per chunk (decision 0024).
    singleStylesheet(),
    // Page parts as chunks of their own, named to the server (docs/decisions/0046-hydration-scripts-at-low-priority.md).
    pageParts(storefrontParts),
    // Lazy parts below experimentalMinChunkSize stay chunks of their own (docs/performance.md, 2026-12-02).
    // The form rules too: left to the merge they shared a chunk with @gipfel/ui's text field, so the
    // cart, listing and product pages loaded valibot for a field that validates nothing there.
    lazyPartsApart(/\/packages\/listing\/src\/search-suggest-popup\.tsx$|\/packages\/forms\/src\/rules\.ts$|\/packages\/account\/src\/auth-validation\.ts$/),
    // Small page modules too: left to the merge, the print layout and the platform, sign-out and
    // newsletter pages landed in chunks every page loads (2026-12-02).
    lazyPartsApart(/\/app\/(layouts\/print-layout|pages\/platform|pages\/account\/logout|pages\/newsletter-subscribe)\.tsx$/),
    // The account, sign-in and checkout layouts (their pages only).
    lazyPartsApart(/\/app\/layouts\/(account|auth|checkout)-layout\.tsx$/),
    // An order's payment state (account, checkout and order pages): left to the merge, it shared a
    // chunk every page loads with the text registry and the Intl cache. (Its display helpers too
    // made every page 0.4 KB lighter but the guest order page 4 KB heavier: left to the merge.)
    lazyPartsApart(/\/packages\/checkout\/src\/order-payment\.ts$/),
  ],
  // The shop's languages at build time: the route table mounts a home page per prefix (decision 0055).
  define: { __SHOP_LANGUAGES_AT_BUILD__: JSON.stringify(process.env.SHOP_LANGUAGES ?? '') },
  server: { port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' },
  // Workspace packages are consumed as TypeScript source and compiled by Vite.
  ssr: { noExternal: [/^@gipfel\//] },
  // The dev server pre-bundles the workspace packages' dependencies at start (see dev-deps.node.ts).
  optimizeDeps: { include: devPrebundled },
  build: { rollupOptions: { output: { experimentalMinChunkSize: 10_000 } } },
});
