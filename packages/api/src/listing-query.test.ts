import { describe, expect, it } from 'vitest';
import {
  MAX_LISTING_LIMIT,
  listingCriteriaToQuery,
  parseListingQuery,
  sanitizeListingCriteria,
  type ListingCriteria,
} from './listing-query';

const A = '0123456789abcdef0123456789abcdef';
const B = 'fedcba9876543210fedcba9876543210';

describe('parseListingQuery', () => {
  it('reads every supported parameter', () => {
    const query = new URLSearchParams(
      `p=3&limit=24&order=price-asc&properties=${A}|${B}&manufacturer=${A}&min-price=5&max-price=49.90&rating=4&shipping-free=1&search=Berg+k%C3%A4se`,
    );
    expect(parseListingQuery(query)).toEqual({
      p: 3,
      limit: 24,
      order: 'price-asc',
      properties: `${A}|${B}`,
      manufacturer: A,
      'min-price': 5,
      'max-price': 49.9,
      rating: 4,
      'shipping-free': true,
      search: 'Berg käse',
    });
  });

  it('gives empty criteria for an empty query', () => {
    expect(parseListingQuery(new URLSearchParams())).toEqual({});
  });

  it.each([
    ['p=abc', {}],
    ['p=0', {}],
    ['p=-2', {}],
    ['p=1.5', {}],
    ['p=2e3', {}],
    ['p=99999999999', {}],
    ['limit=0', {}],
    ['limit=-5', {}],
    ['limit=ten', {}],
    [`limit=100000`, { limit: MAX_LISTING_LIMIT }],
    ['order=price-asc;drop table', {}],
    ['order=<script>', {}],
    ['properties=not-hex', {}],
    ['properties=0123456789abcdef0123456789abcdeg', {}],
    ['properties=0123456789abcdef', {}],
    ['manufacturer=%27%20OR%201=1', {}],
    ['min-price=-1', {}],
    ['min-price=abc', {}],
    ['max-price=Infinity', {}],
    ['max-price=1e9', {}],
    ['max-price=12.345', {}],
    ['rating=0', {}],
    ['rating=6', {}],
    ['rating=4.5', {}],
    ['rating=five', {}],
    ['shipping-free=0', {}],
    ['shipping-free=nope', {}],
    ['search=%20%20%20', {}],
  ] as const)('drops bad value %s', (raw, expected) => {
    expect(parseListingQuery(new URLSearchParams(raw))).toEqual(expected);
  });

  it('keeps only the valid ids of a list, lower-cased and without duplicates', () => {
    const query = new URLSearchParams(`properties=${A.toUpperCase()}|junk||${B}|${A}&properties=${B}`);
    expect(parseListingQuery(query).properties).toEqual(`${A}|${B}`);
  });

  it('caps the search term and removes control characters', () => {
    const criteria = parseListingQuery(new URLSearchParams({ search: `  Käse\u0000\n${'x'.repeat(500)}` }));
    expect(criteria.search?.startsWith('Käse x')).toBe(true);
    expect(criteria.search!.length).toBeLessThanOrEqual(200);
  });

  it('swaps a reversed price range', () => {
    expect(parseListingQuery(new URLSearchParams('min-price=50&max-price=10'))).toEqual({ 'min-price': 10, 'max-price': 50 });
  });
});

describe('listingCriteriaToQuery', () => {
  it('writes a stable query that reads back to the same criteria', () => {
    const criteria: ListingCriteria = {
      p: 2,
      limit: 48,
      order: 'name-desc',
      properties: `${A}|${B}`,
      manufacturer: B,
      'min-price': 1.5,
      'max-price': 20,
      rating: 3,
      'shipping-free': true,
      search: 'Schokolade dunkel',
    };
    const query = listingCriteriaToQuery(criteria);
    expect(query.toString()).toBe(
      `search=Schokolade+dunkel&order=name-desc&p=2&limit=48&manufacturer=${B}&properties=${A}%7C${B}&min-price=1.5&max-price=20&rating=3&shipping-free=1`,
    );
    expect(parseListingQuery(query)).toEqual(criteria);
  });

  it('round-trips parsed queries', () => {
    for (const raw of ['p=1', `properties=${A}`, 'order=topseller&limit=12', 'rating=5&shipping-free=true', 'search=%C3%A9pices']) {
      const criteria = parseListingQuery(new URLSearchParams(raw));
      expect(parseListingQuery(listingCriteriaToQuery(criteria))).toEqual(criteria);
    }
  });

  it('does not write invalid criteria given by code', () => {
    const query = listingCriteriaToQuery({
      p: -1,
      limit: 5000,
      order: 'a b',
      properties: 'x|y',
      'min-price': Number.NaN,
      rating: 9,
      'shipping-free': false,
      search: '   ',
    });
    expect(query.toString()).toBe(`limit=${MAX_LISTING_LIMIT}`);
    expect(sanitizeListingCriteria({ rating: 2.5, p: 1.5 })).toEqual({});
  });
});
