import { getBlogPost, isStoreApiError, listBlogPosts, translatedText, type BlogPost, type StoreApiClient } from '@gipfel/api';
import { toCardProduct } from '@gipfel/listing';

/** Posts per page of the news listing (`/news`, `/news?p=2`). */
export const newsPageSize = 6;
/** Larger page numbers are not asked for (the Store API refuses them too). */
export const maxNewsPage = 1000;

const blogPostIdPattern = /^[0-9a-f]{32}$/i;

/** The page of `?p=`: a whole number from 1 on; anything else (or nothing) is page 1. */
export function newsPageOf(params: URLSearchParams): number {
  const raw = params.get('p')?.trim() ?? '';
  if (!/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= maxNewsPage ? page : 1;
}

/** Whether a path parameter can be a post id (32 hex characters); others are not asked for. */
export function isBlogPostId(id: string | undefined): id is string {
  return typeof id === 'string' && blogPostIdPattern.test(id);
}

/** One page of the news listing, as `BlogList` shows it. */
export interface NewsPage {
  posts: BlogPost[];
  page: number;
  total: number;
  limit: number;
}

/** One page of the news listing (newest first); null for a page beyond the last one (the host's 404). */
export async function loadNewsPage(client: StoreApiClient, page: number): Promise<NewsPage | null> {
  const result = await listBlogPosts(client, { page, limit: newsPageSize });
  if (page > 1 && result.elements.length === 0) return null;
  return { posts: result.elements, page, total: result.total, limit: result.limit };
}

/**
 * One post with its related products (slimmed to what a product card shows); null for unknown,
 * scheduled and malformed ids (the host's 404). Failures of the shop are thrown.
 */
export async function loadBlogPost(client: StoreApiClient, id: string | undefined): Promise<BlogPost | null> {
  if (!isBlogPostId(id)) return null;
  try {
    const post = await getBlogPost(client, { id: id.toLowerCase() });
    return { ...post, relatedProducts: (post.relatedProducts ?? []).map(toCardProduct) };
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
}

/** schema.org `BlogPosting` of a post as JSON for a `<script type="application/ld+json">`. */
export function blogPostingJsonLd(post: BlogPost, url: string, publisher: string): string {
  const media = post.media;
  const images = [...(media?.thumbnails ?? []).map((thumbnail) => thumbnail.url), media?.url].filter((value): value is string => !!value);
  const schema = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: translatedText(post, 'title'),
    description: translatedText(post, 'teaser') || undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: publisher },
    image: images.length > 0 ? [...new Set(images)] : undefined,
    articleSection: translatedText(post.category, 'name') || undefined,
    url,
    mainEntityOfPage: url,
  };
  // `<` is escaped so that no text from the shop can close the script element.
  return JSON.stringify(schema).replace(/</g, '\\u003c');
}
