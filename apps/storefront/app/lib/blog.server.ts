import { getBlogPost, isStoreApiError, listBlogPosts, type BlogPost, type StoreApiClient, translatedText } from '@gipfel/api';
import { toCardProduct } from '@gipfel/listing';

/** Posts per page of the news listing (`/news`, `/news?p=2`). */
export const NEWS_PAGE_SIZE = 6;
/** Larger page numbers are not asked for (the Store API refuses them too). */
export const MAX_NEWS_PAGE = 1000;

const BLOG_ID = /^[0-9a-f]{32}$/i;

/** The page of `?p=`: a whole number from 1 on; anything else (or nothing) is page 1. */
export function newsPageOf(params: URLSearchParams): number {
  const raw = params.get('p')?.trim() ?? '';
  if (!/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_NEWS_PAGE ? page : 1;
}

/** Whether a path parameter can be a post id (32 hex characters); others are answered 404 without a call. */
export function isBlogPostId(id: string | undefined): id is string {
  return typeof id === 'string' && BLOG_ID.test(id);
}

function notFound(request: Request): Response {
  return new Response(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}

/** One page of the news listing; a page beyond the last one is a 404. */
export async function loadNewsPage(client: StoreApiClient, request: Request) {
  const page = newsPageOf(new URL(request.url).searchParams);
  const result = await listBlogPosts(client, { page, limit: NEWS_PAGE_SIZE });
  if (page > 1 && result.elements.length === 0) throw notFound(request);
  return { posts: result.elements, page, total: result.total, limit: result.limit };
}

/**
 * One post with its related products (slimmed to what a product card shows). Unknown, scheduled
 * and malformed ids are the shell's 404 page.
 */
export async function loadBlogPost(client: StoreApiClient, request: Request, id: string | undefined): Promise<BlogPost> {
  if (!isBlogPostId(id)) throw notFound(request);
  try {
    const post = await getBlogPost(client, { id: id.toLowerCase() });
    return { ...post, relatedProducts: (post.relatedProducts ?? []).map(toCardProduct) };
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 400 || error.status === 404)) throw notFound(request);
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
