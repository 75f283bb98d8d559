import { formatLocaleOf, formatMoney } from '@gipfel/i18n';
import { useId, useState } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { Button } from '@gipfel/ui';
import { useAddToCartDefaults } from './listing-links';
import { getMediaImage } from './media';
import { getProductPrices } from './prices';
import { isSoldOut } from './stock';
import * as styles from './product-bundle.css';

type Product = Schemas['Product'];

export interface ProductBundleItem {
  productId: string;
  quantity: number;
}

export interface ProductBundleProps {
  /** The product of the page: first in the list, chosen by default. */
  product: Product;
  /** Companions, e.g. the products of the first cross-selling group; only addable ones are offered. */
  products: ReadonlyArray<Product>;
  currency?: string;
  /** Where the form posts (the cart action): `intent=add-bundle`, `productId` per chosen product, `quantity-<id>`. */
  action?: string;
  /** Posted as hidden `returnTo`, so the cart action comes back here without JavaScript. */
  returnTo?: string;
  /** At most this many companions (default 3). */
  maxItems?: number;
  /** Heading; default "Frequently bought together". */
  title?: string;
  headingLevel?: 2 | 3;
  pending?: boolean;
  className?: string;
}

/** A product can go into the cart as it is: no parent with variants to choose, not sold out. */
function isAddable(product: Product): boolean {
  return !!product?.id && !((product.childCount ?? 0) > 0) && !isSoldOut(product);
}

function quantityOf(product: Product): number {
  return Math.max(1, product.minPurchase ?? 1);
}

function nameOf(product: Product): string {
  return translatedText(product, 'name').trim();
}

function BundleRow({ product, checked, onToggle, currency, current }: { product: Product; checked: boolean; onToggle: (checked: boolean) => void; currency: string; current: boolean }) {
  const { t, i18n } = useTranslation('listing');
  const id = useId();
  const image = getMediaImage(product.cover?.media, { minWidth: 100 });
  const quantity = quantityOf(product);
  const price = getProductPrices(product, { variantRange: false }).unitPrice * quantity;
  return (
    <li className={styles.item}>
      <input id={id} type="checkbox" name="productId" value={product.id} className={styles.checkbox} checked={checked} onChange={(event) => onToggle(event.target.checked)} />
      {image ? <img className={styles.image} src={image.src} width={image.width} height={image.height} alt="" loading="lazy" /> : <span />}
      <label htmlFor={id} className={styles.name}>
        {quantity > 1 ? `${quantity} × ` : ''}
        {nameOf(product)}
        {current ? <span className={styles.note}>{t('bundle.thisProduct')}</span> : null}
      </label>
      <span className={styles.price}>{formatMoney(price, { currency, locale: formatLocaleOf(i18n.language) })}</span>
      <input type="hidden" name={`quantity-${product.id}`} value={quantity} />
    </li>
  );
}

/**
 * "Frequently bought together": the product with a few companions, each with a checkbox, added
 * to the cart in one go (one `POST /checkout/cart/line-item` with several items). A plain form
 * that works without JavaScript; with it, the total follows the choice.
 */
export function ProductBundle({
  product,
  products,
  currency = 'CHF',
  action: ownAction,
  returnTo: ownReturnTo,
  maxItems = 3,
  title,
  headingLevel = 2,
  pending = false,
  className,
}: ProductBundleProps) {
  const { t, i18n } = useTranslation('listing');
  const id = useId();
  const defaults = useAddToCartDefaults();
  const action = ownAction ?? defaults.action;
  const returnTo = ownReturnTo ?? defaults.returnTo;
  const companions = products.filter((entry) => isAddable(entry) && entry.id !== product.id).slice(0, maxItems);
  const items = isAddable(product) ? [product, ...companions] : [];
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  if (companions.length === 0 || items.length < 2) return null;
  const chosen = items.filter((entry) => !unchecked.has(entry.id));
  const total = chosen.reduce((sum, entry) => sum + getProductPrices(entry, { variantRange: false }).unitPrice * quantityOf(entry), 0);
  const Heading = `h${headingLevel}` as const;

  function toggle(productId: string, checked: boolean) {
    setUnchecked((current) => {
      const next = new Set(current);
      if (checked) next.delete(productId);
      else next.add(productId);
      return next;
    });
  }

  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {title ?? t('bundle.title')}
      </Heading>
      <form method="post" action={action} className={styles.form} aria-busy={pending || undefined}>
        <input type="hidden" name="intent" value="add-bundle" />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.note}>{t('bundle.choose')}</legend>
          <ul className={styles.list}>
            {items.map((entry, index) => (
              <BundleRow
                key={entry.id}
                product={entry}
                current={index === 0}
                checked={!unchecked.has(entry.id)}
                onToggle={(checked) => toggle(entry.id, checked)}
                currency={currency}
              />
            ))}
          </ul>
        </fieldset>
        <div className={styles.footer}>
          <p className={styles.total} aria-live="polite">
            {t('bundle.total', { price: formatMoney(total, { currency, locale: formatLocaleOf(i18n.language) }) })}
          </p>
          <Button type="submit" disabled={pending || chosen.length === 0}>
            {pending ? t('bundle.pending') : t('bundle.submit', { count: chosen.length })}
          </Button>
        </div>
      </form>
    </section>
  );
}
