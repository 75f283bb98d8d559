import { productEntity, type CatalogueContext, type Json } from '../catalogue/serialize';
import { newId } from '../checkout/service';
import { applyIncludes, search, type Criteria } from '../criteria';
import type { Db } from '../db/database';
import type { DemoProduct } from '../demo/types';
import { apiError, errors } from '../errors';
import { SALES_CHANNEL_ID } from '../ids';

/** The customer wishlist (Shopware's `customer_wishlist` with its `customer_wishlist_product`s), one per customer. */

interface WishlistRow {
  id: string;
  customer_id: string;
  sales_channel_id: string;
  created_at: string;
  updated_at: string | null;
}

export function wishlistNotFound() {
  return apiError(404, 'CHECKOUT__WISHLIST_NOT_FOUND', 'Wishlist for this customer was not found.');
}

/** Shopware's ProductNotFoundException, as AddWishlistProductRoute throws it. */
export const productNotFound = errors.productNotFound;

/** A product a shopper may see: active, and its parent (for a variant) active too. */
export function visibleProduct(ctx: CatalogueContext, id: string): DemoProduct | undefined {
  const product = ctx.cat.products.get(id);
  if (!product || !product.active) return undefined;
  const parent = product.parentId ? ctx.cat.products.get(product.parentId) : undefined;
  if (product.parentId && (!parent || !parent.active)) return undefined;
  return product;
}

export class WishlistService {
  constructor(private readonly db: Db, private readonly now: () => number) {}

  private timestamp(): string {
    return new Date(this.now()).toISOString();
  }

  wishlistOf(customerId: string): WishlistRow | undefined {
    return this.db.prepare('SELECT * FROM customer_wishlist WHERE customer_id = ?').get(customerId) as WishlistRow | undefined;
  }

  private ensureWishlist(customerId: string): WishlistRow {
    const existing = this.wishlistOf(customerId);
    if (existing) return existing;
    this.db
      .prepare('INSERT INTO customer_wishlist (id, customer_id, sales_channel_id, created_at, updated_at) VALUES (?, ?, ?, ?, NULL)')
      .run(newId(), customerId, SALES_CHANNEL_ID, this.timestamp());
    return this.wishlistOf(customerId) as WishlistRow;
  }

  private productIds(wishlistId: string): string[] {
    // Newest first, as Shopware sorts by the wishlist product's createdAt descending.
    return (this.db.prepare('SELECT product_id FROM customer_wishlist_product WHERE wishlist_id = ? ORDER BY seq DESC').all(wishlistId) as { product_id: string }[]).map(
      (row) => row.product_id,
    );
  }

  private touch(wishlistId: string): void {
    this.db.prepare('UPDATE customer_wishlist SET updated_at = ? WHERE id = ?').run(this.timestamp(), wishlistId);
  }

  /** Adds a product; a product already on the list is a 400 CHECKOUT__DUPLICATE_WISHLIST_PRODUCT. */
  add(customerId: string, productId: string): void {
    this.db.transaction(() => {
      const wishlist = this.ensureWishlist(customerId);
      const present = this.db.prepare('SELECT 1 FROM customer_wishlist_product WHERE wishlist_id = ? AND product_id = ?').get(wishlist.id, productId);
      if (present) throw apiError(400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'Product already added in wishlist');
      this.db
        .prepare('INSERT INTO customer_wishlist_product (id, wishlist_id, product_id, created_at) VALUES (?, ?, ?, ?)')
        .run(newId(), wishlist.id, productId, this.timestamp());
      this.touch(wishlist.id);
    })();
  }

  /** Removes a product: 404 without a wishlist, 404 CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND when it is not on it. */
  remove(customerId: string, productId: string): void {
    const wishlist = this.wishlistOf(customerId);
    if (!wishlist) throw wishlistNotFound();
    const removed = this.db.prepare('DELETE FROM customer_wishlist_product WHERE wishlist_id = ? AND product_id = ?').run(wishlist.id, productId).changes;
    if (removed === 0) {
      throw apiError(404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND', `Could not find wishlist product with id "${productId}"`, {
        pointer: '/productId',
        parameters: { entity: 'wishlist product', field: 'id', value: productId },
      });
    }
    this.touch(wishlist.id);
  }

  /** Adds the (already checked, existing) products not yet on the list; creates the wishlist if needed. */
  merge(customerId: string, productIds: string[]): void {
    this.db.transaction(() => {
      const wishlist = this.ensureWishlist(customerId);
      const present = new Set(this.productIds(wishlist.id));
      const insert = this.db.prepare('INSERT INTO customer_wishlist_product (id, wishlist_id, product_id, created_at) VALUES (?, ?, ?, ?)');
      for (const productId of productIds) {
        if (present.has(productId)) continue;
        present.add(productId);
        insert.run(newId(), wishlist.id, productId, this.timestamp());
      }
      this.touch(wishlist.id);
    })();
  }

  /** The wishlist with its products as a product search result; 404 CHECKOUT__WISHLIST_NOT_FOUND without one. */
  load(customerId: string, ctx: CatalogueContext, criteria: Criteria): Json {
    const wishlist = this.wishlistOf(customerId);
    if (!wishlist) throw wishlistNotFound();
    // Products that are gone or deactivated drop out of the list, as Shopware's sales channel repository filters them.
    const all = this.productIds(wishlist.id)
      .map((id) => visibleProduct(ctx, id))
      .filter((product): product is DemoProduct => product !== undefined)
      .map((product) => productEntity(ctx, product));
    // ids, filters, term and sorting of the criteria; paging below.
    const products = search(all, { ...criteria, page: 1, limit: null }, 'product').elements;
    const limit = criteria.limit;
    const offset = limit === null ? 0 : (criteria.page - 1) * limit;
    // Shopware's total: exact counts all; `none` counts the page; `next-pages` looks up to 5 pages ahead (+1).
    const fetched =
      limit === null
        ? products.slice(offset)
        : products.slice(offset, offset + (criteria.totalCountMode === 'next-pages' ? limit * 6 + 1 : limit));
    const elements = limit === null ? fetched : fetched.slice(0, limit);
    const total = criteria.totalCountMode === 'exact' ? products.length : fetched.length;
    const body = {
      wishlist: {
        id: wishlist.id,
        customerId: wishlist.customer_id,
        salesChannelId: wishlist.sales_channel_id,
        createdAt: wishlist.created_at,
        updatedAt: wishlist.updated_at,
        customFields: null,
        apiAlias: 'customer_wishlist',
      },
      products: {
        entity: 'product',
        total,
        aggregations: {},
        page: criteria.page,
        limit,
        elements,
        states: [],
        // Shopware sends a plain product search result here; the published schema asks for a ProductListingResult.
        sorting: null,
        currentFilters: null,
        availableSortings: [],
        apiAlias: 'product_listing',
      },
      apiAlias: 'wishlist_products',
    };
    return applyIncludes(body, criteria.includes) as Json;
  }
}
