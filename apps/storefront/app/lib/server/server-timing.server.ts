import { performance } from 'node:perf_hooks';
import { requestContext, type StoreApiCallTiming } from './request-context.server';

/** Server-Timing is off unless `SERVER_TIMING=1` (the benchmark turns it on). */
export function serverTimingEnabled(source: Record<string, string | undefined> = process.env): boolean {
  return source.SERVER_TIMING === '1';
}

/**
 * The fetch the Store API client uses on the server: it forwards the shopper's IP address
 * (`X-Forwarded-For`, so the Store API's rate limits apply per shopper, not to the storefront)
 * and, when Server-Timing is on, times each call. Only method and path are recorded.
 */
export function storeApiFetch(inner: typeof fetch = (input, init) => fetch(input, init), tracing = serverTimingEnabled()): typeof fetch {
  return async (input, init) => {
    const context = requestContext.getStore();
    if (!context) return inner(input, init);
    let nextInit = init;
    if (context.clientIp) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set('x-forwarded-for', context.clientIp);
      nextInit = { ...init, headers };
    }
    if (!tracing) return inner(input, nextInit);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const started = performance.now();
    try {
      return await inner(input, nextInit);
    } finally {
      const path = url.pathname.replace(/^.*?\/store-api/, '');
      context.calls.push({ label: `${method} ${path}`, start: started - context.startedAt, duration: performance.now() - started });
    }
  };
}

/** `Server-Timing` entries, one per Store API call: `sapi-0;desc="GET /context";dur=3.1;start=0.4`. */
export function serverTimingHeader(calls: readonly StoreApiCallTiming[]): string {
  return calls
    .map((call, index) => `sapi-${index};desc="${call.label.replace(/["\\]/g, '')}";dur=${call.duration.toFixed(1)};start=${call.start.toFixed(1)}`)
    .join(', ');
}
