import { afterEach, describe, expect, it } from 'vitest';
import { applyIncludes, criteriaFromQuery, parseCriteria, readPath, search } from './criteria';
import { StoreApiError } from './errors';
import { maxQueryParameters, maxRequestDepth } from './request-data';

// docs/decisions/0047-request-data-without-prototypes.md: one anonymous GET walked `__proto__` and wrote `Object.prototype.page`.
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const arrayPrototypeKeys = () => Object.getOwnPropertyNames(Array.prototype).sort();
const cleanObjectPrototype = prototypeKeys();
const cleanArrayPrototype = arrayPrototypeKeys();

afterEach(() => {
  // A failing case must not leave the prototypes polluted for the tests after it.
  for (const key of prototypeKeys()) if (!cleanObjectPrototype.includes(key)) delete (Object.prototype as Record<string, unknown>)[key];
  for (const key of arrayPrototypeKeys()) if (!cleanArrayPrototype.includes(key)) delete (Array.prototype as unknown as Record<string, unknown>)[key];
});

function refusal(run: () => unknown): StoreApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof StoreApiError) return error;
    throw error;
  }
  throw new Error('expected a StoreApiError');
}

describe('criteriaFromQuery', () => {
  it('keeps `__proto__[page]=0` as a field of its own: no prototype is written, the next request is untouched', () => {
    const parsed = criteriaFromQuery('/store-api/search?search=x&__proto__%5Bpage%5D=0');
    expect(prototypeKeys()).toEqual(cleanObjectPrototype);
    expect(({} as Record<string, unknown>).page).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.keys(parsed)).toEqual(['search', '__proto__']);
    expect(parseCriteria(criteriaFromQuery('/store-api/search?search=y')).page).toBe(1);
  });

  it('keeps `constructor[prototype][…]`, `toString` and array-ish keys inert', () => {
    const parsed = criteriaFromQuery('/?constructor[prototype][term]=evil&toString=1&filter[]=a&filter[__proto__][length]=9&ids[constructor][x]=1');
    expect(prototypeKeys()).toEqual(cleanObjectPrototype);
    expect(arrayPrototypeKeys()).toEqual(cleanArrayPrototype);
    expect((Object as unknown as Record<string, unknown>).term).toBeUndefined();
    expect(Object.getPrototypeOf(parsed.constructor)).toBeNull();
    expect(Object.getPrototypeOf(parsed.filter)).toBeNull();
    expect(Object.keys(parsed.filter as object)).toEqual(['0', '__proto__']);
    // A record without a prototype reads no inherited field.
    expect('hasOwnProperty' in parsed).toBe(false);
  });

  it('nests Shopware’s brackets as before', () => {
    const parsed = criteriaFromQuery('/?limit=2&filter[0][type]=equals&filter[0][field]=iso&ids[]=a&ids[]=b');
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({ limit: '2', filter: { 0: { type: 'equals', field: 'iso' } }, ids: { 0: 'a', 1: 'b' } });
  });

  it(`answers a 400 with a pointer beyond ${maxRequestDepth} levels, never a stack overflow`, () => {
    const deep = `/?filter${'[a]'.repeat(maxRequestDepth)}=1`;
    const error = refusal(() => criteriaFromQuery(deep));
    expect(error.status).toBe(400);
    expect(error.errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', source: { pointer: `/filter${'/a'.repeat(maxRequestDepth)}` } });
    expect(() => criteriaFromQuery(`/?filter${'[a]'.repeat(maxRequestDepth - 1)}=1`)).not.toThrow();
  });

  it(`answers a 400 for more than ${maxQueryParameters} parameters`, () => {
    const many = `/?${Array.from({ length: maxQueryParameters + 1 }, (_, index) => `ids[]=${index}`).join('&')}`;
    const error = refusal(() => criteriaFromQuery(many));
    expect(error.status).toBe(400);
    expect(error.errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', source: { pointer: '/' } });
    expect(() => criteriaFromQuery(many.replace(/&ids\[\]=\d+$/, ''))).not.toThrow();
  });
});

describe('parseCriteria with a client’s keys', () => {
  it('keys includes and associations by any alias without touching a prototype', () => {
    const criteria = parseCriteria(criteriaFromQuery('/?includes[__proto__]=name&includes[product]=id&associations[__proto__][x]=1&associations[constructor]=1'));
    expect(prototypeKeys()).toEqual(cleanObjectPrototype);
    expect(Object.getPrototypeOf(criteria.includes)).toBeNull();
    expect(Object.keys(criteria.includes ?? {})).toEqual(['__proto__', 'product']);
    expect(Object.getPrototypeOf(criteria.associations)).toBeNull();
    expect(Object.keys(criteria.associations)).toEqual(['__proto__', 'constructor']);
    const named = parseCriteria({ associations: 'constructor,__proto__,media' });
    expect(Object.keys(named.associations)).toEqual(['constructor', '__proto__', 'media']);
  });

  it('reads no inherited `total-count-mode` (`constructor`, `toString`): a 400', () => {
    for (const mode of ['constructor', 'toString', '__proto__']) {
      expect(refusal(() => parseCriteria({ 'total-count-mode': mode })).errors[0]?.source?.pointer, mode).toBe('/total-count-mode');
    }
  });

  it('reports an object where a scalar belongs as a 400, not a TypeError', () => {
    const parsed = criteriaFromQuery('/?filter[0][type][a]=1&total-count-mode[x]=1');
    const error = refusal(() => parseCriteria(parsed));
    expect(error.errors.map((entry) => entry.source?.pointer)).toEqual(['/filter/0/type', '/total-count-mode']);
  });

  it('matches no list or object value of a client in equalsAny (they have no text)', () => {
    const criteria = parseCriteria(criteriaFromQuery('/?filter[0][type]=equalsAny&filter[0][field]=id&filter[0][value][0][a]=1'));
    expect(search([{ id: '[object Object]' }, { id: 'a' }], criteria, 'thing').elements).toEqual([]);
  });
});

describe('readPath and applyIncludes', () => {
  it('read own fields only: `constructor.prototype` or `__proto__` finds nothing', () => {
    const entity = { id: 'a', translated: { name: 'A' } };
    expect(readPath(entity, 'constructor.prototype')).toEqual([]);
    expect(readPath(entity, '__proto__')).toEqual([]);
    expect(readPath(entity, 'toString')).toEqual([]);
    expect(readPath([entity], 'constructor')).toEqual([]);
    expect(readPath(entity, 'name')).toEqual(['A']);
    const criteria = parseCriteria({ filter: [{ type: 'equals', field: 'constructor.name', value: 'Object' }] });
    expect(search([entity], criteria, 'thing').elements).toEqual([]);
  });

  it('keep a stored `__proto__` field a field, and read no inherited include', () => {
    const stored = JSON.parse('{"apiAlias":"thing","__proto__":{"polluted":true},"name":"n"}') as Record<string, unknown>;
    const kept = applyIncludes(stored, parseCriteria({ includes: { other: ['x'] } }).includes) as Record<string, unknown>;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(Object.keys(kept)).toEqual(['apiAlias', '__proto__', 'name']);
    expect(kept.polluted).toBeUndefined();
    const trimmed = applyIncludes({ apiAlias: 'constructor', name: 'n', id: 'i' }, parseCriteria({ includes: { thing: ['name'] } }).includes);
    expect(trimmed).toEqual({ apiAlias: 'constructor', name: 'n', id: 'i' });
  });
});
