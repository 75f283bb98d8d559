import type { FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { useWishlist, useWishlistStore } from './wishlist-context';
import * as styles from './wishlist.css';

export interface WishlistToggleProps {
  productId: string;
  /** The product's name, for the accessible name ("Add Rye bread to wishlist"). */
  productName?: string;
  /** Where the form posts without JavaScript (the host's wishlist action). */
  action?: string;
  /** Sent as hidden `returnTo`, so the host can send a shopper without JavaScript back. */
  returnTo?: string;
  size?: 'sm' | 'md';
  className?: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.3 1 5 3 1.7-2 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The heart that puts a product on the wishlist or takes it off. A plain post form
 * (`intent` add/remove, `productId`, `returnTo`) that works without JavaScript for signed-in
 * customers; inside a `WishlistProvider` and with JavaScript it toggles at once.
 */
export function WishlistToggle({ productId, productName, action, returnTo, size = 'md', className }: WishlistToggleProps) {
  const { t } = useTranslation('account');
  const store = useWishlistStore();
  const on = useWishlist((state) => state.ids.includes(productId));
  const name = productName?.trim();
  const label = name ? t(on ? 'wishlist.remove' : 'wishlist.add', { name }) : t(on ? 'wishlist.removeUnnamed' : 'wishlist.addUnnamed');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!store) return;
    event.preventDefault();
    store.getState().toggle(productId);
  }

  return (
    <form method="post" action={action} className={[styles.toggleForm, className].filter(Boolean).join(' ')} onSubmit={handleSubmit}>
      <input type="hidden" name="intent" value={on ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={productId} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <button
        type="submit"
        className={[styles.toggle, size === 'sm' && styles.small].filter(Boolean).join(' ')}
        aria-pressed={on}
        aria-label={label}
        title={label}
        data-testid="wishlist-toggle"
      >
        <Heart filled={on} />
      </button>
    </form>
  );
}
