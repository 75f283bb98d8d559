import { pickSeoPath, type Schemas } from '@gipfel/api';

type Product = Schemas['Product'];
type Media = Schemas['Media'];

/** What a product card, a slider tile or a suggest row reads from a product. */
const cardKeys = [
  'id', 'parentId', 'name', 'productNumber', 'childCount', 'available', 'availableStock', 'stock',
  'isCloseout', 'minPurchase', 'purchaseSteps', 'maxPurchase', 'calculatedMaxPurchase', 'restockTime',
  'markAsTopseller', 'isNew', 'releaseDate', 'ratingAverage', 'shippingFree', 'states',
  'calculatedPrice', 'calculatedPrices', 'calculatedCheapestPrice', 'deliveryTime', 'unit', 'purchaseUnit',
  'referenceUnit', 'packUnit', 'packUnitPlural',
] as const satisfies readonly (keyof Product)[];
/** Keys real responses carry that the published types leave out. */
const untypedKeys = ['apiAlias', 'variation'];

const translatedKeys = ['name', 'packUnit', 'packUnitPlural'] as const;
const mediaKeys = ['id', 'apiAlias', 'url', 'alt', 'title', 'metaData', 'mimeType', 'thumbnails'];

function pick(source: object, keys: readonly string[]): Record<string, unknown> {
  const record = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (record[key] !== undefined) out[key] = record[key];
  }
  return out;
}

/**
 * A calculated price as a card reads it (`getProductPrices`, `getProductBadges`): the unit price,
 * the list price of a sale and the reference price; tiers keep their quantity. The tax breakdown,
 * totals, regulation price and empty entries stay on the server (a tier was about 300 characters,
 * a product with three tiers 900).
 */
function cardPrice<T>(price: T): T {
  if (typeof price !== 'object' || price === null) return price;
  const record = price as Record<string, unknown>;
  const slim = pick(record, ['unitPrice', 'quantity', 'hasRange']);
  const list = record.listPrice;
  if (typeof list === 'object' && list !== null) slim.listPrice = pick(list, ['price', 'percentage']);
  const reference = record.referencePrice;
  if (typeof reference === 'object' && reference !== null) slim.referencePrice = pick(reference, ['price', 'purchaseUnit', 'referenceUnit', 'unitName']);
  return slim as T;
}

/** A delivery time or unit: its names and numbers, not its timestamps and custom fields. */
function slimNamed<T>(entity: T, keys: readonly string[], translated: readonly string[]): T {
  if (typeof entity !== 'object' || entity === null) return entity;
  const record = entity as Record<string, unknown>;
  const slim = pick(record, keys);
  if (typeof record.translated === 'object' && record.translated !== null) slim.translated = pick(record.translated, translated);
  return slim as T;
}

/**
 * A media cut down to what an image renders (URL, alt and title, size, the thumbnails' URLs and
 * widths for `srcset`): timestamps, file data, custom fields and the thumbnails' ids stay on the
 * server. For images in loader data (card covers, CMS images and sliders).
 */
export function toCardMedia(media: Media | null | undefined): Media | undefined {
  if (!media) return undefined;
  const slim = pick(media, mediaKeys) as unknown as Media;
  if (media.translated) slim.translated = pick(media.translated, ['alt', 'title']) as Media['translated'];
  if (Array.isArray(media.thumbnails)) {
    slim.thumbnails = media.thumbnails.map((t) => pick(t, ['url', 'width', 'height'])) as unknown as Media['thumbnails'];
  }
  return slim;
}

/**
 * A product cut down to what a card renders (name, cover, price, badges, stock, links): the
 * gallery, descriptions, properties, SEO texts, ids and the prices' tax breakdown and totals of
 * a full Store API product stay on the server. Use it on product lists that go into loader data (CMS sliders and boxes, listings,
 * search), where a full product weighs ten times as much as the card needs.
 */
export function toCardProduct(product: Product): Product {
  const slim = pick(product, [...cardKeys, ...untypedKeys]) as Product;
  if (product.translated) slim.translated = pick(product.translated, translatedKeys) as Product['translated'];
  if (product.calculatedPrice) slim.calculatedPrice = cardPrice(product.calculatedPrice);
  if (Array.isArray(product.calculatedPrices)) slim.calculatedPrices = product.calculatedPrices.map(cardPrice);
  if (product.calculatedCheapestPrice) slim.calculatedCheapestPrice = cardPrice(product.calculatedCheapestPrice);
  if (product.deliveryTime) slim.deliveryTime = slimNamed(product.deliveryTime, ['id', 'apiAlias', 'name', 'min', 'max', 'unit'], ['name']);
  if (product.unit) slim.unit = slimNamed(product.unit, ['id', 'apiAlias', 'name', 'shortCode'], ['name', 'shortCode']);
  // A card shows the cover's image; the product-media entry around it (id, position) is the gallery's.
  if (product.cover) slim.cover = { media: toCardMedia(product.cover.media) } as unknown as Product['cover'];
  if (product.manufacturer) {
    slim.manufacturer = {
      ...pick(product.manufacturer, ['id', 'apiAlias', 'name']),
      translated: pick(product.manufacturer.translated ?? {}, ['name']),
    } as unknown as Product['manufacturer'];
  }
  // The card links to the path `getProductPath` would pick from the whole list: that one alone.
  if (Array.isArray(product.seoUrls)) {
    const seoPathInfo = pickSeoPath(product.seoUrls, 'frontend.detail.page', { foreignKey: product.id });
    slim.seoUrls = (seoPathInfo ? [{ seoPathInfo, isCanonical: true }] : []) as unknown as Product['seoUrls'];
  }
  return slim;
}
