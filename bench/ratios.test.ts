import { describe, expect, it } from 'vitest';
import { floorAround, formatRatio, interleaveWithFloor, ratio, ratiosToFloor, sumScripts } from './ratios';

describe('interleaveWithFloor', () => {
  it('puts every page between two floor runs', () => {
    expect(interleaveWithFloor(['home', 'category'])).toEqual(['floor', 'home', 'floor', 'category', 'floor']);
    expect(interleaveWithFloor([])).toEqual([]);
  });
});

describe('ratiosToFloor', () => {
  it('divides each page by the mean of the floor runs around it', () => {
    const runs = [
      { name: 'floor', value: 1000 },
      { name: 'home', value: 150 },
      { name: 'floor', value: 800 },
      { name: 'category', value: 90 },
      { name: 'floor', value: 1000 },
    ];
    expect(ratiosToFloor(runs)).toEqual([
      { name: 'home', value: 150, floor: 900, ratio: 150 / 900 },
      { name: 'category', value: 90, floor: 900, ratio: 0.1 },
    ]);
  });

  it('uses the one floor run there is, and NaN without any', () => {
    expect(floorAround([{ name: 'home', value: 1 }, { name: 'floor', value: 10 }], 0)).toBe(10);
    expect(floorAround([{ name: 'home', value: 1 }], 0)).toBeNaN();
    expect(ratiosToFloor([{ name: 'home', value: 5 }])[0]!.ratio).toBeNaN();
  });
});

describe('ratio and formatRatio', () => {
  it('is NaN for a missing or zero floor and prints percentages or factors', () => {
    expect(ratio(2, 4)).toBe(0.5);
    expect(ratio(2, 0)).toBeNaN();
    expect(ratio(Number.NaN, 4)).toBeNaN();
    expect(formatRatio(0.153)).toBe('15 %');
    expect(formatRatio(0.0912)).toBe('9.1 %');
    expect(formatRatio(2.345, 'factor')).toBe('2.35×');
    expect(formatRatio(Number.NaN)).toBe('–');
  });
});

describe('sumScripts', () => {
  it('sums the scripts before and after the load event, each URL once', () => {
    const sums = sumScripts([
      { url: '/a.js', bytes: 1000, gzipBytes: 300, beforeLoad: true },
      { url: '/b.js', bytes: 500, gzipBytes: 200, beforeLoad: true },
      { url: '/a.js', bytes: 1000, gzipBytes: 300, beforeLoad: false },
      { url: '/lazy.js', bytes: 400, gzipBytes: 150, beforeLoad: false },
    ]);
    expect(sums).toEqual({ beforeLoad: { files: 2, bytes: 1500, gzipBytes: 500 }, afterLoad: { files: 1, bytes: 400, gzipBytes: 150 } });
    expect(sumScripts([])).toEqual({ beforeLoad: { files: 0, bytes: 0, gzipBytes: 0 }, afterLoad: { files: 0, bytes: 0, gzipBytes: 0 } });
  });
});
