import { pickSeoPath, type Schemas } from '@gipfel/api';
import { translatedName } from './listing-filters';

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

/**
 * Puts an entity's translated texts in place of its own (what `getTranslatedProperty` reads:
 * the translated value when it is not empty, else the entity's), so the `translated` copy, an
 * object per entity with the same texts in most answers, stays on the server.
 */
function foldTranslated(record: Record<string, unknown>, slim: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const translated = record.translated;
  if (typeof translated !== 'object' || translated === null) return slim;
  for (const key of keys) {
    const value = (translated as Record<string, unknown>)[key];
    if (value) slim[key] = value;
  }
  return slim;
}

/** A delivery time or unit: its names and numbers, not its timestamps and custom fields. */
function slimNamed<T>(entity: T, keys: readonly string[], translated: readonly string[]): T {
  if (typeof entity !== 'object' || entity === null) return entity;
  const record = entity as Record<string, unknown>;
  return foldTranslated(record, pick(record, keys), translated) as T;
}

/**
 * A media cut down to what an image renders (URL, alt and title, size, the thumbnails' URLs and
 * widths for `srcset`; the translated alt and title in place of the media's own): timestamps,
 * file data, custom fields and the thumbnails' ids stay on the server. For images in loader data (card covers, CMS images and sliders).
 */
export function toCardMedia(media: Media | null | undefined): Media | undefined {
  if (!media) return undefined;
  const slim = foldTranslated(media as unknown as Record<string, unknown>, pick(media, mediaKeys), ['alt', 'title']) as unknown as Media;
  if (Array.isArray(media.thumbnails)) {
    slim.thumbnails = media.thumbnails.map((t) => pick(t, ['url', 'width', 'height'])) as unknown as Media['thumbnails'];
  }
  return slim;
}

/**
 * A product cut down to what a card renders (name, cover, price, badges, stock, links; its texts
 * and those of its unit, delivery time and manufacturer as translated, without a `translated` copy): the
 * gallery, descriptions, properties, SEO texts, ids and the prices' tax breakdown and totals of
 * a full Store API product stay on the server. Use it on product lists that go into loader data (CMS sliders and boxes, listings,
 * search), where a full product weighs ten times as much as the card needs.
 */
export function toCardProduct(product: Product): Product {
  const slim = foldTranslated(product as unknown as Record<string, unknown>, pick(product, [...cardKeys, ...untypedKeys]), translatedKeys) as Product;
  if (product.calculatedPrice) slim.calculatedPrice = cardPrice(product.calculatedPrice);
  if (Array.isArray(product.calculatedPrices)) slim.calculatedPrices = product.calculatedPrices.map(cardPrice);
  if (product.calculatedCheapestPrice) slim.calculatedCheapestPrice = cardPrice(product.calculatedCheapestPrice);
  if (product.deliveryTime) slim.deliveryTime = slimNamed(product.deliveryTime, ['id', 'apiAlias', 'name', 'min', 'max', 'unit'], ['name']);
  if (product.unit) slim.unit = slimNamed(product.unit, ['id', 'apiAlias', 'name', 'shortCode'], ['name', 'shortCode']);
  // A card shows the cover's image; the product-media entry around it (id, position) is the gallery's.
  if (product.cover) slim.cover = { media: toCardMedia(product.cover.media) } as unknown as Product['cover'];
  if (product.manufacturer) {
    slim.manufacturer = slimNamed(product.manufacturer, ['id', 'apiAlias', 'name'], ['name']);
  }
  // The card links to the path `getProductPath` would pick from the whole list: that one alone.
  if (Array.isArray(product.seoUrls)) {
    const seoPathInfo = pickSeoPath(product.seoUrls, 'frontend.detail.page', { foreignKey: product.id });
    slim.seoUrls = (seoPathInfo ? [{ seoPathInfo, isCanonical: true }] : []) as unknown as Product['seoUrls'];
  }
  return slim;
}

type ListingResult = Schemas['ProductListingResult'];

/** A property group's or manufacturer's entry as the filters read it (`getListingFilters`). */
function filterEntity(entity: unknown): unknown {
  if (typeof entity !== 'object' || entity === null) return entity;
  const record = entity as Record<string, unknown>;
  const slim = pick(record, ['id', 'name', 'position', 'filterable', 'colorHexCode']);
  const name = translatedName(record);
  if (name !== '') slim.name = name;
  if (Array.isArray(record.options)) slim.options = record.options.map(filterEntity);
  return slim;
}

/**
 * A listing's aggregations as the filters read them: the property groups' and manufacturers'
 * entities keep their id, name (as translated), position, colour and whether they filter; their
 * timestamps, descriptions, media and custom fields stay on the server. Other aggregations (price,
 * rating, free shipping) are small and stay as they are.
 */
function filterAggregations(aggregations: ListingResult['aggregations']): ListingResult['aggregations'] {
  // Shopware sends an object by name (the published type says an array; older backends send one).
  const source: unknown = aggregations;
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return aggregations;
  const out: Record<string, unknown> = { ...(source as Record<string, unknown>) };
  for (const name of ['properties', 'manufacturer']) {
    const aggregation = out[name] as { entities?: unknown } | undefined;
    if (aggregation && Array.isArray(aggregation.entities)) out[name] = { ...aggregation, entities: aggregation.entities.map(filterEntity) };
  }
  return out as unknown as ListingResult['aggregations'];
}

/**
 * A listing (category, search or a page of more) as it goes into loader data or a load-more
 * answer: its products as cards ({@link toCardProduct}) and its aggregations as the filters read
 * them; paging, sorting and the current filters as they are.
 */
export function toCardListing<T extends Partial<ListingResult>>(listing: T): T {
  const out: T = { ...listing, elements: (listing.elements ?? []).map(toCardProduct) };
  if (listing.aggregations !== undefined) out.aggregations = filterAggregations(listing.aggregations);
  return out;
}
