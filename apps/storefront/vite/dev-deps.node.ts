/**
 * Dependencies the Vite dev server pre-bundles when it starts (`optimizeDeps.include`).
 *
 * The workspace packages are consumed as source, so Vite's start-up scan does not see what they
 * import. Without this list the first page that imported one of them made Vite bundle it, throw
 * away the bundles it had served and reload the page, whose half-loaded modules then met a second
 * copy of React (an invalid hook call on the first load of `pnpm dev`). `package > dep` resolves a
 * package's own dependency (pnpm keeps it out of the storefront's node_modules).
 */
export const devPrebundled = [
  '@remix-run/node',
  'isbot',
  'valibot',
  '@gipfel/api > ky',
  '@gipfel/api > @shopware/helpers',
  '@gipfel/cart > zustand',
  '@gipfel/cart > zustand/vanilla',
  '@gipfel/ui > @radix-ui/react-dialog',
];

/** Dependencies of the workspace packages that never reach the browser as modules of their own. */
export const notPrebundled = {
  // Types only (`export type … from '@shopware/api-client/store-api-types'`).
  '@shopware/api-client': 'types only',
  // Compiled into class names by the vanilla-extract plugin.
  '@vanilla-extract/css': 'compiled at build time',
  // `@gipfel/cms/server`: loaders sanitise rich text on the server; the browser never loads it.
  'sanitize-html': 'server only',
  // `@gipfel/cms/browser`: for hosts without a server; the storefront's pages never load it.
  dompurify: 'not loaded by the storefront',
} as const;
