import type { StoreApiClient } from '@gipfel/api';
import { withSanitizedHtml } from '@gipfel/cms/server';
import type { LanguageCode } from '@gipfel/i18n';
import { localizePath } from '../../lib/i18n/shop-locales';
import { findVariantPath, getProductExcerpt, getProductGalleryPreload, loadProductPage as loadProduct, type ProductPage } from '@gipfel/listing';
import { publicOrigin } from '../../lib/server/origin.server';
import { richTextOptions } from '../../lib/server/rich-text.server';
import type { CatalogueLoad, CataloguePageContext } from './catalogue.server';

export interface ProductPageData extends Omit<ProductPage, 'seoUrls'> {
  kind: 'product';
  /** Absolute URL of the page, for the structured data. */
  url: string;
  /**
   * The head's description and main image, made here rather than in the route's `meta`: `meta`
   * runs in the browser too and would bring the product page's code into every catalogue page's
   * chunk (page parts, docs/decisions/0046-hydration-scripts-at-low-priority.md).
   */
  head: { description: string; image: ReturnType<typeof getProductGalleryPreload> };
}

/** `loadProductPage` of @gipfel/listing: reviews and cross-sellings stream in after the first byte. */
export async function loadProductPage({ request, url, client, language, id }: CataloguePageContext): Promise<CatalogueLoad<ProductPageData>> {
  const { seoUrls, ...page } = await loadProduct(client, { productId: id, localizePath: (path) => localizePath(path, language) });
  const { product } = page;
  // Products without a meta description get the start of their description.
  const description = product.translated?.metaDescription || getProductExcerpt(product, 160);
  const head = { description, image: getProductGalleryPreload(product) };
  // The description is the shop's HTML: sanitised here, the page renders it as it is.
  const clean = withSanitizedHtml(product, 'description', await richTextOptions(request, language));
  return { page: { kind: 'product', ...page, product: clean, url: `${publicOrigin(request)}${url.pathname}`, head }, seoUrls };
}

/** The variant choice without JavaScript (`?options=<id>|<id>`, `switched=<group id>`): the variant's path, or null. */
export function variantPathOf(client: StoreApiClient, productId: string, params: URLSearchParams, language: LanguageCode): Promise<string | null> {
  const optionIds = (params.get('options') ?? '').split('|');
  return findVariantPath(client, { productId, optionIds, switchedGroupId: params.get('switched'), localizePath: (path) => localizePath(path, language) });
}
