import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueParts, pagePartAssets } from './page-parts.node';
import type { ViteManifest } from './single-stylesheet.node';

// A client manifest as Vite writes it: the route's chunk is a facade over a merged chunk, one part
// kept its source name, the other was merged (`experimentalMinChunkSize`) and is keyed by name.
const manifest: ViteManifest = {
  'app/entry.client.tsx': { file: 'assets/entry.client-1.js', isEntry: true, imports: ['_react-1.js'] },
  'app/root.tsx?__remix-build-client-route': { file: 'assets/root-1.js', isEntry: true, imports: ['_react-1.js', '_shell-1.js'] },
  'app/layouts/default-layout.tsx?__remix-build-client-route': { file: 'assets/default-layout-1.js', isEntry: true, imports: ['_shell-1.js'] },
  'app/pages/catch-all.tsx?__remix-build-client-route': { file: 'assets/catch-all-1.js', isEntry: true, imports: ['_catch-all-2.js', '_react-1.js'] },
  '_catch-all-2.js': { file: 'assets/catch-all-2.js', name: 'catch-all', imports: ['_react-1.js'], dynamicImports: ['_cms-entity-page-1.js', 'app/pages/catalogue/product-page.tsx'] },
  '_cms-entity-page-1.js': { file: 'assets/cms-entity-page-1.js', name: 'cms-entity-page', isDynamicEntry: true, imports: ['_react-1.js', '_listing-1.js', '_shell-1.js'] },
  'app/pages/catalogue/product-page.tsx': {
    file: 'assets/product-page-1.js',
    name: 'product-page',
    src: 'app/pages/catalogue/product-page.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_gallery-1.js'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_react-1.js'] },
  '_listing-1.js': { file: 'assets/listing-1.js', imports: ['_card-1.js'] },
  '_card-1.js': { file: 'assets/card-1.js' },
  '_gallery-1.js': { file: 'assets/gallery-1.js', imports: ['_card-1.js'] },
};

describe('pagePartAssets', () => {
  it("lists each part's own chunk first, then the chunks it needs that the page has not loaded", () => {
    expect(pagePartAssets(manifest, catalogueParts)).toEqual({
      category: ['/assets/cms-entity-page-1.js', '/assets/listing-1.js', '/assets/card-1.js'],
      landing: ['/assets/cms-entity-page-1.js', '/assets/listing-1.js', '/assets/card-1.js'],
      product: ['/assets/product-page-1.js', '/assets/gallery-1.js', '/assets/card-1.js'],
    });
  });

  it('repeats what only the root, the layout or the client entry load when they are not named', () => {
    expect(pagePartAssets(manifest, { route: catalogueParts.route, parts: { category: catalogueParts.parts.category } }, '/shop/')).toEqual({
      category: ['/shop/assets/cms-entity-page-1.js', '/shop/assets/listing-1.js', '/shop/assets/card-1.js', '/shop/assets/shell-1.js'],
    });
  });

  it('refuses a manifest without the route, a loaded module or a part', () => {
    expect(() => pagePartAssets(manifest, { route: 'app/pages/other.tsx', parts: {} })).toThrow(/no chunk for app\/pages\/other.tsx/);
    expect(() => pagePartAssets(manifest, { route: catalogueParts.route, loadedWith: ['app/layouts/none.tsx'], parts: {} })).toThrow(/no chunk for app\/layouts\/none.tsx/);
    expect(() => pagePartAssets(manifest, { route: catalogueParts.route, parts: { recipe: 'app/pages/catalogue/recipe.tsx' } })).toThrow(/part recipe/);
  });
});

describe('catalogueParts', () => {
  it('names the modules the catch-all route loads per page kind', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '..', catalogueParts.route), 'utf8');
    const loaded = Object.fromEntries(
      [...source.matchAll(/pagePart\('(\w+)', \(\) => import\('\.\/([\w/-]+)'\)/g)].map(([, name, file]) => [name, `app/pages/${file}.tsx`]),
    );
    expect(loaded).toEqual(catalogueParts.parts);
  });
});
