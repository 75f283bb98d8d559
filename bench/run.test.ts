import { describe, expect, it } from 'vitest';
import { criticalPath, median, medianRun, parseServerTiming, steadyCriticalPath } from './run';

describe('parseServerTiming', () => {
  it('reads the storefront trace of Store API calls', () => {
    expect(parseServerTiming('sapi-0;desc="GET /context";dur=3.1;start=0.4, sapi-1;desc="POST /navigation/a/b";dur=12.0;start=0.6')).toEqual([
      { label: 'GET /context', duration: 3.1, start: 0.4 },
      { label: 'POST /navigation/a/b', duration: 12, start: 0.6 },
    ]);
    expect(parseServerTiming(null)).toEqual([]);
    expect(parseServerTiming('cache;dur=1')).toEqual([]);
  });
});

describe('criticalPath', () => {
  it('sees parallel calls as one step', () => {
    const result = criticalPath([
      { label: 'a', start: 0, duration: 10 },
      { label: 'b', start: 0.2, duration: 5 },
      { label: 'c', start: 0.3, duration: 8 },
    ]);
    expect(result.depth).toBe(1);
    expect(result.sequential).toEqual([]);
    expect(result.busyMs).toBeCloseTo(10);
  });

  it('finds a waterfall: a call that waits for another to end', () => {
    const result = criticalPath([
      { label: 'GET /seo-url', start: 0, duration: 5 },
      { label: 'GET /context', start: 0, duration: 2 },
      { label: 'POST /product-listing', start: 6, duration: 10 },
    ]);
    expect(result.depth).toBe(2);
    expect(result.sequential).toEqual(['GET /seo-url', 'POST /product-listing']);
    expect(result.busyMs).toBeCloseTo(15);
  });
});

describe('steadyCriticalPath', () => {
  it('keeps a waterfall that shows in every request', () => {
    const waits = [
      { label: 'GET /seo-url', start: 0, duration: 5 },
      { label: 'POST /product-listing', start: 6, duration: 10 },
    ];
    expect(steadyCriticalPath([waits, waits.map((c) => ({ ...c, start: c.start + 1 }))])).toMatchObject({ depth: 2, sequential: ['GET /seo-url', 'POST /product-listing'] });
  });

  it('drops two independent calls that lined up by chance in one request', () => {
    const byChance = [
      { label: 'GET /context', start: 3.6, duration: 1 },
      { label: 'GET /cross-selling', start: 5.2, duration: 8 },
    ];
    const usual = [
      { label: 'GET /context', start: 3.6, duration: 4 },
      { label: 'GET /cross-selling', start: 5.2, duration: 8 },
    ];
    expect(steadyCriticalPath([byChance, usual, byChance])).toMatchObject({ depth: 1, sequential: [] });
    expect(steadyCriticalPath([])).toMatchObject({ depth: 0 });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('medianRun', () => {
  it('reports the middle run by performance score, the slower LCP first on a tie', () => {
    const run = (performance: number, lcpMs: number) => ({ performance, lcpMs });
    expect(medianRun([run(92, 1200), run(71, 3600), run(85, 1900)])).toEqual(run(85, 1900));
    expect(medianRun([run(80, 1500), run(80, 2500), run(90, 1000)])).toEqual(run(80, 1500));
    expect(medianRun([run(70, 3000), run(90, 1000)])).toEqual(run(70, 3000));
    expect(medianRun([])).toBeUndefined();
  });
});
