import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { renderCmsArtwork, renderProductArtwork, type CmsArtwork, type ProductArtwork } from '../catalogue/artwork';
import { cmsPageEntity, listingSlotConfig, type CmsScope } from '../catalogue/cms';
import { DEFAULT_LISTING_LIMIT, parseListingRequest, productListing, type SortingKey } from '../catalogue/listing';
import { productList } from '../catalogue/product-list';
import { contentLocaleOf } from '../catalogue/seed';
import {
  categoryEntity,
  categoryExternalLink,
  collatorFor,
  crossSellingEntity,
  isVisibleCategory,
  landingPageEntity,
  productEntity,
  propertyGroupEntity,
  propertyOptionEntity,
  reviewEntity,
  seoUrlEntity,
  sortOptions,
  text,
  type CatalogueContext,
  type Json,
} from '../catalogue/serialize';
import type { CatalogueStore } from '../catalogue/store';
import { applyIncludes, parseCriteria, search, searchResultBody } from '../criteria';
import { salesChannelDomains } from '../domains';
import type { DemoCategory, DemoProduct, DemoReview } from '../demo/types';
import { apiError, errors } from '../errors';
import { queryFlag, rawCriteria, type AppEnv } from '../http';
import { EURO_SALES_CHANNEL_ID, ROOT_CATEGORY_ID, SALES_CHANNEL_ID, UUID_PATTERN, currencyCodeOf } from '../ids';
import { describeValue } from '../request-data';

/** The catalogue read side of the Store API: navigation, categories, CMS, listings, products, search, media. */


export interface CatalogueRouteOptions {
  /** Public URL of a sales channel's storefront (the base of its domains), for the sitemap. */
  storefrontUrl: (salesChannelId: string) => string;
  /** A customer's own reviews not yet approved, of these products (read fresh: the catalogue is cached). */
  pendingReviews?: (customerId: string, productIds: string[]) => DemoReview[];
  /** Clock for the sitemap's `created`. */
  now: () => number;
}

