import { useTranslation } from 'react-i18next';
import * as styles from './cart-page.css';

export interface StickySummaryProps {
  /** The formatted total of the cart. */
  total: string;
  /** Where the next step is: the checkout from the cart page, the open step's section in the checkout. */
  href: string;
  /** The next step's words ("Zur Kasse", "Weiter: Zahlung"). */
  label: string;
}

/**
 * Phones only (hidden from `md` up): the total and the next step at the bottom of the screen while
 * the shopper scrolls the cart or the checkout. It repeats what the page already has (the summary
 * and the step's own button) for a thumb: it is left out of the tab order and hidden from screen
 * readers, so keyboard and screen-reader users meet each control once, where it is in the page.
 * Rendered on the server and fixed to the screen, it shifts nothing; the page reserves its
 * height below the footer (`body:has(…)` in cart-page.css.ts) so it covers no content.
 */
export function StickySummary({ total, href, label }: StickySummaryProps) {
  const { t } = useTranslation('cart');
  return (
    <div className={styles.stickySummary} aria-hidden="true" data-testid="sticky-summary">
      <p className={styles.stickyTotal}>
        <span>{t('page.stickyTotal')}</span> <strong>{total}</strong>
      </p>
      <a className={styles.stickyAction} href={href} tabIndex={-1}>
        {label}
      </a>
    </div>
  );
}
