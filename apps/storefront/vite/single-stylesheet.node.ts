import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One chunk of Vite's build manifest (`.vite/manifest.json`), the fields we read and write. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * The whole app's CSS as one stylesheet (decision 0024). With `build.cssCodeSplit: false` Vite
 * writes one CSS file for the client build but names it on no chunk, so Remix would link none.
 * This names it on the root route's chunk: Remix's own manifest then links it on every page,
 * error pages included, with its content hash (immutable caching stays correct).
 */
export function withRootStylesheet(manifest: ViteManifest, rootRouteFile: string): ViteManifest {
  const stylesheets = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  if (stylesheets.length === 0) return manifest;
  const rootKeys = Object.keys(manifest).filter((key) => key === rootRouteFile || key.startsWith(`${rootRouteFile}?`));
  if (rootKeys.length === 0) throw new Error(`single stylesheet: no chunk for ${rootRouteFile} in the Vite manifest`);
  const next: ViteManifest = { ...manifest };
  for (const key of rootKeys) {
    const chunk = manifest[key]!;
    next[key] = { ...chunk, css: [...new Set([...(chunk.css ?? []), ...stylesheets])] };
  }
  return next;
}

/** Vite plugin: after the client build, the single stylesheet goes on the root route (see above). */
export function singleStylesheet(rootRouteFile = 'app/root.tsx'): Plugin {
  let manifestPath: string | undefined;
  return {
    name: 'gipfel:single-stylesheet',
    apply: 'build',
    config: () => ({ build: { cssCodeSplit: false } }),
    configResolved(config) {
      // The server build's CSS is never linked; only the client build's manifest matters.
      manifestPath = config.build.ssr ? undefined : path.resolve(config.root, config.build.outDir, '.vite', 'manifest.json');
    },
    writeBundle() {
      if (!manifestPath) return;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
      writeFileSync(manifestPath, JSON.stringify(withRootStylesheet(manifest, rootRouteFile), null, 2));
    },
  };
}
