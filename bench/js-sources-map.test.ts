import { describe, expect, it } from 'vitest';
import { byPackage, decodeSegment, originOf, spreadOverSources } from './js-sources-map';

describe('decodeSegment', () => {
  it('reads Base64 VLQ fields, signs and continuation bits included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('C')).toEqual([1]);
    expect(decodeSegment('D')).toEqual([-1]);
    expect(decodeSegment('gB')).toEqual([16]);
    expect(decodeSegment('SAAQ')).toEqual([9, 0, 0, 8]);
  });

  it('refuses what is not a segment', () => {
    expect(() => decodeSegment('A!')).toThrow(/not a source map segment/);
  });
});

describe('spreadOverSources', () => {
  it('spreads the total in proportion to the characters each source produced', () => {
    // Line 1: columns 0-5 from a.ts, 6-9 from b.ts; line 2: all from a.ts (10 characters).
    const code = 'aaaaaabbbb\naaaaaaaaaa';
    const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,MCAA;ADAA' };
    const spread = spreadOverSources(code, map, 210);
    expect(spread.get('a.ts')).toBeCloseTo((16 / 21) * 210);
    expect(spread.get('b.ts')).toBeCloseTo((4 / 21) * 210);
    // The line break is not mapped.
    expect(spread.get('(unmapped)')).toBeCloseTo((1 / 21) * 210);
  });

  it('counts code before the first segment and segments without a source as unmapped', () => {
    const spread = spreadOverSources('xxxxyyyy', { sources: ['a.ts'], mappings: 'IAAA' }, 80);
    expect(spread.get('a.ts')).toBeCloseTo(40);
    expect(spread.get('(unmapped)')).toBeCloseTo(40);
  });
});

describe('originOf', () => {
  it('names npm packages, scoped ones with their scope, through pnpm store paths', () => {
    expect(originOf('../../node_modules/.pnpm/react-dom@18.3.1/node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(originOf('../../node_modules/.pnpm/@remix-run+router@1.23.3/node_modules/@remix-run/router/dist/router.js')).toBe('@remix-run/router');
  });

  it('names workspace packages and the app by folder', () => {
    expect(originOf('../../../../packages/listing/src/product-card.tsx')).toBe('@gipfel/listing');
    expect(originOf('../../../app/components/site-header.tsx')).toBe('app/components');
    expect(originOf('../../../app/root.tsx')).toBe('app/.');
    expect(originOf('(unmapped)')).toBe('(unmapped)');
  });
});

describe('byPackage', () => {
  it('counts React and Remix as the framework, the app as one row, and sorts the rows by size', () => {
    const origins = new Map([
      ['react-dom', 40],
      ['@remix-run/router', 16],
      ['turbo-stream', 1],
      ['app/components', 8],
      ['app/.', 2],
      ['@gipfel/ui', 4],
      ['zustand', 0.5],
      ['(unmapped)', 3],
    ]);
    expect(byPackage(origins)).toEqual([
      ['React + Remix (framework)', 57],
      ['app (apps/storefront)', 10],
      ['@gipfel/ui', 4],
      ['(unmapped)', 3],
      ['zustand', 0.5],
    ]);
  });
});
