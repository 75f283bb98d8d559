/**
 * At most N route preloads at a time (spec: 4). A preload asks for a slot, holds it while its
 * links load, and releases it; the next waiting preload then starts. A preload that is no longer
 * wanted (the pointer left the link) cancels its place in the queue.
 */
export interface PreloadLimiter {
  /** Calls `start(release)` as soon as a slot is free; returns a cancel function. */
  request(start: (release: () => void) => void): () => void;
  readonly active: number;
  readonly waiting: number;
}

export function createPreloadLimiter(max = 4): PreloadLimiter {
  let active = 0;
  const queue: { start: (release: () => void) => void }[] = [];

  const run = (entry: { start: (release: () => void) => void }) => {
    active += 1;
    let released = false;
    entry.start(() => {
      if (released) return;
      released = true;
      active -= 1;
      const next = queue.shift();
      if (next) run(next);
    });
  };

  return {
    request(start) {
      const entry = { start };
      if (active < max) {
        run(entry);
        return () => {};
      }
      queue.push(entry);
      return () => {
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
      };
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The storefront's one limiter for route preloads (link intent). */
export const routePreloads = createPreloadLimiter(4);
