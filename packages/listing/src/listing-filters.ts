import type { Schemas } from '@gipfel/api';

export interface FilterOption {
  id: string;
  name: string;
  /** For colour properties. */
  colorHexCode?: string;
}

export interface FilterGroup {
  id: string;
  name: string;
  options: FilterOption[];
}

/** The filters a listing offers, read from Shopware's `aggregations`. */
export interface ListingFilters {
  propertyGroups: FilterGroup[];
  manufacturers: FilterOption[];
  /** The price range of the result; undefined when the result has no prices. */
  price: { min: number; max: number } | undefined;
  /** The best rating in the result; undefined when no product is rated. */
  maxRating: number | undefined;
  /** Whether some product of the result ships free. */
  shippingFree: boolean;
}

type Record_ = Record<string, unknown>;

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** An entity's name as the filters show it: the translated one unless it is blank, trimmed. */
export function translatedName(entity: Record_): string {
  const translated = isRecord(entity.translated) ? entity.translated : {};
  const name = typeof translated.name === 'string' && translated.name.trim() !== '' ? translated.name : entity.name;
  return typeof name === 'string' ? name.trim() : '';
}

function byPosition(a: Record_, b: Record_): number {
  return (toNumber(a.position) ?? 0) - (toNumber(b.position) ?? 0);
}

/** The aggregations by name; Shopware sends an object, older or custom backends an array of named results. */
function aggregationMap(aggregations: unknown): Record<string, Record_> {
  if (Array.isArray(aggregations)) {
    return Object.fromEntries(aggregations.filter(isRecord).filter((entry) => typeof entry.name === 'string').map((entry) => [entry.name as string, entry]));
  }
  if (!isRecord(aggregations)) return {};
  return Object.fromEntries(Object.entries(aggregations).filter((entry): entry is [string, Record_] => isRecord(entry[1])));
}

function entitiesOf(aggregation: Record_ | undefined): Record_[] {
  // `buckets` (terms aggregations) carry only ids without names, so they give no filter options.
  return Array.isArray(aggregation?.entities) ? aggregation.entities.filter(isRecord) : [];
}

function option(entity: Record_): FilterOption | undefined {
  const id = typeof entity.id === 'string' ? entity.id : '';
  const name = translatedName(entity);
  if (id === '' || name === '') return undefined;
  const color = typeof entity.colorHexCode === 'string' && entity.colorHexCode !== '' ? entity.colorHexCode : undefined;
  return color ? { id, name, colorHexCode: color } : { id, name };
}

/**
 * Reads the filter options of a listing from its aggregations: property groups with their
 * options (only filterable groups), manufacturers, the price range, the best rating and
 * whether free shipping occurs. Missing, empty or unknown aggregations give no options.
 */
export function getListingFilters(aggregations: Schemas['ProductListingResult']['aggregations'] | Record<string, unknown> | null | undefined): ListingFilters {
  const map = aggregationMap(aggregations);

  const propertyGroups = entitiesOf(map.properties)
    .filter((group) => group.filterable !== false)
    .sort(byPosition)
    .map((group) => ({
      id: typeof group.id === 'string' ? group.id : '',
      name: translatedName(group),
      options: (Array.isArray(group.options) ? group.options.filter(isRecord) : [])
        .sort(byPosition)
        .map(option)
        .filter((entry): entry is FilterOption => entry !== undefined),
    }))
    .filter((group) => group.id !== '' && group.name !== '' && group.options.length > 0);

  const manufacturers = entitiesOf(map.manufacturer)
    .map(option)
    .filter((entry): entry is FilterOption => entry !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name));

  const min = toNumber(map.price?.min);
  const max = toNumber(map.price?.max);
  const maxRating = toNumber(map.rating?.max);

  return {
    propertyGroups,
    manufacturers,
    price: min !== undefined && max !== undefined ? { min, max } : undefined,
    maxRating: maxRating !== undefined && maxRating > 0 ? Math.min(5, maxRating) : undefined,
    shippingFree: (toNumber(map['shipping-free']?.max) ?? 0) > 0,
  };
}
