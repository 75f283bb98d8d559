import type { ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { AppLink, Button, visuallyHidden } from '@gipfel/ui';
import { AddToCartForm } from './add-to-cart-form';
import { useAddToCartDefaults, useProductHref, type ProductHrefBuilder } from './listing-links';
import { getMediaImage, imagePreload, type ImagePreload } from './media';
import { ProductBadges } from './product-badges';
import { ProductPrice } from './product-price';
import { hasVariants, isSoldOut } from './stock';
import * as styles from './product-card.css';

export interface ProductCardProps {
  product: Schemas['Product'];
  /** ISO code of the context currency. */
  currency?: string;
  taxDisplay?: 'gross' | 'net';
  /** The first cards of a page: load the image at once (not lazily) and with high priority. */
  priority?: boolean;
  /** The `sizes` of the image; the default fits the grid (2 columns on phones, up to 4 on desktops). */
  sizes?: string;
  /** Link of the product; default: its SEO path (or `/detail/{id}`) with the `ListingLinkProvider` prefix. */
  href?: string;
  /** The host's link builder for the product's URL (when `href` is not given); default: the `ListingLinkProvider`'s, else the SEO path. */
  productHref?: ProductHrefBuilder;
  /** Heading level of the name; 3 fits a listing under a page heading and a section heading. */
  headingLevel?: 2 | 3 | 4;
  /** Where the add-to-cart form posts without JavaScript (default: the current URL). */
  addToCartAction?: string;
  /** With JavaScript: called instead of posting the add-to-cart form. */
  onAddToCart?: (productId: string, quantity: number) => void;
  /** While this product is being added. */
  adding?: boolean;
  /** Renders the wishlist toggle (from `@gipfel/account` or the host) in the image corner; default: the `ListingLinkProvider`'s. */
  renderWishlistButton?: (product: Schemas['Product']) => ReactNode;
  className?: string;
}

/** Shows the action; screen readers hear which product it is for ("Add to cart: Rye bread"). */
function ActionLabel({ action, name }: { action: string; name: string }) {
  const { t } = useTranslation('listing');
  return (
    <>
      <span aria-hidden="true">{action}</span>
      <span className={visuallyHidden}>{t('card.actionFor', { action, name })}</span>
    </>
  );
}

export const defaultCardImageSizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * The image a `ProductCard` shows, as a `<link rel="preload" as="image">` wants it (see
 * `imagePreload`): the first card of a listing is a category page's largest paint, which the head
 * can then ask for before the parser reaches the grid. Null without a cover image.
 */
export function getProductCardPreload(product: Pick<ProductCardProps['product'], 'cover'>, sizes: string = defaultCardImageSizes): ImagePreload | null {
  return imagePreload(getMediaImage(product.cover?.media), sizes);
}

/** A product in a listing: image, name link, manufacturer, badges, price and add-to-cart or "choose options". */
export function ProductCard({
  product,
  currency,
  taxDisplay,
  priority = false,
  sizes = defaultCardImageSizes,
  href,
  productHref: buildProductHref,
  headingLevel = 3,
  addToCartAction,
  onAddToCart,
  adding = false,
  renderWishlistButton,
  className,
}: ProductCardProps) {
  const { t } = useTranslation('listing');
  const productHref = useProductHref(product, href, buildProductHref);
  const defaults = useAddToCartDefaults();
  const renderWishlist = renderWishlistButton ?? defaults.renderWishlistButton;
  const name = translatedText(product, 'name').trim();
  const manufacturer = translatedText(product.manufacturer, 'name').trim();
  const image = getMediaImage(product.cover?.media);
  const soldOut = isSoldOut(product);
  const buyable = !soldOut && !hasVariants(product);
  const Heading = `h${headingLevel}` as const;
  const minPurchase = Math.max(product.minPurchase ?? 1, 1);

  return (
    <article className={[styles.card, soldOut && styles.soldOut, className].filter(Boolean).join(' ')} data-product-id={product.id}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            width={image.width}
            height={image.height}
            // The name beside it says what the product is; only an alt text of the shop's own adds to it.
            alt={image.alt ?? ''}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchpriority: 'high' } : {})}
          />
        ) : null}
        <ProductBadges product={product} className={styles.badges} />
        {renderWishlist ? <div className={styles.wishlist}>{renderWishlist(product)}</div> : null}
      </div>
      {manufacturer ? <p className={styles.manufacturer}>{manufacturer}</p> : null}
      <Heading className={styles.name}>
        <AppLink href={productHref} className={styles.nameLink}>
          {name}
        </AppLink>
      </Heading>
      <div className={styles.footer}>
        <ProductPrice product={product} currency={currency} taxDisplay={taxDisplay} showTierPrices={false} />
        {soldOut ? <p className={styles.status}>{t('card.soldOut')}</p> : null}
        {buyable ? (
          <AddToCartForm
            productId={product.id}
            quantity={minPurchase}
            action={addToCartAction}
            onAddToCart={onAddToCart}
            className={styles.action}
          >
            <Button type="submit" loading={adding} fullWidth>
              <ActionLabel action={t('card.addToCart')} name={name} />
            </Button>
          </AddToCartForm>
        ) : !soldOut ? (
          <AppLink href={productHref} className={styles.chooseLink}>
            <ActionLabel action={t('card.chooseOptions')} name={name} />
          </AppLink>
        ) : null}
      </div>
    </article>
  );
}
