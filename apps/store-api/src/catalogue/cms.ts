import { LIVE_VERSION_ID } from '../context';
import type { DemoCategory, DemoCmsBlock, DemoCmsFieldConfig, DemoCmsPage, DemoCmsSection, DemoCmsSlot, DemoProduct } from '../demo/types';
import {
  manufacturerEntity,
  mediaById,
  productEntity,
  text,
  type CatalogueContext,
  type Json,
} from './serialize';

/** CMS pages with their sections, blocks and slots, and the slots' `data` resolved like Shopware's resolvers. */

export interface CmsScope {
  category?: DemoCategory;
  product?: DemoProduct;
  /** Product listing of the page's category (for the product-listing element). */
  listing?: () => Json;
  /** Product detail parts (buy-box, reviews, cross-selling). */
  productDetail?: {
    configurator: () => Json[];
    reviews: () => Json;
    crossSellings: () => Json[];
  };
}

type Config = Record<string, DemoCmsFieldConfig>;

function slotConfig(ctx: CatalogueContext, slot: DemoCmsSlot): Config {
  const config: Config = { ...slot.config };
  for (const [name, value] of Object.entries(slot.translatedConfig)) config[name] = { source: 'static', value: text(ctx, value) };
  return config;
}

function readMapped(ctx: CatalogueContext, path: unknown, scope: CmsScope): unknown {
  if (typeof path !== 'string') return null;
  const [entity, ...rest] = path.split('.');
  const field = rest.join('.');
  const source: Record<string, unknown> | undefined =
    entity === 'category' ? (scope.category as unknown as Record<string, unknown>) : entity === 'product' ? (scope.product as unknown as Record<string, unknown>) : undefined;
  if (!source) return null;
  const value = source[field];
  if (value && typeof value === 'object' && 'de' in value && 'en' in value && 'fr' in value) return text(ctx, value as { de: string; en: string; fr: string });
  return value ?? null;
}

function value(ctx: CatalogueContext, config: Config, name: string, scope: CmsScope): unknown {
  const entry = config[name];
  if (!entry) return null;
  return entry.source === 'mapped' ? readMapped(ctx, entry.value, scope) : entry.value;
}

function productById(ctx: CatalogueContext, id: unknown): Json | null {
  if (typeof id !== 'string') return null;
  const product = ctx.cat.products.get(id);
  if (!product || !product.active) return null;
  // A parent with variants is shown through its main (or first) variant, as in listings.
  const variants = ctx.cat.variantsOf.get(product.id);
  if (variants && variants.length > 0 && !product.variantListingConfig?.displayParent) {
    const main = variants.find((variant) => variant.id === product.variantListingConfig?.mainVariantId) ?? variants[0]!;
    return productEntity(ctx, main);
  }
  return productEntity(ctx, product);
}

function sliderItems(ctx: CatalogueContext, raw: unknown, scope: CmsScope, mapped: boolean): Json[] {
  if (mapped && scope.product) {
    const product = productEntity(ctx, scope.product);
    return ((product.media as Json[] | null) ?? []).map((item) => ({ url: null, newTab: false, media: item.media, apiAlias: 'cms_image_slider_item' }));
  }
  if (!Array.isArray(raw)) return [];
  return raw
    .map((item: unknown) => {
      const entry = (item ?? {}) as { mediaId?: unknown; mediaUrl?: unknown; url?: unknown; newTab?: unknown };
      const media = typeof entry.mediaId === 'string' ? mediaById(ctx, entry.mediaId) : null;
      return media ? { url: typeof entry.url === 'string' ? entry.url : null, newTab: entry.newTab === true, media, apiAlias: 'cms_image_slider_item' } : null;
    })
    .filter((item): item is NonNullable<typeof item> => item !== null);
}

