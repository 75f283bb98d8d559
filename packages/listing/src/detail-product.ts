import type { Schemas } from '@gipfel/api';
import { toCardMedia } from './card-product';

type Product = Schemas['Product'];
type ProductMedia = Schemas['ProductMedia'];
type PropertyOption = Schemas['PropertyGroupOption'];

/** The named fields of an entity (the published types leave out some Shopware sends, such as `apiAlias`). */
function pick(source: object, keys: readonly string[]): Record<string, unknown> {
  const fields = source as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => key in fields).map((key) => [key, fields[key]]));
}

/** A gallery entry as the gallery and the head's image preload read it. */
function galleryEntry(entry: ProductMedia): ProductMedia {
  return { ...pick(entry, ['id', 'apiAlias', 'mediaId', 'position']), media: toCardMedia(entry.media) } as unknown as ProductMedia;
}

/** A property as the page's property table reads it: names, positions and the group it belongs to. */
function propertyOption(option: PropertyOption): PropertyOption {
  const names = (entity: { translated?: object | null }) => pick(entity.translated ?? {}, ['name', 'position']);
  const { group } = option;
  return {
    ...pick(option, ['id', 'apiAlias', 'groupId', 'name', 'position', 'colorHexCode']),
    translated: names(option),
    group: group ? { ...pick(group, ['id', 'apiAlias', 'name', 'position', 'displayType', 'visibleOnProductDetailPage']), translated: names(group) } : group,
  } as unknown as PropertyOption;
}

/**
 * The product as the product page sends it to the browser: its gallery and cover images cut to
 * what an image renders (`toCardMedia`: no timestamps, file data or thumbnail ids) and its
 * properties to names and positions (Shopware repeats each option's whole group, description
 * included). Everything else stays as the Store API sent it.
 */
export function toDetailProduct(product: Product): Product {
  return {
    ...product,
    ...(Array.isArray(product.media) ? { media: product.media.map(galleryEntry) } : {}),
    ...(product.cover ? { cover: galleryEntry(product.cover) } : {}),
    ...(Array.isArray(product.properties) ? { properties: product.properties.map(propertyOption) } : {}),
  };
}
