import type { ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { BuyBox } from './buy-box';
import { getProductFaqEntries, getProductJsonLd, getProductPropertyRows } from './product-detail-data';
import { ProductFaq } from './product-faq';
import { ProductGallery } from './product-gallery';
import { VariantConfigurator } from './variant-configurator';
import * as styles from './product-detail.css';

export interface ProductDetailProps {
  /** `loadProductPage`'s product (or any product of `readProduct`). */
  product: Schemas['Product'];
  /** `loadProductPage`'s configurator; without groups there is no variant choice. */
  configurator?: ReadonlyArray<Schemas['PropertyGroup']>;
  currency?: string;
  /** Absolute URL of the page, for the structured data (schema.org `Product`). */
  url?: string;
  /** Above the product, e.g. the host's breadcrumbs (its links go through the host's router). */
  breadcrumbs?: ReactNode;
  /**
   * The description as **sanitised** HTML (e.g. through `useSanitizedHtml` of `@gipfel/cms`):
   * shown as it is. Without it the page has no description section.
   */
  descriptionHtml?: string;
  /** Where the add-to-cart form posts without JavaScript. */
  addToCartAction?: string;
  /** With JavaScript: called instead of posting the form. */
  onAddToCart?: (productId: string, quantity: number) => void;
  adding?: boolean;
  /** With JavaScript: the option ids of the wanted variant and the group that changed (`findVariantPath` without it). */
  onSelectVariant?: (optionIds: string[], switchedGroupId: string) => void;
  /** While the chosen variant loads. */
  variantPending?: boolean;
  /** In the buy box under the variant choice, e.g. a wishlist toggle. */
  buyBoxExtras?: ReactNode;
  /** After the description, properties and FAQ: reviews, the review form, cross-sellings (streamed by the host). */
  children?: ReactNode;
}

/**
 * A product page: gallery, buy box with the variant choice, description, property table and
 * FAQ, then what the host adds (reviews and cross-sellings as they arrive), with the page's
 * structured data.
 */
export function ProductDetail({
  product,
  configurator = [],
  currency = 'CHF',
  url,
  breadcrumbs,
  descriptionHtml,
  addToCartAction,
  onAddToCart,
  adding,
  onSelectVariant,
  variantPending,
  buyBoxExtras,
  children,
}: ProductDetailProps) {
  const { t } = useTranslation('listing');
  const properties = getProductPropertyRows(product);
  const faq = getProductFaqEntries(product);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: getProductJsonLd(product, { url, currency }) }} />
      {breadcrumbs}
      <article className={styles.article}>
        <div className={styles.top}>
          <ProductGallery product={product} />
          <BuyBox product={product} currency={currency} addToCartAction={addToCartAction} onAddToCart={onAddToCart} adding={adding} phoneActionBar>
            {configurator.length > 0 ? (
              <VariantConfigurator configurator={configurator} selectedOptionIds={product.optionIds ?? []} onSelect={onSelectVariant} pending={variantPending} />
            ) : null}
            {buyBoxExtras}
          </BuyBox>
        </div>
        {descriptionHtml ? (
          <section aria-labelledby="product-description">
            <h2 id="product-description">{t('detail.description')}</h2>
            <div dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          </section>
        ) : null}
        {properties.length > 0 ? (
          <section aria-labelledby="product-properties">
            <h2 id="product-properties">{t('detail.properties')}</h2>
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
        {faq.length > 0 ? <ProductFaq entries={faq} /> : null}
        {children}
      </article>
    </>
  );
}
