import type { Schemas } from '@gipfel/api';
import { toCardProduct } from '@gipfel/listing';

type Product = Schemas['Product'];
type CmsPage = Schemas['CmsPage'];

const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

function slimSlotData(type: string, data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  switch (type) {
    case 'product-box':
      return isProduct(record.product) ? { ...record, product: toCardProduct(record.product) } : data;
    case 'product-slider':
      return Array.isArray(record.products) ? { ...record, products: record.products.filter(isProduct).map(toCardProduct) } : data;
    case 'product-listing': {
      const listing = record.listing as { elements?: unknown } | undefined;
      if (!listing || !Array.isArray(listing.elements)) return data;
      return { ...record, listing: { ...listing, elements: listing.elements.filter(isProduct).map(toCardProduct) } };
    }
    default:
      return data;
  }
}

/**
 * A CMS page with the products of its product boxes, sliders and listing cut down to what a card
 * renders ({@link toCardProduct}). Call it on the server before a page goes into loader data:
 * a home page with a few sliders shrinks from hundreds of kilobytes to a few dozen. Slots that
 * show a whole product (buy box, description, reviews) keep it as it is.
 */
export function slimCmsPage(page: CmsPage): CmsPage {
  return {
    ...page,
    sections: (page.sections ?? []).map((section) => ({
      ...section,
      blocks: (section.blocks ?? []).map((block) => ({
        ...block,
        slots: (block.slots ?? []).map((slot) => (slot.data === undefined ? slot : { ...slot, data: slimSlotData(slot.type, slot.data) as typeof slot.data })),
      })),
    })),
  };
}
