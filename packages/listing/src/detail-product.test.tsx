import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { uiTexts } from '@gipfel/ui';
import { toDetailProduct } from './detail-product';
import { getProductJsonLd, getProductPropertyRows } from './product-detail-data';
import { getProductGalleryPreload, ProductGallery } from './product-gallery';
import { fixtures } from './test-utils';
import { listingTexts } from './texts';

// A product as Shopware 6 answers it, with properties shaped as Shopware sends them (each option
// carries its whole group).
const shopware = fixtures.product;
const group = (id: string, name: string, position: number) => ({
  id,
  apiAlias: 'property_group',
  name,
  description: `${name}: a long description the page never shows, repeated for every option of the group.`,
  displayType: 'text',
  sortingType: 'alphanumeric',
  filterable: true,
  visibleOnProductDetailPage: true,
  position,
  createdAt: '2025-01-06T08:00:00.000+00:00',
  translated: { name, description: 'long', position },
});
const option = (id: string, name: string, position: number, owner: ReturnType<typeof group>) => ({
  id,
  apiAlias: 'property_group_option',
  groupId: owner.id,
  name,
  position,
  colorHexCode: null,
  mediaId: null,
  media: null,
  createdAt: '2025-01-06T08:00:00.000+00:00',
  translated: { name, position, customFields: {} },
  group: owner,
});
const origin = group('a'.repeat(32), 'Herkunft', 2);
const diet = group('b'.repeat(32), 'Ernährung', 1);
const product = {
  ...shopware,
  properties: [option('1'.repeat(32), 'Jura', 1, origin), option('2'.repeat(32), 'Vegan', 2, diet), option('3'.repeat(32), 'Glutenfrei', 1, diet)],
} as unknown as Schemas['Product'];

describe('toDetailProduct', () => {
  const slim = toDetailProduct(product);

  it('renders the gallery, the head\'s image preload, the properties and the structured data as the full product does', () => {
    const i18n = createI18n({ language: 'fr', namespaces: { listing: listingTexts, ui: uiTexts } });
    const gallery = (item: Schemas['Product']) => renderToString(<I18nextProvider i18n={i18n}><ProductGallery product={item} /></I18nextProvider>);
    expect(shopware.media?.length).toBeGreaterThan(1);
    expect(gallery(slim)).toBe(gallery(product));
    expect(getProductGalleryPreload(slim)).toEqual(getProductGalleryPreload(product));
    expect(getProductPropertyRows(slim)).toEqual(getProductPropertyRows(product));
    expect(getProductPropertyRows(slim)).toEqual([
      { group: 'Ernährung', values: 'Glutenfrei, Vegan' },
      { group: 'Herkunft', values: 'Jura' },
    ]);
    const options = { url: 'https://shop.example/p', currency: 'CHF' };
    expect(getProductJsonLd(slim, options)).toBe(getProductJsonLd(product, options));
  });

  it('leaves timestamps, file data and the groups\' descriptions on the server, and the rest of the product as it was', () => {
    const sent = JSON.stringify(slim);
    expect(sent.length).toBeLessThan(JSON.stringify(product).length * 0.8);
    for (const dropped of ['"fileSize"', '"uploadedAt"', '"fileExtension"', 'a long description']) expect(sent).not.toContain(dropped);
    expect(JSON.stringify(slim.media?.[0]?.media)).not.toContain('createdAt');
    const { media: _media, cover: _cover, properties: _properties, ...rest } = slim;
    const { media: _m, cover: _c, properties: _p, ...original } = product;
    expect(rest).toEqual(original);
  });
});
