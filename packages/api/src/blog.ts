import type { StoreApiClient } from './client';
import type { Schemas } from './types';

/**
 * News and blog: the plugin-style Store API routes `/blog` and `/blog/{id}` (entity
 * `gipfel_blog_post`, docs/decisions/0017). Shopware publishes no schema for plugin entities, so
 * the entity is described here, built from the published `Media` and `Product` types.
 */

export interface BlogCategory {
  /** Stable key, e.g. `cheese`; the list's `category` filter takes it. */
  technicalName: string;
  name: string;
  translated: { name: string };
  apiAlias: 'gipfel_blog_category';
}

export interface BlogPost {
  id: string;
  createdAt: string;
  updatedAt: string | null;
  /** ISO 8601; the Store API serves a post only from this date on. */
  publishedAt: string;
  author: string;
  title: string;
  teaser: string;
  /** The editor's HTML, unsanitised: sanitise it with `@gipfel/cms` (`withSanitizedHtml` of `@gipfel/cms/server`, or a `RichTextProvider`). */
  content: string;
  category: BlogCategory;
  mediaId: string | null;
  /** The cover image with its thumbnails. */
  media: Schemas['Media'] | null;
  relatedProductIds: string[];
  /** Loaded by `getBlogPost` only (null in lists), serialised like `/product` entities. */
  relatedProducts: Schemas['Product'][] | null;
  customFields: Record<string, unknown> | null;
  translated: { title: string; teaser: string; content: string };
  apiAlias: 'gipfel_blog_post';
}

export interface BlogPostListResult {
  entity: 'gipfel_blog_post';
  total: number;
  page: number;
  limit: number;
  elements: BlogPost[];
  aggregations: Record<string, unknown>;
  apiAlias: 'dal_entity_search_result';
}

export interface BlogListInput {
  /** 1-based page (default 1). */
  page?: number;
  /** Posts per page, 1 to 100 (default 10). */
  limit?: number;
  /** A category's `technicalName`. */
  category?: string;
}

/** `POST /blog`: published posts, newest first, one page of them with the total. */
export function listBlogPosts(client: StoreApiClient, input: BlogListInput = {}): Promise<BlogPostListResult> {
  const body: BlogListInput = {};
  if (input.page !== undefined) body.page = input.page;
  if (input.limit !== undefined) body.limit = input.limit;
  if (input.category) body.category = input.category;
  return client.request<BlogPostListResult>('POST', '/blog', { body });
}

/**
 * `POST /blog/{id}`: one published post with its related products (with SEO URLs, for the
 * product links). Unknown and scheduled posts answer 404 `GIPFEL__BLOG_POST_NOT_FOUND`.
 */
export function getBlogPost(client: StoreApiClient, input: { id: string }): Promise<BlogPost> {
  return client.request<BlogPost>('POST', `/blog/${encodeURIComponent(input.id)}`, {
    body: {},
    headers: { 'sw-include-seo-urls': 'true' },
  });
}
