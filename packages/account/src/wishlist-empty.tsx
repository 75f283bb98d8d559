import { useTranslation } from '@gipfel/i18n';
import { AppLink } from '@gipfel/ui';
import * as styles from './wishlist.css';

export interface WishlistEmptyProps {
  /** Where "Continue shopping" leads (the home page in the shopper's language). */
  shopHref: string;
  className?: string;
}

/** The wishlist page without items: what it is for and the way back to the shop. */
export function WishlistEmpty({ shopHref, className }: WishlistEmptyProps) {
  const { t } = useTranslation('account');
  return (
    <div className={[styles.empty, className].filter(Boolean).join(' ')} role="status">
      <p className={styles.emptyTitle}>{t('wishlist.empty')}</p>
      <p className={styles.emptyHint}>{t('wishlist.emptyHint')}</p>
      <AppLink href={shopHref} className={styles.shopLink}>
        {t('wishlist.toShop')}
      </AppLink>
    </div>
  );
}
