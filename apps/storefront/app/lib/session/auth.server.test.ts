import { describe, expect, it } from 'vitest';
import { storefrontUrlFor, withNotice } from './auth.server';

describe('withNotice and storefrontUrlFor', () => {
  it('adds the notice to a path with or without a query', () => {
    expect(withNotice('/fr/account', 'confirmed')).toBe('/fr/account?notice=confirmed');
    expect(withNotice('/account/order?page=2', 'cart-merged')).toBe('/account/order?page=2&notice=cart-merged');
  });

  // Parsing `/..//evil.example` collapses the dot segment; the path alone would be `//evil.example`.
  it.each(['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/a/../..//evil.example', '//evil.example', 'https://evil.example/'])(
    'never builds a Location that leaves the shop from %s',
    (path) => {
      expect(withNotice(path, 'registered')).toBe('/?notice=registered');
    },
  );

  it('is the origin plus the language prefix', () => {
    const request = new Request('http://localhost:3201/fr/register');
    expect(storefrontUrlFor(request, 'fr')).toBe('http://localhost:3201/fr');
    expect(storefrontUrlFor(request, 'de')).toBe('http://localhost:3201');
  });
});