function slotData(ctx: CatalogueContext, slot: DemoCmsSlot, config: Config, scope: CmsScope): Json | null {
  const get = (name: string) => value(ctx, config, name, scope);
  switch (slot.type) {
    case 'text':
    case 'product-name': {
      let content = get('content');
      if ((content === null || content === undefined) && slot.type === 'product-name' && scope.product) content = text(ctx, scope.product.name);
      return { content: typeof content === 'string' ? content : null, apiAlias: 'cms_text' };
    }
    case 'image': {
      const mediaId = get('media');
      const media = typeof mediaId === 'string' ? mediaById(ctx, mediaId) : null;
      const url = get('url');
      return { mediaId: media ? mediaId : null, url: typeof url === 'string' ? url : null, newTab: get('newTab') === true, media, apiAlias: 'cms_image' };
    }
    case 'image-slider':
    case 'image-gallery':
      return { sliderItems: sliderItems(ctx, get('sliderItems'), scope, config.sliderItems?.source === 'mapped'), navigation: null, apiAlias: 'cms_image_slider' };
    case 'manufacturer-logo': {
      const manufacturer = scope.product ? ctx.cat.manufacturers.get(scope.product.manufacturerId) : undefined;
      return {
        mediaId: null,
        url: manufacturer?.link ?? null,
        newTab: true,
        media: null,
        manufacturer: manufacturer ? manufacturerEntity(ctx, manufacturer) : null,
        apiAlias: 'cms_manufacturer_logo',
      };
    }
    case 'product-box': {
      const product = scope.product && config.product?.source === 'mapped' ? productEntity(ctx, scope.product) : productById(ctx, get('product'));
      return { productId: product ? product.id : null, product, apiAlias: 'cms_product_box' };
    }
    case 'product-slider': {
      const ids = get('products');
      const products = (Array.isArray(ids) ? ids : []).map((id) => productById(ctx, id)).filter((product): product is Json => product !== null);
      return { products, streamId: null, apiAlias: 'cms_product_slider' };
    }
    case 'product-listing':
      return scope.listing ? { listing: scope.listing(), apiAlias: 'cms_product_listing' } : null;
    case 'buy-box':
      if (!scope.product || !scope.productDetail) return null;
      return {
        productId: scope.product.id,
        product: productEntity(ctx, scope.product, { detail: true }),
        configuratorSettings: scope.productDetail.configurator(),
        totalReviews: (scope.productDetail.reviews().total as number | undefined) ?? 0,
        apiAlias: 'cms_buy_box',
      };
    case 'product-description-reviews':
      if (!scope.product || !scope.productDetail) return null;
      return {
        productId: scope.product.id,
        product: productEntity(ctx, scope.product, { detail: true }),
        reviews: scope.productDetail.reviews(),
        ratingSuccess: false,
        apiAlias: 'cms_product_description_reviews',
      };
    case 'cross-selling':
      if (!scope.productDetail) return null;
      return { crossSellings: scope.productDetail.crossSellings(), apiAlias: 'cms_cross_selling' };
    default:
      return null;
  }
}

const visibility = (v: { mobile: boolean; tablet: boolean; desktop: boolean }) => ({ mobile: v.mobile, tablet: v.tablet, desktop: v.desktop });

function slotEntity(ctx: CatalogueContext, slot: DemoCmsSlot, blockId: string, scope: CmsScope): Json {
  const config = slotConfig(ctx, slot);
  return {
    id: slot.id,
    versionId: LIVE_VERSION_ID,
    cmsBlockVersionId: LIVE_VERSION_ID,
    blockId,
    type: slot.type,
    slot: slot.slot,
    locked: false,
    config,
    // Shopware serializes the field config collection as a list; the published schema types it as
    // an object, so it is keyed by field name here.
    fieldConfig: Object.fromEntries(
      Object.entries(config).map(([name, entry]) => [name, { name, source: entry.source, value: entry.value, apiAlias: 'cms_data_resolver_field_config' }]),
    ),
    data: slotData(ctx, slot, config, scope),
    block: null,
    translations: null,
    translated: { config, customFields: {} },
    createdAt: ctx.cat.createdAt,
    updatedAt: null,
    customFields: null,
    apiAlias: 'cms_slot',
  };
}

