import type { ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { ProductCard, type ProductCardProps } from './product-card';
import * as styles from './product-grid.css';

export interface ProductGridProps extends Omit<ProductCardProps, 'product' | 'priority' | 'href' | 'adding' | 'className'> {
  products: ReadonlyArray<Schemas['Product']>;
  /** How many cards at the top load their images at once (the ones visible without scrolling). */
  priorityCount?: number;
  /** The product being added to the cart, if any. */
  addingProductId?: string;
  /** While the next result is loading: the grid is marked busy (aria-busy, a bar along its top). */
  loading?: boolean;
  /** Shown instead of the default "No products found" text. */
  emptyState?: ReactNode;
  /** Accessible name of the list; default "Products". */
  label?: string;
  className?: string;
}

/** The products of a listing as a responsive grid of cards (2, 3 or 4 columns), or the empty state. */
export function ProductGrid({
  products,
  priorityCount = 4,
  addingProductId,
  loading = false,
  emptyState,
  label,
  className,
  ...cardProps
}: ProductGridProps) {
  const { t } = useTranslation('listing');
  if (products.length === 0 && !loading) {
    return (
      <div className={styles.empty} role="status">
        {emptyState ?? (
          <>
            <p className={styles.emptyTitle}>{t('grid.empty')}</p>
            <p className={styles.emptyHint}>{t('grid.emptyHint')}</p>
          </>
        )}
      </div>
    );
  }
  return (
    <ul
      className={[styles.grid, loading && styles.loading, className].filter(Boolean).join(' ')}
      aria-label={label ?? t('grid.label')}
      aria-busy={loading || undefined}
    >
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard {...cardProps} product={product} priority={index < priorityCount} adding={addingProductId === product.id} />
        </li>
      ))}
    </ul>
  );
}
