import { apiError } from '../errors';

export interface RateLimitOptions {
  /** Attempts per key and window; 0 switches the limit off. */
  max: number;
  windowSeconds: number;
  now: () => number;
}

/** A fixed-window counter per key (client IP), in memory. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly options: RateLimitOptions) {}

  private current(key: string): { start: number; count: number } | undefined {
    const entry = this.windows.get(key);
    if (entry && this.options.now() - entry.start >= this.options.windowSeconds * 1000) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Throws 429 (with Retry-After) when the key has used up its window. */
  check(key: string): void {
    if (this.options.max <= 0) return;
    const entry = this.current(key);
    if (entry && entry.count >= this.options.max) {
      const seconds = Math.max(1, Math.ceil((entry.start + this.options.windowSeconds * 1000 - this.options.now()) / 1000));
      throw apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${seconds} seconds.`, {
        parameters: { seconds },
        headers: { 'Retry-After': String(seconds) },
      });
    }
  }

  /** Counts one attempt. */
  hit(key: string): void {
    if (this.options.max <= 0) return;
    if (this.windows.size > 10_000) this.prune();
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.windows.set(key, { start: this.options.now(), count: 1 });
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(): void {
    for (const key of [...this.windows.keys()]) this.current(key);
  }
}

// One definition of the client IP for every limiter of the app.
export { clientIp } from '../ratelimit';
