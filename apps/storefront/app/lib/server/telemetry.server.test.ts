// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxOperations, storeApiOperation } from './telemetry.server';

describe('storeApiOperation', () => {
  it('names a call by method and path, ids and odd segments taken out, the query left out', () => {
    expect(storeApiOperation('get', 'http://127.0.0.1:8787/store-api/context?token=secret')).toBe('GET /context');
    expect(storeApiOperation('POST', 'http://h/store-api/product/0123456789abcdef0123456789abcdef/cross-selling')).toBe('POST /product/{id}/cross-selling');
    expect(storeApiOperation('GET', 'http://h/store-api/navigation/main-navigation/main-navigation')).toBe('GET /navigation/main-navigation/main-navigation');
    expect(storeApiOperation('POST', 'http://h/store-api/account/recovery/maria@example.ch')).toBe('POST /account/recovery/{param}');
    expect(storeApiOperation('GET', 'http://h/api/store/seo-url?_criteria=abc')).toBe('GET /api/store/seo-url');
    expect(storeApiOperation('GET', 'not a url')).toBe('GET other');
  });

  it('keeps at most a bounded number of names (metric labels), then says other', () => {
    for (let i = 0; i < maxOperations + 20; i += 1) storeApiOperation('GET', `http://h/store-api/word${'a'.repeat(i % 40)}/${String.fromCharCode(97 + (i % 26))}x${'b'.repeat(Math.floor(i / 26))}`);
    expect(storeApiOperation('GET', 'http://h/store-api/brand-new-word')).toBe('GET other');
    // Names seen before keep theirs.
    expect(storeApiOperation('get', 'http://127.0.0.1:8787/store-api/context')).toBe('GET /context');
  });
});
