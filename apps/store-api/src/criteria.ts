import { apiError, violations, type StoreApiError, type Violation } from './errors';
import { describeValue, parseQuery, requestRecord, type RequestRecord } from './request-data';

/**
 * A small implementation of Shopware's search `Criteria` for in-memory entity lists:
 * ids, term, filter / post-filter (equals, equalsAny, contains, prefix, suffix, range, not, multi),
 * sort, page, limit, total-count-mode and includes. Associations and aggregations are accepted and ignored.
 */

export type FieldFilter =
  | { type: 'equals'; field: string; value: unknown }
  | { type: 'equalsAny'; field: string; value: unknown[] }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string }
  | { type: 'range'; field: string; parameters: { gt?: number | string; gte?: number | string; lt?: number | string; lte?: number | string } };
export type CompositeFilter = { type: 'multi' | 'not'; operator: 'and' | 'or'; queries: Filter[] };
export type Filter = FieldFilter | CompositeFilter;

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
  naturalSorting: boolean;
}

export interface Criteria {
  page: number;
  limit: number | null;
  ids: string[] | null;
  term: string | null;
  filter: Filter[];
  postFilter: Filter[];
  sort: SortSpec[];
  includes: Record<string, string[]> | null;
  /** Requested associations by name (nested criteria are accepted, not interpreted). */
  associations: Record<string, unknown>;
  totalCountMode: 'none' | 'exact' | 'next-pages';
}

export const MAX_LIMIT = 500;

type Json = unknown;

function isObject(value: Json): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(pointer: string, detail: string, code = 'FRAMEWORK__INVALID_CRITERIA'): Violation {
  return { pointer, code, detail };
}

function toInt(value: Json): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

function parseFilter(raw: Json, pointer: string, problems: Violation[]): Filter | null {
  if (!isObject(raw)) {
    problems.push(invalid(pointer, 'A filter must be an object.', 'FRAMEWORK__INVALID_FILTER_QUERY'));
    return null;
  }
  const type = raw.type;
  const field = raw.field;
  const needField = () => {
    if (typeof field !== 'string' || field.trim() === '') {
      problems.push(invalid(`${pointer}/field`, 'Parameter "field" for this filter is missing or not a string.', 'FRAMEWORK__INVALID_FILTER_QUERY'));
      return false;
    }
    return true;
  };
  switch (type) {
    case 'equals':
      if (!needField()) return null;
      if (raw.value !== null && typeof raw.value === 'object') {
        problems.push(invalid(`${pointer}/value`, 'Parameter "value" for equals filter must be a scalar or null.', 'FRAMEWORK__INVALID_FILTER_QUERY'));
        return null;
      }
      return { type, field: field as string, value: raw.value ?? null };
    case 'equalsAny': {
      if (!needField()) return null;
      const value = typeof raw.value === 'string' ? raw.value.split('|') : raw.value;
      if (!Array.isArray(value) && !isObject(value)) {
        problems.push(invalid(`${pointer}/value`, 'Parameter "value" for equalsAny filter must be an array or a "|"-separated string.', 'FRAMEWORK__INVALID_FILTER_QUERY'));
        return null;
      }
      return { type, field: field as string, value: Array.isArray(value) ? value : Object.values(value) };
    }
    case 'contains':
    case 'prefix':
    case 'suffix':
      if (!needField()) return null;
      if (typeof raw.value !== 'string' && typeof raw.value !== 'number') {
        problems.push(invalid(`${pointer}/value`, `Parameter "value" for ${type} filter must be a string.`, 'FRAMEWORK__INVALID_FILTER_QUERY'));
        return null;
      }
      return { type, field: field as string, value: String(raw.value) };
    case 'range': {
      if (!needField()) return null;
      const parameters = raw.parameters;
      if (!isObject(parameters)) {
        problems.push(invalid(`${pointer}/parameters`, 'Parameter "parameters" for range filter must be an object.', 'FRAMEWORK__INVALID_FILTER_QUERY'));
        return null;
      }
      const result: Record<string, number | string> = {};
      for (const key of ['gt', 'gte', 'lt', 'lte'] as const) {
        const bound = parameters[key];
        if (bound === undefined) continue;
        if (typeof bound !== 'number' && typeof bound !== 'string') {
          problems.push(invalid(`${pointer}/parameters/${key}`, 'A range bound must be a number or a string.', 'FRAMEWORK__INVALID_FILTER_QUERY'));
          return null;
        }
        result[key] = typeof bound === 'string' && bound.trim() !== '' && !Number.isNaN(Number(bound)) ? Number(bound) : bound;
      }
      return { type, field: field as string, parameters: result };
    }
    case 'multi':
    case 'not': {
      const operator = typeof raw.operator === 'string' ? raw.operator.toLowerCase() : 'and';
      if (operator !== 'and' && operator !== 'or') {
        problems.push(invalid(`${pointer}/operator`, 'Parameter "operator" must be "and" or "or".', 'FRAMEWORK__INVALID_FILTER_QUERY'));
        return null;
      }
      const queries = raw.queries;
      if (!Array.isArray(queries) && !isObject(queries)) {
        problems.push(invalid(`${pointer}/queries`, 'Parameter "queries" must be an array of filters.', 'FRAMEWORK__INVALID_FILTER_QUERY'));
        return null;
      }
      const list = (Array.isArray(queries) ? queries : Object.values(queries))
        .map((query, index) => parseFilter(query, `${pointer}/queries/${index}`, problems))
        .filter((query): query is Filter => query !== null);
      return { type, operator, queries: list };
    }
    default:
      problems.push(invalid(`${pointer}/type`, `Unsupported filter type "${describeValue(type)}".`, 'FRAMEWORK__INVALID_FILTER_QUERY'));
      return null;
  }
}

