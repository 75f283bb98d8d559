import { applyIncludes, MAX_LIMIT, matches, parseCriteria, type Criteria } from '../criteria';
import type { ContentLocale, DemoProduct, Translated } from '../demo/types';
import { apiError, violations, type Violation } from '../errors';
import { UUID_PATTERN } from '../ids';
import { describeValue, requestRecord } from '../request-data';
import {
  collatorFor,
  displayGroup,
  manufacturerEntity,
  productEntity,
  propertyGroupEntity,
  text,
  lowestPrice,
  type CatalogueContext,
  type Json,
} from './serialize';
import type { Catalogue } from './store';

/** Product listings and search: Shopware's listing criteria, sortings, filters and aggregations. */

export type SortingKey = 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc' | 'topseller' | 'score';

const SORTINGS: Record<SortingKey, { priority: number; label: Translated }> = {
  'name-asc': { priority: 4, label: { de: 'Name A-Z', en: 'Name A-Z', fr: 'Nom A-Z' } },
  'name-desc': { priority: 3, label: { de: 'Name Z-A', en: 'Name Z-A', fr: 'Nom Z-A' } },
  'price-asc': { priority: 2, label: { de: 'Preis aufsteigend', en: 'Price ascending', fr: 'Prix croissant' } },
  'price-desc': { priority: 1, label: { de: 'Preis absteigend', en: 'Price descending', fr: 'Prix décroissant' } },
  topseller: { priority: 0, label: { de: 'Topseller', en: 'Topseller', fr: 'Meilleures ventes' } },
  score: { priority: 0, label: { de: 'Beste Ergebnisse', en: 'Top results', fr: 'Meilleurs résultats' } },
};
const LISTING_SORTINGS: SortingKey[] = ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller'];
const SEARCH_SORTINGS: SortingKey[] = [...LISTING_SORTINGS, 'score'];
const SORTING_CREATED_AT = '2025-01-06T08:00:00.000+00:00';

export const DEFAULT_LISTING_LIMIT = 10;

export interface ListingRequest {
  page: number;
  limit: number;
  order: SortingKey;
  properties: string[];
  manufacturers: string[];
  minPrice: number | null;
  maxPrice: number | null;
  rating: number | null;
  shippingFree: boolean;
  reduceAggregations: boolean;
  search: string | null;
  criteria: Criteria;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idList(value: unknown, pointer: string, problems: Violation[]): string[] {
  if (value === undefined || value === null || value === '') return [];
  const list = typeof value === 'string' ? value.split('|') : Array.isArray(value) ? value : isObject(value) ? Object.values(value) : null;
  if (!list || list.some((item) => typeof item !== 'string')) {
    problems.push({ pointer, code: 'FRAMEWORK__INVALID_CRITERIA', detail: `Parameter "${pointer.slice(1)}" must be a "|"-separated list of ids.` });
    return [];
  }
  const ids = (list as string[]).map((item) => item.trim().toLowerCase()).filter(Boolean);
  const bad = ids.find((id) => !UUID_PATTERN.test(id));
  if (bad !== undefined) {
    problems.push({ pointer, code: 'FRAMEWORK__INVALID_UUID', detail: `The string "${bad}" is not a valid uuid.` });
    return [];
  }
  return [...new Set(ids)];
}

function numberParam(value: unknown, pointer: string, problems: Violation[], options: { min?: number; max?: number } = {}): number | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(parsed) || (options.min !== undefined && parsed < options.min) || (options.max !== undefined && parsed > options.max)) {
    const range = options.max !== undefined ? ` between ${options.min ?? 0} and ${options.max}` : options.min !== undefined ? ` of at least ${options.min}` : '';
    problems.push({ pointer, code: 'FRAMEWORK__INVALID_CRITERIA', detail: `Parameter "${pointer.slice(1)}" must be a number${range}.` });
    return null;
  }
  return parsed;
}

function flag(value: unknown, pointer: string, problems: Violation[]): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (value === true || value === false) return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  problems.push({ pointer, code: 'FRAMEWORK__INVALID_CRITERIA', detail: `Parameter "${pointer.slice(1)}" must be a boolean.` });
  return false;
}

