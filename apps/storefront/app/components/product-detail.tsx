import { Suspense } from 'react';
import { Await, useActionData, useLocation, useNavigate, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { useSanitizedHtml } from '@gipfel/cms';
import { localizePath, type LanguageCode } from '@gipfel/i18n';
import {
  BuyBox,
  CrossSellingGroups,
  getProductPrices,
  isSoldOut,
  ListingLinkProvider,
  ProductBundle,
  ProductFaq,
  ProductGallery,
  ProductReviewForm,
  ProductReviews,
  VariantConfigurator,
  type ProductFaqEntry,
} from '@gipfel/listing';
import { reviewFormAnchor } from '../lib/product-page';
import type { ProductPageActionData } from '../lib/product-review.server';
import { useLayoutCustomer } from '../lib/use-layout-navigation';
import * as styles from '../styles/catalogue.css';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import { ProductWishlistToggle } from './storefront-wishlist';

type ReviewResult = { elements?: Schemas['ProductReview'][]; total?: number };

export interface ProductDetailProps {
  product: Schemas['Product'];
  configurator: Schemas['PropertyGroup'][];
  breadcrumbs: BreadcrumbItem[];
  currency: string;
  language: LanguageCode;
  /** Absolute URL of the page, for the structured data. */
  url: string;
  /** Streamed: null when the reviews could not be loaded. */
  reviews: Promise<ReviewResult | null> | ReviewResult | null;
  /** Streamed: null when the cross-sellings could not be loaded. */
  crossSellings: Promise<Schemas['CrossSellingElementCollection'] | null> | Schemas['CrossSellingElementCollection'] | null;
}

function nameOf(entity: { name?: string | null; translated?: { name?: string | null } | null } | null | undefined): string {
  return translatedText(entity, 'name').trim();
}

/** Properties grouped by their group, in the shop's order: "Origin: Jura", "Material: Cast iron, enamel". */
export function propertyRows(product: Schemas['Product']): { group: string; values: string }[] {
  const groups = new Map<string, { name: string; position: number; options: { name: string; position: number }[] }>();
  for (const option of product.properties ?? []) {
    const group = option.group;
    const key = group?.id ?? option.groupId;
    if (!key) continue;
    const entry = groups.get(key) ?? { name: nameOf(group), position: group?.position ?? 0, options: [] };
    entry.options.push({ name: nameOf(option), position: option.position ?? 0 });
    groups.set(key, entry);
  }
  return [...groups.values()]
    .filter((group) => group.name !== '')
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    .map((group) => ({
      group: group.name,
      values: group.options
        .sort((a, b) => a.position - b.position)
        .map((option) => option.name)
        .join(', '),
    }));
}

/**
 * FAQ entries of a product, if the shop keeps them in the custom field `faq` (a list of
 * `{ question, answer }`). Anything else there is ignored.
 */
export function faqEntries(product: Schemas['Product']): ProductFaqEntry[] {
  const translated = product.translated as { customFields?: unknown } | undefined;
  const customFields = (translated?.customFields ?? product.customFields) as Record<string, unknown> | null | undefined;
  const raw = customFields?.faq;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown, index) => {
    if (!entry || typeof entry !== 'object') return [];
    const { id, question, answer } = entry as Record<string, unknown>;
    if (typeof question !== 'string' || typeof answer !== 'string' || !question.trim() || !answer.trim()) return [];
    return [{ id: typeof id === 'string' ? id : `faq-${index}`, question: question.trim(), answer: answer.trim() }];
  });
}

