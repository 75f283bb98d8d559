import { useTranslation } from '@gipfel/i18n';
import { countPill, visuallyHidden } from '@gipfel/ui';
import { useWishlist } from './wishlist-context';
import * as styles from './wishlist.css';

export interface WishlistCountProps {
  className?: string;
}

/**
 * The number of items on the wishlist, for the header link. Its place is always kept, so a
 * visitor's count that is only known after hydration shifts nothing; screen readers hear
 * "2 items on the wishlist".
 */
export function WishlistCount({ className }: WishlistCountProps) {
  const { t } = useTranslation('account');
  const count = useWishlist((state) => state.count);
  const shown = count !== null && count > 0;
  return (
    <>
      <span className={[countPill, !shown && styles.countHidden, className].filter(Boolean).join(' ')} aria-hidden="true" data-testid="wishlist-count">
        {shown ? count : ''}
      </span>
      {shown ? <span className={visuallyHidden}>{` (${t('wishlist.count', { count })})`}</span> : null}
    </>
  );
}
