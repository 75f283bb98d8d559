import { describe, expect, it } from 'vitest';
import { storefrontUrlFor, withNotice } from './auth.server';

describe('withNotice and storefrontUrlFor', () => {
  it('adds the notice to a path with or without a query', () => {
    expect(withNotice('/fr/account', 'confirmed')).toBe('/fr/account?notice=confirmed');
    expect(withNotice('/account/order?page=2', 'cart-merged')).toBe('/account/order?page=2&notice=cart-merged');
  });

  it('is the origin plus the language prefix', () => {
    const request = new Request('http://localhost:3201/fr/register');
    expect(storefrontUrlFor(request, 'fr')).toBe('http://localhost:3201/fr');
    expect(storefrontUrlFor(request, 'de')).toBe('http://localhost:3201');
  });
});