/** Parses listing criteria (body for POST, query string for GET); bad input is a 400 with pointers. */
export function parseListingRequest(
  raw: Record<string, unknown>,
  options: { defaultLimit: number; defaultOrder: SortingKey; search: boolean },
): ListingRequest {
  const problems: Violation[] = [];
  const page = numberParam(raw.p ?? raw.page, raw.p !== undefined ? '/p' : '/page', problems, { min: 1 });
  if (page !== null && !Number.isInteger(page)) problems.push({ pointer: '/p', code: 'FRAMEWORK__INVALID_PAGE_QUERY', detail: 'The page must be a positive integer.' });
  const limit = numberParam(raw.limit, '/limit', problems, { min: 1, max: MAX_LIMIT });
  if (limit !== null && !Number.isInteger(limit)) problems.push({ pointer: '/limit', code: 'FRAMEWORK__INVALID_LIMIT_QUERY', detail: 'The limit must be a positive integer.' });
  for (const entry of problems) if (entry.pointer === '/limit') entry.code = 'FRAMEWORK__INVALID_LIMIT_QUERY';
  for (const entry of problems) if (entry.pointer === '/p' || entry.pointer === '/page') entry.code = 'FRAMEWORK__INVALID_PAGE_QUERY';

  let order = options.defaultOrder;
  if (raw.order !== undefined && raw.order !== null && raw.order !== '') {
    const allowed = options.search ? SEARCH_SORTINGS : LISTING_SORTINGS;
    if (typeof raw.order !== 'string' || !allowed.includes(raw.order as SortingKey)) {
      const key = describeValue(raw.order);
      throw apiError(400, 'PRODUCT_SORTING_NOT_FOUND', `Could not find sorting with key "${key}"`, { pointer: '/order', parameters: { key } });
    }
    order = raw.order as SortingKey;
  }

  let search: string | null = null;
  if (options.search) {
    const value = raw.search;
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      throw apiError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "search" is missing.', { pointer: '/search', parameters: { parameterName: 'search' } });
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      problems.push({ pointer: '/search', code: 'FRAMEWORK__INVALID_CRITERIA', detail: 'Parameter "search" must be a string.' });
    } else {
      search = String(value).trim().slice(0, 200);
    }
  }

  const properties = idList(raw.properties, '/properties', problems);
  const manufacturers = idList(raw.manufacturer, '/manufacturer', problems);
  const minPrice = numberParam(raw['min-price'], '/min-price', problems, { min: 0 });
  const maxPrice = numberParam(raw['max-price'], '/max-price', problems, { min: 0 });
  const rating = numberParam(raw.rating, '/rating', problems, { min: 0, max: 5 });
  const shippingFree = flag(raw['shipping-free'], '/shipping-free', problems);
  const reduceAggregations = raw['reduce-aggregations'] !== undefined && raw['reduce-aggregations'] !== null && raw['reduce-aggregations'] !== '';

  // The generic part (ids, filter, post-filter, includes...) goes through the shared criteria parser.
  const rest = requestRecord(raw);
  for (const key of ['p', 'page', 'limit', 'order', 'properties', 'manufacturer', 'min-price', 'max-price', 'rating', 'shipping-free', 'search', 'sort', 'term']) delete rest[key];
  let criteria: Criteria;
  try {
    criteria = parseCriteria(rest);
  } catch (error) {
    if (problems.length === 0) throw error;
    const more = (error as { errors?: { code: string; detail: string; source?: { pointer?: string } }[] }).errors ?? [];
    throw violations([...problems, ...more.map((entry) => ({ pointer: entry.source?.pointer ?? '/', code: entry.code, detail: entry.detail }))]);
  }
  if (problems.length > 0) throw violations(problems);

  return {
    page: page ?? 1,
    limit: limit ?? options.defaultLimit,
    order,
    properties,
    manufacturers,
    minPrice,
    maxPrice,
    rating,
    shippingFree,
    reduceAggregations,
    search,
    criteria,
  };
}

// --- search -----------------------------------------------------------------------------------

