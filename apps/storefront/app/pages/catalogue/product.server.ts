import {
  findVariant,
  isShopwareId,
  isStoreApiError,
  readBreadcrumb,
  readCrossSellings,
  readProduct,
  readProductReviews,
  readSeoUrls,
  routeToPath,
  translatedText,
  type Schemas,
  type StoreApiClient,
} from '@gipfel/api';
import { localizePath, type LanguageCode } from '@gipfel/i18n';
import { toCardProduct } from '@gipfel/listing';
import type { BreadcrumbItem } from '../../components/breadcrumbs';
import { publicOrigin } from '../../lib/origin.server';
import { toDetailProduct } from '../../lib/product-page';
import { toErrorResponse } from '../../lib/store-api.server';
import type { CatalogueLoad, CataloguePageContext } from './catalogue.server';

export interface ProductPageData {
  kind: 'product';
  product: Schemas['Product'];
  configurator: Schemas['PropertyGroup'][];
  breadcrumbs: BreadcrumbItem[];
  /** Absolute URL of the page, for the structured data. */
  url: string;
  // Below the fold: streamed, never rejected (null when unavailable).
  reviews: Promise<{ elements?: Schemas['ProductReview'][]; total?: number } | null>;
  crossSellings: Promise<Schemas['CrossSellingElementCollection'] | null>;
}

/** A product with its configurator and breadcrumb; reviews and cross-sellings stream in after the first byte. */
export async function loadProductPage({ request, url, client, language, id }: CataloguePageContext): Promise<CatalogueLoad<ProductPageData>> {
  const reviews = readProductReviews(client, { productId: id }).catch(() => null);
  const crossSellings = readCrossSellings(client, { productId: id })
    .then((groups) => groups.map((group) => ({ ...group, products: group.products?.map(toCardProduct) })))
    .catch(() => null);
  const [{ product, configurator }, breadcrumb] = await Promise.all([
    // The page is ProductDetail's own design: the product's CMS layout would only weigh on the answer.
    readProduct(client, { productId: id, skipCmsPage: true }),
    readBreadcrumb(client, { id, type: 'product' }).catch(() => []),
  ]);
  const breadcrumbs: BreadcrumbItem[] = [
    ...breadcrumb.map((entry) => ({ label: translatedText(entry, 'name').trim(), href: localizePath(`/${entry.path.replace(/^\/+/, '')}`, language) })),
    { label: translatedText(product, 'name').trim() },
  ];
  return {
    page: {
      kind: 'product',
      product: toDetailProduct(product),
      configurator: configurator ?? [],
      breadcrumbs,
      url: `${publicOrigin(request)}${url.pathname}`,
      reviews,
      crossSellings,
    },
    seoUrls: product.seoUrls,
  };
}

/**
 * The variant choice without JavaScript (`?options=<id>|<id>`, `switched=<group id>`): the
 * localised path of the variant with those options, or null when the choice is malformed or no
 * variant has it (the page then shows as it is).
 */
export async function variantPathOf(client: StoreApiClient, productId: string, params: URLSearchParams, language: LanguageCode): Promise<string | null> {
  const options = (params.get('options') ?? '')
    .split('|')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  if (options.length === 0 || options.length > 20 || !options.every(isShopwareId)) return null;
  const switched = params.get('switched')?.toLowerCase();
  try {
    // find-variant takes the parent; the page may be a variant. The options go as a map group id =>
    // option id: only then can Shopware's FindProductVariantRoute keep the switched group's option
    // when it drops options to find a variant (with a list it drops the first one, whatever it is).
    const { product, configurator } = await readProduct(client, { productId, skipCmsPage: true });
    const groupOf = new Map((configurator ?? []).flatMap((group) => (group.options ?? []).map((option) => [option.id, group.id] as const)));
    const byGroup = Object.fromEntries(options.map((id) => [groupOf.get(id), id] as const).filter((entry): entry is readonly [string, string] => entry[0] !== undefined));
    const { foundCombination } = await findVariant(client, {
      productId: product.parentId ?? product.id,
      options: Object.keys(byGroup).length === options.length ? byGroup : options,
      ...(isShopwareId(switched) ? { switchedGroup: switched } : {}),
    });
    const variantId = foundCombination?.variantId;
    if (!variantId) return null;
    const seoUrls = await readSeoUrls(client, {
      filter: [
        { type: 'equals', field: 'foreignKey', value: variantId },
        { type: 'equals', field: 'routeName', value: 'frontend.detail.page' },
      ],
    });
    return localizePath(routeToPath({ name: 'frontend.detail.page', id: variantId, seoUrls: seoUrls.elements }), language);
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 400 || error.status === 404)) return null;
    throw toErrorResponse(error);
  }
}
