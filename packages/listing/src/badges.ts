import type { Schemas } from '@gipfel/api';

export type ProductBadge = 'topseller' | 'new' | 'sale';

/** The badges a product earns, in display order: topseller, new, sale. */
export function getProductBadges(
  product: Pick<Schemas['Product'], 'markAsTopseller' | 'isNew' | 'calculatedPrice'>,
): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (product.markAsTopseller) badges.push('topseller');
  if (product.isNew) badges.push('new');
  const list = product.calculatedPrice?.listPrice?.price;
  if (list != null && product.calculatedPrice && list > product.calculatedPrice.unitPrice) badges.push('sale');
  return badges;
}
