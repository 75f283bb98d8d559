import type { Plugin } from 'vite';

/**
 * Keeps code the pages load only through `import()` (on first use) out of the merge of small
 * chunks: Rollup's `experimentalMinChunkSize` merges every chunk below the size into the chunk
 * that adds the least unused code, without a bound, so a lazy part of a few KB lands in a chunk
 * every page loads before its load event. It refuses only a merge that would run a module's side
 * effects where they did not run before: the matched modules are marked as having side effects
 * (`no-treeshake`, they are small and used whole), so their chunk stays apart.
 * docs/performance.md, 2026-12-02.
 */
export function lazyPartsApart(modules: RegExp): Plugin {
  return {
    name: 'gipfel-lazy-parts-apart',
    apply: 'build',
    transform(code, id) {
      if (!modules.test(id.split('?')[0]!)) return undefined;
      return { code, map: null, moduleSideEffects: 'no-treeshake' };
    },
  };
}
