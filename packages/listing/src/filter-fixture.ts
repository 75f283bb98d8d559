import type { Schemas } from '@gipfel/api';
import configuratorFixture from '../../../fixtures/shopware-responses/Configurator.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';

/**
 * Stories and tests only: the real search result (manufacturer, price, free shipping) with the
 * configurator's property groups (colour, size) and a rating aggregation, so every filter shows.
 */
export const listingWithFilters = {
  ...(searchFixture as unknown as Schemas['ProductListingResult']),
  aggregations: {
    ...(searchFixture.aggregations as unknown as Record<string, unknown>),
    properties: { name: 'properties', entities: configuratorFixture, apiAlias: 'properties_aggregation' },
    rating: { name: 'rating', max: '5', apiAlias: 'rating_aggregation' },
  },
} as unknown as Schemas['ProductListingResult'];
