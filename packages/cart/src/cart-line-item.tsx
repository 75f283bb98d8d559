import { formatLocaleOf, formatMoney } from '@gipfel/i18n';
import { defaultCurrency } from './currency';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { Button, visuallyHidden } from '@gipfel/ui';
import { isValidQuantity } from './cart-errors';
import * as styles from './cart-line-item.css';

export interface CartLineItemProps {
  lineItem: Schemas['LineItem'];
  /** ISO code of the context currency; CHF when not given. */
  currency?: string;
  /** Where the forms post before JavaScript loads (default: the current URL). */
  formAction?: string;
  /** With JavaScript: called instead of posting the form. */
  onChangeQuantity?: (lineItemId: string, quantity: number) => void;
  onRemove?: (lineItemId: string) => void;
  /** While a cart call is running. */
  disabled?: boolean;
}

type LineItemOption = { group?: unknown; option?: unknown; translated?: { group?: unknown; option?: unknown } };

const text = (...values: unknown[]) => values.find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? '';

/** "Farbe: Rot, Grösse: M" from the variant options Shopware keeps in the line item payload. */
function optionsOf(lineItem: Schemas['LineItem']): string {
  const options = (lineItem.payload as { options?: unknown } | undefined)?.options;
  if (!Array.isArray(options)) return '';
  return (options as (LineItemOption | null)[])
    .map((o) => ({ group: text(o?.translated?.group, o?.group), option: text(o?.translated?.option, o?.option) }))
    .filter((o) => o.option !== '')
    .map((o) => (o.group ? `${o.group}: ${o.option}` : o.option))
    .join(', ');
}

function HiddenFields({ lineItemId, intent, quantity }: { lineItemId: string; intent: string; quantity?: number }) {
  return (
    <>
      <input type="hidden" name="lineItemId" value={lineItemId} />
      <input type="hidden" name="intent" value={intent} />
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
    </>
  );
}

/**
 * One line of the cart: cover, name with the variant options (and a mark for downloads), quantity
 * stepper, price and remove button. Each control is a small form, so the line works as plain HTML
 * and is instant once JavaScript runs.
 */
export function CartLineItem({ lineItem, currency, formAction, onChangeQuantity, onRemove, disabled = false }: CartLineItemProps) {
  const { t, i18n } = useTranslation('cart');
  const uid = useId();
  const [invalid, setInvalid] = useState(false);
  const name = (lineItem.label ?? '').trim();
  const quantity = lineItem.quantity ?? 1;
  const min = lineItem.quantityInformation?.minPurchase ?? 1;
  const max = lineItem.quantityInformation?.maxPurchase;
  const step = lineItem.quantityInformation?.purchaseSteps ?? 1;
  const adjustable = lineItem.type !== 'promotion' && lineItem.stackable !== false;
  // Digital items (downloads) are marked.
  const digital = lineItem.states?.includes('is-download') === true;
  const options = optionsOf(lineItem);
  const price = (value: number) => formatMoney(value, { currency: currency ?? defaultCurrency, locale: formatLocaleOf(i18n.language) });
  const ids = { input: `${uid}-quantity`, error: `${uid}-error`, decrease: `${uid}-decrease`, increase: `${uid}-increase` };

  function change(next: number) {
    if (!isValidQuantity(next)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (next !== quantity) onChangeQuantity?.(lineItem.id, next);
  }

  function intercept(handler: (form: HTMLFormElement) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      handler(event.currentTarget);
    };
  }

  const onQuantityForm = onChangeQuantity
    ? intercept((form) => {
        const value = (form.elements.namedItem('quantity') as HTMLInputElement).value;
        change(value.trim() === '' ? Number.NaN : Number(value));
      })
    : undefined;

  return (
    <div className={styles.root} data-line-item-id={lineItem.id}>
      {lineItem.cover?.url ? <img className={styles.cover} src={lineItem.cover.url} alt="" loading="lazy" /> : <span className={styles.cover} />}
      <p className={styles.name}>
        <span>{name}</span>
        {options && <span className={styles.detail}>{options}</span>}
        {digital && <span className={styles.detail}>{t('lineItem.digital')}</span>}
      </p>
      <p className={styles.price}>
        <span className={visuallyHidden}>{t('lineItem.totalPrice')}: </span>
        {price(lineItem.price?.totalPrice ?? 0)}
        {adjustable && quantity > 1 && lineItem.price && (
          <span className={styles.unitPrice}>{t('lineItem.unitPrice', { price: price(lineItem.price.unitPrice) })}</span>
        )}
      </p>

      {adjustable ? (
        // noValidate: a bad quantity gets our translated message (here with JavaScript, from the
        // server without), never the browser's bubble in the browser's language.
        <form method="post" action={formAction} className={styles.quantityForm} onSubmit={onQuantityForm} noValidate>
          <HiddenFields lineItemId={lineItem.id} intent="change-quantity" />
          <Button
            type="submit"
            form={ids.decrease}
            variant="secondary"
            className={styles.stepButton}
            aria-label={t('lineItem.decrease', { name })}
            disabled={disabled || quantity - step < min}
          >
            −
          </Button>
          <label className={visuallyHidden} htmlFor={ids.input}>
            {t('lineItem.quantity', { name })}
          </label>
          <input
            key={quantity}
            id={ids.input}
            className={styles.quantityInput}
            type="number"
            name="quantity"
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            defaultValue={quantity}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? ids.error : undefined}
            onBlur={onChangeQuantity ? (event) => change(Number(event.currentTarget.value || Number.NaN)) : undefined}
          />
          <Button
            type="submit"
            form={ids.increase}
            variant="secondary"
            className={styles.stepButton}
            aria-label={t('lineItem.increase', { name })}
            disabled={disabled || (max !== undefined && quantity + step > max)}
          >
            +
          </Button>
        </form>
      ) : (
        <p className={styles.quantityForm}>{lineItem.type === 'promotion' ? t('lineItem.promotion') : `${quantity} ×`}</p>
      )}

      {lineItem.removable !== false && (
        <form method="post" action={formAction} className={styles.removeForm} onSubmit={onRemove ? intercept(() => onRemove(lineItem.id)) : undefined}>
          <HiddenFields lineItemId={lineItem.id} intent="remove" />
          <Button type="submit" variant="ghost" size="sm" aria-label={t('lineItem.remove', { name })} disabled={disabled}>
            {t('lineItem.removeShort')}
          </Button>
        </form>
      )}

      {invalid && (
        <p id={ids.error} className={styles.error} role="alert">
          {t('errors.invalidQuantity')}
        </p>
      )}

      {adjustable && (
        <>
          <form id={ids.decrease} method="post" action={formAction} hidden onSubmit={onChangeQuantity ? intercept(() => change(quantity - step)) : undefined}>
            <HiddenFields lineItemId={lineItem.id} intent="change-quantity" quantity={quantity - step} />
          </form>
          <form id={ids.increase} method="post" action={formAction} hidden onSubmit={onChangeQuantity ? intercept(() => change(quantity + step)) : undefined}>
            <HiddenFields lineItemId={lineItem.id} intent="change-quantity" quantity={quantity + step} />
          </form>
        </>
      )}
    </div>
  );
}
