import { PhoneActionBar } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import * as styles from './cart-page.css';

interface StickySummaryBase {
  /** The formatted total of the cart. */
  total: string;
  /** The next step's words ("Zur Kasse", "Weiter: Zahlung", "Zur Bestellung"). */
  label: string;
}

export type StickySummaryProps = StickySummaryBase &
  (
    | {
        /** Where the next step is, e.g. the checkout from the cart page. */
        href: string;
        form?: never;
      }
    | {
        /**
         * The id of the form that takes the shopper to the next step (a checkout step's form): the
         * bar submits it, with what was typed in it and the browser's checks of its fields, also
         * without JavaScript.
         */
        form: string;
        href?: never;
      }
  );

/**
 * Phones only (hidden from `md` up, `PhoneActionBar` of `@gipfel/ui`): the total and the next step
 * at the bottom of the screen while the shopper scrolls the cart or the checkout. It repeats what
 * the page already has (the summary and the step's own button) for a thumb: hidden from screen
 * readers and out of the tab order, so keyboard and screen-reader users meet each control once,
 * where it is in the page. Rendered on the server and fixed to the screen, it shifts nothing.
 */
export function StickySummary({ total, label, href, form }: StickySummaryProps) {
  const { t } = useTranslation('cart');
  return (
    <PhoneActionBar
      data-testid="sticky-summary"
      action={
        form ? (
          <button type="submit" form={form} className={styles.stickyAction} tabIndex={-1}>
            {label}
          </button>
        ) : (
          <a className={styles.stickyAction} href={href} tabIndex={-1}>
            {label}
          </a>
        )
      }
    >
      <p className={styles.stickyTotal}>
        <span>{t('page.stickyTotal')}</span> <strong>{total}</strong>
      </p>
    </PhoneActionBar>
  );
}
