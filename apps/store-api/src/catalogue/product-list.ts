import { visibleProduct } from '../account/wishlist';
import { applyIncludes, search, type Criteria } from '../criteria';
import type { DemoProduct } from '../demo/types';
import { productEntity, type CatalogueContext } from './serialize';

type Json = Record<string, unknown>;

/**
 * Shopware's ProductListRoute (`GET|POST /store-api/product`, src/Core/Content/Product/SalesChannel/
 * ProductListRoute.php): the sales channel's product repository searched with the request's criteria,
 * answered as a ProductListResponse (an EntitySearchResult of `product`). As the sales channel
 * repository does (SalesChannelProductDefinition::processCriteria, ProductAvailableFilter), only
 * products visible in the sales channel: active, and a variant's parent active too. Parents and
 * variants alike, in the catalogue's order unless the criteria sorts; ids, filters, term, sorting,
 * paging and includes as the other criteria routes. `associations` are accepted; the product
 * entity carries the associations it always has (cover, manufacturer, options, …).
 */
export function productList(ctx: CatalogueContext, criteria: Criteria): Json {
  const candidates = criteria.ids ? [...new Set(criteria.ids)].map((id) => ctx.cat.products.get(id)) : [...ctx.cat.products.values()];
  const entities = candidates
    .filter((product): product is DemoProduct => product !== undefined && visibleProduct(ctx, product.id) !== undefined)
    .map((product) => productEntity(ctx, product));
  const all = search(entities, { ...criteria, page: 1, limit: null }, 'product').elements;
  const limit = criteria.limit;
  const offset = limit === null ? 0 : (criteria.page - 1) * limit;
  // Shopware's total: `exact` counts all; `none` (the default) counts the page; `next-pages` looks up to 5 pages ahead (+1).
  const fetched = limit === null ? all.slice(offset) : all.slice(offset, offset + (criteria.totalCountMode === 'next-pages' ? limit * 6 + 1 : limit));
  const elements = limit === null ? fetched : fetched.slice(0, limit);
  const total = criteria.totalCountMode === 'exact' ? all.length : fetched.length;
  const body = { entity: 'product', total, aggregations: {}, page: criteria.page, limit, elements, apiAlias: 'dal_entity_search_result' };
  return applyIncludes(body, criteria.includes) as Json;
}
