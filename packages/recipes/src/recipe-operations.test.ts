import type { Schemas } from '@gipfel/api';
import { fakeStoreApi } from '@gipfel/api/testing';
import { createShopLocales } from '@gipfel/i18n';
import { describe, expect, it, vi } from 'vitest';
import type { Recipe } from './recipe';
import { addIngredientsToCart, loadRecipe, loadRecipeListing, recipeSeoLinks, RECIPES_PER_PAGE, servingsOf, type IngredientsCartMessage } from './recipe-operations';

const a = '0190c4b1a0e07a3b8d1f2e3c4b5a6978';
const b = '0190c4b1a0e07a3b8d1f2e3c4b5a6979';

/** The fake Store API answering every call with `body` (200). */
const answering = (body: unknown) => fakeStoreApi({ body });
/** The fake Store API answering every call with a Shopware error. */
const failing = (status: number, code: string) => fakeStoreApi({ status, body: { errors: [{ status: String(status), code, title: code, detail: code }] } });

function form(entries: [string, string][]) {
  const data = new FormData();
  data.set('intent', 'ingredients-to-cart');
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

// Stands in for getCartMessages of @gipfel/cart (a package this one does not depend on): Shopware's levels 0, 10, 20.
const cartMessages = (cart: Schemas['Cart']) =>
  Object.values(cart.errors ?? {}).map((error) => ({
    id: String(error.key),
    type: (['info', 'warning', 'danger'] as const)[Number(error.level) / 10] ?? 'danger',
  })) satisfies (IngredientsCartMessage & { id: string })[];

describe('addIngredientsToCart', () => {
  it('adds every chosen product in one call', async () => {
    const { client, calls } = answering({ apiAlias: 'cart', lineItems: [], errors: {} });
    const outcome = await addIngredientsToCart(client, { form: form([['productId', a], ['productId', b], [`quantity-${a}`, '2'], [`quantity-${b}`, '1']]), cartMessages });
    expect(outcome).toEqual({ ok: true, added: 2 });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/checkout/cart/line-item',
        body: { items: [{ id: a, referencedId: a, quantity: 2, type: 'product' }, { id: b, referencedId: b, quantity: 1, type: 'product' }] },
      },
    ]);
  });

  it('keeps the selection on bad input without calling the shop', async () => {
    const { client, calls } = answering({});
    const outcome = await addIngredientsToCart(client, { form: form([['productId', a], [`quantity-${a}`, '0']]), cartMessages });
    expect(outcome).toMatchObject({ ok: false, unavailable: false, result: { error: { kind: 'invalidQuantity', productId: a }, values: { selected: [a] } } });
    expect(calls).toHaveLength(0);
  });

  it('reports cart errors such as out of stock, not notices', async () => {
    const { client } = answering({
      apiAlias: 'cart',
      lineItems: [],
      errors: {
        [`product-out-of-stock-${a}`]: { key: `product-out-of-stock-${a}`, messageKey: 'product-out-of-stock', level: 20, message: 'out', name: 'Gruyère' },
        'promotion-hint': { key: 'promotion-hint', messageKey: 'promotion-hint', level: 0, message: 'hint' },
      },
    });
    const outcome = await addIngredientsToCart(client, { form: form([['productId', a]]), cartMessages });
    expect(outcome).toEqual({ ok: false, unavailable: false, result: { values: { selected: [a], quantities: {} }, messages: [{ id: `product-out-of-stock-${a}`, type: 'danger' }] } });
  });

  it('turns a failed call into a result and throws maintenance', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await addIngredientsToCart(failing(500, 'FRAMEWORK__DOWN').client, { form: form([['productId', a]]), cartMessages })).toMatchObject({
      ok: false,
      unavailable: true,
      result: { failed: true, values: { selected: [a] } },
    });
    await expect(addIngredientsToCart(failing(503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE').client, { form: form([['productId', a]]), cartMessages })).rejects.toThrow('MAINTENANCE_MODE');
    log.mockRestore();
  });
});

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
const languageIds = { de: 'de-id', en: 'en-id', fr: 'fr-id' };
const locales = createShopLocales({
  urlScheme: 'prefix',
  defaultLanguage: 'de',
  languages: [
    { code: 'de', localeCode: 'de-DE', prefix: '', label: 'Deutsch' },
    { code: 'en', localeCode: 'en-GB', prefix: '/en', label: 'English' },
    { code: 'fr', localeCode: 'fr-CH', prefix: '/fr', label: 'Français' },
  ],
});


