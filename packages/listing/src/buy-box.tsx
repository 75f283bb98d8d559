import { formatLocaleOf, formatMoney } from '@gipfel/i18n';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { Button, PhoneActionBar, TextField } from '@gipfel/ui';
import { AddToCartForm } from './add-to-cart-form';
import { ProductBadges } from './product-badges';
import { getProductPrices } from './prices';
import { ProductPrice } from './product-price';
import { getStockState, hasVariants, type StockState } from './stock';
import * as styles from './buy-box.css';

export interface BuyBoxProps {
  /** The product (for products with variants: the chosen variant) of `readProduct`. */
  product: Schemas['Product'];
  currency?: string;
  taxDisplay?: 'gross' | 'net';
  /** At or below this stock the box says "only N left". */
  lowStockThreshold?: number;
  /** Where the add-to-cart form posts without JavaScript (default: the current URL). */
  addToCartAction?: string;
  /** With JavaScript: called instead of posting the form. */
  onAddToCart?: (productId: string, quantity: number) => void;
  /** While the product is being added. */
  adding?: boolean;
  /** The name is the page's heading by default. */
  headingLevel?: 1 | 2;
  /**
   * On phones, a bar at the bottom of the screen with the price and add-to-cart while the box's
   * own button is out of sight (it submits the box's form, quantity included). For the page's
   * one main product; default false.
   */
  phoneActionBar?: boolean;
  /** Shown between the price and the add-to-cart form, e.g. the `VariantConfigurator`. */
  children?: ReactNode;
  className?: string;
}

function StockText({ state }: { state: StockState }) {
  const { t } = useTranslation('listing');
  const main =
    state.kind === 'soldOut'
      ? t('stock.soldOut')
      : state.kind === 'lowStock'
        ? t('stock.low', { count: state.count })
        : state.kind === 'restock'
          ? t('stock.restock', { count: state.days })
          : t('stock.inStock');
  return (
    <p className={styles.stock[state.kind]} data-stock={state.kind}>
      <span aria-hidden="true">●</span>
      <span>
        {main}
        {state.kind !== 'soldOut' && state.deliveryTime ? (
          <span className={styles.deliveryTime}> · {t('stock.deliveryTime', { time: state.deliveryTime })}</span>
        ) : null}
      </span>
    </p>
  );
}

/**
 * The buying part of a product page: name, product number, price with tier table, stock and
 * delivery time, and a quantity (minimum, steps and maximum of the product) with add-to-cart.
 */
export function BuyBox({
  product,
  currency,
  taxDisplay,
  lowStockThreshold,
  addToCartAction,
  onAddToCart,
  adding = false,
  headingLevel = 1,
  phoneActionBar = false,
  children,
  className,
}: BuyBoxProps) {
  const { t, i18n } = useTranslation('listing');
  const id = useId();
  const name = translatedText(product, 'name').trim();
  const state = getStockState(product, { lowStockThreshold });
  const min = Math.max(product.minPurchase ?? 1, 1);
  const step = Math.max(product.purchaseSteps ?? 1, 1);
  const maxValue = product.calculatedMaxPurchase ?? product.maxPurchase;
  const max = maxValue !== undefined && maxValue !== null && maxValue >= min ? maxValue : undefined;
  const buyable = state.kind !== 'soldOut' && !hasVariants(product);
  const Heading = `h${headingLevel}` as const;
  const hintsId = `${id}-hints`;
  const formId = `${id}-form`;
  const submitId = `${id}-submit`;
  const hints = [
    min > 1 ? t('buyBox.minPurchase', { count: min }) : undefined,
    step > 1 ? t('buyBox.purchaseSteps', { count: step }) : undefined,
    max !== undefined && product.maxPurchase ? t('buyBox.maxPurchase', { count: max }) : undefined,
  ].filter((hint): hint is string => hint !== undefined);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-product-id={product.id}>
      <ProductBadges product={product} />
      <Heading className={styles.name}>{name}</Heading>
      {product.productNumber ? (
        <dl className={styles.meta}>
          <dt className={styles.metaTerm}>{t('buyBox.productNumber')}</dt>
          <dd className={styles.metaValue}>{product.productNumber}</dd>
        </dl>
      ) : null}
      <ProductPrice product={product} currency={currency} taxDisplay={taxDisplay} variantRange={false} showTierPrices />
      <StockText state={state} />
      {children}
      {buyable ? (
        <AddToCartForm id={formId} productId={product.id} action={addToCartAction} onAddToCart={onAddToCart} className={styles.form}>
          <TextField
            type="number"
            name="quantity"
            inputMode="numeric"
            label={t('buyBox.quantity')}
            className={styles.quantity}
            defaultValue={min}
            min={min}
            step={step}
            max={max}
            required
            aria-describedby={hints.length > 0 ? hintsId : undefined}
          />
          <Button id={submitId} type="submit" size="lg" loading={adding} className={styles.submit}>
            {t('buyBox.addToCart')}
          </Button>
          {hints.length > 0 ? (
            <ul id={hintsId} className={styles.hints}>
              {hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          ) : null}
        </AddToCartForm>
      ) : null}
      {buyable && phoneActionBar ? (
        <PhoneActionBar
          data-testid="phone-buy-bar"
          hideWhileVisibleId={submitId}
          action={
            <Button type="submit" form={formId} tabIndex={-1} loading={adding}>
              {t('buyBox.addToCart')}
            </Button>
          }
        >
          <span className={styles.barName}>{name}</span>
          <strong className={styles.barPrice}>
            {formatMoney(getProductPrices(product, { variantRange: false }).displayPrice, { currency: currency ?? 'CHF', locale: formatLocaleOf(i18n.language) })}
          </strong>
        </PhoneActionBar>
      ) : null}
    </div>
  );
}
