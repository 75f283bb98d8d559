import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/harness';
import { prepareSchemas } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

const api = createTestApi({ outbox: 'on' });
afterAll(() => api.close());
// Compiling the schema takes seconds on a busy machine: not inside a test's 5 s.
beforeAll(() => prepareSchemas([['GET', '/store-api/context']]), 120_000);

async function put(body: unknown) {
  const response = await api.dev('/_faults', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Json };
}

beforeEach(async () => {
  await api.dev('/_faults', { method: 'DELETE' });
});

describe('/_faults', () => {
  it('switches maintenance mode on and off while running', async () => {
    expect((await put({ maintenance: true })).body.maintenance).toBe(true);
    const down = await api.call('GET', '/store-api/context', { skipSchema: true });
    expect(down.status).toBe(503);
    expect((down.body as Json).errors[0].code).toBe('FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE');
    await put({ maintenance: false });
    expect((await api.call('GET', '/store-api/context')).status).toBe(200);
  });

  it('fails exactly the next matching calls, then answers normally', async () => {
    await put({ failNext: { count: 1, status: 503, method: 'GET', path: '/checkout/cart' } });
    expect((await api.call('GET', '/store-api/context')).status).toBe(200);
    expect((await api.call('POST', '/store-api/search', { body: { search: 'tee' } })).status).toBe(200);
    const failed = await api.call('GET', '/store-api/checkout/cart', { skipSchema: true });
    expect(failed.status).toBe(503);
    expect((failed.body as Json).errors[0].code).toBe('GIPFEL__INJECTED_FAILURE');
    expect((await api.call('GET', '/store-api/checkout/cart')).status).toBe(200);
    expect((await (await api.dev('/_faults')).json()).failNext).toBeNull();
  });

  it('adds latency to every call', async () => {
    await put({ latencyMs: 60 });
    const started = Date.now();
    await api.call('GET', '/store-api/context');
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('slows down only the calls of one path', async () => {
    await put({ slow: { path: '/checkout/order', ms: 80 } });
    let started = Date.now();
    await api.call('GET', '/store-api/context');
    expect(Date.now() - started).toBeLessThan(60);
    started = Date.now();
    await api.call('POST', '/store-api/checkout/order', { skipSchema: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect((await put({ slow: { path: '' } })).status).toBe(400);
  });

  it('resets everything with DELETE', async () => {
    await put({ maintenance: true, latencyMs: 5, failRate: 0.5, failNext: { count: 3, status: 500 }, slow: { path: '/x', ms: 5 } });
    const reset = (await (await api.dev('/_faults', { method: 'DELETE' })).json()) as Json;
    expect(reset).toMatchObject({ maintenance: false, latencyMs: 0, failRate: 0, failNext: null, slow: null });
  });

  it.each([
    [{ maintenance: 'yes' }, '/maintenance'],
    [{ latencyMs: -1 }, '/latencyMs'],
    [{ failRate: 2 }, '/failRate'],
    [{ failNext: { count: 1 } }, '/failNext'],
    [{ failNext: { count: 1, status: 503, method: 'get' } }, '/failNext/method'],
    [{ failNext: [] }, '/failNext'],
  ])('refuses %j with a pointer', async (body, pointer) => {
    const answer = await put(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].source.pointer).toBe(pointer);
  });

  it('is not reachable when the dev endpoints are off or from elsewhere', async () => {
    const closed = createTestApi({ outbox: 'off' });
    expect((await closed.dev('/_faults')).status).toBe(404);
    // In-process requests have no loopback socket: with the default `loopback` rule they are refused.
    const loopbackOnly = createTestApi({ outbox: 'loopback' });
    expect((await loopbackOnly.dev('/_faults', { method: 'PUT', body: '{}' })).status).toBe(404);
    closed.close();
    loopbackOnly.close();
  });
});
