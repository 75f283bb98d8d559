import { formatLocaleOf, formatMoney } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { visuallyHidden } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import * as styles from './listing.css';
import { getProductPrices } from './prices';

export interface ProductPriceProps {
  product: Schemas['Product'];
  /** ISO code of the context currency. */
  currency?: string;
  /** Gross prices say "incl. VAT", net prices (business customers) "excl. VAT". */
  taxDisplay?: 'gross' | 'net';
  /** Show the tier price table (product detail) or only the price (listing). */
  showTierPrices?: boolean;
  /** Let a cheaper variant turn the price into a from-price (listing: yes, chosen variant: no). */
  variantRange?: boolean;
  className?: string;
}

/** A product's price: from-price, sale with the previous price, reference price, VAT note and tiers. */
export function ProductPrice({
  product,
  currency = 'CHF',
  taxDisplay = 'gross',
  showTierPrices = true,
  variantRange = true,
  className,
}: ProductPriceProps) {
  const { t, i18n } = useTranslation('listing');
  const locale = formatLocaleOf(i18n.language);
  const format = (value: number) => formatMoney(value, { currency, locale });
  const prices = getProductPrices(product, { variantRange });
  const shown = format(prices.displayPrice);

  return (
    <div className={className ? `${styles.price} ${className}` : styles.price}>
      <p className={prices.isOnSale ? `${styles.current} ${styles.currentOnSale}` : styles.current}>
        {prices.isOnSale && <span className={visuallyHidden}>{t('price.current')}: </span>}
        {prices.isFromPrice ? t('price.from', { price: shown }) : shown}
      </p>
      {prices.isOnSale && prices.listPrice !== undefined && (
        <p className={styles.previous}>
          <del>
            <span className={visuallyHidden}>{t('price.previous')}: </span>
            {format(prices.listPrice)}
          </del>
          {prices.percentageSaved !== undefined && prices.percentageSaved > 0 && (
            <span className={styles.saved}>{t('price.saved', { percentage: prices.percentageSaved })}</span>
          )}
        </p>
      )}
      {prices.referencePrice && prices.referencePrice.unitName && (
        <p className={styles.note}>
          {t('price.referencePrice', {
            price: format(prices.referencePrice.price),
            referenceUnit: prices.referencePrice.referenceUnit,
            unitName: prices.referencePrice.unitName,
          })}
        </p>
      )}
      <p className={styles.note}>{t(taxDisplay === 'net' ? 'price.vatExcluded' : 'price.vatIncluded')}</p>
      {showTierPrices && prices.tierPrices.length > 0 && (
        <table className={styles.tierTable}>
          <caption className={styles.tierCaption}>{t('price.tiers.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.tierCell}>
                {t('price.tiers.quantity')}
              </th>
              <th scope="col" className={styles.tierCell}>
                {t('price.tiers.unitPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.tierPrices.map((tier) => (
              <tr key={`${tier.label}-${tier.quantity}`}>
                <th scope="row" className={styles.tierCell}>
                  {t(`price.tiers.${tier.label}`, { quantity: tier.quantity })}
                </th>
                <td className={styles.tierCell}>{format(tier.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