function parseFilterList(raw: Json, pointer: string, problems: Violation[]): Filter[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) && !isObject(raw)) {
    problems.push(invalid(pointer, 'Filters must be an array.', 'FRAMEWORK__INVALID_FILTER_QUERY'));
    return [];
  }
  const list = Array.isArray(raw) ? raw : Object.values(raw);
  return list.map((item, index) => parseFilter(item, `${pointer}/${index}`, problems)).filter((item): item is Filter => item !== null);
}

function parseSort(raw: Json, problems: Violation[]): SortSpec[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw === 'string') {
    // GET style: "name,-position"
    return raw.split(',').filter(Boolean).map((part) => ({
      field: part.replace(/^[-+]/, ''),
      order: part.startsWith('-') ? 'DESC' : 'ASC',
      naturalSorting: false,
    }));
  }
  if (!Array.isArray(raw) && !isObject(raw)) {
    problems.push(invalid('/sort', 'Parameter "sort" must be an array.', 'FRAMEWORK__INVALID_SORT_QUERY'));
    return [];
  }
  const list = Array.isArray(raw) ? raw : Object.values(raw);
  const result: SortSpec[] = [];
  list.forEach((item, index) => {
    if (!isObject(item) || typeof item.field !== 'string' || item.field === '') {
      problems.push(invalid(`/sort/${index}/field`, 'A sorting needs a "field".', 'FRAMEWORK__INVALID_SORT_QUERY'));
      return;
    }
    const order = typeof item.order === 'string' ? item.order.toUpperCase() : 'ASC';
    if (order !== 'ASC' && order !== 'DESC') {
      problems.push(invalid(`/sort/${index}/order`, 'The sort order must be "asc" or "desc".', 'FRAMEWORK__INVALID_SORT_QUERY'));
      return;
    }
    result.push({ field: item.field, order, naturalSorting: item.naturalSorting === true || item.naturalSorting === 'true' });
  });
  return result;
}

