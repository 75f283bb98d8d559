import { beforeAll, describe, expect, it } from 'vitest';
import { findOperation, prepareSchemas, validateResponse } from './schema';

const language = {
  id: '1a000000000000000000000000000001',
  localeId: '10c00000000000000000000000000001',
  name: 'Deutsch',
  apiAlias: 'language',
};

describe('schema validation helper', () => {
  beforeAll(() => prepareSchemas([['POST', '/store-api/language'], ['GET', '/store-api/currency']]), 60_000);

  it('finds operations of the Store API and the Admin API, static paths first', () => {
    expect(findOperation('POST', '/store-api/country-state/abc')?.template).toBe('/country-state/{countryId}');
    expect(findOperation('GET', '/store-api/context?x=1')?.template).toBe('/context');
    expect(findOperation('POST', '/api/oauth/token')?.template).toBe('/oauth/token');
    expect(findOperation('GET', '/nowhere')).toBeNull();
  });

  it('accepts a valid language list and rejects a broken one', () => {
    const ok = validateResponse('POST', '/store-api/language', 200, { elements: [language], total: 1, aggregations: [] });
    expect(ok.errors).toEqual([]);
    expect(ok.valid).toBe(true);

    const missingName = validateResponse('POST', '/store-api/language', 200, { elements: [{ ...language, name: undefined }] });
    expect(missingName.valid).toBe(false);
    const badId = validateResponse('POST', '/store-api/language', 200, { elements: [{ ...language, id: 'not-a-uuid' }] });
    expect(badId.valid).toBe(false);
    const noElements = validateResponse('POST', '/store-api/language', 200, { total: 0 });
    expect(noElements.valid).toBe(false);
    const wrongType = validateResponse('POST', '/store-api/language', 200, { elements: [{ ...language, name: 42 }] });
    expect(wrongType.valid).toBe(false);
  });

  it('applies exactly the agreed relaxations', () => {
    // 1. null for a property whose schema has no null
    expect(validateResponse('POST', '/store-api/language', 200, { elements: [{ ...language, parentId: null }] }).valid).toBe(true);
    // 2. [] for customFields / extensions, but not a non-empty array
    expect(validateResponse('POST', '/store-api/language', 200, { elements: [{ ...language, customFields: [] }] }).valid).toBe(true);
    expect(validateResponse('POST', '/store-api/language', 200, { elements: [{ ...language, customFields: ['x'] }] }).valid).toBe(false);
    // 3. aggregations keyed by name
    expect(validateResponse('POST', '/store-api/language', 200, { elements: [], aggregations: { count: { count: 1 } } }).valid).toBe(true);
    // other shape errors stay errors: a required property may not be missing, strings stay strings
    expect(validateResponse('POST', '/store-api/language', 200, { elements: [{ ...language, localeId: [] }] }).valid).toBe(false);
  });

  it('checks error bodies against the failure schema', () => {
    const error = { errors: [{ status: '401', code: 'X', title: 'Unauthorized', detail: 'no', meta: {} }] };
    expect(validateResponse('POST', '/store-api/language', 401, error).valid).toBe(true);
    expect(validateResponse('POST', '/store-api/language', 401, { errors: [{ status: 401 }] }).valid).toBe(false);
    expect(validateResponse('POST', '/store-api/language', 401, { message: 'nope' }).valid).toBe(false);
    // an undocumented status still needs the error shape
    expect(validateResponse('POST', '/store-api/language', 412, error).valid).toBe(true);
  });

  it('knows that /currency answers a plain array', () => {
    expect(validateResponse('GET', '/store-api/currency', 200, []).valid).toBe(true);
    expect(validateResponse('GET', '/store-api/currency', 200, { elements: [] }).valid).toBe(false);
  });
});
