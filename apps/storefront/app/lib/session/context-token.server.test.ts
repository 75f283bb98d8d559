// @vitest-environment node
import { createStoreApiClient, readCart, readContext } from '@gipfel/api';
import { describe, expect, it } from 'vitest';
import { withoutContextTokenInAnswers, withoutContextTokens } from './context-token.server';

describe('withoutContextTokens', () => {
  it('drops the token of a cart and a context, contextToken keys and any value equal to a known token', () => {
    const answer = {
      apiAlias: 'sales_channel_context',
      token: 'abc',
      context: { token: 'abc', versionId: 'v' },
      customer: { apiAlias: 'customer', email: 'a@b.ch', extensions: { session: 'abc' } },
      list: ['abc', 'other'],
      contextToken: 'new',
    };
    expect(withoutContextTokens(answer, ['abc'])).toEqual({
      apiAlias: 'sales_channel_context',
      context: { versionId: 'v' },
      customer: { apiAlias: 'customer', email: 'a@b.ch', extensions: {} },
      list: ['other'],
    });
    // A cart's token goes even when it is not one we know (Shopware's cart token is the context token).
    expect(withoutContextTokens({ apiAlias: 'cart', token: 'unknown', price: { totalPrice: 1 } })).toEqual({ apiAlias: 'cart', price: { totalPrice: 1 } });
  });

  it('leaves other answers as they are and does not change its input', () => {
    const product = { apiAlias: 'product', id: 'p', token: 'not-a-session', translated: { name: 'Käse' } };
    const copy = structuredClone(product);
    expect(withoutContextTokens(product, ['abc'])).toEqual(product);
    expect(product).toEqual(copy);
    expect(withoutContextTokens(null, ['abc'])).toBeNull();
    expect(withoutContextTokens('abc', [undefined, ''])).toBe('abc');
  });

  it('copies a `"__proto__"` key of an answer as a field: the copy keeps its prototype and inherits nothing', () => {
    const answer = JSON.parse('{"apiAlias":"found_combination","options":{"__proto__":{"polluted":true},"size":"m"}}') as { options: Record<string, unknown> };
    const copy = withoutContextTokens(answer, ['abc']);
    expect(Object.getPrototypeOf(copy.options)).toBe(Object.prototype);
    expect(copy.options.polluted).toBeUndefined();
    expect(JSON.stringify(copy)).toBe(JSON.stringify(answer));
  });
});

describe('the server client answers without the context token', () => {
  const upstream = (body: unknown, token: string) =>
    withoutContextTokenInAnswers(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'sw-context-token': token } }));

  it('strips the cart token and the context token for loaders, and still renews the cookie from the header', async () => {
    const renewed: string[] = [];
    const client = createStoreApiClient({
      endpoint: 'http://shop.test/store-api',
      accessKey: 'K',
      contextToken: 'old',
      onContextToken: (token) => renewed.push(token),
      fetch: upstream({ apiAlias: 'cart', token: 'fresh', lineItems: [], errors: [] }, 'fresh'),
    });
    const cart = await readCart(client);
    expect(JSON.stringify(cart)).not.toContain('fresh');
    expect(cart.lineItems).toEqual([]);
    expect(renewed).toEqual(['fresh']);
    expect(client.contextToken).toBe('fresh');
  });

  it('strips the token sent with the request', async () => {
    const client = createStoreApiClient({
      endpoint: 'http://shop.test/store-api',
      accessKey: 'K',
      contextToken: 'mine',
      fetch: upstream({ apiAlias: 'sales_channel_context', token: 'mine', context: { token: 'mine' }, currency: { id: 'c' } }, 'mine'),
    });
    const context = await readContext(client);
    expect(JSON.stringify(context)).not.toContain('mine');
    expect(context.currency).toEqual({ id: 'c' });
  });

  it('hands bodies that are not JSON, and empty answers, on unchanged', async () => {
    const text = withoutContextTokenInAnswers(async () => new Response('"token" plain', { headers: { 'content-type': 'text/plain' } }));
    expect(await (await text('http://shop.test/x')).text()).toBe('"token" plain');
    const empty = withoutContextTokenInAnswers(async () => new Response(null, { status: 204, headers: { 'content-type': 'application/json' } }));
    expect((await empty('http://shop.test/x')).status).toBe(204);
  });
});
