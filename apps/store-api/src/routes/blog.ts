import type { Context, Hono } from 'hono';
import { contentLocaleOf, LOCALE_LANGUAGE } from '../catalogue/seed';
import { mediaById, productEntity, type CatalogueContext, type Json } from '../catalogue/serialize';
import type { CatalogueStore } from '../catalogue/store';
import type { Db } from '../db/database';
import type { DemoProduct } from '../demo/types';
import { apiError } from '../errors';
import { readObjectBody, type AppEnv } from '../http';
import { flatQuery } from '../request-data';
import { UUID_PATTERN, currencyCodeOf } from '../ids';

/**
 * Plugin-style Store API routes of the news and blog (docs/decisions/0017): the way a Shopware
 * plugin adds an entity `gipfel_blog_post` with its own `/store-api/blog` routes.
 *
 * - `GET|POST /store-api/blog`: published posts, newest first; `page`, `limit`, `category`.
 * - `GET|POST /store-api/blog/{id}`: one published post with its `relatedProducts` (Product entities).
 */

export const BLOG_DEFAULT_LIMIT = 10;
export const BLOG_MAX_LIMIT = 100;
export const BLOG_MAX_PAGE = 10_000;

const CATEGORY_PATTERN = /^[a-z0-9][a-z0-9-]{0,49}$/;

interface BlogRow {
  id: string;
  category: string;
  author: string;
  published_at: string;
  cover_media_id: string | null;
  related_product_ids: string;
  translations: string;
  created_at: string;
}

interface BlogTranslation {
  title: string;
  teaser: string;
  content: string;
  categoryName: string;
}

export interface BlogRouteOptions {
  now: () => number;
}

/** Shopware's timestamp format (`2026-10-28T07:00:00.000+00:00`), comparable as a string with the stored dates. */
function timestamp(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+00:00');
}

function invalid(pointer: string, detail: string) {
  return apiError(400, 'FRAMEWORK__INVALID_CRITERIA', detail, { pointer });
}

/** A positive integer from a query string or JSON value, or a 400 naming the parameter. */
function integerParam(raw: unknown, name: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalid(`/${name}`, `Parameter "${name}" must be an integer between ${min} and ${max}.`);
  }
  return value;
}

export function registerBlogRoutes(app: Hono<AppEnv>, db: Db, store: CatalogueStore, options: BlogRouteOptions): void {
  function context(c: Context<AppEnv>): CatalogueContext {
    const session = c.get('session');
    const header = c.req.header('sw-include-seo-urls')?.trim().toLowerCase();
    return {
      cat: store.get(),
      salesChannelId: session.salesChannelId,
      languageId: session.languageId,
      locale: contentLocaleOf(session.languageId),
      currency: currencyCodeOf(session.row.currency_id),
      origin: new URL(c.req.url).origin,
      includeSeoUrls: header === '1' || header === 'true',
    };
  }

  function translationOf(ctx: CatalogueContext, row: BlogRow): BlogTranslation {
    const map = JSON.parse(row.translations) as Record<string, BlogTranslation>;
    return map[ctx.languageId] ?? map[LOCALE_LANGUAGE.de]!;
  }

  /** The entity as Shopware serialises one: translated fields at the top and in `translated`. */
  function postEntity(ctx: CatalogueContext, row: BlogRow, relatedProducts: Json[] | null): Json {
    const own = translationOf(ctx, row);
    const translated = { title: own.title, teaser: own.teaser, content: own.content };
    return {
      id: row.id,
      createdAt: row.created_at,
      updatedAt: null,
      publishedAt: row.published_at,
      author: row.author,
      ...translated,
      category: {
        technicalName: row.category,
        name: own.categoryName,
        translated: { name: own.categoryName },
        apiAlias: 'gipfel_blog_category',
      },
      mediaId: row.cover_media_id,
      media: mediaById(ctx, row.cover_media_id),
      relatedProductIds: JSON.parse(row.related_product_ids) as string[],
      // An association: loaded on the detail route only (null when not loaded, as in Shopware).
      relatedProducts,
      customFields: null,
      translated,
      apiAlias: 'gipfel_blog_post',
    };
  }

  function bestVariant(ctx: CatalogueContext, product: DemoProduct): DemoProduct {
    const variants = ctx.cat.variantsOf.get(product.id);
    if (!variants || variants.length === 0) return product;
    const main = variants.find((variant) => variant.id === product.variantListingConfig?.mainVariantId);
    return main ?? variants.find((variant) => variant.available) ?? variants[0]!;
  }

  function relatedProducts(ctx: CatalogueContext, row: BlogRow): Json[] {
    const ids = JSON.parse(row.related_product_ids) as string[];
    return ids
      .map((id) => ctx.cat.products.get(id))
      .filter((product): product is DemoProduct => product !== undefined && product.active)
      .map((product) => productEntity(ctx, bestVariant(ctx, product)));
  }

  async function input(c: Context<AppEnv>): Promise<Record<string, unknown>> {
    if (c.req.method === 'GET') return flatQuery(c.req.url);
    return readObjectBody(c);
  }

  const list = async (c: Context<AppEnv>) => {
    const raw = await input(c);
    const limit = integerParam(raw.limit, 'limit', 1, BLOG_MAX_LIMIT, BLOG_DEFAULT_LIMIT);
    const page = integerParam(raw.page, 'page', 1, BLOG_MAX_PAGE, 1);
    let category: string | null = null;
    if (raw.category !== undefined && raw.category !== null && raw.category !== '') {
      if (typeof raw.category !== 'string' || !CATEGORY_PATTERN.test(raw.category.trim())) {
        throw invalid('/category', 'Parameter "category" must be the technical name of a blog category.');
      }
      category = raw.category.trim();
    }
    const ctx = context(c);
    const now = timestamp(options.now());
    const where = category === null ? 'published_at <= ?' : 'published_at <= ? AND category = ?';
    const params = category === null ? [now] : [now, category];
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM gipfel_blog_post WHERE ${where}`).get(...params) as { total: number };
    const rows = db
      .prepare(`SELECT * FROM gipfel_blog_post WHERE ${where} ORDER BY published_at DESC, id LIMIT ? OFFSET ?`)
      .all(...params, limit, (page - 1) * limit) as BlogRow[];
    return c.json({
      entity: 'gipfel_blog_post',
      total,
      aggregations: {},
      page,
      limit,
      elements: rows.map((row) => postEntity(ctx, row, null)),
      apiAlias: 'dal_entity_search_result',
    });
  };
  app.get('/store-api/blog', list);
  app.post('/store-api/blog', list);

  const detail = async (c: Context<AppEnv>) => {
    const rawId = c.req.param('id') ?? '';
    const id = rawId.trim().toLowerCase();
    if (!UUID_PATTERN.test(id)) {
      throw apiError(400, 'FRAMEWORK__INVALID_UUID', `The string "${rawId.slice(0, 64)}" is not a valid uuid.`, { pointer: '/id' });
    }
    // A POST body is read (and a malformed one refused) as on every Store API read route.
    await input(c);
    const row = db.prepare('SELECT * FROM gipfel_blog_post WHERE id = ? AND published_at <= ?').get(id, timestamp(options.now())) as BlogRow | undefined;
    if (!row) {
      throw apiError(404, 'GIPFEL__BLOG_POST_NOT_FOUND', `Blog post for id ${id} not found.`, { pointer: '/id', parameters: { id } });
    }
    const ctx = context(c);
    return c.json(postEntity(ctx, row, relatedProducts(ctx, row)));
  };
  app.get('/store-api/blog/:id', detail);
  app.post('/store-api/blog/:id', detail);
}
