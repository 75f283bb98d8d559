import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePartAssets, storefrontParts } from './page-parts.node';
import type { ViteManifest } from './single-stylesheet.node';

// A client manifest as Vite writes it: the route's chunk is a facade over a merged chunk, one part
// kept its source name, the others were merged (`experimentalMinChunkSize`) and are keyed by name.
const manifest: ViteManifest = {
  'app/entry.client.tsx': { file: 'assets/entry.client-1.js', isEntry: true, imports: ['_react-1.js'] },
  'app/root.tsx?__remix-build-client-route': { file: 'assets/root-1.js', isEntry: true, imports: ['_react-1.js', '_shell-1.js'] },
  'app/layouts/default-layout.tsx?__remix-build-client-route': { file: 'assets/default-layout-1.js', isEntry: true, imports: ['_shell-1.js'] },
  'app/pages/catch-all.tsx?__remix-build-client-route': { file: 'assets/catch-all-1.js', isEntry: true, imports: ['_catch-all-2.js', '_react-1.js'] },
  '_catch-all-2.js': { file: 'assets/catch-all-2.js', name: 'catch-all', imports: ['_react-1.js'], dynamicImports: ['_cms-entity-page-1.js', 'app/pages/catalogue/product-page.tsx'] },
  '_cms-entity-page-1.js': {
    file: 'assets/cms-entity-page-1.js',
    name: 'cms-entity-page',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_listing-1.js', '_shell-1.js'],
    dynamicImports: ['_cms-product-detail-elements-1.js', 'app/components/cms-listing-elements.ts'],
  },
  '_cms-product-detail-elements-1.js': { file: 'assets/cms-product-detail-elements-1.js', name: 'cms-product-detail-elements', isDynamicEntry: true, imports: ['_gallery-1.js'] },
  'app/components/cms-listing-elements.ts': {
    file: 'assets/cms-listing-elements-1.js',
    name: 'cms-listing-elements',
    src: 'app/components/cms-listing-elements.ts',
    isDynamicEntry: true,
    imports: ['_listing-1.js'],
  },
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
    expect(pagePartAssets(manifest, storefrontParts)).toEqual({
      category: ['/assets/cms-entity-page-1.js', '/assets/listing-1.js', '/assets/card-1.js'],
      landing: ['/assets/cms-entity-page-1.js', '/assets/listing-1.js', '/assets/card-1.js'],
      product: ['/assets/product-page-1.js', '/assets/gallery-1.js', '/assets/card-1.js'],
      'cms-listing': ['/assets/cms-listing-elements-1.js', '/assets/listing-1.js', '/assets/card-1.js'],
      'cms-product-detail': ['/assets/cms-product-detail-elements-1.js', '/assets/gallery-1.js', '/assets/card-1.js'],
    });
  });

  it('repeats what the root, the layout or the client entry load when they are not named', () => {
    expect(pagePartAssets(manifest, { parts: { category: { file: 'app/pages/catalogue/cms-entity-page.tsx' } } }, '/shop/')).toEqual({
      category: ['/shop/assets/cms-entity-page-1.js', '/shop/assets/react-1.js', '/shop/assets/listing-1.js', '/shop/assets/card-1.js', '/shop/assets/shell-1.js'],
    });
  });

  it('refuses a manifest without a loaded module or a part, or with two chunks of one name', () => {
    expect(() => pagePartAssets(manifest, { loadedWith: ['app/layouts/none.tsx'], parts: {} })).toThrow(/no chunk for app\/layouts\/none.tsx/);
    expect(() => pagePartAssets(manifest, { parts: { recipe: { file: 'app/pages/catalogue/recipe.tsx' } } })).toThrow(/part recipe/);
    const twice: ViteManifest = {
      ...manifest,
      '_other-1.js': { file: 'assets/other-1.js', dynamicImports: ['_cms-entity-page-2.js'] },
      '_cms-entity-page-2.js': { file: 'assets/cms-entity-page-2.js', name: 'cms-entity-page', isDynamicEntry: true },
    };
    expect(() => pagePartAssets(twice, { parts: { category: { file: 'app/pages/catalogue/cms-entity-page.tsx' } } })).toThrow(/more than one dynamic chunk named cms-entity-page/);
  });
});

describe('storefrontParts', () => {
  it("names the parts the app defines, with the modules they load", () => {
    const appDirectory = path.resolve(import.meta.dirname, '..', 'app');
    const defined: Record<string, string> = {};
    for (const file of readdirSync(appDirectory, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(appDirectory, file), 'utf8');
      for (const [, name, specifier] of source.matchAll(/(?:pagePart|deferredPart)\('([\w-]+)', \(\) => import\('(\.[^']+)'\)/g)) {
        const target = path.relative(path.dirname(appDirectory), path.resolve(appDirectory, path.dirname(file), specifier!));
        defined[name!] = target;
      }
    }
    const named = Object.fromEntries(Object.entries(storefrontParts.parts).map(([name, part]) => [name, part.file.replace(/\.tsx?$/, '')]));
    expect(defined).toEqual(named);
  });
});
