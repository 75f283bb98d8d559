import { formatLocaleOf, type LanguageCode } from '@gipfel/i18n';
import { moneyPatternsOf } from '@gipfel/i18n/host';
import type { WithMoneyPatterns } from './money-patterns';

/** How the language's formatting locale writes these currencies (ISO codes; unknown ones left out). */
export function moneyPatternsFor(language: LanguageCode, currencies: readonly (string | null | undefined)[]): WithMoneyPatterns['moneyPatterns'] {
  return moneyPatternsOf(formatLocaleOf(language), currencies.filter((code): code is string => typeof code === 'string'));
}