/** Validates a criteria object (from a JSON body or a parsed query string). Throws 400 with pointers. */
export function parseCriteria(input: Json, options: { defaultLimit?: number | null } = {}): Criteria {
  if (input === undefined || input === null) input = {};
  if (!isObject(input)) throw apiError(400, 'FRAMEWORK__INVALID_CRITERIA', 'The criteria must be a JSON object.', { pointer: '/' });
  const problems: Violation[] = [];

  let page = 1;
  if (input.page !== undefined && input.page !== null && input.page !== '') {
    const parsed = toInt(input.page);
    if (parsed === null || parsed < 1) problems.push(invalid('/page', 'The page parameter must be a positive integer.', 'FRAMEWORK__INVALID_PAGE_QUERY'));
    else page = parsed;
  }

  let limit: number | null = options.defaultLimit ?? null;
  if (input.limit !== undefined && input.limit !== null && input.limit !== '') {
    const parsed = toInt(input.limit);
    if (parsed === null || parsed < 1) problems.push(invalid('/limit', 'The limit parameter must be a positive integer greater or equals than 1.', 'FRAMEWORK__INVALID_LIMIT_QUERY'));
    else limit = Math.min(parsed, MAX_LIMIT);
  }

  let ids: string[] | null = null;
  if (input.ids !== undefined && input.ids !== null && input.ids !== '') {
    const raw = typeof input.ids === 'string' ? input.ids.split(/[|,]/) : input.ids;
    const list = Array.isArray(raw) ? raw : isObject(raw) ? Object.values(raw) : null;
    if (!list || list.some((id) => typeof id !== 'string')) problems.push(invalid('/ids', 'Parameter "ids" must be an array of ids.'));
    else ids = (list as string[]).map((id) => id.trim().toLowerCase()).filter(Boolean);
  }

  let term: string | null = null;
  if (input.term !== undefined && input.term !== null && input.term !== '') {
    if (typeof input.term !== 'string' && typeof input.term !== 'number') problems.push(invalid('/term', 'Parameter "term" must be a string.'));
    else term = String(input.term).trim() || null;
  }

  const filter = parseFilterList(input.filter, '/filter', problems);
  const postFilter = parseFilterList(input['post-filter'], '/post-filter', problems);
  const sort = parseSort(input.sort, problems);

  let includes: Record<string, string[]> | null = null;
  if (input.includes !== undefined && input.includes !== null) {
    if (!isObject(input.includes)) problems.push(invalid('/includes', 'Parameter "includes" must be an object of field lists.'));
    else {
      // Keyed by the client's aliases: no prototype, so `__proto__` or `constructor` is just an alias.
      includes = requestRecord() as Record<string, string[]>;
      for (const [alias, fields] of Object.entries(input.includes)) {
        const list = typeof fields === 'string' ? fields.split(',') : Array.isArray(fields) ? fields : isObject(fields) ? Object.values(fields) : null;
        if (!list || list.some((field) => typeof field !== 'string')) {
          problems.push(invalid(`/includes/${alias}`, 'An include must list field names.'));
          continue;
        }
        includes[alias] = list as string[];
      }
    }
  }

  let associations: RequestRecord = requestRecord();
  if (isObject(input.associations)) associations = requestRecord(input.associations);
  else if (typeof input.associations === 'string') {
    for (const name of input.associations.split(',').filter(Boolean)) associations[name.trim()] = requestRecord();
  }

  for (const key of ['associations', 'aggregations', 'grouping', 'fields', 'excludes'] as const) {
    const value = input[key];
    if (value !== undefined && value !== null && typeof value !== 'object' && typeof value !== 'string') {
      problems.push(invalid(`/${key}`, `Parameter "${key}" has the wrong type.`));
    }
  }

  let totalCountMode: Criteria['totalCountMode'] = 'none';
  const mode = input['total-count-mode'];
  if (mode !== undefined && mode !== null && mode !== '') {
    const map: Record<string, Criteria['totalCountMode']> = { '0': 'none', none: 'none', '1': 'exact', exact: 'exact', '2': 'next-pages', 'next-pages': 'next-pages' };
    const key = typeof mode === 'string' || typeof mode === 'number' ? String(mode) : null;
    const resolved = key !== null && Object.hasOwn(map, key) ? map[key] : undefined;
    if (!resolved) problems.push(invalid('/total-count-mode', 'Parameter "total-count-mode" must be one of none, exact, next-pages.'));
    else totalCountMode = resolved;
  }

  if (problems.length > 0) throw criteriaError(problems);
  return { page, limit, ids, term, filter, postFilter, sort, includes, associations, totalCountMode };
}

function criteriaError(problems: Violation[]): StoreApiError {
  const error = violations(problems);
  for (const entry of error.errors) entry.title = 'Bad Request';
  return error;
}

/**
 * Parses Shopware's GET criteria (`?limit=1&filter[0][type]=equals&filter[0][field]=iso&...`) into
 * records without a prototype, bounded in depth and size (`parseQuery`, request-data.ts).
 */
export function criteriaFromQuery(url: string): RequestRecord {
  return parseQuery(url);
}

/**
 * Reads a dot path; arrays on the way are flattened, so a filter on `states.shortCode` matches any
 * state. Own fields only: a client's path such as `constructor.prototype` or `__proto__` finds nothing.
 */
export function readPath(entity: unknown, path: string): unknown[] {
  let current: unknown[] = [entity];
  for (const segment of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      if (Array.isArray(value)) {
        for (const item of value) if (isObject(item) && Object.hasOwn(item, segment)) next.push(item[segment]);
      } else if (isObject(value)) {
        if (Object.hasOwn(value, segment)) next.push(value[segment]);
        else if (isObject(value.translated) && Object.hasOwn(value.translated, segment)) next.push(value.translated[segment]);
      }
    }
    current = next.flatMap((value) => (Array.isArray(value) && !value.every((item) => isObject(item)) ? value : [value]));
  }
  return current;
}

function normalizeField(field: string, entityName: string): string {
  return field.startsWith(`${entityName}.`) ? field.slice(entityName.length + 1) : field;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  // Only scalars compare by text (a client's list or object, without a prototype, has no text).
  if (typeof a === 'object' || typeof b === 'object') return false;
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b) || (a === true && b === '1') || (a === false && b === '0');
  return String(a).toLowerCase() === String(b).toLowerCase();
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function isComposite(filter: Filter): filter is CompositeFilter {
  return filter.type === 'multi' || filter.type === 'not';
}

