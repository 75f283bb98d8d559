import { LIVE_VERSION_ID } from '../context';
import type {
  ContentLocale,
  CurrencyCode,
  DemoCategory,
  DemoCrossSelling,
  DemoCurrencyPrice,
  DemoLandingPage,
  DemoManufacturer,
  DemoProduct,
  DemoPropertyGroup,
  DemoPropertyOption,
  DemoReview,
  Translated,
} from '../demo/types';
import type { TranslationMap } from '../entities/translate';
import { SALES_CHANNEL_ID, SYSTEM_LANGUAGE_ID } from '../ids';
import { derivedId, type StoredMedia } from './seed';
import type { Catalogue, SeoUrlRow } from './store';

/** Serializers from the stored demo content model to Shopware 6.7 Store API entities. */

export type Json = Record<string, unknown>;

export interface CatalogueContext {
  cat: Catalogue;
  /** The request's sales channel (the catalogue is the same in both; SEO URLs name the channel). */
  salesChannelId: string;
  languageId: string;
  /** The content locale of the language; texts it lacks fall back to German (Shopware's translation chain). */
  locale: ContentLocale;
  currency: CurrencyCode;
  /** Absolute origin the media URLs are built on, e.g. `http://127.0.0.1:8787`. */
  origin: string;
  /** `sw-include-seo-urls` was sent: entities carry their `seoUrls`. */
  includeSeoUrls: boolean;
}

/** Shopware's `core.cart.maxQuantity` default. */
export const MAX_QUANTITY = 100;

export const round2 = (value: number) => Math.round(value * 100) / 100;

const collators = new Map<string, Intl.Collator>();
/** A cached natural-order collator per locale (creating one costs more than a whole sort). */
export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

export function text(ctx: CatalogueContext, value: Translated | null | undefined): string | null {
  if (!value) return null;
  const own = value[ctx.locale];
  return own === undefined || own === null || own === '' ? (value.de ?? null) : own;
}

function fromMap(ctx: CatalogueContext, map: TranslationMap, field: string): string | null {
  return map[ctx.languageId]?.[field] ?? map[SYSTEM_LANGUAGE_ID]?.[field] ?? null;
}

function base(id: string, createdAt: string, apiAlias: string) {
  return { id, createdAt, updatedAt: null, customFields: null, apiAlias };
}

// --- media ------------------------------------------------------------------------------------