function blockEntity(ctx: CatalogueContext, block: DemoCmsBlock, sectionId: string, scope: CmsScope): Json {
  return {
    id: block.id,
    versionId: LIVE_VERSION_ID,
    cmsSectionVersionId: LIVE_VERSION_ID,
    sectionId,
    position: block.position,
    type: block.type,
    name: block.name,
    sectionPosition: block.sectionPosition,
    marginTop: block.marginTop,
    marginBottom: block.marginBottom,
    marginLeft: block.marginLeft,
    marginRight: block.marginRight,
    backgroundColor: block.backgroundColor,
    backgroundMediaId: block.backgroundMediaId,
    backgroundMedia: mediaById(ctx, block.backgroundMediaId),
    backgroundMediaMode: block.backgroundMediaMode,
    cssClass: block.cssClass,
    visibility: visibility(block.visibility),
    slots: block.slots.map((slot) => slotEntity(ctx, slot, block.id, scope)),
    translated: [],
    createdAt: ctx.cat.createdAt,
    updatedAt: null,
    customFields: null,
    apiAlias: 'cms_block',
  };
}

function sectionEntity(ctx: CatalogueContext, section: DemoCmsSection, pageId: string, scope: CmsScope): Json {
  return {
    id: section.id,
    cmsPageVersionId: LIVE_VERSION_ID,
    pageId,
    page: null,
    position: section.position,
    type: section.type,
    name: section.name,
    sizingMode: section.sizingMode,
    mobileBehavior: section.mobileBehavior,
    backgroundColor: section.backgroundColor,
    backgroundMediaId: section.backgroundMediaId,
    backgroundMedia: mediaById(ctx, section.backgroundMediaId),
    backgroundMediaMode: section.backgroundMediaMode,
    cssClass: section.cssClass,
    visibility: visibility(section.visibility),
    blocks: [...section.blocks].sort((a, b) => a.position - b.position).map((block) => blockEntity(ctx, block, section.id, scope)),
    translated: [],
    createdAt: ctx.cat.createdAt,
    updatedAt: null,
    customFields: null,
    apiAlias: 'cms_section',
  };
}

export function cmsPageEntity(ctx: CatalogueContext, page: DemoCmsPage, scope: CmsScope = {}): Json {
  const name = text(ctx, page.name);
  return {
    id: page.id,
    versionId: LIVE_VERSION_ID,
    name,
    type: page.type,
    entity: null,
    cssClass: page.cssClass,
    config: null,
    previewMediaId: page.previewMediaId,
    previewMedia: null,
    landingPages: null,
    sections: [...page.sections].sort((a, b) => a.position - b.position).map((section) => sectionEntity(ctx, section, page.id, scope)),
    translations: null,
    translated: { name, customFields: {} },
    createdAt: ctx.cat.createdAt,
    updatedAt: null,
    customFields: null,
    apiAlias: 'cms_page',
  };
}

/** The product-listing slot's configuration of a page (limit and default sorting), if any. */
export function listingSlotConfig(page: DemoCmsPage | undefined): { limit: number | null; defaultSorting: string | null } {
  for (const section of page?.sections ?? []) {
    for (const block of section.blocks) {
      for (const slot of block.slots) {
        if (slot.type !== 'product-listing') continue;
        const limit = slot.config.limit?.value ?? slot.config.productsPerPage?.value;
        const sorting = slot.config.defaultSorting?.value;
        return {
          limit: typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : typeof limit === 'string' && /^\d+$/.test(limit) && Number(limit) > 0 ? Number(limit) : null,
          defaultSorting: typeof sorting === 'string' && sorting !== '' ? sorting : null,
        };
      }
    }
  }
  return { limit: null, defaultSorting: null };
}