function notFound(code: string, detail: string, pointer: string, parameters: Record<string, unknown>) {
  return apiError(404, code, detail, { pointer, parameters });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function uuidParam(c: Context<AppEnv>, name: string): string {
  const value = (c.req.param(name) ?? '').trim().toLowerCase();
  if (!UUID_PATTERN.test(value)) {
    throw apiError(400, 'FRAMEWORK__INVALID_UUID', `The string "${c.req.param(name) ?? ''}" is not a valid uuid.`, { pointer: `/${name}` });
  }
  return value;
}

export function registerCatalogueRoutes(app: Hono<AppEnv>, store: CatalogueStore, options: CatalogueRouteOptions): void {
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

  // --- navigation roots -----------------------------------------------------------------------
  function navigationRoot(ctx: CatalogueContext, key: string): DemoCategory | null {
    const navigation = key === 'main-navigation' || key === 'home' ? 'main' : key === 'footer-navigation' ? 'footer' : key === 'service-navigation' ? 'service' : null;
    if (navigation === 'main') return ctx.cat.categories.get(ROOT_CATEGORY_ID) ?? [...ctx.cat.categories.values()].find((c) => c.level === 1 && c.navigation === 'main') ?? null;
    if (navigation) return [...ctx.cat.categories.values()].find((c) => c.parentId === null && c.navigation === navigation) ?? null;
    return null;
  }

  /**
   * A category of the path. Unknown: the navigation and category routes answer CategoryRoute's
   * CategoryNotFoundException (404 `CONTENT__CATEGORY_NOT_FOUND`, `{categoryId}`), the product
   * listing ProductListingRoute's ProductException::categoryNotFound (404
   * `PRODUCT__CATEGORY_NOT_FOUND`, `{entity, field, value}`).
   */
  function categoryParam(c: Context<AppEnv>, ctx: CatalogueContext, name: string, aliases: boolean, listing = false): DemoCategory {
    const raw = (c.req.param(name) ?? '').trim();
    const missing = (id: string) =>
      listing
        ? notFound('PRODUCT__CATEGORY_NOT_FOUND', `Could not find category with id "${id}"`, `/${name}`, { entity: 'category', field: 'id', value: id })
        : notFound('CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, `/${name}`, { categoryId: id });
    if (aliases && ['main-navigation', 'footer-navigation', 'service-navigation', 'home'].includes(raw)) {
      const root = navigationRoot(ctx, raw);
      if (!root) throw missing(raw);
      return root;
    }
    const id = uuidParam(c, name);
    const category = ctx.cat.categories.get(id);
    if (!category || !category.active) throw missing(id);
    return category;
  }

  function productParam(c: Context<AppEnv>, ctx: CatalogueContext): DemoProduct {
    const id = uuidParam(c, 'productId');
    const product = ctx.cat.products.get(id);
    const parent = product?.parentId ? ctx.cat.products.get(product.parentId) : undefined;
    if (!product || !product.active || (parent && !parent.active)) throw errors.productNotFound(id);
    return product;
  }

  // --- media (no access key: image URLs are loaded by browsers) ---------------------------------
  app.get('/media/*', (c) => {
    const path = new URL(c.req.url).pathname;
    const file = store.mediaFile(path);
    if (!file) return c.json(apiError(404, 'CONTENT__MEDIA_NOT_FOUND', `Media file "${path}" not found.`, { pointer: '/path' }).body, 404);
    const svg = file.media.kind === 'product'
      ? renderProductArtwork(file.media.render as ProductArtwork, file.width, file.height)
      : renderCmsArtwork(file.media.render as CmsArtwork, file.width, file.height);
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  // --- navigation -----------------------------------------------------------------------------
  const navigation = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const body = await rawCriteria(c);
    const root = categoryParam(c, ctx, 'rootId', true);
    const active = categoryParam(c, ctx, 'activeId', true);
    let depth = 2;
    if (body.depth !== undefined && body.depth !== null && body.depth !== '') {
      const parsed = typeof body.depth === 'number' ? body.depth : typeof body.depth === 'string' && /^\d+$/.test(body.depth) ? Number(body.depth) : Number.NaN;
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > 20) {
        throw apiError(400, 'FRAMEWORK__INVALID_CRITERIA', 'Parameter "depth" must be an integer between 1 and 20.', { pointer: '/depth' });
      }
      depth = parsed;
    }
    const buildTree = !(body.buildTree === false || body.buildTree === 'false' || body.buildTree === '0');
    const activePath = new Set((active.path ?? '').split('|').filter(Boolean).concat(active.id));
    const criteria = parseCriteria({ includes: body.includes });
    const flat: Json[] = [];
    const build = (parent: DemoCategory, level: number): Json[] =>
      (ctx.cat.childrenOf.get(parent.id) ?? []).filter(isVisibleCategory).map((child) => {
        const expand = level < depth || activePath.has(child.id);
        const children = expand ? build(child, level + 1) : [];
        const entity = categoryEntity(ctx, child, buildTree ? children : null);
        flat.push(entity);
        return entity;
      });
    const tree = build(root, 1);
    return c.json(applyIncludes(buildTree ? tree : flat, criteria.includes));
  };
  app.get('/store-api/navigation/:activeId/:rootId', navigation);
  app.post('/store-api/navigation/:activeId/:rootId', navigation);

  // --- category -------------------------------------------------------------------------------
  function listingFor(ctx: CatalogueContext, category: DemoCategory, raw: Record<string, unknown>) {
    const page = category.cmsPageId ? ctx.cat.cmsPages.get(category.cmsPageId) : undefined;
    const config = listingSlotConfig(page);
    const order = (['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller'] as string[]).includes(config.defaultSorting ?? '')
      ? (config.defaultSorting as SortingKey)
      : 'name-asc';
    const request = parseListingRequest(raw, { defaultLimit: config.limit ?? DEFAULT_LISTING_LIMIT, defaultOrder: order, search: false });
    return () => productListing(ctx, request, { categoryId: category.id, navigationId: category.id });
  }

  const categoryRoute = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const raw = await rawCriteria(c);
    const category = categoryParam(c, ctx, 'navigationId', true);
    const entity = categoryEntity(ctx, category);
    const page = category.cmsPageId ? ctx.cat.cmsPages.get(category.cmsPageId) : undefined;
    if (page && category.type === 'page') {
      const listing = listingFor(ctx, category, raw);
      entity.cmsPage = cmsPageEntity(ctx, page, { category, listing });
    }
    return c.json(applyIncludes(entity, parseCriteria({ includes: raw.includes }).includes));
  };
  app.get('/store-api/category/:navigationId', categoryRoute);
  app.post('/store-api/category/:navigationId', categoryRoute);

  // --- breadcrumb -----------------------------------------------------------------------------
  const breadcrumb = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const query = new URL(c.req.url).searchParams;
    const body = c.req.method === 'POST' ? await rawCriteria(c) : {};
    const type = describeValue(query.get('type') ?? body.type ?? 'product');
    // Shopware's BreadcrumbRoute: `type=category` reads the id as a category; any other type reads
    // it as a product and, when there is no such product, as a category. An id that is neither is
    // an empty breadcrumb (200 []), not an error.
    const id = uuidParam(c, 'id');
    const product = type !== 'category' ? ctx.cat.products.get(id) : undefined;
    let category: DemoCategory | undefined;
    if (product && product.active) {
      const parent = product.parentId ? ctx.cat.products.get(product.parentId) : undefined;
      const referrer = describeValue(query.get('referrerCategoryId') ?? body.referrerCategoryId ?? '').toLowerCase();
      const categoryIds = product.categoryIds.length > 0 ? product.categoryIds : parent?.categoryIds ?? [];
      const mainId = categoryIds.includes(referrer) ? referrer : product.mainCategoryId || parent?.mainCategoryId || categoryIds[0];
      category = mainId ? ctx.cat.categories.get(mainId) : undefined;
    } else {
      category = ctx.cat.categories.get(id);
    }
    if (!category) return c.json([]);
    const chain: DemoCategory[] = [];
    for (let current: DemoCategory | undefined = category; current; current = current.parentId ? ctx.cat.categories.get(current.parentId) : undefined) chain.unshift(current);
    const items = chain
      .filter((entry) => entry.parentId !== null)
      .map((entry) => {
        const seo = (ctx.cat.seoUrlsOf.get(entry.id) ?? []).filter((row) => row.language_id === ctx.languageId);
        const name = text(ctx, entry.name);
        return {
          name,
          categoryId: entry.id,
          type: entry.type,
          translated: {
            name,
            customFields: {},
            linkType: entry.linkType,
            internalLink: entry.internalLink,
            externalLink: categoryExternalLink(ctx, entry),
            linkNewTab: entry.linkNewTab,
            description: text(ctx, entry.description),
            metaTitle: text(ctx, entry.metaTitle),
            metaDescription: text(ctx, entry.metaDescription),
            keywords: text(ctx, entry.keywords),
          },
          path: seo[0]?.seo_path_info ?? `navigation/${entry.id}`,
          seoUrls: seo.map((row) => seoUrlEntity(row, ctx.salesChannelId)),
          apiAlias: 'breadcrumb',
        };
      });
    return c.json(items);
  };
  app.get('/store-api/breadcrumb/:id', breadcrumb);
  app.post('/store-api/breadcrumb/:id', breadcrumb);

  // --- seo urls -------------------------------------------------------------------------------
  const seoUrl = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const criteria = parseCriteria(await rawCriteria(c));
    const entities = ctx.cat.seoUrls.filter((row) => row.language_id === ctx.languageId).map((row) => seoUrlEntity(row, ctx.salesChannelId));
    const result = search(entities, criteria, 'seo_url');
    return c.json(applyIncludes(searchResultBody(result, 'seo_url'), criteria.includes));
  };
  app.get('/store-api/seo-url', seoUrl);
  app.post('/store-api/seo-url', seoUrl);

  // --- product list (ProductListRoute) ----------------------------------------------------------
  const productListRoute = async (c: Context<AppEnv>) => c.json(productList(context(c), parseCriteria(await rawCriteria(c))));
  app.get('/store-api/product', productListRoute);
  app.post('/store-api/product', productListRoute);

  // --- cms and landing pages ------------------------------------------------------------------
  const cms = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const raw = await rawCriteria(c);
    const id = uuidParam(c, 'id');
    const page = ctx.cat.cmsPages.get(id);
    if (!page) throw notFound('CONTENT__CMS_PAGE_NOT_FOUND', `Page with id "${id}" was not found.`, '/id', { id });
    return c.json(applyIncludes(cmsPageEntity(ctx, page), parseCriteria({ includes: raw.includes }).includes));
  };
  app.get('/store-api/cms/:id', cms);
  app.post('/store-api/cms/:id', cms);

  const landingPage = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const raw = await rawCriteria(c);
    const id = uuidParam(c, 'landingPageId');
    const page = ctx.cat.landingPages.get(id);
    if (!page || !page.active) throw notFound('CONTENT__LANDING_PAGE_NOT_FOUND', `Landing page "${id}" not found.`, '/landingPageId', { landingPageId: id });
    const cmsPage = ctx.cat.cmsPages.get(page.cmsPageId);
    const entity = landingPageEntity(ctx, page, cmsPage ? cmsPageEntity(ctx, cmsPage) : null);
    return c.json(applyIncludes(entity, parseCriteria({ includes: raw.includes }).includes));
  };
  app.get('/store-api/landing-page/:landingPageId', landingPage);
  app.post('/store-api/landing-page/:landingPageId', landingPage);

  // --- listing and search ---------------------------------------------------------------------
  const listing = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const raw = await rawCriteria(c);
    const category = categoryParam(c, ctx, 'categoryId', false, true);
    return c.json(listingFor(ctx, category, raw)());
  };
  app.get('/store-api/product-listing/:categoryId', listing);
  app.post('/store-api/product-listing/:categoryId', listing);

  const searchRoute = (suggest: boolean) => async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const raw = await rawCriteria(c);
    const request = parseListingRequest(raw, { defaultLimit: DEFAULT_LISTING_LIMIT, defaultOrder: 'score', search: true });
    const root = navigationRoot(ctx, 'main-navigation');
    return c.json(productListing(ctx, request, { categoryId: null, navigationId: root?.id ?? ROOT_CATEGORY_ID, suggest }));
  };
  app.get('/store-api/search', searchRoute(false));
  app.post('/store-api/search', searchRoute(false));
  app.get('/store-api/search-suggest', searchRoute(true));
  app.post('/store-api/search-suggest', searchRoute(true));

  // --- product detail -------------------------------------------------------------------------
  function bestVariant(ctx: CatalogueContext, product: DemoProduct): DemoProduct {
    const variants = ctx.cat.variantsOf.get(product.id);
    if (!variants || variants.length === 0) return product;
    const main = variants.find((variant) => variant.id === product.variantListingConfig?.mainVariantId);
    return main ?? variants.find((variant) => variant.available) ?? variants[0]!;
  }

  function configurator(ctx: CatalogueContext, product: DemoProduct): Json[] {
    const parent = product.parentId ? ctx.cat.products.get(product.parentId) : product;
    if (!parent || parent.configuratorSettings.length === 0) return [];
    const variants = ctx.cat.variantsOf.get(parent.id) ?? [];
    const settings = [...parent.configuratorSettings].sort((a, b) => a.position - b.position);
    const groups = new Map<string, { position: number; optionIds: string[] }>();
    for (const setting of settings) {
      const entry = ctx.cat.options.get(setting.optionId);
      if (!entry) continue;
      const group = groups.get(entry.group.id) ?? { position: entry.group.position, optionIds: [] };
      group.optionIds.push(setting.optionId);
      groups.set(entry.group.id, group);
    }
    const selected = new Set(product.optionIds);
    return [...groups.entries()]
      .sort((a, b) => a[1].position - b[1].position)
      .map(([groupId, { optionIds }]) => {
        const group = ctx.cat.options.get(optionIds[0]!)!.group;
        const others = [...selected].filter((id) => ctx.cat.options.get(id)?.group.id !== groupId);
        const entity = propertyGroupEntity(ctx, group, []);
        const options = optionIds.map((id) => ctx.cat.options.get(id)!.option);
        const ordered = group.sortingType === 'position' ? options : sortOptions(ctx, group, options);
        entity.options = ordered.map((option) =>
          propertyOptionEntity(ctx, option, null, {
            combinable: variants.some((variant) => variant.optionIds.includes(option.id) && others.every((id) => variant.optionIds.includes(id))),
          }),
        );
        return entity;
      });
  }

  /**
   * Shopware's ProductReviewRoute (src/Core/Content/Product/SalesChannel/Review/ProductReviewRoute.php):
   * the reviews of the product and of its variants (`product.id` or `product.parentId` is the id),
   * approved ones (`status`) and the context customer's own, approved or not.
   */
  function reviews(ctx: CatalogueContext, productId: string, raw: Record<string, unknown>, customerId: string | null) {
    const criteria = parseCriteria(raw, { defaultLimit: 10 });
    const ids = [productId, ...(ctx.cat.variantsOf.get(productId) ?? []).map((variant) => variant.id)];
    const approved = ids.flatMap((id) => ctx.cat.reviewsOf.get(id) ?? []).filter((review) => review.status);
    const pending = customerId && options.pendingReviews ? options.pendingReviews(customerId, ids) : [];
    const list = [...approved, ...pending.filter((review) => !approved.some((other) => other.id === review.id))]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .map(reviewEntity);
    const result = search(list, criteria, 'product_review');
    return applyIncludes(searchResultBody(result, 'product_review'), criteria.includes) as Json;
  }

  function crossSellings(ctx: CatalogueContext, product: DemoProduct): Json[] {
    const ownerIds = [product.id, product.parentId].filter((id): id is string => !!id);
    const list = ownerIds.flatMap((id) => ctx.cat.crossSellingsOf.get(id) ?? []).filter((cross) => cross.active);
    const collator = collatorFor(ctx.locale);
    return list.map((cross) => {
      const products = cross.assignedProducts
        .slice()
        .sort((a, b) => a.position - b.position)
        .map((assigned) => ctx.cat.products.get(assigned.productId))
        .filter((item): item is DemoProduct => item !== undefined && item.active)
        .map((item) => bestVariant(ctx, item));
      if (cross.sortBy === 'name') products.sort((a, b) => collator.compare(text(ctx, a.name) ?? '', text(ctx, b.name) ?? ''));
      if (cross.sortBy === 'price') products.sort((a, b) => a.price[ctx.currency].gross - b.price[ctx.currency].gross);
      if (cross.sortBy === 'releaseDate') products.sort((a, b) => a.releaseDate.localeCompare(b.releaseDate));
      if (cross.sortDirection === 'DESC') products.reverse();
      const limited = products.slice(0, cross.limit);
      return {
        crossSelling: crossSellingEntity(ctx, cross),
        products: limited.map((item) => productEntity(ctx, item)),
        total: limited.length,
        streamId: null,
        apiAlias: 'cross_selling_element',
      };
    });
  }

  const productDetail = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const raw = await rawCriteria(c);
    const product = bestVariant(ctx, productParam(c, ctx));
    const entity = productEntity(ctx, product, { detail: true });
    // As Shopware's ProductDetailRoute: `?skipConfigurator` sends no configurator (null),
    // `?skipCmsPage` leaves the layout unresolved (its id stays on the product).
    const groups = queryFlag(c, 'skipConfigurator') ? null : configurator(ctx, product);
    const layout = [...ctx.cat.cmsPages.values()].find((page) => page.type === 'product_detail');
    if (layout) entity.cmsPageId = layout.id;
    if (layout && !queryFlag(c, 'skipCmsPage')) {
      const scope: CmsScope = {
        product,
        // As Shopware's ProductReviewLoader: the reviews of the parent (`parentId ?? productId`), with all its variants'.
        productDetail: {
          configurator: () => groups ?? configurator(ctx, product),
          reviews: () => reviews(ctx, product.parentId ?? product.id, {}, c.get('session').row.customer_id),
          crossSellings: () => crossSellings(ctx, product),
        },
      };
      entity.cmsPage = cmsPageEntity(ctx, layout, scope);
    }
    const body = { product: entity, configurator: groups, apiAlias: 'product_detail' };
    return c.json(applyIncludes(body, parseCriteria({ includes: raw.includes }).includes));
  };
  app.get('/store-api/product/:productId', productDetail);
  app.post('/store-api/product/:productId', productDetail);

  // As Shopware's FindProductVariantRoute (src/Core/Content/Product/SalesChannel/FindVariant/
  // FindProductVariantRoute.php): the id is taken as the parent (a variant id has no variants), the
  // options are a list or a map group id => option id, every value must be a string (else 400
  // PRODUCT_INVALID_OPTIONS_PARAMETER); without a match it drops the first option of another group
  // than `switchedGroup` and searches again while more than one is left, then 404
  // CONTENT__PRODUCT_VARIANT_NOT_FOUND. `foundCombination.options` are the options that matched.
  const findVariant = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const raw = await rawCriteria(c);
    const productId = uuidParam(c, 'productId');
    const rawOptions = raw.options;
    const truthy = rawOptions !== undefined && rawOptions !== null && rawOptions !== false && rawOptions !== '' && rawOptions !== '0' && rawOptions !== 0;
    let entries: [string, unknown][] = [];
    if (truthy) {
      if (Array.isArray(rawOptions)) entries = rawOptions.map((value, index) => [String(index), value]);
      else if (isPlainObject(rawOptions)) entries = Object.entries(rawOptions);
      else entries = [['0', rawOptions]];
    }
    if (entries.some(([, value]) => typeof value !== 'string')) {
      throw apiError(400, 'PRODUCT_INVALID_OPTIONS_PARAMETER', 'The parameter options is invalid.');
    }
    const switched = typeof raw.switchedGroup === 'string' ? raw.switchedGroup : null;
    const variants = (ctx.cat.variantsOf.get(productId) ?? []).filter((variant) => variant.active);
    const search = () => variants.find((variant) => entries.every(([, id]) => variant.optionIds.includes(id as string)));
    // PHP arrays: keys 0..n-1 in order are a JSON list, anything else an object.
    const phpJson = () => (entries.every(([key], index) => key === String(index)) ? entries.map(([, value]) => value) : Object.fromEntries(entries));
    let found = search();
    while (!found && entries.length > 1) {
      const drop = entries.findIndex(([key]) => key !== switched);
      if (drop < 0) break;
      entries.splice(drop, 1);
      found = search();
    }
    if (!found) {
      const options = JSON.stringify(phpJson());
      throw apiError(404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND', `Variant for productId ${productId} with options ${options} not found.`, { parameters: { productId, options } });
    }
    return c.json({ foundCombination: { variantId: found.id, options: phpJson() }, apiAlias: 'found_combination' });
  };
  app.get('/store-api/product/:productId/find-variant', findVariant);
  app.post('/store-api/product/:productId/find-variant', findVariant);

  /**
   * The product of a path whose route only filters by it (ProductCrossSellingRoute,
   * ProductReviewRoute): an unknown or hidden product is no error there, just no results.
   */
  function filterProduct(c: Context<AppEnv>, ctx: CatalogueContext): DemoProduct | null {
    const id = uuidParam(c, 'productId');
    const product = ctx.cat.products.get(id);
    const parent = product?.parentId ? ctx.cat.products.get(product.parentId) : undefined;
    return !product || !product.active || (parent && !parent.active) ? null : product;
  }

  const crossSellingRoute = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    await rawCriteria(c);
    const product = filterProduct(c, ctx);
    return c.json(product ? crossSellings(ctx, product) : []);
  };
  app.get('/store-api/product/:productId/cross-selling', crossSellingRoute);
  app.post('/store-api/product/:productId/cross-selling', crossSellingRoute);

  // An unknown product is no error there, just no reviews (the route only filters by the id).
  const reviewRoute = async (c: Context<AppEnv>) => {
    const ctx = context(c);
    const raw = await rawCriteria(c);
    return c.json(reviews(ctx, uuidParam(c, 'productId'), raw, c.get('session').row.customer_id));
  };
  app.get('/store-api/product/:productId/reviews', reviewRoute);
  app.post('/store-api/product/:productId/reviews', reviewRoute);

  // --- sitemap --------------------------------------------------------------------------------
  // One file per sales channel and language of its domains.
  const sitemapFile = (salesChannelId: string, languageId: string) =>
    `sitemap/salesChannel-${salesChannelId}-${languageId}/${salesChannelId}-sitemap-1.xml.gz`;
  /** The gzipped sitemap of a file path (`sitemap/…`), or null for an unknown file. */
  const sitemapGzip = (path: string): Buffer | null => {
    const file = [SALES_CHANNEL_ID, EURO_SALES_CHANNEL_ID]
      .flatMap((salesChannelId) => salesChannelDomains(options.storefrontUrl(salesChannelId), salesChannelId).map((domain) => ({ salesChannelId, domain })))
      .find(({ salesChannelId, domain }) => sitemapFile(salesChannelId, domain.languageId) === path);
    if (!file) return null;
    const { languageId, url: prefix } = file.domain;
    const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const urls = store
      .get()
      .seoUrls.filter((row) => row.language_id === languageId)
      .map((row) => `<url><loc>${escape(`${prefix}/${row.seo_path_info}`)}</loc><lastmod>${row.created_at.slice(0, 10)}</lastmod><changefreq>weekly</changefreq></url>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
    return gzipSync(xml);
  };
  // SitemapRoute and SitemapFileRoute take GET and POST. Shopware's SitemapLister names each file by
  // its URL: on the sales channel's domain when the file name carries a domain id, else on the host
  // the files live on (the asset package's URL; always so for headless channels). Our files carry no
  // domain id and live here, so `filename` is this server's URL of the file, served below without a key.
  const sitemapList = (c: Context<AppEnv>) => {
    const ctx = context(c);
    return c.json([{ filename: `${ctx.origin}/${sitemapFile(ctx.salesChannelId, ctx.languageId)}`, created: new Date(options.now()).toISOString() }]);
  };
  app.get('/store-api/sitemap', sitemapList);
  app.post('/store-api/sitemap', sitemapList);
  // The public file, as Shopware's web server serves `public/sitemap/…` (no access key, like /media).
  app.get('/sitemap/*', (c) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname.slice(1));
    const file = sitemapGzip(path);
    if (!file) throw errors.routeNotFound(c.req.method, new URL(c.req.url).pathname);
    return c.body(new Uint8Array(file), 200, { 'content-type': 'application/gzip', 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' });
  });
  const sitemapFileRoute = (c: Context<AppEnv>) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname.slice('/store-api/'.length));
    // SitemapFileRoute's path requirement is `.+\.xml\.gz`: anything else is no route at all.
    if (!path.endsWith('.xml.gz')) throw errors.routeNotFound(c.req.method, new URL(c.req.url).pathname);
    const file = sitemapGzip(path);
    // An unknown file answers 204 without a body, as SitemapFileRoute does.
    if (!file) return c.body(null, 204);
    const fileName = path.split('/').pop() ?? 'sitemap.xml.gz';
    return c.body(new Uint8Array(file), 200, { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename=${fileName}` });
  };
  app.get('/store-api/sitemap/*', sitemapFileRoute);
  app.post('/store-api/sitemap/*', sitemapFileRoute);
}