export function absoluteUrl(ctx: CatalogueContext, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${ctx.origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function mediaEntity(ctx: CatalogueContext, media: StoredMedia): Json {
  const alt = text(ctx, media.alt);
  const title = text(ctx, media.title);
  return {
    ...base(media.id, ctx.cat.createdAt, 'media'),
    mimeType: media.mimeType,
    fileExtension: media.fileExtension,
    fileSize: media.fileSize,
    title,
    alt,
    metaData: { width: media.width, height: media.height, type: 0 },
    uploadedAt: ctx.cat.createdAt,
    url: absoluteUrl(ctx, media.url),
    path: media.url.replace(/^\//, ''),
    fileName: media.fileName,
    hasFile: true,
    private: false,
    config: null,
    translations: null,
    thumbnails: media.thumbnails.map((thumbnail) => ({
      ...base(derivedId('thumbnail', media.id, String(thumbnail.width), String(thumbnail.height)), ctx.cat.createdAt, 'media_thumbnail'),
      mediaId: media.id,
      mediaThumbnailSizeId: null,
      width: thumbnail.width,
      height: thumbnail.height,
      url: absoluteUrl(ctx, thumbnail.url),
      path: thumbnail.url.replace(/^\//, ''),
      translated: [],
    })),
    translated: { alt, title, customFields: {} },
  };
}

export function mediaById(ctx: CatalogueContext, id: string | null | undefined): Json | null {
  const media = id ? ctx.cat.media.get(id) : undefined;
  return media ? mediaEntity(ctx, media) : null;
}

// --- seo urls ---------------------------------------------------------------------------------

export function seoUrlEntity(row: SeoUrlRow, salesChannelId: string): Json {
  return {
    ...base(row.id, row.created_at, 'seo_url'),
    salesChannelId,
    languageId: row.language_id,
    routeName: row.route_name,
    foreignKey: row.foreign_key,
    pathInfo: row.path_info,
    seoPathInfo: row.seo_path_info,
    isCanonical: row.is_canonical === 1,
    isModified: false,
    isDeleted: false,
    error: null,
    url: null,
    translated: [],
  };
}

function seoUrls(ctx: CatalogueContext, foreignKey: string): Json[] | null {
  if (!ctx.includeSeoUrls) return null;
  return (ctx.cat.seoUrlsOf.get(foreignKey) ?? []).filter((row) => row.language_id === ctx.languageId).map((row) => seoUrlEntity(row, ctx.salesChannelId));
}

// --- properties and manufacturers ------------------------------------------------------------

export function propertyGroupEntity(ctx: CatalogueContext, group: DemoPropertyGroup, options: DemoPropertyOption[] | null): Json {
  const name = text(ctx, group.name);
  const description = text(ctx, group.description);
  return {
    ...base(group.id, ctx.cat.createdAt, 'property_group'),
    name,
    description,
    displayType: group.displayType,
    sortingType: group.sortingType,
    filterable: group.filterable,
    visibleOnProductDetailPage: group.visibleOnProductDetailPage,
    position: group.position,
    options: options === null ? null : sortOptions(ctx, group, options).map((option) => propertyOptionEntity(ctx, option, null)),
    translations: null,
    translated: { name, description, position: group.position, customFields: {} },
  };
}

export function sortOptions(ctx: CatalogueContext, group: DemoPropertyGroup, options: DemoPropertyOption[]): DemoPropertyOption[] {
  const collator = collatorFor(ctx.locale);
  return [...options].sort((a, b) =>
    group.sortingType === 'position' ? a.position - b.position : collator.compare(text(ctx, a.name) ?? '', text(ctx, b.name) ?? ''),
  );
}

const optionEntityCache = new WeakMap<Catalogue, Map<string, Json>>();

/**
 * A property option as the Store API serialises it. Listings repeat the same options in every
 * aggregation, so plain ones (no extra fields) are built once per snapshot, language and shape
 * and handed out as shallow copies, like products.
 */
export function propertyOptionEntity(ctx: CatalogueContext, option: DemoPropertyOption, group: DemoPropertyGroup | null, extra: Json = {}): Json {
  if (Object.keys(extra).length > 0) return buildPropertyOptionEntity(ctx, option, group, extra);
  let cache = optionEntityCache.get(ctx.cat);
  if (!cache) {
    cache = new Map();
    optionEntityCache.set(ctx.cat, cache);
  }
  const key = `${option.id}|${ctx.languageId}|${group ? group.id : '-'}`;
  let entity = cache.get(key);
  if (!entity) {
    entity = buildPropertyOptionEntity(ctx, option, group, extra);
    cache.set(key, entity);
  }
  return { ...entity };
}

function buildPropertyOptionEntity(ctx: CatalogueContext, option: DemoPropertyOption, group: DemoPropertyGroup | null, extra: Json): Json {
  const name = text(ctx, option.name);
  return {
    ...base(option.id, ctx.cat.createdAt, 'property_group_option'),
    groupId: option.groupId,
    name,
    position: option.position,
    colorHexCode: option.colorHexCode,
    mediaId: null,
    media: null,
    group: group ? propertyGroupEntity(ctx, group, null) : null,
    // The published schema lists `option` as required; Shopware never fills it.
    option: null,
    translations: null,
    translated: { name, position: option.position, customFields: {} },
    ...extra,
  };
}

export function manufacturerEntity(ctx: CatalogueContext, manufacturer: DemoManufacturer): Json {
  const description = text(ctx, manufacturer.description);
  return {
    ...base(manufacturer.id, ctx.cat.createdAt, 'product_manufacturer'),
    versionId: LIVE_VERSION_ID,
    mediaId: null,
    media: null,
    name: manufacturer.name,
    link: manufacturer.link,
    description,
    translations: null,
    translated: { name: manufacturer.name, description, link: manufacturer.link, customFields: {} },
  };
}

// --- prices -----------------------------------------------------------------------------------

interface ReferenceInfo {
  purchaseUnit: number;
  referenceUnit: number;
  unitName: string;
}

function calculatedPrice(price: DemoCurrencyPrice, taxRate: number, quantity: number, reference: ReferenceInfo | null): Json {
  const gross = price.gross;
  const list = price.listPrice && price.listPrice.gross > gross ? price.listPrice.gross : null;
  return {
    unitPrice: gross,
    quantity,
    totalPrice: round2(gross * quantity),
    calculatedTaxes: [{ tax: round2((gross - price.net) * quantity), taxRate, price: round2(gross * quantity), apiAlias: 'cart_tax_calculated' }],
    taxRules: [{ taxRate, percentage: 100, apiAlias: 'cart_tax_rule' }],
    referencePrice: reference
      ? {
          purchaseUnit: reference.purchaseUnit,
          referenceUnit: reference.referenceUnit,
          unitName: reference.unitName,
          price: round2((gross / reference.purchaseUnit) * reference.referenceUnit),
          listPrice: null,
          regulationPrice: null,
          hasRange: false,
          apiAlias: 'cart_price_reference',
        }
      : null,
    listPrice: list === null ? null : { price: list, discount: round2(gross - list), percentage: round2(((list - gross) / list) * 100), apiAlias: 'cart_list_price' },
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

function referenceOf(ctx: CatalogueContext, product: DemoProduct): ReferenceInfo | null {
  if (!product.unitId || !product.purchaseUnit || !product.referenceUnit) return null;
  const unit = ctx.cat.units.get(product.unitId);
  if (!unit) return null;
  return { purchaseUnit: product.purchaseUnit, referenceUnit: product.referenceUnit, unitName: fromMap(ctx, unit.translations, 'name') ?? '' };
}

/** One calculated price per quantity tier, the way Shopware fills `calculatedPrices`. */
export function tierPrices(ctx: CatalogueContext, product: DemoProduct): Json[] {
  const reference = referenceOf(ctx, product);
  return product.tierPrices.map((tier) => calculatedPrice(tier.price[ctx.currency], product.taxRate, tier.quantityEnd ?? tier.quantityStart, reference));
}

export function productPrices(ctx: CatalogueContext, product: DemoProduct) {
  const first = product.tierPrices[0];
  return {
    calculatedPrice: calculatedPrice((first ? first.price : product.price)[ctx.currency], product.taxRate, 1, referenceOf(ctx, product)),
    // One calculated price per tier, as real Shopware sends them (`ProductTierPrices.json`); empty without tiers.
    calculatedPrices: tierPrices(ctx, product),
  };
}

/** Lowest gross unit price of a product at any quantity (its last tier when tiered): what listings sort and filter on. */
export function lowestPrice(ctx: CatalogueContext, product: DemoProduct): number {
  return (product.tierPrices.at(-1)?.price ?? product.price)[ctx.currency].gross;
}

/** The cheapest price of a product family (parent and variants), what listings show as "from". */
export function cheapestPrice(ctx: CatalogueContext, product: DemoProduct): Json {
  const parentId = product.parentId ?? product.id;
  const family = ctx.cat.variantsOf.get(parentId) ?? [product];
  let cheapest = family[0] ?? product;
  for (const candidate of family) if (lowestPrice(ctx, candidate) < lowestPrice(ctx, cheapest)) cheapest = candidate;
  const prices = new Set(family.map((candidate) => lowestPrice(ctx, candidate)));
  const tiered = family.some((candidate) => candidate.tierPrices.length > 1);
  const price = calculatedPrice(
    (cheapest.tierPrices.at(-1)?.price ?? cheapest.price)[ctx.currency],
    cheapest.taxRate,
    1,
    referenceOf(ctx, cheapest),
  );
  return { ...price, hasRange: prices.size > 1 || tiered, variantId: cheapest.id, apiAlias: 'calculated_cheapest_price' };
}

// --- products ---------------------------------------------------------------------------------

function productMediaEntities(ctx: CatalogueContext, product: DemoProduct): { media: Json[]; cover: Json | null; coverId: string | null } {
  const parent = product.parentId ? ctx.cat.products.get(product.parentId) : undefined;
  const source = product.media.length > 0 ? product : parent ?? product;
  const media = source.media
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((item) => ({
      ...base(item.productMediaId, ctx.cat.createdAt, 'product_media'),
      versionId: LIVE_VERSION_ID,
      productId: source.id,
      productVersionId: LIVE_VERSION_ID,
      mediaId: item.id,
      position: item.position,
      media: mediaById(ctx, item.id),
      translated: [],
    }));
  const cover = media.find((item) => item.id === source.coverId) ?? media[0] ?? null;
  return { media, cover, coverId: cover ? cover.id : null };
}

export function effectiveCategoryIds(ctx: CatalogueContext, product: DemoProduct): string[] {
  if (product.categoryIds.length > 0 || !product.parentId) return product.categoryIds;
  return ctx.cat.products.get(product.parentId)?.categoryIds ?? [];
}

function deliveryTimeEntity(ctx: CatalogueContext, id: string): Json | null {
  const row = ctx.cat.deliveryTimes.get(id);
  if (!row) return null;
  const name = fromMap(ctx, row.translations, 'name');
  return { ...base(row.id, row.created_at, 'delivery_time'), name, min: row.min, max: row.max, unit: row.unit, translated: { name, customFields: {} } };
}

function taxEntity(ctx: CatalogueContext, id: string): Json | null {
  const row = ctx.cat.taxes.get(id);
  if (!row) return null;
  return { ...base(row.id, row.created_at, 'tax'), taxRate: row.tax_rate, name: fromMap(ctx, row.translations, 'name'), position: row.position, translated: [] };
}

function unitEntity(ctx: CatalogueContext, id: string | null): Json | null {
  const row = id ? ctx.cat.units.get(id) : undefined;
  if (!row) return null;
  const name = fromMap(ctx, row.translations, 'name');
  const shortCode = fromMap(ctx, row.translations, 'shortCode');
  return { ...base(row.id, row.created_at, 'unit'), name, shortCode, translated: { name, shortCode, customFields: {} } };
}

/** Options of the product's own variant options and properties, each with its group. */
function optionEntities(ctx: CatalogueContext, ids: string[]): Json[] {
  const result: { sort: [number, number]; entity: Json }[] = [];
  for (const id of ids) {
    const entry = ctx.cat.options.get(id);
    if (!entry) continue;
    result.push({ sort: [entry.group.position, entry.option.position], entity: propertyOptionEntity(ctx, entry.option, entry.group) });
  }
  return result.sort((a, b) => a.sort[0] - b.sort[0] || a.sort[1] - b.sort[1]).map((item) => item.entity);
}

export function displayGroup(ctx: CatalogueContext, product: DemoProduct): string {
  if (!product.parentId) return derivedId('display-group', product.id);
  const parent = ctx.cat.products.get(product.parentId);
  const expanded = new Set((parent?.variantListingConfig?.configuratorGroupConfig ?? []).filter((g) => g.expressionForListings).map((g) => g.id));
  const parts = product.optionIds.filter((id) => expanded.has(ctx.cat.options.get(id)?.group.id ?? ''));
  return derivedId('display-group', product.parentId, ...parts.sort());
}

export interface ProductOptions {
  /** Detail page: properties with their groups and the reviews count. */
  detail?: boolean;
}

const productEntityCache = new WeakMap<Catalogue, Map<string, Json>>();
const MAX_CACHED_PRODUCT_ENTITIES = 20_000;

/**
 * A product as the Store API serialises it. The catalogue is an immutable snapshot (a write loads
 * a new one), so each product's entity is built once per snapshot, language, currency, origin and
 * shape, and handed out as a shallow copy: callers may set top-level fields (`extensions`,
 * `cmsPage`) on their copy without touching the cached one.
 */
export function productEntity(ctx: CatalogueContext, product: DemoProduct, options: ProductOptions = {}): Json {
  let cache = productEntityCache.get(ctx.cat);
  if (!cache) {
    cache = new Map();
    productEntityCache.set(ctx.cat, cache);
  }
  const key = `${product.id}|${ctx.languageId}|${ctx.currency}|${ctx.origin}|${ctx.includeSeoUrls ? 1 : 0}|${options.detail ? 1 : 0}`;
  let entity = cache.get(key);
  if (!entity) {
    entity = buildProductEntity(ctx, product, options);
    // The origin comes from the request's Host: bound what odd hosts can make it hold.
    if (cache.size >= MAX_CACHED_PRODUCT_ENTITIES) cache.clear();
    cache.set(key, entity);
  }
  return { ...entity };
}

function buildProductEntity(ctx: CatalogueContext, product: DemoProduct, options: ProductOptions): Json {
  const parent = product.parentId ? ctx.cat.products.get(product.parentId) : undefined;
  const name = text(ctx, product.name);
  const description = text(ctx, product.description);
  const keywords = text(ctx, product.keywords) || null;
  const metaTitle = text(ctx, product.metaTitle);
  const metaDescription = text(ctx, product.metaDescription);
  const packUnit = text(ctx, product.packUnit);
  const packUnitPlural = text(ctx, product.packUnitPlural);
  const manufacturer = ctx.cat.manufacturers.get(product.manufacturerId);
  const { media, cover, coverId } = productMediaEntities(ctx, product);
  const categoryIds = effectiveCategoryIds(ctx, product);
  const { calculatedPrice: price, calculatedPrices } = productPrices(ctx, product);
  const maxPurchase = Math.min(product.maxPurchase ?? MAX_QUANTITY, product.isCloseout ? Math.max(product.stock, 0) : Number.MAX_SAFE_INTEGER);
  const childCount = product.parentId ? 0 : ctx.cat.variantsOf.get(product.id)?.length ?? 0;
  const propertyIds = product.propertyIds;
  const customFields = productCustomFields(ctx, product);
  return {
    ...base(product.id, ctx.cat.createdAt, 'product'),
    versionId: LIVE_VERSION_ID,
    parentId: product.parentId,
    parentVersionId: product.parentId ? LIVE_VERSION_ID : null,
    childCount,
    taxId: product.taxId,
    manufacturerId: product.manufacturerId,
    productManufacturerVersionId: LIVE_VERSION_ID,
    unitId: product.unitId,
    active: product.active,
    displayGroup: displayGroup(ctx, product),
    manufacturerNumber: product.manufacturerNumber,
    ean: product.ean,
    sales: product.sales,
    productNumber: product.productNumber,
    stock: product.stock,
    availableStock: product.stock,
    available: product.available,
    deliveryTimeId: product.deliveryTimeId,
    deliveryTime: deliveryTimeEntity(ctx, product.deliveryTimeId),
    restockTime: product.restockTime,
    isCloseout: product.isCloseout,
    purchaseSteps: product.purchaseSteps,
    maxPurchase: product.maxPurchase,
    minPurchase: product.minPurchase,
    purchaseUnit: product.purchaseUnit,
    referenceUnit: product.referenceUnit,
    shippingFree: product.shippingFree,
    markAsTopseller: product.markAsTopseller,
    weight: product.weight,
    width: product.width,
    height: product.height,
    length: product.length,
    releaseDate: product.releaseDate,
    ratingAverage: product.ratingAverage ?? parent?.ratingAverage ?? null,
    categoryTree: ctx.cat.categoryTree.get(product.id) ?? [],
    categoryIds,
    streamIds: null,
    optionIds: product.optionIds,
    propertyIds,
    tagIds: null,
    name,
    keywords,
    description,
    metaDescription,
    metaTitle,
    packUnit,
    packUnitPlural,
    tax: taxEntity(ctx, product.taxId),
    manufacturer: manufacturer ? manufacturerEntity(ctx, manufacturer) : null,
    unit: unitEntity(ctx, product.unitId),
    cover,
    coverId,
    media,
    parent: null,
    children: null,
    cmsPageId: null,
    cmsPage: null,
    canonicalProductId: null,
    canonicalProduct: null,
    translations: null,
    categories: null,
    categoriesRo: null,
    mainCategories: null,
    seoCategory: null,
    properties: options.detail ? optionEntities(ctx, propertyIds) : null,
    options: optionEntities(ctx, product.optionIds),
    configuratorSettings: null,
    productReviews: null,
    crossSellings: null,
    streams: null,
    tags: null,
    downloads: null,
    seoUrls: seoUrls(ctx, product.id),
    states: product.states,
    type: product.states.includes('is-download') ? 'digital' : 'physical',
    calculatedPrice: price,
    calculatedPrices,
    calculatedCheapestPrice: cheapestPrice(ctx, product),
    calculatedMaxPurchase: maxPurchase,
    isNew: product.isNew,
    sortedProperties: null,
    variantListingConfig: parent ? parent.variantListingConfig : product.variantListingConfig,
    customFields,
    translated: { name, keywords, description, metaTitle, metaDescription, packUnit, packUnitPlural, customFields },
    extensions: [],
  };
}

/**
 * The product's custom fields. FAQ entries sit in the translatable JSON custom field `faq`
 * (a list of `{ id, question, answer }` in the context language; decision 0019): Shopware has no
 * FAQ entity, and a custom field is what a shop without a plugin would use. Variants inherit the
 * parent's entries, as Shopware inherits custom fields.
 */
function productCustomFields(ctx: CatalogueContext, product: DemoProduct): Json {
  const parent = product.parentId ? ctx.cat.products.get(product.parentId) : undefined;
  const entries = (product.faq?.length ? product.faq : parent?.faq) ?? [];
  if (entries.length === 0) return {};
  const faq = [...entries]
    .sort((a, b) => a.position - b.position)
    .map((entry) => ({ id: entry.id, question: text(ctx, entry.question), answer: text(ctx, entry.answer) }));
  return { faq };
}

// --- categories -------------------------------------------------------------------------------

export function breadcrumbNames(ctx: CatalogueContext, category: DemoCategory): string[] {
  const names: string[] = [];
  let current: DemoCategory | undefined = category;
  while (current) {
    names.unshift(text(ctx, current.name) ?? '');
    current = current.parentId ? ctx.cat.categories.get(current.parentId) : undefined;
  }
  return names;
}

export function isVisibleCategory(category: DemoCategory): boolean {
  return category.active && category.visible;
}

/** The category's `externalLink` in the context language (it is translatable in Shopware). */
export function categoryExternalLink(ctx: CatalogueContext, category: DemoCategory): string | null {
  return category.externalLinkTranslated ? text(ctx, category.externalLinkTranslated) : category.externalLink;
}

export function categoryEntity(ctx: CatalogueContext, category: DemoCategory, children: Json[] | null = null): Json {
  const name = text(ctx, category.name);
  const externalLink = categoryExternalLink(ctx, category);
  const breadcrumb = breadcrumbNames(ctx, category);
  const all = ctx.cat.childrenOf.get(category.id) ?? [];
  const translated = {
    breadcrumb,
    name,
    customFields: {},
    slotConfig: null,
    linkType: category.linkType,
    internalLink: category.internalLink,
    externalLink,
    linkNewTab: category.linkNewTab,
    description: text(ctx, category.description),
    metaTitle: text(ctx, category.metaTitle),
    metaDescription: text(ctx, category.metaDescription),
    keywords: text(ctx, category.keywords),
  };
  return {
    ...base(category.id, ctx.cat.createdAt, 'category'),
    versionId: LIVE_VERSION_ID,
    parentId: category.parentId,
    parentVersionId: category.parentId ? LIVE_VERSION_ID : null,
    afterCategoryId: category.afterCategoryId,
    afterCategoryVersionId: category.afterCategoryId ? LIVE_VERSION_ID : null,
    mediaId: category.mediaId,
    name,
    breadcrumb,
    path: category.path,
    level: category.level,
    active: category.active,
    childCount: all.length,
    visibleChildCount: all.filter(isVisibleCategory).length,
    displayNestedProducts: category.displayNestedProducts,
    parent: null,
    children,
    translations: null,
    media: mediaById(ctx, category.mediaId),
    tags: null,
    cmsPageId: category.cmsPageId,
    cmsPageVersionId: category.cmsPageId ? LIVE_VERSION_ID : null,
    cmsPageIdSwitched: false,
    cmsPage: null,
    linkType: category.linkType,
    linkNewTab: category.linkNewTab,
    internalLink: category.internalLink,
    externalLink,
    visible: category.visible,
    type: category.type,
    productAssignmentType: category.productAssignmentType,
    description: translated.description,
    metaTitle: translated.metaTitle,
    metaDescription: translated.metaDescription,
    keywords: translated.keywords,
    seoUrls: seoUrls(ctx, category.id),
    customEntityTypeId: null,
    translated,
  };
}

export function landingPageEntity(ctx: CatalogueContext, page: DemoLandingPage, cmsPage: Json | null): Json {
  const name = text(ctx, page.name);
  const url = text(ctx, page.seoPath);
  const metaTitle = text(ctx, page.metaTitle);
  const metaDescription = text(ctx, page.metaDescription);
  const keywords = text(ctx, page.keywords);
  return {
    ...base(page.id, ctx.cat.createdAt, 'landing_page'),
    versionId: LIVE_VERSION_ID,
    active: page.active,
    name,
    url,
    slotConfig: null,
    metaTitle,
    metaDescription,
    keywords,
    cmsPageId: page.cmsPageId,
    cmsPageVersionId: LIVE_VERSION_ID,
    cmsPage,
    seoUrls: seoUrls(ctx, page.id),
    translations: null,
    translated: { name, url, metaTitle, metaDescription, keywords, slotConfig: [], customFields: {} },
  };
}

// --- reviews and cross-selling ------------------------------------------------------------------

export function reviewEntity(review: DemoReview): Json {
  return {
    ...base(review.id, review.createdAt, 'product_review'),
    productId: review.productId,
    productVersionId: LIVE_VERSION_ID,
    salesChannelId: SALES_CHANNEL_ID,
    languageId: review.languageId,
    customerId: review.customerId ?? null,
    externalUser: review.externalUser,
    title: review.title,
    content: review.content,
    points: review.points,
    status: review.status,
    comment: review.comment,
  };
}

export function crossSellingEntity(ctx: CatalogueContext, cross: DemoCrossSelling): Json {
  const name = text(ctx, cross.name);
  return {
    ...base(cross.id, ctx.cat.createdAt, 'product_cross_selling'),
    productId: cross.productId,
    name,
    position: cross.position,
    sortBy: cross.sortBy,
    sortDirection: cross.sortDirection,
    type: cross.type,
    active: cross.active,
    limit: cross.limit,
    productStreamId: null,
    translated: { name, customFields: {} },
  };
}
