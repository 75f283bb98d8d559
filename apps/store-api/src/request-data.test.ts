import { describe, expect, it } from 'vitest';
import { StoreApiError } from './errors';
import { describeValue, flatQuery, maxRequestDepth, requestRecord, toRequestData } from './request-data';

const cleanObjectPrototype = Object.getOwnPropertyNames(Object.prototype).sort();

describe('toRequestData (JSON bodies)', () => {
  it('rebuilds every object without a prototype; a `"__proto__"` key is an own field', () => {
    const parsed = toRequestData(JSON.parse('{"__proto__":{"page":0},"list":[{"constructor":{"prototype":{"x":1}}}]}')) as Record<string, unknown>;
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(cleanObjectPrototype);
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.keys(parsed)).toEqual(['__proto__', 'list']);
    expect(Object.getPrototypeOf(parsed.__proto__)).toBeNull();
    const list = parsed.list as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    expect(Object.getPrototypeOf(list[0])).toBeNull();
    expect('languageId' in parsed).toBe(false);
    expect(JSON.stringify(parsed)).toBe('{"__proto__":{"page":0},"list":[{"constructor":{"prototype":{"x":1}}}]}');
  });

  it(`answers a 400 with a pointer for more than ${maxRequestDepth} levels (deeper bodies overflowed the stack later)`, () => {
    const deep = JSON.parse(`${'{"a":'.repeat(maxRequestDepth)}1${'}'.repeat(maxRequestDepth)}`) as unknown;
    expect(() => toRequestData(deep)).not.toThrow();
    let error: unknown;
    try {
      toRequestData(JSON.parse(`{"filter":${'['.repeat(100_000)}${']'.repeat(100_000)}}`));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).status).toBe(400);
    expect((error as StoreApiError).errors[0]).toMatchObject({
      code: 'FRAMEWORK__INVALID_REQUEST_BODY',
      source: { pointer: `/filter${'/0'.repeat(maxRequestDepth - 1)}` },
    });
  });
});

describe('helpers', () => {
  it('requestRecord copies own fields only, into a record without a prototype', () => {
    const inherited = Object.create({ currencyId: 'x' }) as Record<string, unknown>;
    inherited.own = 1;
    const record = requestRecord(inherited, { __proto__: null, later: 2 } as unknown as Record<string, unknown>);
    expect(Object.getPrototypeOf(record)).toBeNull();
    expect(Object.keys(record)).toEqual(['own', 'later']);
  });

  it('describeValue gives text for records without a prototype (String() throws on them)', () => {
    const record = requestRecord({ a: '1' });
    expect(() => String(record)).toThrow(TypeError);
    expect(describeValue(record)).toBe('{"a":"1"}');
    expect(describeValue([record])).toBe('[{"a":"1"}]');
    expect(describeValue('x')).toBe('x');
    expect(describeValue(3)).toBe('3');
  });

  it('flatQuery keeps the last value of a name, without a prototype', () => {
    const query = flatQuery('/?a=1&a=2&__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect({ ...query }).toEqual({ a: '2', ['__proto__']: 'x', constructor: 'y' });
  });
});
