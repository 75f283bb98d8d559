import { StoreApiError } from '@gipfel/api';
import { describe, expect, it } from 'vitest';
import { serializeContextTokenCookie, toErrorResponse } from './store-api.server';
import { telemetry } from './telemetry.server';

describe('toErrorResponse', () => {
  it('turns maintenance mode into the 503 MAINTENANCE_MODE response of the maintenance page', async () => {
    const response = toErrorResponse(new StoreApiError({ status: 503, message: 'MAINTENANCE_MODE' })) as Response;
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('MAINTENANCE_MODE');
  });

  it.each([
    [502, 502],
    [504, 502],
    [408, 408],
    [404, 404],
    [503, 503],
  ])('maps a Store API %i to the %i page', (status, page) => {
    const response = toErrorResponse(new StoreApiError({ status, message: 'x' })) as Response;
    expect(response.status).toBe(page);
  });

  it('keeps the seconds to wait of a 429', async () => {
    const response = toErrorResponse(new StoreApiError({ status: 429, message: 'slow down', retryAfterSeconds: 7 })) as Response;
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('7');
    expect(await response.json()).toEqual({ retryAfterSeconds: 7 });
  });

  it('maps a 403 to the session-expired page', () => {
    expect((toErrorResponse(new StoreApiError({ status: 403, message: 'x' })) as Response).status).toBe(403);
  });

  it.each([
    [502, 'STORE_API_UNREACHABLE', 'Could not reach the Store API: GET /store-api/context (connect ECONNREFUSED 127.0.0.1:8787)'],
    [408, 'STORE_API_TIMEOUT', 'Request timed out: GET /store-api/context'],
    [503, 'STORE_API_UNAVAILABLE', 'Service Unavailable'],
  ])('gives the page of a Store API %i a stable code, never the endpoint, and logs the operation and the detail', async (status, code, message) => {
    const lines: unknown[][] = [];
    const key = Symbol.for('gipfel.telemetry');
    const registry = globalThis as unknown as Record<symbol, unknown>;
    registry[key] = { ...telemetry(), log: (...args: unknown[]) => lines.push(args) };
    try {
      const url = 'http://127.0.0.1:8787/store-api/context?search=maria@example.ch';
      const response = toErrorResponse(new StoreApiError({ status, message, url, method: 'GET' })) as Response;
      expect(await response.text()).toBe(code);
      expect(lines).toEqual([['error', { operation: 'GET /context', status, detail: message }, expect.stringMatching(/^Store API /)]]);
      expect(JSON.stringify(lines)).not.toContain('maria');
    } finally {
      delete registry[key];
    }
  });

  it("keeps Shopware's words for a 404 unless they name an address", async () => {
    expect(await (toErrorResponse(new StoreApiError({ status: 404, message: 'Not Found: Product abc not found' })) as Response).text()).toBe('Not Found: Product abc not found');
    const routeMissing = new StoreApiError({ status: 404, message: 'No route found for "GET http://10.0.0.5:8000/store-api/nothing"' });
    expect(await (toErrorResponse(routeMissing) as Response).text()).toBe('Not Found');
  });

  it('passes other errors on unchanged (they become the 500 page)', () => {
    const boom = new Error('boom');
    expect(toErrorResponse(boom)).toBe(boom);
    const badRequest = new StoreApiError({ status: 400, message: 'bad' });
    expect(toErrorResponse(badRequest)).toBe(badRequest);
  });
});

describe('the context token cookie', () => {
  it('is httpOnly, Lax, 365 days, and Secure on https', () => {
    expect(serializeContextTokenCookie('abc', false)).toBe('gipfel_context=abc; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
    expect(serializeContextTokenCookie('abc', true)).toContain('; Secure');
  });
});
