import { StoreApiError, type StoreApiClient } from '@gipfel/api';
import type { Recipe } from '@gipfel/recipes';
import { describe, expect, it, vi } from 'vitest';
import { performIngredientsToCart, recipeSeoLinks, servingsOf } from './recipes.server';

const a = '0190c4b1a0e07a3b8d1f2e3c4b5a6978';
const b = '0190c4b1a0e07a3b8d1f2e3c4b5a6979';

function fakeClient(answer: (method: string, path: string, body: unknown) => unknown) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const client: StoreApiClient = {
    endpoint: 'http://store.test/store-api',
    contextToken: undefined,
    languageId: undefined,
    setContextToken() {},
    setLanguageId() {},
    async request<T>(method: string, path: string, options: { body?: unknown } = {}) {
      calls.push({ method, path, body: options.body });
      return answer(method, path, options.body) as T;
    },
  };
  return { client, calls };
}

function form(entries: [string, string][]) {
  const data = new FormData();
  data.set('intent', 'ingredients-to-cart');
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe('performIngredientsToCart', () => {
  it('adds every chosen product in one call', async () => {
    const { client, calls } = fakeClient(() => ({ apiAlias: 'cart', lineItems: [], errors: {} }));
    const outcome = await performIngredientsToCart(client, form([['productId', a], ['productId', b], [`quantity-${a}`, '2'], [`quantity-${b}`, '1']]));
    expect(outcome).toEqual({ added: 2 });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/checkout/cart/line-item',
        body: { items: [{ id: a, referencedId: a, quantity: 2, type: 'product' }, { id: b, referencedId: b, quantity: 1, type: 'product' }] },
      },
    ]);
  });

  it('keeps the selection on bad input without calling the shop', async () => {
    const { client, calls } = fakeClient(() => ({}));
    const outcome = await performIngredientsToCart(client, form([['productId', a], [`quantity-${a}`, '0']]));
    expect(outcome).toMatchObject({ added: 0, status: 400, result: { error: { kind: 'invalidQuantity', productId: a }, values: { selected: [a] } } });
    expect(calls).toHaveLength(0);
  });

  it('reports cart errors such as out of stock', async () => {
    const { client } = fakeClient(() => ({
      apiAlias: 'cart',
      lineItems: [],
      errors: { [`product-out-of-stock-${a}`]: { key: `product-out-of-stock-${a}`, messageKey: 'product-out-of-stock', level: 20, message: 'out', name: 'Gruyère' } },
    }));
    const outcome = await performIngredientsToCart(client, form([['productId', a]]));
    expect(outcome).toMatchObject({ added: 0, status: 400, result: { messages: [expect.objectContaining({ type: 'danger', textKey: 'productOutOfStock' })] } });
  });

  it('turns a failed call into a message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeClient(() => {
      throw new StoreApiError({ status: 500, message: 'down' });
    });
    const outcome = await performIngredientsToCart(client, form([['productId', a]]));
    expect(outcome).toMatchObject({ added: 0, status: 502, result: { failed: true, values: { selected: [a] } } });
    log.mockRestore();
  });
});

describe('recipe SEO links and servings', () => {
  const recipe = {
    id: 'f'.repeat(32),
    slug: 'cheese-fondue-half-and-half',
    name: 'Cheese fondue',
    servings: 4,
    cookTimeMinutes: 30,
    difficulty: 'medium',
    ingredients: [],
    seoUrls: [
      { languageId: 'de-id', seoPathInfo: 'recipes/kaesefondue-moitie-moitie' },
      { languageId: 'en-id', seoPathInfo: 'recipes/cheese-fondue-half-and-half' },
    ],
  } satisfies Recipe;

  it('points canonical and alternates to the slug of each language, the technical path where none exists', async () => {
    const { client } = fakeClient(() => ({
      elements: [
        { id: 'de-id', translationCode: { code: 'de-DE' } },
        { id: 'en-id', translationCode: { code: 'en-GB' } },
        { id: 'fr-id', translationCode: { code: 'fr-CH' } },
      ],
    }));
    const links = await recipeSeoLinks(client, recipe, 'en', 'https://shop.example/');
    expect(links.canonical).toBe('https://shop.example/en/recipes/cheese-fondue-half-and-half');
    expect(links.alternates).toEqual([
      { hrefLang: 'de-DE', href: 'https://shop.example/recipes/kaesefondue-moitie-moitie' },
      { hrefLang: 'en-GB', href: 'https://shop.example/en/recipes/cheese-fondue-half-and-half' },
      { hrefLang: 'fr-CH', href: `https://shop.example/fr/recipes/${'f'.repeat(32)}` },
      { hrefLang: 'x-default', href: 'https://shop.example/recipes/kaesefondue-moitie-moitie' },
    ]);
  });

  it('reads ?servings= and keeps bad input', () => {
    expect(servingsOf(new URL('http://x/recipes/a?servings=6'), recipe)).toEqual({ servings: 6 });
    expect(servingsOf(new URL('http://x/recipes/a'), recipe)).toEqual({ servings: 4 });
    expect(servingsOf(new URL('http://x/recipes/a?servings=0'), recipe)).toEqual({ servings: 4, invalidServings: '0' });
  });
});
