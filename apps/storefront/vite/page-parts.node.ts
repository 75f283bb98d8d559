import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ViteManifest } from './single-stylesheet.node';

/** The server's view of the page parts (`app/lib/routing/page-part.ts`): part name → the URLs of its chunks. */
export const pagePartAssetsModule = 'virtual:gipfel/page-part-assets';

/**
 * The storefront's page parts (docs/decisions/0046-hydration-scripts-at-low-priority.md): the catch-all route's page kinds, each the module its
 * page component loads from (`app/pages/catch-all.tsx` imports them by `import()`), and the CMS
 * elements of a listing and of the product detail layout (`app/components/cms-content.tsx`). A test checks the
 * names and modules against the app's `pagePart` and `deferredPart` calls.
 */
export const storefrontParts: PagePartsOptions = {
  loadedWith: ['app/entry.client.tsx', 'app/root.tsx', 'app/layouts/default-layout.tsx'],
  parts: {
    category: { file: 'app/pages/catalogue/cms-entity-page.tsx', loadedWith: ['app/pages/catch-all.tsx'] },
    landing: { file: 'app/pages/catalogue/cms-entity-page.tsx', loadedWith: ['app/pages/catch-all.tsx'] },
    product: { file: 'app/pages/catalogue/product-page.tsx', loadedWith: ['app/pages/catch-all.tsx'] },
    // CMS elements beyond the content ones, on home (its route) and in a category's or landing page's part.
    'cms-listing': { file: 'app/components/cms-listing-elements.ts' },
    'cms-product-detail': { file: 'app/components/cms-product-detail-elements.ts' },
  },
};

export interface PagePartSpec {
  /** The module the part loads by `import()`, relative to the app's root (as in Vite's manifest). */
  file: string;
  /** The route modules a page has always loaded when it loads this part: their chunks are not repeated. */
  loadedWith?: readonly string[];
}

export interface PagePartsOptions {
  /** Modules every page has loaded (the client entry, the root, the layout): their chunks are not repeated. */
  loadedWith?: readonly string[];
  /** Part name → the part's module. */
  parts: Readonly<Record<string, PagePartSpec>>;
}

function keyOf(manifest: ViteManifest, file: string): string | undefined {
  return Object.keys(manifest).find((key) => key === file || key.startsWith(`${file}?`));
}

function requiredKeyOf(manifest: ViteManifest, file: string): string {
  const key = keyOf(manifest, file);
  if (!key) throw new Error(`page parts: no chunk for ${file} in the Vite manifest`);
  return key;
}

/**
 * The chunk a module loaded by `import()` became. Rollup may merge a small module's chunk with
 * others (`experimentalMinChunkSize`): then the manifest keys it by chunk name, without `src`,
 * so it is found by its name among the build's dynamic imports.
 */
function dynamicKeyOf(manifest: ViteManifest, file: string): string | undefined {
  const direct = keyOf(manifest, file);
  if (direct) return direct;
  const name = path.basename(file, path.extname(file));
  const candidates = new Set(
    Object.values(manifest)
      .flatMap((chunk) => chunk.dynamicImports ?? [])
      .filter((key) => !manifest[key]?.src && manifest[key]?.name === name),
  );
  if (candidates.size > 1) throw new Error(`page parts: more than one dynamic chunk named ${name} in the Vite manifest`);
  return [...candidates][0];
}

/** A chunk and every chunk it imports statically, as manifest keys. */
function withStaticImports(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/**
 * Each part's chunks from the client build's manifest: its own chunk first, then the chunks it
 * imports that the page has not loaded already (the client entry's, the root's, the layout's and
 * the route's come with Remix's scripts).
 */
export function pagePartAssets(manifest: ViteManifest, { loadedWith = [], parts }: PagePartsOptions, base = '/'): Record<string, string[]> {
  const loadedEverywhere = new Set<string>();
  for (const file of loadedWith) withStaticImports(manifest, requiredKeyOf(manifest, file), loadedEverywhere);
  const assets: Record<string, string[]> = {};
  for (const [name, part] of Object.entries(parts)) {
    const loaded = new Set(loadedEverywhere);
    for (const file of part.loadedWith ?? []) withStaticImports(manifest, requiredKeyOf(manifest, file), loaded);
    const key = dynamicKeyOf(manifest, part.file);
    if (!key) throw new Error(`page parts: no chunk for ${part.file} (part ${name}) in the Vite manifest`);
    assets[name] = [...withStaticImports(manifest, key)].filter((chunk) => chunk === key || !loaded.has(chunk)).map((chunk) => `${base}${manifest[chunk]!.file}`);
  }
  return assets;
}

/**
 * Vite plugin: the module `virtual:gipfel/page-part-assets` for the server, whose default export
 * maps each part to the URLs of its chunks (see `pagePartLinks`). The server build reads them
 * from the client build's manifest (Remix builds the client first and removes the manifest after
 * the server build); in development each part is its module's own URL.
 */
export function pageParts(options: PagePartsOptions): Plugin {
  const resolvedId = `\0${pagePartAssetsModule}`;
  let root = '';
  let base = '/';
  let clientManifest = '';
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'gipfel:page-parts',
    configResolved(config) {
      root = config.root;
      base = config.base;
      command = config.command;
      // Remix's layout: <buildDirectory>/client beside <buildDirectory>/server.
      clientManifest = path.resolve(config.root, config.build.outDir, '..', 'client', '.vite', 'manifest.json');
    },
    resolveId: (id) => (id === pagePartAssetsModule ? resolvedId : undefined),
    load(id, loadOptions) {
      if (id !== resolvedId) return undefined;
      let assets: Record<string, string[]>;
      if (command === 'serve') {
        assets = Object.fromEntries(Object.entries(options.parts).map(([name, part]) => [name, [`${base}${path.relative(root, path.resolve(root, part.file))}`]]));
      } else if (loadOptions?.ssr) {
        assets = pagePartAssets(JSON.parse(readFileSync(clientManifest, 'utf8')) as ViteManifest, options, base);
      } else {
        throw new Error(`${pagePartAssetsModule} is for the server build only`);
      }
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