/** The products of the first active cross-selling group (by position): the bundle's companions. */
export function firstCrossSellingGroup(crossSellings: Schemas['CrossSellingElementCollection']): Schemas['Product'][] {
  const groups = [...(crossSellings ?? [])]
    .filter((group) => group?.crossSelling?.active !== false && (group?.products?.length ?? 0) > 0)
    .sort((a, b) => (a.crossSelling.position ?? 0) - (b.crossSelling.position ?? 0));
  return groups[0]?.products ?? [];
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** schema.org `Product` of the page, as JSON that is safe inside a `<script>` element. */
export function productJsonLd(product: Schemas['Product'], url: string, currency: string): string {
  const prices = getProductPrices(product, { variantRange: false });
  const images = (product.media ?? [])
    .map((item) => item.media?.url)
    .filter((src): src is string => typeof src === 'string' && src !== '');
  const coverUrl = product.cover?.media?.url;
  const description = plainText(translatedText(product, 'description'));
  const schema: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: nameOf(product),
    sku: product.productNumber,
    url,
    image: images.length > 0 ? images : coverUrl ? [coverUrl] : undefined,
    description: description || undefined,
    gtin13: product.ean && /^\d{13}$/.test(product.ean) ? product.ean : undefined,
    brand: product.manufacturer ? { '@type': 'Brand', name: nameOf(product.manufacturer) } : undefined,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      price: prices.unitPrice.toFixed(2),
      availability: isSoldOut(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  // `<` is escaped so that no text from the shop can close the script element.
  return JSON.stringify(schema).replace(/</g, '\\u003c');
}

/** The product page: gallery, buy box with the variant choice, description, properties, FAQ, then reviews and cross-sellings as they stream in. */
export function ProductDetail({ product, configurator, breadcrumbs, currency, language, url, reviews, crossSellings }: ProductDetailProps) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const description = translatedText(product, 'description');
  // Shopware descriptions are HTML from the shop's admin: sanitised (links to allowed sites only) before they reach the page.
  const descriptionHtml = useSanitizedHtml(description);
  const properties = propertyRows(product);
  const faq = faqEntries(product);
  const cartAction = localizePath('/checkout/cart', language);
  const switching = navigation.state === 'loading' && navigation.location?.search.includes('options=') === true;
  const customer = useLayoutCustomer();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const actionData = useActionData<ProductPageActionData>();
  const review = actionData?.intent === 'review' ? actionData.review : null;
  const reviewPending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'review';
  const loginHref =
    customer?.role === 'customer' ? null : `${localizePath('/login', language)}?redirectTo=${encodeURIComponent(location.pathname)}`;

  function selectVariant(optionIds: string[], switchedGroupId: string) {
    const search = new URLSearchParams({ options: optionIds.join('|'), switched: switchedGroupId });
    navigate(`?${search.toString()}`, { preventScrollReset: true });
  }

  return (
    <ListingLinkProvider localizeHref={(path) => localizePath(path, language)}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd(product, url, currency) }} />
      <Breadcrumbs items={breadcrumbs} />
      <article>
        <div className={styles.productTop}>
          <ProductGallery product={product} />
          <BuyBox product={product} currency={currency} addToCartAction={cartAction}>
            <VariantConfigurator
              configurator={configurator}
              selectedOptionIds={product.optionIds ?? []}
              onSelect={selectVariant}
              pending={switching}
            />
            <ProductWishlistToggle product={product} />
          </BuyBox>
        </div>
        {description ? (
          <section className={styles.productSection} aria-labelledby="product-description">
            <h2 id="product-description">{t('product.description')}</h2>
            <div dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          </section>
        ) : null}
        {properties.length > 0 ? (
          <section className={styles.productSection} aria-labelledby="product-properties">
            <h2 id="product-properties">{t('product.properties')}</h2>
            <table className={styles.propertyTable}>
              <tbody>
                {properties.map((row) => (
                  <tr key={row.group}>
                    <th scope="row" className={styles.propertyCell}>
                      {row.group}
                    </th>
                    <td className={styles.propertyCell}>{row.values}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
        {faq.length > 0 ? <ProductFaq entries={faq} className={styles.productSection} /> : null}
        <Suspense fallback={<p className={styles.productSection}>{t('product.loadingReviews')}</p>}>
          <Await resolve={reviews} errorElement={null}>
            {(result) =>
              result ? (
                <ProductReviews
                  className={styles.productSection}
                  reviews={result.elements ?? []}
                  total={result.total ?? 0}
                  ratingAverage={product.ratingAverage}
                />
              ) : null
            }
          </Await>
        </Suspense>
        <ProductReviewForm
          id={reviewFormAnchor}
          className={styles.productSection}
          productId={product.id}
          action={`${location.pathname}#${reviewFormAnchor}`}
          loginHref={loginHref}
          status={searchParams.get('review') === 'sent' && !review ? 'sent' : review && review.status !== 'invalid' ? review.status : null}
          values={review?.values}
          errors={review?.status === 'invalid' ? review.errors : undefined}
          retryAfterSeconds={review?.status === 'tooManyRequests' ? review.retryAfterSeconds : undefined}
          pending={reviewPending}
        />
        <Suspense fallback={null}>
          <Await resolve={crossSellings} errorElement={null}>
            {(result) =>
              result ? (
                <>
                  {/* "Frequently bought together": the first cross-selling group (decision 0019). */}
                  <ProductBundle
                    className={styles.productSection}
                    product={product}
                    products={firstCrossSellingGroup(result)}
                    currency={currency}
                    action={cartAction}
                    returnTo={location.pathname}
                    pending={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add-bundle'}
                  />
                  <CrossSellingGroups className={styles.productSection} crossSellings={result} currency={currency} addToCartAction={cartAction} />
                </>
              ) : null
            }
          </Await>
        </Suspense>
      </article>
    </ListingLinkProvider>
  );
}
