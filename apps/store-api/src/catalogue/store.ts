import type { Db } from '../db/database';
import type {
  DemoCategory,
  DemoCmsPage,
  DemoCrossSelling,
  DemoLandingPage,
  DemoManufacturer,
  DemoProduct,
  DemoPropertyGroup,
  DemoPropertyOption,
  DemoReview,
} from '../demo/types';
import type { TranslationMap } from '../entities/translate';
import { catalogueGeneration, type StoredMedia } from './seed';

export interface SeoUrlRow {
  id: string;
  language_id: string;
  route_name: string;
  foreign_key: string;
  path_info: string;
  seo_path_info: string;
  is_canonical: number;
  created_at: string;
}

export interface TranslatedRow {
  id: string;
  translations: TranslationMap;
  created_at: string;
}

/** The catalogue of one database, read once into memory with the indexes the read routes need. */
export interface Catalogue {
  createdAt: string;
  products: Map<string, DemoProduct>;
  /** Active products and variants in product number order. */
  productList: DemoProduct[];
  variantsOf: Map<string, DemoProduct[]>;
  /** Ids of the categories (with all ancestors) each product is listed in. */
  categoryTree: Map<string, string[]>;
  categories: Map<string, DemoCategory>;
  childrenOf: Map<string, DemoCategory[]>;
  manufacturers: Map<string, DemoManufacturer>;
  propertyGroups: DemoPropertyGroup[];
  options: Map<string, { option: DemoPropertyOption; group: DemoPropertyGroup }>;
  cmsPages: Map<string, DemoCmsPage>;
  landingPages: Map<string, DemoLandingPage>;
  reviewsOf: Map<string, DemoReview[]>;
  crossSellingsOf: Map<string, DemoCrossSelling[]>;
  media: Map<string, StoredMedia>;
  taxes: Map<string, TranslatedRow & { tax_rate: number; position: number }>;
  units: Map<string, TranslatedRow>;
  deliveryTimes: Map<string, TranslatedRow & { min: number; max: number; unit: string }>;
  seoUrls: SeoUrlRow[];
  seoUrlsOf: Map<string, SeoUrlRow[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function load(db: Db): Catalogue {
  const rows = <T>(sql: string) => db.prepare(sql).all() as T[];
  const data = <T>(table: string, order = 'id') =>
    rows<{ data: string }>(`SELECT data FROM ${table} ORDER BY ${order}`).map((row) => JSON.parse(row.data) as T);
  const translated = <T extends { translations: string }>(sql: string) =>
    rows<T>(sql).map((row) => ({ ...row, translations: JSON.parse(row.translations) as TranslationMap }));

  const productAll = data<DemoProduct>('product', 'product_number');
  const products = new Map(productAll.map((product) => [product.id, product]));
  const variantsOf = new Map<string, DemoProduct[]>();
  for (const product of productAll) if (product.parentId && product.active) push(variantsOf, product.parentId, product);

  const categoryAll = data<DemoCategory>('category', 'level, position');
  const categories = new Map(categoryAll.map((category) => [category.id, category]));
  const childrenOf = new Map<string, DemoCategory[]>();
  for (const category of categoryAll) if (category.parentId) push(childrenOf, category.parentId, category);
  for (const list of childrenOf.values()) list.sort((a, b) => a.position - b.position);

  const ancestors = (id: string): string[] => {
    const result: string[] = [];
    let current = categories.get(id);
    while (current) {
      result.unshift(current.id);
      current = current.parentId ? categories.get(current.parentId) : undefined;
    }
    return result;
  };
  const categoryTree = new Map<string, string[]>();
  for (const product of productAll) {
    const own = product.categoryIds.length > 0 ? product.categoryIds : product.parentId ? products.get(product.parentId)?.categoryIds ?? [] : [];
    categoryTree.set(product.id, [...new Set(own.flatMap(ancestors))]);
  }

  const propertyGroups = data<DemoPropertyGroup>('property_group', 'position');
  const options = new Map<string, { option: DemoPropertyOption; group: DemoPropertyGroup }>();
  for (const group of propertyGroups) for (const option of group.options) options.set(option.id, { option, group });

  const reviewsOf = new Map<string, DemoReview[]>();
  for (const review of data<DemoReview>('product_review', 'created_at DESC, id')) push(reviewsOf, review.productId, review);
  const crossSellingsOf = new Map<string, DemoCrossSelling[]>();
  for (const cross of data<DemoCrossSelling>('product_cross_selling', 'position, id')) push(crossSellingsOf, cross.productId, cross);

  const seoUrls = rows<SeoUrlRow>('SELECT * FROM seo_url ORDER BY seo_path_info');
  const seoUrlsOf = new Map<string, SeoUrlRow[]>();
  for (const row of seoUrls) push(seoUrlsOf, row.foreign_key, row);

  const createdAt = (rows<{ created_at: string }>('SELECT created_at FROM sales_channel LIMIT 1')[0]?.created_at) ?? new Date(0).toISOString();

  return {
    createdAt,
    products,
    productList: productAll.filter((product) => product.active),
    variantsOf,
    categoryTree,
    categories,
    childrenOf,
    manufacturers: new Map(data<DemoManufacturer>('product_manufacturer').map((m) => [m.id, m])),
    propertyGroups,
    options,
    cmsPages: new Map(data<DemoCmsPage>('cms_page').map((page) => [page.id, page])),
    landingPages: new Map(data<DemoLandingPage>('landing_page').map((page) => [page.id, page])),
    reviewsOf,
    crossSellingsOf,
    media: new Map(data<StoredMedia & { kind: 'product' | 'cms' }>('media').map((media) => [media.id, media])),
    taxes: new Map(translated<{ id: string; tax_rate: number; position: number; translations: string; created_at: string }>('SELECT * FROM tax').map((row) => [row.id, row])),
    units: new Map(translated<{ id: string; translations: string; created_at: string }>('SELECT * FROM unit').map((row) => [row.id, row])),
    deliveryTimes: new Map(
      translated<{ id: string; min: number; max: number; unit: string; translations: string; created_at: string }>('SELECT * FROM delivery_time').map((row) => [row.id, row]),
    ),
    seoUrls,
    seoUrlsOf,
  };
}

/**
 * Caches the catalogue of a connection. It reloads after a catalogue write on this connection
 * (seed) or a commit by another connection (`seed` CLI while the server runs).
 */
export class CatalogueStore {
  private cached: Catalogue | null = null;
  private key = '';

  constructor(private readonly db: Db) {}

  get(): Catalogue {
    const dataVersion = this.db.pragma('data_version', { simple: true }) as number;
    const key = `${dataVersion}:${catalogueGeneration(this.db)}`;
    if (!this.cached || key !== this.key) {
      this.cached = load(this.db);
      this.key = key;
    }
    return this.cached;
  }

  /** Bytes of the stored media file at `path` (the media's URL or a thumbnail URL), or null. */
  mediaFile(path: string): { media: StoredMedia; width: number; height: number } | null {
    const row = this.db.prepare('SELECT media_id, width, height FROM media_file WHERE path = ?').get(path) as
      | { media_id: string; width: number; height: number }
      | undefined;
    if (!row) return null;
    const media = this.get().media.get(row.media_id);
    return media ? { media, width: row.width, height: row.height } : null;
  }
}
