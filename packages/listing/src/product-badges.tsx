import type { Schemas } from '@gipfel/api';
import { useTranslation } from '@gipfel/i18n';
import * as styles from './listing.css';
import { getProductBadges } from './badges';

export interface ProductBadgesProps {
  product: Pick<Schemas['Product'], 'markAsTopseller' | 'isNew' | 'calculatedPrice'>;
  className?: string;
}

/** The product's badges (topseller, new, sale) as a labelled list; nothing when it has none. */
export function ProductBadges({ product, className }: ProductBadgesProps) {
  const { t } = useTranslation('listing');
  const badges = getProductBadges(product);
  if (badges.length === 0) return null;
  return (
    <ul className={className ? `${styles.badges} ${className}` : styles.badges} aria-label={t('badges.label')}>
      {badges.map((badge) => (
        <li key={badge} className={styles.badge[badge]}>
          {t(`badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
