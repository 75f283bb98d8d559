import { useEffect, useId, useRef } from 'react';
import { AppLink, Button, visuallyHidden } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import {
  INGREDIENTS_TO_CART_INTENT,
  MAX_INGREDIENT_QUANTITY,
  quantityFieldName,
  type IngredientCartItem,
  type IngredientsToCartError,
  type IngredientsToCartValues,
} from './ingredients-to-cart-form';
import * as styles from './recipes.css';

export interface IngredientsToCartMessage {
  id: string;
  type: 'success' | 'info' | 'warning' | 'danger';
  /** Already translated (e.g. a cart error of the shop). */
  text: string;
}

export interface IngredientsToCartProps {
  /** Where the form posts (the recipe page). */
  action: string;
  items: IngredientCartItem[];
  /** What was sent last time: a failed submit keeps the selection and quantities. */
  defaultValues?: IngredientsToCartValues;
  error?: IngredientsToCartError;
  /** Messages of the last submit: the confirmation, cart errors such as "out of stock". */
  messages?: IngredientsToCartMessage[];
  /** Link to the cart, shown with a confirmation. */
  cartHref?: string;
  pending?: boolean;
  /** Extra hidden fields, e.g. the servings shown. */
  hiddenFields?: Record<string, string>;
  headingLevel?: 2 | 3;
}

/**
 * The recipe's products with a checkbox and a quantity each, posted all at once as a plain form
 * (works without JavaScript). All are chosen at first.
 */
export function IngredientsToCart({
  action,
  items,
  defaultValues,
  error,
  messages = [],
  cartHref,
  pending = false,
  hiddenFields = {},
  headingLevel = 2,
}: IngredientsToCartProps) {
  const { t } = useTranslation('recipes');
  const id = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  if (items.length === 0) return null;
  const nameOf = (productId: string) => items.find((item) => item.productId === productId)?.productName ?? '';
  const errorText = error
    ? error.kind === 'noneSelected'
      ? t('toCart.noneSelected')
      : t('toCart.invalidQuantity', { name: nameOf(error.productId), max: MAX_INGREDIENT_QUANTITY })
    : undefined;
  const errorId = `${id}-error`;

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.sectionTitle}>
        {t('toCart.heading')}
      </Heading>
      <p className={styles.hint}>{t('toCart.intro')}</p>
      {messages.length ? (
        <div role="status">
          {messages.map((message) => (
            <p key={message.id} className={styles.notice} data-type={message.type}>
              {message.text}
              {message.type === 'success' && cartHref ? (
                <>
                  {' '}
                  <AppLink href={cartHref}>{t('toCart.cartLink')}</AppLink>
                </>
              ) : null}
            </p>
          ))}
        </div>
      ) : null}
      {errorText ? (
        <p id={errorId} ref={errorRef} tabIndex={-1} role="alert" className={styles.notice} data-type="danger">
          {errorText}
        </p>
      ) : null}
      <form method="post" action={action} className={styles.section} noValidate>
        <input type="hidden" name="intent" value={INGREDIENTS_TO_CART_INTENT} />
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ul className={styles.cartList}>
          {items.map((item) => {
            const checkboxId = `${id}-${item.productId}`;
            const quantityId = `${id}-${item.productId}-quantity`;
            const invalid = error?.kind === 'invalidQuantity' && error.productId === item.productId;
            return (
              <li key={item.productId} className={styles.cartRow}>
                <div className={styles.option}>
                  <input
                    id={checkboxId}
                    type="checkbox"
                    name="productId"
                    value={item.productId}
                    defaultChecked={defaultValues ? defaultValues.selected.includes(item.productId) : true}
                    aria-describedby={error?.kind === 'noneSelected' ? errorId : undefined}
                  />
                  <label htmlFor={checkboxId}>
                    <strong>{item.productName}</strong>
                    {item.price ? <> · {item.price}</> : null}
                    <br />
                    <span className={styles.hint}>{t('toCart.forIngredient', { ingredient: item.ingredients.join(', ') })}</span>
                  </label>
                </div>
                <div className={styles.scalerField}>
                  <label htmlFor={quantityId} className={styles.hint}>
                    <span aria-hidden="true">{t('toCart.quantityShort')}</span>
                    <span className={visuallyHidden}>{t('toCart.quantity', { name: item.productName })}</span>
                  </label>
                  <input
                    id={quantityId}
                    name={quantityFieldName(item.productId)}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_INGREDIENT_QUANTITY}
                    step={1}
                    defaultValue={defaultValues?.quantities[item.productId] ?? '1'}
                    className={styles.quantityInput}
                    aria-invalid={invalid ? 'true' : undefined}
                    aria-describedby={invalid ? errorId : undefined}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {pending ? t('toCart.pending') : t('toCart.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
