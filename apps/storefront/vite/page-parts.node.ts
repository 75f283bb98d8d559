import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ViteManifest } from './single-stylesheet.node';

/** The server's view of the page parts (`app/lib/routing/page-part.ts`): part name → the URLs of its chunks. */
export const pagePartAssetsModule = 'virtual:gipfel/page-part-assets';

/**
 * The catch-all route's parts (issue 27), by page kind: the module each kind's page component
 * loads from (`app/pages/catch-all.tsx` imports them by `import()`; a test checks the two agree).
 */
export const catalogueParts = {
  route: 'app/pages/catch-all.tsx',
  loadedWith: ['app/entry.client.tsx', 'app/root.tsx', 'app/layouts/default-layout.tsx'],
  parts: {
    category: 'app/pages/catalogue/cms-entity-page.tsx',
    landing: 'app/pages/catalogue/cms-entity-page.tsx',
    product: 'app/pages/catalogue/product-page.tsx',
  },
} as const;

export interface PagePartsOptions {
  /** The route module that loads the parts (its own chunks are not repeated). */
  route: string;
  /** Modules the page has loaded with the route (the client entry, the root, the layout): their chunks are not repeated either. */
  loadedWith?: readonly string[];
  /** Part name → the module it loads, relative to the app's root (as in Vite's manifest). */
  parts: Readonly<Record<string, string>>;
}

function keyOf(manifest: ViteManifest, file: string): string | undefined {
  return Object.keys(manifest).find((key) => key === file || key.startsWith(`${file}?`));
}

/**
 * The chunk a module loaded by `import()` became. Rollup may merge a small module's chunk with
 * others (`experimentalMinChunkSize`): then the manifest keys it by chunk name, without `src`,
 * so it is found by its name among the dynamic imports of the route's chunks.
 */
function dynamicKeyOf(manifest: ViteManifest, file: string, dynamicImports: ReadonlySet<string>): string | undefined {
  const direct = keyOf(manifest, file);
  if (direct) return direct;
  const name = path.basename(file, path.extname(file));
  return [...dynamicImports].find((key) => !manifest[key]?.src && manifest[key]?.name === name);
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
 * imports that the page does not load already (the route's, the root's, the layout's and the
 * client entry's come with Remix's scripts).
 */
export function pagePartAssets(manifest: ViteManifest, { route, loadedWith = [], parts }: PagePartsOptions, base = '/'): Record<string, string[]> {
  const routeKey = keyOf(manifest, route);
  if (!routeKey) throw new Error(`page parts: no chunk for ${route} in the Vite manifest`);
  const loadedByRoute = withStaticImports(manifest, routeKey);
  const dynamicImports = new Set([...loadedByRoute].flatMap((key) => manifest[key]?.dynamicImports ?? []));
  for (const file of loadedWith) {
    const key = keyOf(manifest, file);
    if (!key) throw new Error(`page parts: no chunk for ${file} in the Vite manifest`);
    withStaticImports(manifest, key, loadedByRoute);
  }
  const assets: Record<string, string[]> = {};
  for (const [name, file] of Object.entries(parts)) {
    const key = dynamicKeyOf(manifest, file, dynamicImports);
    if (!key) throw new Error(`page parts: no chunk for ${file} (part ${name}) in the Vite manifest`);
    assets[name] = [...withStaticImports(manifest, key)].filter((chunk) => chunk === key || !loadedByRoute.has(chunk)).map((chunk) => `${base}${manifest[chunk]!.file}`);
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
        assets = Object.fromEntries(Object.entries(options.parts).map(([name, file]) => [name, [`${base}${path.relative(root, path.resolve(root, file))}`]]));
      } else if (loadOptions?.ssr) {
        assets = pagePartAssets(JSON.parse(readFileSync(clientManifest, 'utf8')) as ViteManifest, options, base);
      } else {
        throw new Error(`${pagePartAssetsModule} is for the server build only`);
      }
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
