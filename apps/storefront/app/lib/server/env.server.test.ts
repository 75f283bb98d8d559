import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env.server';

describe('readServerEnv', () => {
  it('reads SHOP_LANGUAGES and refuses one that is no shop\'s languages or needs home pages the build lacks', () => {
    expect(readServerEnv({}).shopLanguages.languages.map((l) => l.code)).toEqual(['de', 'en', 'fr', 'it']);
    expect(readServerEnv({}).shopLanguages.contactPaths).toEqual({ de: '/Kontakt/', en: '/Contact/', fr: '/Contact/' });
    expect(() => readServerEnv({ SHOP_LANGUAGES: '{nope' })).toThrow(/SHOP_LANGUAGES is not JSON/);
    expect(() => readServerEnv({ SHOP_LANGUAGES: '{"languages":[{"code":"de","localeCode":"de-DE","prefix":"/de"},{"code":"de","localeCode":"de-CH"}]}' })).toThrow(/SHOP_LANGUAGES: .*twice/);
    expect(() => readServerEnv({ SHOP_LANGUAGES: '{"defaultLanguage":"de","languages":[{"code":"de","localeCode":"de-DE","prefix":""},{"code":"rm","localeCode":"rm-CH"}]}' })).toThrow(/build with the same SHOP_LANGUAGES/);
    // Fewer prefixes than the build mounted: another sales channel served by the same build.
    const euro = '{"defaultLanguage":"de","languages":[{"code":"de","localeCode":"de-DE","prefix":""},{"code":"en","localeCode":"en-GB","prefix":"/en"}]}';
    expect(readServerEnv({ SHOP_LANGUAGES: euro }).shopLanguages.languages.map((l) => l.code)).toEqual(['de', 'en']);
  });

  it('uses the local Store API when no shop is configured', () => {
    expect(readServerEnv({ STORE_API_PORT: '9999' })).toMatchObject({
      storeApiEndpoint: 'http://127.0.0.1:9999/store-api',
      storeApiAccessKey: 'SWGIPFELDEMO0000000000000001',
      usesLocalStoreApi: true,
    });
  });

  it('uses a configured Shopware and appends /store-api', () => {
    expect(readServerEnv({ SHOPWARE_ENDPOINT: 'https://demo.example/', SHOPWARE_ACCESS_KEY: 'SWSC123' })).toMatchObject({
      storeApiEndpoint: 'https://demo.example/store-api',
      storeApiAccessKey: 'SWSC123',
      usesLocalStoreApi: false,
    });
  });

  it('refuses a half configuration with the configuration error message', () => {
    expect(() => readServerEnv({ SHOPWARE_ENDPOINT: 'https://demo.example' })).toThrow(
      'Make sure that endpoint and accessToken are settled in the configuration',
    );
  });

  it('reads the Store API timeout, 10 s by default, and refuses nonsense', () => {
    expect(readServerEnv({}).storeApiTimeoutMs).toBe(10_000);
    expect(readServerEnv({ STORE_API_TIMEOUT_MS: '1500' }).storeApiTimeoutMs).toBe(1500);
    expect(() => readServerEnv({ STORE_API_TIMEOUT_MS: 'soon' })).toThrow('STORE_API_TIMEOUT_MS');
    expect(() => readServerEnv({ STORE_API_TIMEOUT_MS: '5' })).toThrow('STORE_API_TIMEOUT_MS');
  });

  it('sends catalogue reads as GET with _criteria unless SHOPWARE_CRITERIA_TRANSPORT says post', () => {
    expect(readServerEnv({}).storeApiCriteriaTransport).toBe('get');
    expect(readServerEnv({ SHOPWARE_CRITERIA_TRANSPORT: ' POST ' }).storeApiCriteriaTransport).toBe('post');
    expect(readServerEnv({ SHOPWARE_ENDPOINT: 'https://shop.example', SHOPWARE_ACCESS_KEY: 'K', SHOPWARE_CRITERIA_TRANSPORT: 'get' }).storeApiCriteriaTransport).toBe('get');
    expect(() => readServerEnv({ SHOPWARE_CRITERIA_TRANSPORT: 'put' })).toThrow('SHOPWARE_CRITERIA_TRANSPORT');
  });

  it('keeps shared Store API reads 10 s fresh and 60 s stale by default; STORE_API_CACHE_TTL=0 turns the cache off', () => {
    expect(readServerEnv({}).storeApiCache).toEqual({ ttlMs: 10_000, staleMs: 60_000, maxEntries: 1000, maxBytes: 100 * 1024 * 1024 });
    expect(readServerEnv({ STORE_API_CACHE_TTL: '0' }).storeApiCache.ttlMs).toBe(0);
    expect(readServerEnv({ STORE_API_CACHE_TTL: '30', STORE_API_CACHE_STALE: '0', STORE_API_CACHE_MAX_ENTRIES: '50', STORE_API_CACHE_MAX_MB: '16' }).storeApiCache).toEqual({ ttlMs: 30_000, staleMs: 0, maxEntries: 50, maxBytes: 16 * 1024 * 1024 });
    expect(() => readServerEnv({ STORE_API_CACHE_TTL: 'long' })).toThrow('STORE_API_CACHE_TTL');
    expect(() => readServerEnv({ STORE_API_CACHE_STALE: '-1' })).toThrow('STORE_API_CACHE_STALE');
  });
});
