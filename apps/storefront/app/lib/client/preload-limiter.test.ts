import { describe, expect, it } from 'vitest';
import { createPreloadLimiter } from './preload-limiter';

describe('createPreloadLimiter', () => {
  it('runs at most 4 preloads at once and starts the next when one finishes', () => {
    const limiter = createPreloadLimiter(4);
    const started: number[] = [];
    const releases: (() => void)[] = [];
    for (let i = 0; i < 7; i++) {
      limiter.request((release) => {
        started.push(i);
        releases[i] = release;
      });
    }
    expect(started).toEqual([0, 1, 2, 3]);
    expect(limiter.active).toBe(4);
    expect(limiter.waiting).toBe(3);
    releases[1]!();
    releases[1]!(); // releasing twice frees one slot only
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.active).toBe(4);
    releases[0]!();
    releases[2]!();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const release of releases) release();
    expect(limiter.active).toBe(0);
  });

  it('drops a cancelled preload from the queue', () => {
    const limiter = createPreloadLimiter(1);
    const started: string[] = [];
    let release = () => {};
    limiter.request((free) => {
      started.push('a');
      release = free;
    });
    const cancelB = limiter.request(() => started.push('b'));
    limiter.request(() => started.push('c'));
    cancelB();
    release();
    expect(started).toEqual(['a', 'c']);
  });
});
