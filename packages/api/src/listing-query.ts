import type { Schemas } from './types';
import { isShopwareId } from './ids';

/**
 * Listing criteria as the Store API takes them in the body of `/product-listing/{id}` and
 * `/search`, limited to what a listing URL may carry. Id lists are pipe-separated.
 */
export type ListingCriteria = Pick<
  Schemas['ProductListingCriteria'],
  'p' | 'limit' | 'order' | 'properties' | 'manufacturer' | 'min-price' | 'max-price' | 'rating' | 'shipping-free'
> & { search?: string };

/** Largest page size a URL may ask for; larger values are clamped to it. */
export const MAX_LISTING_LIMIT = 100;
export const MAX_LISTING_PAGE = 10_000;
export const MAX_LISTING_PRICE = 10_000_000;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_FILTER_IDS = 100;

const ORDER_KEY = /^[a-z0-9][a-z0-9._-]{0,63}$/i;
const UNSIGNED_INT = /^\d{1,9}$/;
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

function positiveInt(value: string | null | undefined, max: number, clamp: boolean): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (!UNSIGNED_INT.test(trimmed)) return undefined;
  const number = Number(trimmed);
  if (number < 1) return undefined;
  if (number > max) return clamp ? max : undefined;
  return number;
}

function price(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!PRICE.test(text)) return undefined;
  const number = Number(text);
  return number <= MAX_LISTING_PRICE ? number : undefined;
}

/** Keeps the valid 32-hex ids of pipe (or comma) separated lists, lower-cased, unique, in order. */
function idList(values: readonly string[]): string | undefined {
  const ids: string[] = [];
  for (const value of values) {
    for (const part of value.split(/[|,]/)) {
      const id = part.trim().toLowerCase();
      if (isShopwareId(id) && !ids.includes(id)) ids.push(id);
      if (ids.length >= MAX_FILTER_IDS) break;
    }
  }
  return ids.length > 0 ? ids.join('|') : undefined;
}

function searchTerm(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  if (cleaned === '') return undefined;
  return cleaned.slice(0, MAX_SEARCH_LENGTH).trim();
}

function flag(value: string | boolean | null | undefined): true | undefined {
  if (value === true) return true;
  if (typeof value !== 'string') return undefined;
  return ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase()) ? true : undefined;
}

function orderKey(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return ORDER_KEY.test(trimmed) ? trimmed : undefined;
}

function rating(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return /^[1-5]$/.test(text) ? Number(text) : undefined;
}

function withPriceOrder(criteria: ListingCriteria): ListingCriteria {
  const min = criteria['min-price'];
  const max = criteria['max-price'];
  if (min !== undefined && max !== undefined && min > max) {
    // Shopware wants max above min; a swapped range is almost always meant the other way.
    criteria['min-price'] = max;
    criteria['max-price'] = min;
  }
  return criteria;
}

/**
 * Reads listing criteria from a listing URL's query (`p`, `limit`, `order`, `properties`,
 * `manufacturer`, `min-price`, `max-price`, `rating`, `shipping-free`, `search`). Values
 * that are not valid are dropped, limits above MAX_LISTING_LIMIT are clamped; nothing is
 * passed through unchecked.
 */
export function parseListingQuery(query: URLSearchParams): ListingCriteria {
  const criteria: ListingCriteria = {};
  const p = positiveInt(query.get('p'), MAX_LISTING_PAGE, false);
  if (p !== undefined) criteria.p = p;
  const limit = positiveInt(query.get('limit'), MAX_LISTING_LIMIT, true);
  if (limit !== undefined) criteria.limit = limit;
  const order = orderKey(query.get('order'));
  if (order !== undefined) criteria.order = order;
  const properties = idList(query.getAll('properties'));
  if (properties !== undefined) criteria.properties = properties;
  const manufacturer = idList(query.getAll('manufacturer'));
  if (manufacturer !== undefined) criteria.manufacturer = manufacturer;
  const minPrice = price(query.get('min-price'));
  if (minPrice !== undefined) criteria['min-price'] = minPrice;
  const maxPrice = price(query.get('max-price'));
  if (maxPrice !== undefined) criteria['max-price'] = maxPrice;
  const stars = rating(query.get('rating'));
  if (stars !== undefined) criteria.rating = stars;
  if (flag(query.get('shipping-free'))) criteria['shipping-free'] = true;
  const search = searchTerm(query.get('search'));
  if (search !== undefined) criteria.search = search;
  return withPriceOrder(criteria);
}

/** Validates criteria coming from code (the same rules as the URL reader). */
export function sanitizeListingCriteria(criteria: ListingCriteria): ListingCriteria {
  const clean: ListingCriteria = {};
  const p = positiveInt(criteria.p === undefined ? undefined : String(criteria.p), MAX_LISTING_PAGE, false);
  if (p !== undefined) clean.p = p;
  const limit = positiveInt(criteria.limit === undefined ? undefined : String(criteria.limit), MAX_LISTING_LIMIT, true);
  if (limit !== undefined) clean.limit = limit;
  const order = orderKey(criteria.order);
  if (order !== undefined) clean.order = order;
  const properties = idList(criteria.properties ? [criteria.properties] : []);
  if (properties !== undefined) clean.properties = properties;
  const manufacturer = idList(criteria.manufacturer ? [criteria.manufacturer] : []);
  if (manufacturer !== undefined) clean.manufacturer = manufacturer;
  const minPrice = price(criteria['min-price']);
  if (minPrice !== undefined) clean['min-price'] = minPrice;
  const maxPrice = price(criteria['max-price']);
  if (maxPrice !== undefined) clean['max-price'] = maxPrice;
  const stars = rating(criteria.rating);
  if (stars !== undefined) clean.rating = stars;
  if (flag(criteria['shipping-free'])) clean['shipping-free'] = true;
  const search = searchTerm(criteria.search);
  if (search !== undefined) clean.search = search;
  return withPriceOrder(clean);
}

/**
 * Writes listing criteria as a listing URL query, in a stable order, validating them on the
 * way (`parseListingQuery(listingCriteriaToQuery(c))` gives back the valid part of `c`).
 */
export function listingCriteriaToQuery(criteria: ListingCriteria): URLSearchParams {
  const clean = sanitizeListingCriteria(criteria);
  const query = new URLSearchParams();
  if (clean.search !== undefined) query.set('search', clean.search);
  if (clean.order !== undefined) query.set('order', clean.order);
  if (clean.p !== undefined) query.set('p', String(clean.p));
  if (clean.limit !== undefined) query.set('limit', String(clean.limit));
  if (clean.manufacturer !== undefined) query.set('manufacturer', clean.manufacturer);
  if (clean.properties !== undefined) query.set('properties', clean.properties);
  if (clean['min-price'] !== undefined) query.set('min-price', String(clean['min-price']));
  if (clean['max-price'] !== undefined) query.set('max-price', String(clean['max-price']));
  if (clean.rating !== undefined) query.set('rating', String(clean.rating));
  if (clean['shipping-free']) query.set('shipping-free', '1');
  return query;
}
