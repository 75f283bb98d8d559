import { describe, expect, it } from 'vitest';
import { createStoreApiClient } from '@gipfel/api';
import { findVariantPath, loadProductPage } from './product-page';
import { fixtures } from './test-utils';
import { createShopLocales } from '@gipfel/i18n';

const locales = createShopLocales({
  urlScheme: 'prefix',
  defaultLanguage: 'de',
  languages: [
    { code: 'de', localeCode: 'de-DE', prefix: '', label: 'Deutsch' },
    { code: 'en', localeCode: 'en-GB', prefix: '/en', label: 'English' },
    { code: 'fr', localeCode: 'fr-CH', prefix: '/fr', label: 'Français' },
  ],
});


const productId = fixtures.product.id;
const variantId = 'e'.repeat(32);
const color = 'c'.repeat(32);
const size = 'd'.repeat(32);
const shopwareError = (status: number) => ({ status, body: { errors: [{ status: String(status), code: 'X', title: 'X', detail: 'X' }] } });

/** A client whose Store API answers by path (the first key the path starts with) and lists the paths it was asked for. */
function shop(answers: Record<string, { status?: number; body: unknown }>) {
  const asked: string[] = [];
  const client = createStoreApiClient({
    endpoint: 'http://shop.test/store-api',
    accessKey: 'KEY',
    retryDelay: 0,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(new Request(input, init).url).pathname.replace('/store-api', '');
      asked.push(path);
      const answer = Object.entries(answers).find(([prefix]) => path.startsWith(prefix))?.[1] ?? shopwareError(404);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return { client, asked };
}

const productAnswer = { body: { product: fixtures.product, configurator: fixtures.configurator } };

describe('loadProductPage', () => {
  it('loads the product, its breadcrumb, reviews and cross-sellings at once, with localised breadcrumbs', async () => {
    const { client, asked } = shop({
      [`/product/${productId}/reviews`]: { body: { elements: [{ id: 'r', points: 5, title: 'Fein' }], total: 1 } },
      [`/product/${productId}/cross-selling`]: { body: fixtures.crossSellings },
      [`/product/${productId}`]: productAnswer,
      [`/breadcrumb/${productId}`]: { body: [{ name: 'Käse', path: 'Kaese/', translated: { name: 'Fromage' } }] },
    });
    const page = await loadProductPage(client, { productId, language: 'fr', locales });
    expect(asked).toHaveLength(4);
    expect(page.product.id).toBe(productId);
    expect(page.configurator).toEqual(fixtures.configurator);
    expect(page.breadcrumbs).toEqual([{ label: 'Fromage', href: '/fr/Kaese/' }, { label: fixtures.product.translated?.name?.trim() }]);
    await expect(page.reviews).resolves.toEqual({ elements: [{ id: 'r', points: 5, title: 'Fein' }], total: 1 });
    const crossSellings = await page.crossSellings;
    expect(crossSellings?.map((group) => group.products?.length)).toEqual(fixtures.crossSellings.map((group) => group.products?.length));
  });

  it('hands over null for reviews and cross-sellings that fail, and a page without breadcrumb', async () => {
    const { client } = shop({
      [`/product/${productId}/reviews`]: shopwareError(500),
      [`/product/${productId}/cross-selling`]: shopwareError(500),
      [`/product/${productId}`]: productAnswer,
      [`/breadcrumb/${productId}`]: shopwareError(500),
    });
    const page = await loadProductPage(client, { productId });
    expect(page.breadcrumbs).toHaveLength(1);
    await expect(page.reviews).resolves.toBeNull();
    await expect(page.crossSellings).resolves.toBeNull();
  });

  it('rejects with the Store API\'s 404 for a product that does not exist', async () => {
    const { client } = shop({});
    await expect(loadProductPage(client, { productId })).rejects.toMatchObject({ status: 404 });
  });
});

describe('findVariantPath', () => {
  const variantShop = () =>
    shop({
      [`/product/${productId}/find-variant`]: shopwareError(404),
      [`/product/${fixtures.product.parentId}/find-variant`]: { body: { foundCombination: { variantId, options: [color, size] } } },
      [`/product/${productId}`]: productAnswer,
      '/seo-url': { body: { elements: [{ foreignKey: variantId, routeName: 'frontend.detail.page', seoPathInfo: 'Pfanne-rot/', isCanonical: true }] } },
    });

  it('finds the variant of the parent and answers with its localised SEO path', async () => {
    const { client, asked } = variantShop();
    await expect(findVariantPath(client, { productId, optionIds: [color, ` ${size.toUpperCase()} `], switchedGroupId: color, language: 'en', locales })).resolves.toBe('/en/Pfanne-rot/');
    expect(asked).toContain(`/product/${fixtures.product.parentId}/find-variant`);
  });

  it('is null for a malformed choice without asking the shop, and for a combination that does not exist', async () => {
    const { client, asked } = variantShop();
    await expect(findVariantPath(client, { productId, optionIds: ['red'] })).resolves.toBeNull();
    await expect(findVariantPath(client, { productId, optionIds: [] })).resolves.toBeNull();
    expect(asked).toEqual([]);
    const missing = shop({ [`/product/${productId}`]: productAnswer });
    await expect(findVariantPath(missing.client, { productId, optionIds: [color] })).resolves.toBeNull();
  });

  it('throws the shop\'s own failures for the host\'s error page', async () => {
    const { client } = shop({ [`/product/${productId}`]: shopwareError(503) });
    await expect(findVariantPath(client, { productId, optionIds: [color] })).rejects.toMatchObject({ status: 503 });
  });
});
