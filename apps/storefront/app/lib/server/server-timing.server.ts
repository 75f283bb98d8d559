import { performance } from 'node:perf_hooks';
import { requestContext, type StoreApiCallTiming } from './request-context.server';
import { storeApiOperation, telemetry, type StoreApiCallEvent } from './telemetry.server';

/** Server-Timing is off unless `SERVER_TIMING=1` (the benchmark turns it on). */
export function serverTimingEnabled(source: Record<string, string | undefined> = process.env): boolean {
  return source.SERVER_TIMING === '1';
}

/**
 * The fetch the Store API client uses on the server: it forwards the shopper's IP address
 * (`X-Forwarded-For`, so the Store API's rate limits apply per shopper, not to the storefront) and
 * the request's id (`X-Request-Id`, so one shopper's request can be followed into the Store API's
 * log), reports every attempt to the logs and metrics (telemetry.server.ts: the operation's name,
 * status and duration, never a query, a header or a body) and, when Server-Timing is on, times
 * each call. Only method and path are recorded.
 */
export function storeApiFetch(inner: typeof fetch = (input, init) => fetch(input, init), tracing = serverTimingEnabled(), timeoutMs = Number.POSITIVE_INFINITY): typeof fetch {
  return async (input, init) => {
    const context = requestContext.getStore();
    if (!context) return inner(input, init);
    let nextInit = init;
    if (context.clientIp || context.requestId) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      if (context.clientIp) headers.set('x-forwarded-for', context.clientIp);
      if (context.requestId) headers.set('x-request-id', context.requestId);
      nextInit = { ...init, headers };
    }
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const started = performance.now();
    const event: StoreApiCallEvent = { operation: storeApiOperation(method, url), durationMs: 0 };
    try {
      const response = await inner(input, nextInit);
      event.status = response.status;
      return response;
    } catch (error) {
      const elapsed = performance.now() - started;
      const aborted = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
      // The client's timeout aborts the fetch with a plain AbortError: told apart by the time it took.
      event.failure = aborted ? (elapsed >= timeoutMs * 0.95 ? 'timeout' : 'aborted') : 'network';
      throw error;
    } finally {
      event.durationMs = performance.now() - started;
      telemetry().storeApiCall(event);
      if (tracing) {
        const path = new URL(url).pathname.replace(/^.*?\/store-api/, '');
        context.calls.push({ label: `${method} ${path}`, start: started - context.startedAt, duration: event.durationMs });
      }
    }
  };
}

/** `Server-Timing` entries, one per Store API call: `sapi-0;desc="GET /context";dur=3.1;start=0.4`. */
export function serverTimingHeader(calls: readonly StoreApiCallTiming[]): string {
  return calls
    .map((call, index) => `sapi-${index};desc="${call.label.replace(/["\\]/g, '')}";dur=${call.duration.toFixed(1)};start=${call.start.toFixed(1)}`)
    .join(', ');
}