export function matches(entity: unknown, filter: Filter, entityName: string): boolean {
  if (isComposite(filter)) {
    const results = filter.queries.map((query) => matches(entity, query, entityName));
    const combined = filter.operator === 'or' ? results.some(Boolean) : results.every(Boolean);
    return filter.type === 'not' ? !combined : combined;
  }
  return matchesField(entity, filter, entityName);
}

function matchesField(entity: unknown, filter: FieldFilter, entityName: string): boolean {
  const values = readPath(entity, normalizeField(filter.field, entityName));
  switch (filter.type) {
    case 'equals':
      if (filter.value === null) return values.length === 0 || values.some((value) => value === null || value === undefined);
      return values.some((value) => same(value, filter.value));
    case 'equalsAny':
      return values.some((value) => filter.value.some((candidate) => same(value, candidate)));
    case 'contains':
      return values.some((value) => value !== null && String(value).toLowerCase().includes(filter.value.toLowerCase()));
    case 'prefix':
      return values.some((value) => value !== null && String(value).toLowerCase().startsWith(filter.value.toLowerCase()));
    case 'suffix':
      return values.some((value) => value !== null && String(value).toLowerCase().endsWith(filter.value.toLowerCase()));
    case 'range':
      return values.some((value) => {
        if (value === null || value === undefined) return false;
        const { gt, gte, lt, lte } = filter.parameters;
        if (gt !== undefined && !(compare(value, gt) > 0)) return false;
        if (gte !== undefined && !(compare(value, gte) >= 0)) return false;
        if (lt !== undefined && !(compare(value, lt) < 0)) return false;
        if (lte !== undefined && !(compare(value, lte) <= 0)) return false;
        return true;
      });
  }
}

export interface SearchResult<T> {
  elements: T[];
  total: number;
  page: number;
  limit: number | null;
}

/** Applies a criteria to a list already in its default order. */
export function search<T extends Record<string, unknown>>(entities: T[], criteria: Criteria, entityName: string): SearchResult<T> {
  let list = entities;
  if (criteria.ids) {
    const wanted = new Set(criteria.ids);
    list = list.filter((entity) => wanted.has(String(entity.id)));
  }
  const filters = [...criteria.filter, ...criteria.postFilter];
  if (filters.length > 0) list = list.filter((entity) => filters.every((filter) => matches(entity, filter, entityName)));
  if (criteria.term) {
    const term = criteria.term.toLowerCase();
    list = list.filter((entity) => JSON.stringify(entity.translated ?? entity).toLowerCase().includes(term));
  }
  if (criteria.sort.length > 0) {
    const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
    list = [...list].sort((a, b) => {
      for (const spec of criteria.sort) {
        const field = normalizeField(spec.field, entityName);
        const left = readPath(a, field)[0];
        const right = readPath(b, field)[0];
        let result: number;
        if (left === right) result = 0;
        else if (left === null || left === undefined) result = -1;
        else if (right === null || right === undefined) result = 1;
        else if (typeof left === 'number' && typeof right === 'number') result = left - right;
        else result = spec.naturalSorting ? collator.compare(String(left), String(right)) : String(left).localeCompare(String(right));
        if (result !== 0) return spec.order === 'DESC' ? -result : result;
      }
      return 0;
    });
  }
  const total = list.length;
  if (criteria.limit !== null) {
    const start = (criteria.page - 1) * criteria.limit;
    list = list.slice(start, start + criteria.limit);
  }
  return { elements: list, total, page: criteria.page, limit: criteria.limit };
}

/** Keeps only the requested fields of every object whose apiAlias is listed (Shopware's `includes`). */
export function applyIncludes(value: unknown, includes: Record<string, string[]> | null): unknown {
  if (!includes) return value;
  if (Array.isArray(value)) return value.map((item) => applyIncludes(item, includes));
  if (!isObject(value)) return value;
  const alias = typeof value.apiAlias === 'string' ? value.apiAlias : null;
  const allowed = alias && Object.hasOwn(includes, alias) ? includes[alias] : undefined;
  // fromEntries defines each field: a stored `__proto__` key stays a field, not the copy's prototype.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !allowed || key === 'apiAlias' || allowed.includes(key))
      .map(([key, child]) => [key, applyIncludes(child, includes)]),
  );
}

/** Serializes a search result the way Shopware's EntitySearchResult does. */
export function searchResultBody<T>(result: SearchResult<T>, entityName: string) {
  return {
    entity: entityName,
    total: result.total,
    aggregations: {},
    page: result.page,
    limit: result.limit,
    elements: result.elements,
    apiAlias: 'dal_entity_search_result',
  };
}
