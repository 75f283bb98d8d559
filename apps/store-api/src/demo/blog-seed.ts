import { Buffer } from 'node:buffer';
import type { CmsArtwork } from '../catalogue/artwork';
import { renderCmsArtwork } from '../catalogue/artwork';
import { LOCALE_LANGUAGE, type StoredMedia } from '../catalogue/seed';
import type { Db } from '../db/database';
import { BLOG_CATEGORIES, demoBlogPosts, type DemoBlogPost } from './blog';
import { productId } from './keys';
import { DEMO_LOCALES } from './util';

/**
 * Writes the demo blog posts (table `gipfel_blog_post`, migration `blog_posts`) and their cover
 * artwork (rows of `media` / `media_file`, served by `GET /media/blog/...`).
 * Runs inside the seed's transaction, after the catalogue (whose reseed empties `media`).
 */
export function insertBlog(db: Db, at: string, posts: readonly DemoBlogPost[] = demoBlogPosts): void {
  db.prepare('DELETE FROM media_file WHERE media_id IN (SELECT cover_media_id FROM gipfel_blog_post)').run();
  db.prepare('DELETE FROM media WHERE id IN (SELECT cover_media_id FROM gipfel_blog_post)').run();
  db.prepare('DELETE FROM gipfel_blog_post').run();
  const postInsert = db.prepare(
    `INSERT INTO gipfel_blog_post (id, category, author, published_at, cover_media_id, related_product_ids, translations, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const mediaInsert = db.prepare("INSERT OR REPLACE INTO media (id, kind, data, created_at) VALUES (?, 'cms', ?, ?)");
  const fileInsert = db.prepare('INSERT OR REPLACE INTO media_file (path, media_id, width, height) VALUES (?, ?, ?, ?)');
  for (const post of posts) {
    const { theme, ...media } = post.cover;
    const render: CmsArtwork = { key: `blog-${post.key}`, theme, label: post.title.de };
    const stored: StoredMedia = {
      ...media,
      kind: 'cms',
      render,
      fileSize: Buffer.byteLength(renderCmsArtwork(render, media.width, media.height)),
    };
    mediaInsert.run(media.id, JSON.stringify(stored), at);
    fileInsert.run(media.url, media.id, media.width, media.height);
    for (const thumbnail of media.thumbnails) fileInsert.run(thumbnail.url, media.id, thumbnail.width, thumbnail.height);

    const translations = Object.fromEntries(
      DEMO_LOCALES.map((locale) => [
        LOCALE_LANGUAGE[locale],
        {
          title: post.title[locale],
          teaser: post.teaser[locale],
          content: post.content[locale],
          categoryName: BLOG_CATEGORIES[post.category][locale],
        },
      ]),
    );
    postInsert.run(
      post.id,
      post.category,
      post.author,
      post.publishedAt,
      media.id,
      JSON.stringify(post.relatedProductKeys.map((key) => productId(key))),
      JSON.stringify(translations),
      at,
    );
  }
}

/** Seeds the blog of a database that has a catalogue but no posts yet (one created before the blog). */
export function seedBlogIfEmpty(db: Db, at: string): boolean {
  const row = db.prepare('SELECT COUNT(*) AS count FROM gipfel_blog_post').get() as { count: number };
  if (row.count > 0) return false;
  insertBlog(db, at);
  return true;
}
