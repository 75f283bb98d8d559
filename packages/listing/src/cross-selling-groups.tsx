import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { activeCrossSellingGroups } from './product-detail-data';
import { ProductSlider, type ProductSliderProps } from './product-slider';
import * as styles from './cross-selling-groups.css';

export interface CrossSellingGroupsProps extends Omit<ProductSliderProps, 'products' | 'title' | 'label' | 'className'> {
  /** The answer of `readCrossSellings` (`POST /product/{id}/cross-selling`). */
  crossSellings: Schemas['CrossSellingElementCollection'];
  className?: string;
}

/**
 * A product's cross-selling groups ("Goes well with", "Similar products"), in their position
 * order, each as a heading with a product slider. Empty and inactive groups are left out.
 */
export function CrossSellingGroups({ crossSellings, className, ...sliderProps }: CrossSellingGroupsProps) {
  const groups = activeCrossSellingGroups(crossSellings);
  if (groups.length === 0) return null;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {groups.map((group) => (
        <ProductSlider
          key={group.crossSelling.id}
          {...sliderProps}
          products={group.products}
          title={translatedText(group.crossSelling, 'name').trim() || undefined}
        />
      ))}
    </div>
  );
}
