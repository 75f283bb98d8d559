import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { renderCmsArtwork, renderProductArtwork } from './artwork';
import type { CatalogueContent } from './content';
import { LANGUAGE_IDS } from '../ids';
import type { ContentLocale, DemoLocale, DemoMedia, Translated } from '../demo/types';

/** Catalogue tables in delete order (children first). */
export const CATALOGUE_TABLES = [
  'seo_url',
  'product_cross_selling',
  'product_review',
  'product_category',
  'product',
  'landing_page',
  'category',
  'cms_page',
  'property_group',
  'product_manufacturer',
  'media_file',
  'media',
  'unit',
  'tax',
] as const;

export const LOCALE_LANGUAGE: Record<DemoLocale, string> = {
  de: LANGUAGE_IDS['de-DE'],
  en: LANGUAGE_IDS['en-GB'],
  fr: LANGUAGE_IDS['fr-CH'],
};

/** The catalogue's languages: the three full ones and Italian, whose missing texts fall back to German. */
export const CONTENT_LOCALE_LANGUAGE: Record<ContentLocale, string> = { ...LOCALE_LANGUAGE, it: LANGUAGE_IDS['it-CH'] };

/** The content locale of a language id (German for an unknown one, the system language). */
export function contentLocaleOf(languageId: string): ContentLocale {
  const found = (Object.keys(CONTENT_LOCALE_LANGUAGE) as ContentLocale[]).find((locale) => CONTENT_LOCALE_LANGUAGE[locale] === languageId);
  return found ?? 'de';
}

/** Deterministic 32-hex id for rows the content model does not name (seo urls, thumbnails). */
export function derivedId(...parts: string[]): string {
  return createHash('sha1').update(`gipfel-catalogue:${parts.join(':')}`).digest('hex').slice(0, 32);
}

const generations = new WeakMap<Db, number>();
/** Bumped by every catalogue write on a connection, so in-memory caches of that connection reload. */
export function catalogueGeneration(db: Db): number {
  return generations.get(db) ?? 0;
}

// A language without its own text has no key (Italian mostly): the reader falls back to German.
const translations = (value: Record<string, Translated | null>) =>
  JSON.stringify(
    Object.fromEntries(
      (Object.keys(CONTENT_LOCALE_LANGUAGE) as ContentLocale[]).map((locale) => [
        CONTENT_LOCALE_LANGUAGE[locale],
        Object.fromEntries(Object.entries(value).map(([field, text]) => [field, text ? (text[locale] ?? null) : null]).filter(([, text]) => text !== null)),
      ]),
    ),
  );

export type StoredMedia = DemoMedia & {
  kind: 'product' | 'cms';
  fileSize: number;
  /** How GET /media renders it. */
  render: { family: string; label: string; index: number; caption: string | null } | { key: string; theme: string; label: string };
};

