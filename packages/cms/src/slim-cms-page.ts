import type { Schemas } from '@gipfel/api';
import { deepFreeze } from '@gipfel/api/host';
import { toCardListing, toCardMedia, toCardProduct } from '@gipfel/listing';

type Product = Schemas['Product'];
type CmsPage = Schemas['CmsPage'];

const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

const isMedia = (value: unknown): value is Schemas['Media'] =>
  typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';

/** Images (`media`) and slider or gallery items (`sliderItems[].media`) as an image renders them. */
function withCardMedia(record: Record<string, unknown>): Record<string, unknown> {
  let out = record;
  if (isMedia(record.media)) out = { ...out, media: toCardMedia(record.media) };
  if (Array.isArray(record.sliderItems)) {
    out = {
      ...out,
      sliderItems: record.sliderItems.map((item: unknown) => {
        const media = typeof item === 'object' && item !== null ? (item as { media?: unknown }).media : undefined;
        return isMedia(media) ? { ...(item as object), media: toCardMedia(media) } : item;
      }),
    };
  }
  return out;
}

/** A section's or block's background image, of which only the URL and width are read. */
function withCardBackground<T extends { backgroundMedia?: Schemas['Media'] | null }>(entity: T): T {
  return isMedia(entity.backgroundMedia) ? { ...entity, backgroundMedia: toCardMedia(entity.backgroundMedia) } : entity;
}

function slimSlotData(type: string, data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  switch (type) {
    case 'product-box':
      return isProduct(record.product) ? { ...record, product: toCardProduct(record.product) } : data;
    case 'product-slider':
      return Array.isArray(record.products) ? { ...record, products: record.products.filter(isProduct).map(toCardProduct) } : data;
    case 'product-listing': {
      const listing = record.listing as Schemas['ProductListingResult'] | undefined;
      if (!listing || !Array.isArray(listing.elements)) return data;
      return { ...record, listing: toCardListing({ ...listing, elements: listing.elements.filter(isProduct) }) };
    }
    default:
      return withCardMedia(record);
  }
}

/** Keys no element reads: version and parent ids, back references, timestamps, editor metadata. */
const unread = ['versionId', 'cmsPageVersionId', 'cmsSectionVersionId', 'cmsBlockVersionId', 'pageId', 'sectionId', 'blockId', 'page', 'section', 'block', 'translations', 'createdAt', 'updatedAt', 'extensions', 'fieldConfig'];

function withoutUnread<T extends object>(entity: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entity)) if (!unread.includes(key)) out[key] = value;
  return out as T;
}

type SlotConfig = Record<string, { value?: unknown } | null | undefined>;
const hasValue = (entry: unknown) => typeof entry === 'object' && entry !== null && (entry as { value?: unknown }).value != null;

/**
 * The slot's config as elements read it (`getSlotConfigValue`: the translated entry when it has a
 * value, else the untranslated one), so the `translated` copy can stay on the server.
 */
function effectiveConfig(slot: Schemas['CmsSlot']): SlotConfig | undefined {
  const config = (slot.config ?? undefined) as SlotConfig | undefined;
  const translated = (slot.translated?.config ?? undefined) as SlotConfig | undefined;
  if (!translated || typeof translated !== 'object') return config;
  const merged: SlotConfig = { ...(config && typeof config === 'object' ? config : {}) };
  for (const [name, entry] of Object.entries(translated)) if (hasValue(entry) || !(name in merged)) merged[name] = entry;
  return merged;
}

/**
 * The config entries an element can read: not those without a value (they read as none anyway),
 * nor those Shopware resolved into the slot's `data` under the same name, which the elements read
 * from there (a text's HTML, a slider's or box's products, an image's media, slider items): the
 * config keeps only their ids or a second copy of the HTML.
 */
function readableConfig(config: SlotConfig, data: unknown): SlotConfig {
  const resolved = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const out: SlotConfig = {};
  for (const [name, entry] of Object.entries(config)) if (hasValue(entry) && resolved[name] == null) out[name] = entry;
  return out;
}

function slimSlot(slot: Schemas['CmsSlot']): Schemas['CmsSlot'] {
  const { translated: _translated, ...rest } = withoutUnread(slot);
  const config = effectiveConfig(slot);
  const out: Record<string, unknown> = { ...rest };
  if (config !== undefined) out.config = config && typeof config === 'object' ? readableConfig(config, slot.data) : config;
  if (slot.data !== undefined) out.data = slimSlotData(slot.type, slot.data);
  return out as Schemas['CmsSlot'];
}

/**
 * A CMS page with the products of its product boxes, sliders and listing cut down to what a card
 * renders ({@link toCardProduct}), and sections, blocks and slots without what no element reads
 * (version and parent ids, timestamps, the editor's field config, the slot's translated copy of its
 * config, merged into `config`, and the config entries resolved into `data` or without a value). Call it on the server before a page goes into loader data: a home
 * page with a few sliders shrinks from hundreds of kilobytes to a few dozen. Slots that show a
 * whole product (buy box, description, reviews) keep it as it is.
 */
export function slimCmsPage(page: CmsPage): CmsPage {
  if (!Object.isFrozen(page)) return slim(page);
  // A frozen page is a shared Store API answer, the same object for every visitor until it
  // expires (decision 0041): it is slimmed once, and the result is frozen as well.
  let slimmed = slimmedShared.get(page);
  if (!slimmed) {
    slimmed = deepFreeze(slim(page));
    slimmedShared.set(page, slimmed);
  }
  return slimmed;
}

const slimmedShared = new WeakMap<CmsPage, CmsPage>();

function slim(page: CmsPage): CmsPage {
  return {
    ...withoutUnread(page),
    sections: (page.sections ?? []).map((section) => ({
      ...withCardBackground(withoutUnread(section)),
      blocks: (section.blocks ?? []).map((block) => ({
        ...withCardBackground(withoutUnread(block)),
        slots: (block.slots ?? []).map(slimSlot),
      })),
    })),
  };
}
