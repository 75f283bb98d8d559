import { describe, expect, it } from 'vitest';
import { getListingFilters } from './listing-filters';
import { fixtures } from './test-utils';

describe('getListingFilters', () => {
  it('reads the real Shopware aggregations of Search.json', () => {
    expect(getListingFilters(fixtures.search.aggregations)).toEqual({
      // The properties aggregation there holds only an empty bucket: no groups to offer.
      propertyGroups: [],
      manufacturers: [{ id: '432878e43ca440aab3afb211b2b79aba', name: 'Deutsche See' }],
      price: { min: 39.9, max: 39.9 },
      maxRating: undefined,
      shippingFree: true,
    });
  });

  it('reads property groups with options (entities), sorted by position, translated', () => {
    const groups = fixtures.configurator.map((group) => ({ ...group, translated: { ...group.translated, name: `${group.name}!` } }));
    const filters = getListingFilters({ properties: { name: 'properties', entities: groups }, rating: { max: '4' } });
    expect(filters.propertyGroups.map((group) => [group.name, group.options.map((entry) => entry.name)])).toEqual([
      ['Colour!', ['red', 'blue']],
      ['Size!', ['S', 'M', 'L']],
    ]);
    expect(filters.maxRating).toBe(4);
  });

  it('gives nothing for empty, missing or odd aggregations', () => {
    const none = { propertyGroups: [], manufacturers: [], price: undefined, maxRating: undefined, shippingFree: false };
    expect(getListingFilters(undefined)).toEqual(none);
    expect(getListingFilters([])).toEqual(none);
    expect(getListingFilters({ price: { min: null, max: null }, 'shipping-free': { max: '0' }, manufacturer: { entities: [{ id: 'x' }] } })).toEqual(none);
  });
});
