import type { MoneyPattern } from '@gipfel/i18n';

/**
 * Loader data that hands the browser how the page's locale writes money (decision 0069): the
 * layouts' data (the shop's currencies) and the checkout pages' (the cart's currency). The root
 * gives every match's patterns to `ShopFormatProvider` before the page renders a price.
 */
export interface WithMoneyPatterns {
  moneyPatterns: MoneyPattern[];
}

const noPatterns: MoneyPattern[] = [];

/** The money patterns in the matched routes' data, in route order. */
export function moneyPatternsOfMatches(matches: readonly { data: unknown }[]): MoneyPattern[] {
  let found = noPatterns;
  for (const { data } of matches) {
    const list = typeof data === 'object' && data !== null ? (data as Partial<WithMoneyPatterns>).moneyPatterns : undefined;
    if (Array.isArray(list) && list.length > 0) found = found === noPatterns ? [...list] : [...found, ...list];
  }
  return found;
}
