import { describe, expect, it } from 'vitest';
import { lazyPartsApart } from './lazy-parts.node';

type Transform = (code: string, id: string) => unknown;

describe('lazyPartsApart', () => {
  const plugin = lazyPartsApart(/\/search-suggest-popup\.tsx$/);
  const transform = plugin.transform as Transform;

  it('marks the matched modules as having side effects, so the merge of small chunks leaves their chunk apart', () => {
    expect(plugin.apply).toBe('build');
    expect(transform('export const a = 1;', '/repo/packages/listing/src/search-suggest-popup.tsx')).toEqual({ code: 'export const a = 1;', map: null, moduleSideEffects: 'no-treeshake' });
    expect(transform('x', '/repo/packages/listing/src/search-suggest-popup.tsx?v=1')).toMatchObject({ moduleSideEffects: 'no-treeshake' });
  });

  it('leaves every other module as it is', () => {
    expect(transform('x', '/repo/packages/listing/src/search-suggest.tsx')).toBeUndefined();
  });
});
