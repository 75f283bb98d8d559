import type { StoreApiClient } from '@gipfel/api';
import type { LanguageCode } from '@gipfel/i18n';
import { findVariantPath, loadProductPage as loadProduct, type ProductPage } from '@gipfel/listing';
import { publicOrigin } from '../../lib/server/origin.server';
import type { CatalogueLoad, CataloguePageContext } from './catalogue.server';

export interface ProductPageData extends Omit<ProductPage, 'seoUrls'> {
  kind: 'product';
  /** Absolute URL of the page, for the structured data. */
  url: string;
}

/** `loadProductPage` of @gipfel/listing: reviews and cross-sellings stream in after the first byte. */
export async function loadProductPage({ request, url, client, language, id }: CataloguePageContext): Promise<CatalogueLoad<ProductPageData>> {
  const { seoUrls, ...page } = await loadProduct(client, { productId: id, language });
  return { page: { kind: 'product', ...page, url: `${publicOrigin(request)}${url.pathname}` }, seoUrls };
}

/** The variant choice without JavaScript (`?options=<id>|<id>`, `switched=<group id>`): the variant's path, or null. */
export function variantPathOf(client: StoreApiClient, productId: string, params: URLSearchParams, language: LanguageCode): Promise<string | null> {
  const optionIds = (params.get('options') ?? '').split('|');
  return findVariantPath(client, { productId, optionIds, switchedGroupId: params.get('switched'), language });
}
