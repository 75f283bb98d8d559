import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { requestContext, type RequestContext } from './request-context.server';
import { serverTimingEnabled, serverTimingHeader, storeApiFetch } from './server-timing.server';

function context(clientIp?: string): RequestContext {
  return { clientIp, startedAt: performance.now(), calls: [] };
}

describe('storeApiFetch', () => {
  it('times every call of one request, across loaders, with method and path only', async () => {
    const seen: RequestContext = context();
    const inner = (async () => new Response('{}')) as typeof fetch;
    await requestContext.run(seen, () =>
      Promise.all([
        storeApiFetch(inner, true)('http://127.0.0.1:8787/store-api/context?secret=1', { method: 'GET' }),
        storeApiFetch(inner, true)('http://127.0.0.1:8787/store-api/navigation/main/main', { method: 'POST', body: '{}' }),
      ]),
    );
    expect(seen.calls.map((c) => c.label).sort()).toEqual(['GET /context', 'POST /navigation/main/main']);
    for (const call of seen.calls) {
      expect(call.start).toBeGreaterThanOrEqual(0);
      expect(call.duration).toBeGreaterThanOrEqual(0);
    }
  });

  it('records failed calls too, and nothing when tracing is off', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const traced = context();
    await requestContext.run(traced, () => expect(storeApiFetch(failing, true)('http://127.0.0.1:1/store-api/context')).rejects.toThrow('fetch failed'));
    expect(traced.calls).toHaveLength(1);
    const untraced = context();
    await requestContext.run(untraced, () => storeApiFetch((async () => new Response('{}')) as typeof fetch, false)('http://127.0.0.1:1/store-api/context'));
    expect(untraced.calls).toHaveLength(0);
  });

  it("forwards the shopper's IP address and keeps the client's own headers", async () => {
    let sent: Headers | undefined;
    const inner = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent = new Headers(init?.headers);
      return new Response('{}');
    }) as typeof fetch;
    await requestContext.run(context('203.0.113.7'), () => storeApiFetch(inner, false)('http://127.0.0.1/store-api/context', { headers: { 'sw-access-key': 'K' } }));
    expect(sent?.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(sent?.get('sw-access-key')).toBe('K');
  });

  it('passes calls through untouched outside a request context (vite dev, tests)', async () => {
    let init: RequestInit | undefined;
    const inner = (async (_input: RequestInfo | URL, given?: RequestInit) => {
      init = given;
      return new Response('{}');
    }) as typeof fetch;
    const original = { headers: { a: '1' } };
    await storeApiFetch(inner, true)('http://127.0.0.1/store-api/context', original);
    expect(init).toBe(original);
  });
});

describe('serverTimingHeader', () => {
  it('formats one entry per call with duration and start offset', () => {
    expect(serverTimingHeader([{ label: 'GET /context', start: 0.44, duration: 3.14 }, { label: 'POST /x"y', start: 1, duration: 2 }])).toBe(
      'sapi-0;desc="GET /context";dur=3.1;start=0.4, sapi-1;desc="POST /xy";dur=2.0;start=1.0',
    );
  });

  it('is off unless SERVER_TIMING=1', () => {
    expect(serverTimingEnabled({})).toBe(false);
    expect(serverTimingEnabled({ SERVER_TIMING: '1' })).toBe(true);
  });
});