/** Writes the catalogue into emptied catalogue tables. */
export function insertCatalogue(db: Db, content: CatalogueContent, at: string): void {
  const taxInsert = db.prepare('INSERT INTO tax (id, tax_rate, position, translations, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const tax of content.taxes) taxInsert.run(tax.id, tax.taxRate, tax.position, translations({ name: tax.name }), at);
  const unitInsert = db.prepare('INSERT INTO unit (id, translations, created_at) VALUES (?, ?, ?)');
  for (const unit of content.units) unitInsert.run(unit.id, translations({ name: unit.name, shortCode: unit.shortCode }), at);
  const deliveryInsert = db.prepare(
    'INSERT OR IGNORE INTO delivery_time (id, min, max, unit, translations, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const time of content.deliveryTimes) deliveryInsert.run(time.id, time.min, time.max, time.unit, translations({ name: time.name }), at);

  const mediaInsert = db.prepare('INSERT INTO media (id, kind, data, created_at) VALUES (?, ?, ?, ?)');
  const fileInsert = db.prepare('INSERT OR IGNORE INTO media_file (path, media_id, width, height) VALUES (?, ?, ?, ?)');
  const seenMedia = new Set<string>();
  const addMedia = (media: DemoMedia, stored: Omit<StoredMedia, keyof DemoMedia | 'fileSize'>, svg: string) => {
    if (seenMedia.has(media.id)) return;
    seenMedia.add(media.id);
    const plain: DemoMedia = {
      id: media.id, fileName: media.fileName, fileExtension: media.fileExtension, mimeType: media.mimeType, url: media.url,
      width: media.width, height: media.height, alt: media.alt, title: media.title, thumbnails: media.thumbnails,
    };
    const data: StoredMedia = { ...plain, ...stored, fileSize: Buffer.byteLength(svg) };
    mediaInsert.run(media.id, stored.kind, JSON.stringify(data), at);
    fileInsert.run(media.url, media.id, media.width, media.height);
    for (const thumbnail of media.thumbnails) fileInsert.run(thumbnail.url, media.id, thumbnail.width, thumbnail.height);
  };
  for (const media of content.cmsMedia) {
    const render = { key: media.key, theme: media.theme, label: media.alt.de };
    addMedia(media, { kind: 'cms', render }, renderCmsArtwork(render, media.width, media.height));
  }
  for (const product of content.products) {
    for (const media of product.media) {
      const render = { family: product.family, label: product.label, index: media.position - 1, caption: product.productNumber };
      addMedia(media, { kind: 'product', render }, renderProductArtwork(render, media.width, media.height));
    }
  }

  const manufacturerInsert = db.prepare('INSERT INTO product_manufacturer (id, data, created_at) VALUES (?, ?, ?)');
  for (const manufacturer of content.manufacturers) manufacturerInsert.run(manufacturer.id, JSON.stringify(manufacturer), at);
  const groupInsert = db.prepare('INSERT INTO property_group (id, position, data, created_at) VALUES (?, ?, ?, ?)');
  for (const group of content.propertyGroups) groupInsert.run(group.id, group.position, JSON.stringify(group), at);
  const cmsInsert = db.prepare('INSERT INTO cms_page (id, type, data, created_at) VALUES (?, ?, ?, ?)');
  for (const page of content.cmsPages) cmsInsert.run(page.id, page.type, JSON.stringify(page), at);

  const categoryInsert = db.prepare(
    'INSERT INTO category (id, parent_id, navigation, level, position, cms_page_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // parents before children, whatever the order of the content
  const categories = [...content.categories].sort((a, b) => a.level - b.level);
  for (const category of categories) {
    categoryInsert.run(category.id, category.parentId, category.navigation, category.level, category.position, category.cmsPageId, JSON.stringify(category), at);
  }
  const landingInsert = db.prepare('INSERT INTO landing_page (id, cms_page_id, data, created_at) VALUES (?, ?, ?, ?)');
  for (const page of content.landingPages) landingInsert.run(page.id, page.cmsPageId, JSON.stringify(page), at);

  const productInsert = db.prepare(
    'INSERT INTO product (id, parent_id, product_number, active, manufacturer_id, tax_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const productCategoryInsert = db.prepare('INSERT OR IGNORE INTO product_category (product_id, category_id) VALUES (?, ?)');
  const products = [...content.products].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
  for (const product of products) {
    productInsert.run(product.id, product.parentId, product.productNumber, product.active ? 1 : 0, product.manufacturerId, product.taxId, JSON.stringify(product), at);
    for (const categoryId of product.categoryIds) productCategoryInsert.run(product.id, categoryId);
  }
  const reviewInsert = db.prepare(
    'INSERT INTO product_review (id, product_id, language_id, status, points, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const review of content.reviews) {
    reviewInsert.run(review.id, review.productId, review.languageId, review.status ? 1 : 0, review.points, JSON.stringify(review), review.createdAt);
  }
  const crossInsert = db.prepare('INSERT INTO product_cross_selling (id, product_id, position, data, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const cross of content.crossSellings) crossInsert.run(cross.id, cross.productId, cross.position, JSON.stringify(cross), at);

  const seoInsert = db.prepare(
    `INSERT INTO seo_url (id, language_id, route_name, foreign_key, path_info, seo_path_info, is_canonical, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  // Every language gets an SEO URL of every entity, as Shopware's SeoUrlUpdater writes one per language of the
  // sales channels: Italian from its own path where the content has one, else from the German path (the name falls back).
  const addSeo = (routeName: string, foreignKey: string, pathInfo: string, paths: Translated) => {
    for (const locale of Object.keys(CONTENT_LOCALE_LANGUAGE) as ContentLocale[]) {
      const languageId = CONTENT_LOCALE_LANGUAGE[locale];
      seoInsert.run(derivedId('seo', languageId, routeName, foreignKey), languageId, routeName, foreignKey, pathInfo, paths[locale] ?? paths.de, at);
    }
  };
  for (const category of categories) {
    if (category.seoPath && category.active && category.type === 'page') {
      addSeo('frontend.navigation.page', category.id, `/navigation/${category.id}`, category.seoPath);
    }
  }
  for (const product of products) if (product.active) addSeo('frontend.detail.page', product.id, `/detail/${product.id}`, product.seoPath);
  for (const page of content.landingPages) if (page.active) addSeo('frontend.landing.page', page.id, `/landingPage/${page.id}`, page.seoPath);

  generations.set(db, catalogueGeneration(db) + 1);
}
