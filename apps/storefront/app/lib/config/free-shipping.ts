/** Free shipping from CHF 100 in the demo shop (decision 0008); the cart page and the side cart show the progress. */
const freeShippingThreshold = { CHF: 100, EUR: 105 } as const;

/** The threshold in the shopper's currency (CHF's for any other). */
export function freeShippingThresholdFor(currency: string): number {
  return currency === 'EUR' ? freeShippingThreshold.EUR : freeShippingThreshold.CHF;
}
