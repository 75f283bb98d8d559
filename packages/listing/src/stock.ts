import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';

type Product = Pick<
  Schemas['Product'],
  'available' | 'availableStock' | 'isCloseout' | 'minPurchase' | 'calculatedMaxPurchase' | 'restockTime' | 'deliveryTime' | 'childCount'
>;

export type StockState =
  | { kind: 'inStock'; deliveryTime: string | undefined }
  | { kind: 'lowStock'; count: number; deliveryTime: string | undefined }
  | { kind: 'restock'; days: number; deliveryTime: string | undefined }
  | { kind: 'soldOut' };

export interface StockOptions {
  /** At or below this many pieces the shop says "only N left". */
  lowStockThreshold?: number;
}

/** Whether the product can be bought at all (Shopware: `available`, and enough stock for a closeout). */
export function isSoldOut(product: Product): boolean {
  if (product.available === false) return true;
  if ((product.calculatedMaxPurchase ?? 1) <= 0) return true;
  const min = Math.max(product.minPurchase ?? 1, 1);
  return product.isCloseout === true && (product.availableStock ?? 0) < min;
}

/**
 * What the shop says about availability: sold out, only N left, back in N days (a product that
 * is restocked, not a closeout), or in stock, each with the delivery time when there is one.
 */
export function getStockState(product: Product, { lowStockThreshold = 5 }: StockOptions = {}): StockState {
  if (isSoldOut(product)) return { kind: 'soldOut' };
  const deliveryTime = translatedText(product.deliveryTime, 'name') || undefined;
  const stock = product.availableStock ?? 0;
  const min = Math.max(product.minPurchase ?? 1, 1);
  if (stock < min && !product.isCloseout && (product.restockTime ?? 0) > 0) {
    return { kind: 'restock', days: product.restockTime ?? 0, deliveryTime };
  }
  if (stock > 0 && stock <= lowStockThreshold) return { kind: 'lowStock', count: stock, deliveryTime };
  return { kind: 'inStock', deliveryTime };
}

/** A product with variants is chosen on its detail page; only a single article can go straight into the cart. */
export function hasVariants(product: Pick<Schemas['Product'], 'childCount'>): boolean {
  return (product.childCount ?? 0) > 0;
}
