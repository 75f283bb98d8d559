import { URL as NodeURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor } from '../session/account.server';
import { withNotice } from '../session/auth.server';
import { safeReturnPath } from './return-path';
import { resolveRedirectTarget } from '../security/safe-redirect.server';

const shop = 'https://shop.example';

describe('safeReturnPath', () => {
  it.each(['/account', '/en/account/order?page=2', '/fr/tee/', '/%C3%A4pfel/'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'account',
    '/a\nb',
    '/a\tb',
    '/%E0%A4%A',
    `/${'a'.repeat(2001)}`,
    42,
    null,
  ])('drops %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  // A dot segment collapses when the URL is parsed: `/..//evil.example` becomes the path
  // `//evil.example`, which a Location header built from the path alone sends to another host.
  it.each([
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/%2e.//evil.example',
    '/%2e//evil.example',
    '/a/../..//evil.example',
    '/account/..',
    '/account/.',
    '/account/./order',
    '/account/%2e%2e/login',
    '/a%2F..%2F..%2F%2Fevil.example',
    '/%252e%252e//evil.example',
    '/..?x=1',
    '/.#top',
  ])('drops the dot segment in %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each(['/account?back=../x', '/search?search=..', '/a.b/c..d/.e/', '/account#..', '/...', '/a/.../b'])('keeps dots that are not a segment of the path: %s', (value) => {
    expect(safeReturnPath(value)).toBe(value);
  });

  // Property: whatever is accepted stays on the shop, read as a URL and as the Location header
  // withNotice builds (the path alone). Fixed seed and bounded runs: a failure can be replayed.
  it('never accepts a value that leaves the shop, however it is spelled', () => {
    const piece = fc.constantFrom(
      '/', '//', '///', '.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%2f', '%2F', '%252e', '\\', '%5c', '%5C', '\t', '\n', '\r',
      'evil.example', 'evil.example:443', '@evil.example', 'user:pw@evil.example', 'shop.example', 'https:', 'http:', 'javascript:', 'account', 'en',
      '?', '#', '&', '=', ';', ' ', '\u3002', '\uff0e', '\uff0f', '\u2024', '\u2025', '\u00a0', '\u200b', '\u202e', '\ud83e\uddc0', 'ä',
    );
    const candidate = fc.oneof(
      fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join('')),
      fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => `/${pieces.join('')}`),
      fc.tuple(fc.array(piece, { maxLength: 6 }), fc.string({ maxLength: 12 })).map(([pieces, tail]) => `/${pieces.join('')}${tail}`),
    );
    const staysOnShop = (location: string) => {
      for (const Parser of [URL, NodeURL]) {
        const url = new Parser(location, shop);
        if (url.origin !== shop || url.pathname.startsWith('//')) return false;
      }
      return true;
    };
    fc.assert(
      fc.property(candidate, (value) => {
        const path = safeReturnPath(value);
        if (path === null) return;
        expect(staysOnShop(path), path).toBe(true);
        const location = withNotice(path, 'registered');
        expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\'), location).toBe(true);
        expect(staysOnShop(location), location).toBe(true);
      }),
      { seed: 20261126, numRuns: 3000 },
    );
    // The same for the redirect helper of data links, also given absolute URLs on our origin.
    fc.assert(
      fc.property(fc.oneof(candidate, candidate.map((value) => `${shop}${value}`)), (value) => {
        const target = resolveRedirectTarget(value, { origin: shop, externalHosts: [] });
        if (target === null) return;
        expect(target.kind, value).toBe('internal');
        if (target.kind === 'internal') expect(staysOnShop(target.path), target.path).toBe(true);
      }),
      { seed: 20261126, numRuns: 3000 },
    );
  });
});

describe('afterLoginPath', () => {
  it('returns to the posted path', () => {
    expect(afterLoginPath('/en/account/address', 'en')).toBe('/en/account/address');
  });

  it('falls back to the account overview of the language for foreign or missing paths', () => {
    expect(afterLoginPath('https://evil.example/', 'de')).toBe('/account');
    expect(afterLoginPath(undefined, 'fr')).toBe('/fr/account');
  });

  it('never returns to the sign-in or sign-up page itself', () => {
    expect(afterLoginPath('/login', 'de')).toBe('/account');
    expect(afterLoginPath('/en/register?x=1', 'en')).toBe('/en/account');
    expect(afterLoginPath('/login-help/', 'de')).toBe('/login-help/');
  });
});

describe('loginPathFor', () => {
  it('sends the shopper to the sign-in page of the language with the page as return path', () => {
    expect(loginPathFor(new Request('http://shop.test/en/account/order?page=2'), 'en')).toBe('/en/login?redirectTo=%2Fen%2Faccount%2Forder%3Fpage%3D2');
    expect(loginPathFor(new Request('http://shop.test/account'), 'de')).toBe('/login?redirectTo=%2Faccount');
  });
});
