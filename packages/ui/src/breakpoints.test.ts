import { describe, expect, it } from 'vitest';
import { breakpoints, mediaQueries, tapTarget } from './breakpoints';

describe('breakpoints', () => {
  it('puts tablets from 768px and desktops from 1024px', () => {
    expect(breakpoints).toEqual({ md: 768, lg: 1024 });
    expect(mediaQueries.md).toBe('(min-width: 768px)');
    expect(mediaQueries.lg).toBe('(min-width: 1024px)');
  });

  it('splits the widths into mobile, tablet and desktop without overlap or gap', () => {
    const matches = (query: string, width: number) =>
      query.split(' and ').every((part) => {
        const [, kind, value] = /\((min|max)-width: ([\d.]+)px\)/.exec(part) ?? [];
        if (!kind || !value) throw new Error(`unexpected query ${part}`);
        return kind === 'min' ? width >= Number(value) : width <= Number(value);
      });
    for (const width of [320, 767, 767.5, 768, 900, 1023, 1023.9, 1024, 1920]) {
      const hits = [mediaQueries.mobile, mediaQueries.tablet, mediaQueries.desktop].filter((query) =>
        matches(query, width),
      );
      expect(hits, `width ${width}`).toHaveLength(1);
    }
  });

  it('asks for 44 px tap targets (2.75rem at the 16 px root size)', () => {
    expect(Number.parseFloat(tapTarget) * 16).toBe(44);
  });
});
