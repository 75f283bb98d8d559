import type { Schemas } from '@gipfel/api';

type Product = Schemas['Product'];
type CalculatedPrice = Schemas['CalculatedPrice'];

export interface TierPrice {
  /** 'to' for every tier but the last ("up to 4 pieces"), 'from' for the last ("5 pieces or more"). */
  label: 'to' | 'from';
  quantity: number;
  unitPrice: number;
}

export interface ReferencePrice {
  price: number;
  purchaseUnit: number;
  referenceUnit: number;
  unitName: string;
}

export interface ProductPrices {
  /** What one piece costs now (for tier prices: at the smallest quantity). */
  unitPrice: number;
  /** The price to show: the from-price when there is one, otherwise `unitPrice`. */
  displayPrice: number;
  /** The lowest price among tiers or variants, when it is below `unitPrice`. */
  fromPrice: number | undefined;
  isFromPrice: boolean;
  /** The previous (list) price, when the product is on sale. */
  listPrice: number | undefined;
  /** Whole percent saved against the list price, when on sale. */
  percentageSaved: number | undefined;
  isOnSale: boolean;
  /** Price per reference unit, e.g. CHF 72.25 per 1 litre. */
  referencePrice: ReferencePrice | undefined;
  tierPrices: TierPrice[];
}

export interface GetProductPricesOptions {
  /**
   * Whether a cheaper sibling variant makes the price a from-price. On a listing yes; on the
   * detail page of one chosen variant no, because that variant's own price is the one that counts.
   */
  variantRange?: boolean;
}

/** Tier prices: every tier is "to {qty}" except the last, which is "from {qty}". */
export function getTierPrices(product: Pick<Product, 'calculatedPrices'>): TierPrice[] {
  const tiers = product.calculatedPrices ?? [];
  if (tiers.length < 2) return [];
  return tiers.map((tier, index) => ({
    label: index === tiers.length - 1 ? 'from' : 'to',
    quantity: tier.quantity,
    unitPrice: tier.unitPrice,
  }));
}

function listPriceOf(price: Pick<CalculatedPrice, 'listPrice' | 'unitPrice'> | undefined) {
  const list = price?.listPrice?.price;
  if (price == null || list == null || !(list > price.unitPrice)) return undefined;
  const percentage = price.listPrice?.percentage ?? ((list - price.unitPrice) / list) * 100;
  return { listPrice: list, percentageSaved: Math.round(percentage) };
}

/**
 * Everything a price display needs, read from Shopware's calculated prices: the current
 * price, the from-price for tier prices and variant ranges, the sale (list price and
 * percentage saved), the reference price and the tier table.
 */
export function getProductPrices(product: Product, { variantRange = true }: GetProductPricesOptions = {}): ProductPrices {
  const tiers = getTierPrices(product);
  const unitPrice = product.calculatedPrice?.unitPrice ?? product.calculatedPrices?.[0]?.unitPrice ?? 0;

  const candidates: number[] = tiers.map((tier) => tier.unitPrice);
  const cheapest = product.calculatedCheapestPrice;
  if (variantRange && cheapest?.hasRange && typeof cheapest.unitPrice === 'number') candidates.push(cheapest.unitPrice);
  const lowest = candidates.length > 0 ? Math.min(...candidates) : undefined;
  const fromPrice = lowest !== undefined && lowest < unitPrice ? lowest : undefined;

  const sale = listPriceOf(product.calculatedPrice);
  const reference = product.calculatedPrice?.referencePrice;

  return {
    unitPrice,
    displayPrice: fromPrice ?? unitPrice,
    fromPrice,
    isFromPrice: fromPrice !== undefined,
    listPrice: sale?.listPrice,
    percentageSaved: sale?.percentageSaved,
    isOnSale: sale !== undefined,
    referencePrice:
      reference && typeof reference.price === 'number'
        ? {
            price: reference.price,
            purchaseUnit: reference.purchaseUnit ?? 1,
            referenceUnit: reference.referenceUnit ?? 1,
            unitName: reference.unitName ?? '',
          }
        : undefined,
    tierPrices: tiers,
  };
}
