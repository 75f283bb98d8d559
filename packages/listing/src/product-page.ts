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
import type { LanguageCode, ShopLocales } from '@gipfel/i18n';
import { toCardProduct } from './card-product';
import { toDetailProduct } from './detail-product';

/** Id of the review form's section on the product page: the fragment the review POST returns to. */
export const reviewFormAnchor = 'write-review';

/** A step of the path to the product: localised href, none for the product itself. */
export interface ProductBreadcrumb {
  label: string;
  href?: string;
}

export interface ProductReviewsResult {
  elements?: Schemas['ProductReview'][];
  total?: number;
}

export interface ProductPage {
  /** The product (or variant) with its images and properties cut to what the page shows. */
  product: Schemas['Product'];
  configurator: Schemas['PropertyGroup'][];
  /** The categories down to the product, the product last. */
  breadcrumbs: ProductBreadcrumb[];
  /** For the host's redirect from a technical path to the SEO path. */
  seoUrls: Schemas['SeoUrl'][] | undefined;
  /** Below the fold: never rejected, null when the reviews could not be loaded. */
  reviews: Promise<ProductReviewsResult | null>;
  /** Below the fold, with card-sized products: never rejected, null when unavailable. */
  crossSellings: Promise<Schemas['CrossSellingElementCollection'] | null>;
}

export interface LoadProductPageInput {
  productId: string;
  /** For the breadcrumbs' hrefs: the page's language in `locales` (default: the shop's default language). */
  language?: LanguageCode;
  /** The shop's languages (`createShopLocales`); without them the hrefs are the Store API's paths as they are. */
  locales?: ShopLocales;
}

function localizerFor(locales: ShopLocales | undefined, language: LanguageCode | undefined): (path: string) => string {
  if (!locales) return (path) => (path.startsWith('/') ? path : `/${path}`);
  return (path) => locales.localizePath(path, language ?? locales.defaultLanguage);
}

/**
 * A product page in three Store API calls at once: the product with its configurator and its
 * breadcrumb are awaited; reviews and cross-sellings start at the same time and are handed over
 * as promises, for a host that streams them (or awaits them). A missing product rejects with the
 * Store API's 404.
 */
export async function loadProductPage(client: StoreApiClient, { productId, language, locales }: LoadProductPageInput): Promise<ProductPage> {
  const reviews = readProductReviews(client, { productId }).catch(() => null);
  const crossSellings = readCrossSellings(client, { productId })
    .then((groups) => groups.map((group) => ({ ...group, products: group.products?.map(toCardProduct) })))
    .catch(() => null);
  const [{ product, configurator }, breadcrumb] = await Promise.all([
    // The page is ProductDetail's own design: the product's CMS layout would only weigh on the answer.
    readProduct(client, { productId, skipCmsPage: true }),
    readBreadcrumb(client, { id: productId, type: 'product' }).catch(() => []),
  ]);
  return {
    product: toDetailProduct(product),
    configurator: configurator ?? [],
    breadcrumbs: [
      ...breadcrumb.map((entry) => ({ label: translatedText(entry, 'name').trim(), href: localizerFor(locales, language)(`/${entry.path.replace(/^\/+/, '')}`) })),
      { label: translatedText(product, 'name').trim() },
    ],
    seoUrls: product.seoUrls,
    reviews,
    crossSellings,
  };
}

export interface FindVariantPathInput {
  /** The shown product or variant. */
  productId: string;
  /** The option ids of the wanted variant (`VariantConfigurator`'s choice). */
  optionIds: readonly string[];
  /** The property group the shopper changed, so Shopware keeps that choice when the combination does not exist. */
  switchedGroupId?: string | null;
  /** The path's language in `locales` (default: the shop's default language). */
  language?: LanguageCode;
  /** The shop's languages (`createShopLocales`); without them the path is the Store API's as it is. */
  locales?: ShopLocales;
}

/**
 * The variant choice without JavaScript: the localised path of the variant with the chosen
 * options, or null when the choice is malformed or no variant has it. Other Store API failures
 * are thrown for the host's error page.
 */
export async function findVariantPath(client: StoreApiClient, { productId, optionIds, switchedGroupId, language, locales }: FindVariantPathInput): Promise<string | null> {
  const options = optionIds.map((id) => id.trim().toLowerCase()).filter(Boolean);
  if (options.length === 0 || options.length > 20 || !options.every(isShopwareId)) return null;
  const switched = switchedGroupId?.toLowerCase();
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
    return localizerFor(locales, language)(routeToPath({ name: 'frontend.detail.page', id: variantId, seoUrls: seoUrls.elements }));
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
}
