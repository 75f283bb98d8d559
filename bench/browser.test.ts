import { describe, expect, it } from 'vitest';
import { isScript, medianByLcp } from './browser';

describe('medianByLcp', () => {
  it('takes the run with the middle LCP, the slower middle one for an even count', () => {
    const run = (lcpMs: number, fcpMs = 100) => ({ lcpMs, fcpMs, blockingMs: 0 });
    expect(medianByLcp([run(1900), run(1200, 90), run(2500)])).toEqual(run(1900));
    expect(medianByLcp([run(1000), run(3000), run(2000), run(1500)])).toEqual(run(2000));
    expect(medianByLcp([])).toBeUndefined();
  });
});

describe('isScript', () => {
  it('knows a script by its resource type, its content type or its file name', () => {
    expect(isScript('script', 'http://127.0.0.1/a', undefined)).toBe(true);
    expect(isScript('fetch', 'http://127.0.0.1/a', 'text/javascript; charset=utf-8')).toBe(true);
    expect(isScript('other', 'http://127.0.0.1/assets/a.js?v=1', undefined)).toBe(true);
    expect(isScript('fetch', 'http://127.0.0.1/api/texts/de', 'application/json')).toBe(false);
  });
});
