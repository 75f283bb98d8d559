import { apiError, errors } from './errors';

/**
 * Request data (query strings, JSON bodies) as the routes read it: every object is built without a
 * prototype, so no key a client chooses (`__proto__`, `constructor`, `prototype`, `toString`) can
 * reach a shared prototype while it is built, nor be read back as an inherited value by `in` or
 * `obj[key]` later. Nesting and the number of query parameters are bounded: beyond them the
 * request is a 400 with a pointer, never a stack overflow.
 */

export type RequestRecord = Record<string, unknown>;

/** How deep a query parameter or a JSON body may nest (PHP's `max_input_nesting_level`). */
export const maxRequestDepth = 64;
/** How many parameters a query string may have (PHP's `max_input_vars`). */
export const maxQueryParameters = 1000;

/** A new object without a prototype, optionally with the own fields of `sources` (later wins). */
export function requestRecord(...sources: RequestRecord[]): RequestRecord {
  const record = Object.create(null) as RequestRecord;
  for (const source of sources) for (const key of Object.keys(source)) record[key] = source[key];
  return record;
}

export function isRequestObject(value: unknown): value is RequestRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A request value for a message: strings and numbers as they are, anything else as JSON, so that
 * an object or a list (which has no `toString` here) never breaks the error it is reported in.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === undefined) return 'undefined';
  return JSON.stringify(value) ?? String(value);
}

const pointerOf = (path: string[]) => `/${path.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/**
 * Shopware's GET parameters (`?limit=1&filter[0][type]=equals&ids[]=a&ids[]=b`) as nested records
 * without a prototype: `a[b][c]=v` nests, `a[]=v` appends at the next index. At most
 * `maxQueryParameters` parameters nested at most `maxRequestDepth` deep, else a 400.
 */
export function parseQuery(url: string): RequestRecord {
  const params = new URL(url, 'http://localhost').searchParams;
  const result = requestRecord();
  let count = 0;
  for (const [rawKey, value] of params) {
    count += 1;
    if (count > maxQueryParameters) {
      throw apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `The query string has more than ${maxQueryParameters} parameters.`, {
        pointer: '/',
        parameters: { limit: maxQueryParameters },
      });
    }
    const path = rawKey.replace(/\]/g, '').split('[');
    if (path.length > maxRequestDepth) {
      throw apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `The parameter "${path[0]}" is nested deeper than ${maxRequestDepth} levels.`, {
        pointer: pointerOf(path.slice(0, maxRequestDepth + 1)),
        parameters: { parameter: path[0], limit: maxRequestDepth },
      });
    }
    let target = result;
    path.forEach((segment, index) => {
      const key = segment === '' ? String(Object.keys(target).length) : segment;
      if (index === path.length - 1) {
        target[key] = value;
      } else {
        if (!isRequestObject(target[key])) target[key] = requestRecord();
        target = target[key] as RequestRecord;
      }
    });
  }
  return result;
}

/**
 * A parsed JSON value as request data: objects rebuilt without a prototype (a `"__proto__"` key is
 * an ordinary own field there), at most `maxRequestDepth` levels deep, else a 400 naming where.
 */
export function toRequestData(value: unknown, tooDeep: (reason: string, pointer: string) => Error = jsonTooDeep): unknown {
  const path: string[] = [];
  const copy = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (path.length >= maxRequestDepth) throw tooDeep(`Maximum stack depth of ${maxRequestDepth} exceeded`, pointerOf(path));
    const at = (key: string, item: unknown) => {
      path.push(key);
      const result = copy(item);
      path.pop();
      return result;
    };
    if (Array.isArray(node)) return node.map((item: unknown, index) => at(String(index), item));
    const record = requestRecord();
    for (const key of Object.keys(node)) record[key] = at(key, (node as RequestRecord)[key]);
    return record;
  };
  return copy(value);
}

function jsonTooDeep(reason: string, pointer: string): Error {
  return errors.malformedJson(reason, pointer);
}

/** A query string without brackets read flat, the last value of a name winning (Symfony's `query->all()`). */
export function flatQuery(url: string): RequestRecord {
  return requestRecord(Object.fromEntries(new URL(url, 'http://localhost').searchParams));
}
