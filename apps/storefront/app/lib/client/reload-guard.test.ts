import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, isPageLoad, pageLoadTarget, pendingPageLoad, reloadRecordKey, reloadWindowMs, unfinishedNavigation } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('claimReload', () => {
  it('allows one reload per path within 10 seconds', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(claimReload(storage, '/tee/', t0)).toBe(true);
    expect(claimReload(storage, '/tee/', t0 + 1)).toBe(false);
    expect(claimReload(storage, '/tee/', t0 + reloadWindowMs - 1)).toBe(false);
    // Another path has its own allowance.
    expect(claimReload(storage, '/en/', t0 + 5)).toBe(true);
    expect(claimReload(storage, '/tee/', t0 + reloadWindowMs)).toBe(true);
    expect(claimReload(storage, '/tee/', t0 + reloadWindowMs + 9_000)).toBe(false);
  });

  it('prunes old entries and survives a broken record', () => {
    const storage = memoryStorage({ [reloadRecordKey]: '{not json' });
    expect(claimReload(storage, '/a', 100)).toBe(true);
    expect(claimReload(storage, '/b', 100 + reloadWindowMs + 1)).toBe(true);
    expect(JSON.parse(storage.data.get(reloadRecordKey) ?? '{}')).toEqual({ '/b': 100 + reloadWindowMs + 1 });
  });

  it('does not reload without storage or when storage refuses (no loop possible)', () => {
    expect(claimReload(undefined, '/')).toBe(false);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimReload(full, '/')).toBe(false);
  });

  it('does not trust a record from the future (clock change) to block forever', () => {
    const storage = memoryStorage({ [reloadRecordKey]: JSON.stringify({ '/': 10_000_000 }) });
    expect(claimReload(storage, '/', 5_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://shop/assets/route-abc.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('unfinishedNavigation', () => {
  const record = (from: string, to: string, at: number) => JSON.stringify({ from, to, at });

  it('continues a navigation that started on this path less than 10 seconds ago', () => {
    expect(unfinishedNavigation(record('/en/', '/en/Food/?p=2', 1_000), '/en/', 5_000)).toBe('/en/Food/?p=2');
  });

  it('ignores old, foreign or unsafe records', () => {
    expect(unfinishedNavigation(null, '/')).toBeNull();
    expect(unfinishedNavigation('garbage', '/')).toBeNull();
    expect(unfinishedNavigation(record('/en/', '/en/x', 1_000), '/en/', 1_000 + reloadWindowMs)).toBeNull();
    expect(unfinishedNavigation(record('/en/', '/en/x', 1_000), '/fr/', 2_000)).toBeNull();
    expect(unfinishedNavigation(record('/', '//evil.example', 1_000), '/', 2_000)).toBeNull();
    expect(unfinishedNavigation(record('/', 'javascript:alert(1)', 1_000), '/', 2_000)).toBeNull();
  });
});

describe('isPageLoad', () => {
  const location = { pathname: '/en/Food/', search: '?p=2', hash: '#grid' };

  it('is a loading link or GET form, never a submission or an idle router', () => {
    expect(isPageLoad({ state: 'loading', location })).toBe(true);
    expect(isPageLoad({ state: 'loading', location, formMethod: 'get' })).toBe(true);
    expect(isPageLoad({ state: 'loading', location, formMethod: 'POST' })).toBe(false);
    expect(isPageLoad({ state: 'submitting', location, formMethod: 'GET' })).toBe(false);
    expect(isPageLoad({ state: 'loading', location: null })).toBe(false);
    expect(isPageLoad(undefined)).toBe(false);
  });

  it('targets path, search and hash', () => {
    expect(pageLoadTarget({ state: 'loading', location })).toBe('/en/Food/?p=2#grid');
  });
});

describe('pendingPageLoad', () => {
  const location = { pathname: '/en/Food/', search: '?p=2', hash: '' };

  it('records a link navigation to another path, with where it started and when', () => {
    expect(pendingPageLoad({ state: 'loading', location }, '/en/news', 42)).toEqual({ from: '/en/news', to: '/en/Food/?p=2', at: 42 });
    expect(pendingPageLoad({ state: 'loading', location, formMethod: 'get' }, '/en/news', 42)?.to).toBe('/en/Food/?p=2');
  });

  it('records nothing when idle, for a submission, or on the same path', () => {
    expect(pendingPageLoad(undefined, '/en/news')).toBeNull();
    expect(pendingPageLoad({ state: 'idle', location: null }, '/en/news')).toBeNull();
    expect(pendingPageLoad({ state: 'submitting', location, formMethod: 'POST' }, '/en/news')).toBeNull();
    expect(pendingPageLoad({ state: 'loading', location, formMethod: 'POST' }, '/en/news')).toBeNull();
    expect(pendingPageLoad({ state: 'loading', location }, '/en/Food/')).toBeNull();
  });

  it('gives what unfinishedNavigation continues after the reload', () => {
    const pending = pendingPageLoad({ state: 'loading', location }, '/en/news', 1_000);
    expect(unfinishedNavigation(JSON.stringify(pending), '/en/news', 2_000)).toBe('/en/Food/?p=2');
  });
});