describe('recipe SEO links and servings', () => {
  it('points canonical and alternates to the slug of each language, the technical path where none exists', () => {
    const links = recipeSeoLinks(recipe, { language: 'en', origin: 'https://shop.example/', languageIds, locales });
    expect(links.canonical).toBe('https://shop.example/en/recipes/cheese-fondue-half-and-half');
    expect(links.alternates).toEqual([
      { hrefLang: 'de-DE', href: 'https://shop.example/recipes/kaesefondue-moitie-moitie' },
      { hrefLang: 'en-GB', href: 'https://shop.example/en/recipes/cheese-fondue-half-and-half' },
      { hrefLang: 'fr-CH', href: `https://shop.example/fr/recipes/${'f'.repeat(32)}` },
      { hrefLang: 'x-default', href: 'https://shop.example/recipes/kaesefondue-moitie-moitie' },
    ]);
  });

  it('reads ?servings= and keeps bad input', () => {
    expect(servingsOf(new URLSearchParams('servings=6'), recipe)).toEqual({ servings: 6 });
    expect(servingsOf(new URLSearchParams(), recipe)).toEqual({ servings: 4 });
    expect(servingsOf(new URLSearchParams('servings=0'), recipe)).toEqual({ servings: 4, invalidServings: '0' });
  });
});

describe('loadRecipe', () => {
  const input = { language: 'en' as const, origin: 'https://shop.example', languageIds, locales };

  it('finds a recipe by its slug with its links', async () => {
    const { client, calls } = answering({ recipe, products: [] });
    const page = await loadRecipe(client, { ...input, slug: recipe.slug });
    expect(page).toMatchObject({ status: 'found', detail: { recipe }, seo: { canonical: 'https://shop.example/en/recipes/cheese-fondue-half-and-half' } });
    expect(calls[0]).toMatchObject({ method: 'POST', path: `/recipe/${recipe.slug}` });
  });

  it('moves an id or another language’s slug to the slug of the page’s language', async () => {
    const { client } = answering({ recipe, products: [] });
    expect(await loadRecipe(client, { ...input, slug: recipe.id })).toEqual({ status: 'moved', path: '/en/recipes/cheese-fondue-half-and-half' });
  });

  it('does not find what the Store API does not know, nor an overlong slug', async () => {
    const { client, calls } = failing(404, 'GIPFEL__RECIPE_NOT_FOUND');
    expect(await loadRecipe(client, { ...input, slug: 'unknown' })).toEqual({ status: 'notFound' });
    expect(await loadRecipe(client, { ...input, slug: 'x'.repeat(201) })).toEqual({ status: 'notFound' });
    expect(calls).toHaveLength(1);
  });
});

describe('loadRecipeListing', () => {
  it('asks for one page with the filters of the URL', async () => {
    const listing = { elements: [recipe], total: 1, page: 2, limit: RECIPES_PER_PAGE };
    const { client, calls } = answering(listing);
    const page = await loadRecipeListing(client, { searchParams: new URLSearchParams('tag=cheese&difficulty=easy&maxTime=30&page=2') });
    expect(page).toEqual({ listing, values: { tags: ['cheese'], difficulties: ['easy'], maxCookTime: 30, page: 2 } });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/recipe', body: { page: 2, limit: RECIPES_PER_PAGE, tag: ['cheese'], difficulty: ['easy'], maxCookTime: 30 } });
  });

  it('shows an empty page for a URL the Store API refuses', async () => {
    const { client } = failing(400, 'GIPFEL__BAD_TAG');
    const page = await loadRecipeListing(client, { searchParams: new URLSearchParams('tag=nope') });
    expect(page.listing).toEqual({ elements: [], total: 0, page: 1, limit: RECIPES_PER_PAGE });
  });
});