export function normalize(value: string): string {
  return value
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function tokens(value: string): string[] {
  return normalize(value)
    .replace(/<[^>]*>/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Words of a product text as a search can find them: accents stripped (Käse → kase, crème → creme)
 * and, where the text has umlauts, also in the German spelling without them (Käse → kaese), so
 * "kaese", "kase" and "Käse" all find cheese.
 */
export function searchTokens(value: string): string[] {
  const words = tokens(value);
  if (!/[äöüÄÖÜ]/.test(value)) return words;
  const spelledOut = value.replace(/[äöüÄÖÜ]/g, (umlaut) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' })[umlaut] ?? umlaut);
  return [...new Set([...words, ...tokens(spelledOut)])];
}

interface SearchDoc {
  number: string;
  ean: string;
  name: string[];
  keywords: string[];
  manufacturer: string[];
  description: string[];
}

const searchIndexes = new WeakMap<Catalogue, Map<ContentLocale, Map<string, SearchDoc>>>();

function searchDoc(ctx: CatalogueContext, product: DemoProduct): SearchDoc {
  let byLocale = searchIndexes.get(ctx.cat);
  if (!byLocale) {
    byLocale = new Map();
    searchIndexes.set(ctx.cat, byLocale);
  }
  let docs = byLocale.get(ctx.locale);
  if (!docs) {
    docs = new Map();
    byLocale.set(ctx.locale, docs);
  }
  let doc = docs.get(product.id);
  if (!doc) {
    const parent = product.parentId ? ctx.cat.products.get(product.parentId) : undefined;
    const optionNames = product.optionIds.map((id) => text(ctx, ctx.cat.options.get(id)?.option.name) ?? '').join(' ');
    doc = {
      number: normalize(product.productNumber),
      ean: product.ean,
      name: searchTokens(`${text(ctx, product.name) ?? ''} ${optionNames}`),
      keywords: searchTokens(text(ctx, product.keywords) ?? text(ctx, parent?.keywords) ?? ''),
      manufacturer: searchTokens(ctx.cat.manufacturers.get(product.manufacturerId)?.name ?? ''),
      description: searchTokens(`${text(ctx, product.shortDescription) ?? ''} ${text(ctx, product.description) ?? ''}`),
    };
    docs.set(product.id, doc);
  }
  return doc;
}

function fieldScore(words: string[], term: string, exact: number): number {
  let best = 0;
  for (const word of words) {
    if (word === term) return exact;
    if (word.startsWith(term)) best = Math.max(best, exact * 0.6);
    else if (term.length >= 4 && word.includes(term)) best = Math.max(best, exact * 0.3);
  }
  return best;
}

/** Relevance of a product for a search term; 0 when one of the words matches nowhere. */
export function relevance(ctx: CatalogueContext, product: DemoProduct, term: string): number {
  const doc = searchDoc(ctx, product);
  const whole = normalize(term).trim();
  if (whole === doc.number || whole === doc.ean) return 10_000;
  const words = tokens(term);
  if (words.length === 0) return 0;
  let total = 0;
  for (const word of words) {
    const score =
      (doc.number.split(/[^a-z0-9]+/).includes(word) || doc.ean.startsWith(word) && word.length >= 6 ? 1000 : 0) +
      fieldScore(doc.name, word, 500) +
      fieldScore(doc.keywords, word, 200) +
      fieldScore(doc.manufacturer, word, 100) +
      fieldScore(doc.description, word, 50);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

// --- listing ----------------------------------------------------------------------------------

interface Member {
  product: DemoProduct;
  score: number;
  price: number;
  properties: Set<string>;
}

/** Products a listing can show: active simple products and variants (parents with variants are not sold). */
function sellable(cat: Catalogue): DemoProduct[] {
  return cat.productList.filter((product) => {
    if (product.parentId) return cat.products.get(product.parentId)?.active === true;
    return !cat.variantsOf.has(product.id);
  });
}

function memberOf(ctx: CatalogueContext, product: DemoProduct, score: number): Member {
  const parent = product.parentId ? ctx.cat.products.get(product.parentId) : undefined;
  return {
    product,
    score,
    price: lowestPrice(ctx, product),
    properties: new Set([...product.propertyIds, ...product.optionIds, ...(parent?.propertyIds ?? [])]),
  };
}

function rating(ctx: CatalogueContext, product: DemoProduct): number | null {
  if (product.ratingAverage !== null) return product.ratingAverage;
  return product.parentId ? ctx.cat.products.get(product.parentId)?.ratingAverage ?? null : null;
}

function passes(ctx: CatalogueContext, member: Member, request: ListingRequest, skip: string | null = null): boolean {
  const { product } = member;
  if (skip !== 'manufacturer' && request.manufacturers.length > 0 && !request.manufacturers.includes(product.manufacturerId)) return false;
  if (skip !== 'price' && request.minPrice !== null && member.price < request.minPrice) return false;
  if (skip !== 'price' && request.maxPrice !== null && member.price > request.maxPrice) return false;
  if (skip !== 'rating' && request.rating !== null && (rating(ctx, product) ?? 0) < request.rating) return false;
  if (skip !== 'shipping-free' && request.shippingFree && !product.shippingFree) return false;
  if (skip !== 'properties' && request.properties.length > 0) {
    // Options of one group are alternatives (or), different groups all have to match (and).
    const byGroup = new Map<string, string[]>();
    for (const id of request.properties) {
      const groupId = ctx.cat.options.get(id)?.group.id ?? id;
      byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), id]);
    }
    for (const ids of byGroup.values()) if (!ids.some((id) => member.properties.has(id))) return false;
  }
  return true;
}

/** Groups variants to one listing entry per display group (main variant first, else the first match). */
function group(ctx: CatalogueContext, members: Member[]): Member[] {
  const groups = new Map<string, Member[]>();
  for (const member of members) {
    const key = displayGroup(ctx, member.product);
    const list = groups.get(key);
    if (list) list.push(member);
    else groups.set(key, [member]);
  }
  const result: Member[] = [];
  for (const list of groups.values()) {
    const first = list[0]!;
    const parent = first.product.parentId ? ctx.cat.products.get(first.product.parentId) : undefined;
    const main = parent?.variantListingConfig?.mainVariantId;
    let chosen = list.find((member) => member.product.id === main) ?? first;
    if (parent?.variantListingConfig?.displayParent) chosen = { ...chosen, product: parent };
    result.push({
      ...chosen,
      score: Math.max(...list.map((member) => member.score)),
      price: Math.min(...list.map((member) => member.price)),
    });
  }
  return result;
}

function sortMembers(ctx: CatalogueContext, members: Member[], order: SortingKey): Member[] {
  const collator = collatorFor(ctx.locale);
  const name = (member: Member) => text(ctx, member.product.name) ?? '';
  const byName = (a: Member, b: Member) => collator.compare(name(a), name(b)) || a.product.productNumber.localeCompare(b.product.productNumber);
  const comparators: Record<SortingKey, (a: Member, b: Member) => number> = {
    'name-asc': byName,
    'name-desc': (a, b) => -byName(a, b),
    'price-asc': (a, b) => a.price - b.price || byName(a, b),
    'price-desc': (a, b) => b.price - a.price || byName(a, b),
    topseller: (a, b) => b.product.sales - a.product.sales || byName(a, b),
    score: (a, b) => b.score - a.score || byName(a, b),
  };
  return [...members].sort(comparators[order]);
}

function aggregations(ctx: CatalogueContext, members: Member[]): Json {
  const manufacturerIds = new Set(members.map((member) => member.product.manufacturerId));
  const manufacturers = [...ctx.cat.manufacturers.values()]
    .filter((manufacturer) => manufacturerIds.has(manufacturer.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  const prices = members.map((member) => member.price);
  const sum = prices.reduce((total, price) => total + price, 0);
  const optionIds = new Set(members.flatMap((member) => [...member.properties]));
  const groups = ctx.cat.propertyGroups
    .filter((group) => group.filterable)
    .map((group) => ({ group, options: group.options.filter((option) => optionIds.has(option.id)) }))
    .filter((entry) => entry.options.length > 0)
    .map((entry) => propertyGroupEntity(ctx, entry.group, entry.options));
  const ratings = members.map((member) => rating(ctx, member.product)).filter((value): value is number => value !== null);
  return {
    manufacturer: { name: 'manufacturer', entities: manufacturers.map((m) => manufacturerEntity(ctx, m)), apiAlias: 'manufacturer_aggregation' },
    price: {
      name: 'price',
      min: prices.length > 0 ? Math.min(...prices) : null,
      max: prices.length > 0 ? Math.max(...prices) : null,
      avg: prices.length > 0 ? Math.round((sum / prices.length) * 100) / 100 : null,
      sum: Math.round(sum * 100) / 100,
      apiAlias: 'price_aggregation',
    },
    rating: { name: 'rating', max: ratings.length > 0 ? Math.max(...ratings) : null, apiAlias: 'rating_aggregation' },
    'shipping-free': { name: 'shipping-free', max: members.some((member) => member.product.shippingFree) ? 1 : 0, apiAlias: 'shipping-free_aggregation' },
    properties: { name: 'properties', entities: groups, apiAlias: 'properties_aggregation' },
  };
}

export function availableSortings(ctx: CatalogueContext, search: boolean): Json[] {
  return (search ? SEARCH_SORTINGS : LISTING_SORTINGS).map((key) => {
    const label = text(ctx, SORTINGS[key].label);
    return { key, priority: SORTINGS[key].priority, label, translated: { label }, createdAt: SORTING_CREATED_AT, updatedAt: null, apiAlias: 'product_sorting' };
  });
}

export interface ListingScope {
  /** Category whose products are listed (with all subcategories), or null for search. */
  categoryId: string | null;
  /** `navigationId` in currentFilters. */
  navigationId: string;
  /** `/search-suggest`: no aggregations, sortings or filters. */
  suggest?: boolean;
}

/** Runs a listing or search and serializes Shopware's `ProductListingResult`. */
export function productListing(ctx: CatalogueContext, request: ListingRequest, scope: ListingScope): Json {
  let base = sellable(ctx.cat);
  if (scope.categoryId !== null) {
    const categoryId = scope.categoryId;
    base = base.filter((product) => ctx.cat.categoryTree.get(product.id)?.includes(categoryId));
  }
  let members = base.map((product) => memberOf(ctx, product, 0));
  if (request.search !== null) {
    const term = request.search;
    members = members.map((member) => ({ ...member, score: relevance(ctx, member.product, term) })).filter((member) => member.score > 0);
  }
  const criteria = request.criteria;
  if (criteria.ids) {
    const wanted = new Set(criteria.ids);
    members = members.filter((member) => wanted.has(member.product.id) || wanted.has(member.product.parentId ?? ''));
  }
  const generic = [...criteria.filter, ...criteria.postFilter];
  if (generic.length > 0) {
    members = members.filter((member) => {
      const entity = productEntity(ctx, member.product);
      return generic.every((filter) => matches(entity, filter, 'product'));
    });
  }

  const filtered = members.filter((member) => passes(ctx, member, request));
  const listed = sortMembers(ctx, group(ctx, filtered), request.order);
  const total = listed.length;
  const start = (request.page - 1) * request.limit;
  const page = listed.slice(start, start + request.limit);
  const elements = page.map((member) => productEntity(ctx, member.product));
  if (request.search !== null) {
    for (const [index, element] of elements.entries()) {
      element.extensions = { search: { _score: String(page[index]!.score), apiAlias: 'array_struct' } };
    }
  }

  const suggest = scope.suggest === true;
  const result: Json = {
    entity: 'product',
    total,
    aggregations: suggest ? [] : aggregations(ctx, request.reduceAggregations ? filtered : members),
    page: request.page,
    limit: request.limit,
    elements,
    states: [],
    sorting: request.order,
    currentFilters: {
      navigationId: scope.navigationId,
      manufacturer: request.manufacturers,
      price: { min: request.minPrice ?? 0, max: request.maxPrice ?? 0 },
      rating: request.rating,
      'shipping-free': request.shippingFree,
      properties: request.properties,
      ...(request.search !== null ? { search: request.search } : {}),
    },
    availableSortings: suggest ? [] : availableSortings(ctx, request.search !== null),
    streamId: null,
    apiAlias: 'product_listing',
  };
  return applyIncludes(result, criteria.includes) as Json;
}
