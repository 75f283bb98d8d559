// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BlogPost } from '@gipfel/api';
import { fakeStoreApi } from '@gipfel/api/testing';
import { blogPostingJsonLd, isBlogPostId, loadBlogPost, loadNewsPage, newsPageOf } from './blog-operations';

describe('news page and post id', () => {
  it.each([
    ['', 1],
    ['p=2', 2],
    ['p=%202%20', 2],
    ['p=0', 1],
    ['p=-1', 1],
    ['p=abc', 1],
    ['p=1.5', 1],
    ['p=99999', 1],
  ])('?%s is page %i', (query, page) => {
    expect(newsPageOf(new URLSearchParams(query))).toBe(page);
  });

  it('accepts 32 hex characters only', () => {
    expect(isBlogPostId('0123456789abcdef0123456789ABCDEF')).toBe(true);
    for (const id of [undefined, '', 'abc', 'zz23456789abcdef0123456789abcdef', '../0123456789abcdef0123456789abcdef']) expect(isBlogPostId(id)).toBe(false);
  });
});

describe('blogPostingJsonLd', () => {
  const post = {
    id: '0123456789abcdef0123456789abcdef',
    title: 'Fondue </script><script>alert(1)</script>',
    translated: { title: 'Fondue </script><script>alert(1)</script>', teaser: 'Käse', content: '' },
    teaser: 'Käse',
    author: 'Anna Zürcher',
    publishedAt: '2026-10-28T07:00:00.000+00:00',
    updatedAt: null,
    media: { url: 'http://x/media/blog/a-1600.svg', thumbnails: [{ url: 'http://x/media/blog/a-400.svg' }] },
    category: { name: 'Käse', translated: { name: 'Käse' } },
  } as unknown as BlogPost;

  it('describes the post as a schema.org BlogPosting', () => {
    const json = JSON.parse(blogPostingJsonLd(post, 'https://shop.example/news/blog/x', 'Gipfel')) as Record<string, unknown>;
    expect(json).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: 'Anna Zürcher' },
      publisher: { '@type': 'Organization', name: 'Gipfel' },
      image: ['http://x/media/blog/a-400.svg', 'http://x/media/blog/a-1600.svg'],
      url: 'https://shop.example/news/blog/x',
    });
  });

  it('cannot close its script element', () => {
    expect(blogPostingJsonLd(post, 'https://shop.example/', 'Gipfel')).not.toContain('<');
  });
});

describe('loadNewsPage and loadBlogPost', () => {
  it('loads a page of six posts; an empty page after the first is none', async () => {
    const posts = [{ id: 'a'.repeat(32) }];
    const { client, requests } = fakeStoreApi({ status: 200, body: { elements: posts, total: 7, limit: 6, page: 2 } });
    expect(await loadNewsPage(client, 2)).toEqual({ posts, page: 2, total: 7, limit: 6 });
    expect(await requests[0]!.json()).toEqual({ page: 2, limit: 6 });
    expect(await loadNewsPage(fakeStoreApi({ status: 200, body: { elements: [], total: 7, limit: 6, page: 3 } }).client, 3)).toBeNull();
  });

  it('gives no post for a malformed id (without a call) or an unknown one, and cuts related products to cards', async () => {
    const { client, calls } = fakeStoreApi({ status: 200, body: {} });
    expect(await loadBlogPost(client, '../x')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(await loadBlogPost(fakeStoreApi({ status: 404, body: { errors: [{ status: '404', code: 'X', detail: 'x' }] } }).client, 'a'.repeat(32))).toBeNull();
    const post = await loadBlogPost(fakeStoreApi({ status: 200, body: { id: 'a'.repeat(32), relatedProducts: [] } }).client, 'A'.repeat(32));
    expect(post).toMatchObject({ id: 'a'.repeat(32), relatedProducts: [] });
  });
});
