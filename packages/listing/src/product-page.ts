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

/**
 * How the host turns the shop's paths into its URLs. Default: the plain SEO paths, as Shopware
 * writes them (`/Food/Bread/`, `/Rye-bread/SW10001`).
 */
export interface ProductPageLinks {
  /** A root-relative SEO path into the host's URL: its language prefix or domain (`/fr/Food/`). */
  localizePath?: (path: string) => string;
  /** The URL of a category of the breadcrumb; default its SEO path through `localizePath`. */
  categoryHref?: (category: { categoryId: string; path: string }) => string;
  /** The URL of a product (a variant); default its SEO path (or `/detail/{id}`) through `localizePath`. */
  productHref?: (product: Pick<Schemas['Product'], 'id' | 'seoUrls'>) => string;
}

export interface LoadProductPageInput extends Pick<ProductPageLinks, 'localizePath' | 'categoryHref'> {
  productId: string;
}

const asItIs = (path: string) => path;

/**
 * A product page in three Store API calls at once: the product with its configurator and its
 * breadcrumb are awaited; reviews and cross-sellings start at the same time and are handed over
 * as promises, for a host that streams them (or awaits them). A missing product rejects with the
 * Store API's 404.
 */
export async function loadProductPage(client: StoreApiClient, { productId, localizePath = asItIs, categoryHref }: LoadProductPageInput): Promise<ProductPage> {
  const hrefOf = categoryHref ?? ((category: { path: string }) => localizePath(category.path));
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
      ...breadcrumb.map((entry) => ({ label: translatedText(entry, 'name').trim(), href: hrefOf({ categoryId: entry.categoryId, path: `/${entry.path.replace(/^\/+/, '')}` }) })),
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
  localizePath?: ProductPageLinks['localizePath'];
  productHref?: ProductPageLinks['productHref'];
}

/**
 * The variant choice without JavaScript: the localised path of the variant with the chosen
 * options, or null when the choice is malformed or no variant has it. Other Store API failures
 * are thrown for the host's error page.
 */
export async function findVariantPath(client: StoreApiClient, { productId, optionIds, switchedGroupId, localizePath = asItIs, productHref }: FindVariantPathInput): Promise<string | null> {
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
    if (productHref) return productHref({ id: variantId, seoUrls: seoUrls.elements });
    return localizePath(routeToPath({ name: 'frontend.detail.page', id: variantId, seoUrls: seoUrls.elements }));
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
}
