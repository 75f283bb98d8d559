import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { BuyBox, CrossSellingGroups, ListingLinkProvider, ProductReviews, VariantConfigurator } from '@gipfel/listing';
import type { ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { isInternalHref, useCmsContext } from '../cms-context';
import type { CmsElementProps } from '../registry';
import { isSafeUrl } from '../rich-text/safe-url';
import { useSanitizedHtml } from '../rich-text/rich-text-context';
import * as styles from './product-detail-elements.css';
import { getSlotData } from './slot-config';

/**
 * The elements of Shopware's product detail layout. Each reads the slot's resolved `data`, as
 * Shopware's resolvers fill it: `cms_buy_box` (product, configuratorSettings, totalReviews),
 * `cms_text` for product-name (content), `cms_product_description_reviews` (product, reviews),
 * `cms_cross_selling` (crossSellings), `cms_manufacturer_logo` (media, url, newTab, manufacturer).
 * category-navigation has no data in Shopware: the host passes the tree (`CmsPage` `navigation`).
 */

function Localized({ children }: { children: ReactNode }) {
  const { localizeHref } = useCmsContext();
  return <ListingLinkProvider localizeHref={localizeHref}>{children}</ListingLinkProvider>;
}

function nameOf(entity: { name?: string | null; translated?: { name?: string | null } | null } | null | undefined): string {
  return translatedText(entity, 'name').trim();
}

/** The CMS `buy-box`: price, stock, variant choice and add to cart of `data.product`. */
export function CmsElementBuyBox({ slot }: CmsElementProps) {
  const { currency } = useCmsContext();
  const product = getSlotData(slot, 'product') as Schemas['Product'] | null | undefined;
  if (!product?.id) return null;
  const configurator = (getSlotData(slot, 'configuratorSettings') as Schemas['PropertyGroup'][] | null | undefined) ?? [];
  return (
    <Localized>
      <BuyBox product={product} currency={currency} headingLevel={2}>
        {configurator.length > 0 ? <VariantConfigurator configurator={configurator} selectedOptionIds={product.optionIds ?? []} /> : null}
      </BuyBox>
    </Localized>
  );
}

/** The CMS `product-name`: the page's heading (`data.content`, mapped from `product.name`). */
export function CmsElementProductName({ slot }: CmsElementProps) {
  const content = getSlotData(slot, 'content');
  if (typeof content !== 'string' || content.trim() === '') return null;
  // Shopware may send HTML here (a text element); the heading shows its text only.
  const name = content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return <h1 className={styles.productName}>{name}</h1>;
}

/** The CMS `product-description-reviews`: the sanitised description, then the approved reviews. */
export function CmsElementProductDescriptionReviews({ slot }: CmsElementProps) {
  const { t } = useTranslation('cms');
  const product = getSlotData(slot, 'product') as Schemas['Product'] | null | undefined;
  const reviews = getSlotData(slot, 'reviews') as { elements?: Schemas['ProductReview'][]; total?: number } | null | undefined;
  const description = translatedText(product, 'description');
  const html = useSanitizedHtml(description);
  if (!product?.id) return null;
  return (
    <div className={styles.descriptionReviews}>
      {description ? (
        <section aria-label={t('productDetail.description')}>
          <h2 className={styles.sectionTitle}>{t('productDetail.description')}</h2>
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      ) : null}
      {reviews ? <ProductReviews reviews={reviews.elements ?? []} total={reviews.total ?? 0} ratingAverage={product.ratingAverage} /> : null}
    </div>
  );
}

/** The CMS `cross-selling`: the product's cross-selling groups (`data.crossSellings`). */
export function CmsElementCrossSelling({ slot }: CmsElementProps) {
  const { currency } = useCmsContext();
  const crossSellings = getSlotData(slot, 'crossSellings') as Schemas['CrossSellingElementCollection'] | null | undefined;
  if (!Array.isArray(crossSellings) || crossSellings.length === 0) return null;
  return (
    <Localized>
      <CrossSellingGroups crossSellings={crossSellings} currency={currency} />
    </Localized>
  );
}

/** The CMS `manufacturer-logo`: the logo (or the name) of the manufacturer, linked to its site when set. */
export function CmsElementManufacturerLogo({ slot }: CmsElementProps) {
  const { t } = useTranslation('cms');
  const { localizeHref } = useCmsContext();
  const media = getSlotData(slot, 'media') as Schemas['Media'] | null | undefined;
  const manufacturer = getSlotData(slot, 'manufacturer') as Schemas['ProductManufacturer'] | null | undefined;
  const logo = media?.url ? media : manufacturer?.media?.url ? manufacturer.media : null;
  const name = nameOf(manufacturer);
  if (!logo && !name) return null;
  const rawUrl = getSlotData(slot, 'url');
  const url = typeof rawUrl === 'string' && rawUrl !== '' && isSafeUrl(rawUrl) ? rawUrl : null;
  const newTab = getSlotData(slot, 'newTab') === true;
  const label = t('productDetail.manufacturer', { name: name || translatedText(logo, 'alt') });
  const content = logo ? (
    <img
      className={styles.logo}
      src={logo.url}
      width={logo.metaData?.width ?? undefined}
      height={logo.metaData?.height ?? undefined}
      alt={url ? '' : label}
      loading="lazy"
    />
  ) : (
    <span className={styles.manufacturerName}>{name}</span>
  );
  if (!url) return <div className={styles.manufacturer}>{content}</div>;
  const href = isInternalHref(url) ? localizeHref(url) : url;
  return (
    <div className={styles.manufacturer}>
      <a href={href} aria-label={label} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {content}
      </a>
    </div>
  );
}
