import { createContext, useContext, type ReactNode } from 'react';
import { registerMoneyPatterns, type MoneyPattern } from './money';

const ShopTimeZoneContext = createContext('UTC');

export interface ShopFormatProviderProps {
  /**
   * IANA time zone of the shop, whose calendar day every date of the packages inside is written on
   * (`formatShopDate`): from the host's configuration, e.g. `Europe/Zurich`. Give the server and
   * the browser the same value (from the root loader), or dates may differ while hydrating.
   */
  timeZone: string;
  /**
   * How the page's locale writes the shop's currencies, from the server (`moneyPatternsOf` of
   * `@gipfel/i18n/host`): `formatMoney` then writes those amounts without Intl, whose first
   * number format costs the browser's main thread tens of milliseconds while it hydrates.
   * Without them, amounts are written the same, through Intl.
   */
  moneyPatterns?: readonly MoneyPattern[];
  children: ReactNode;
}

/**
 * The shop's formatting settings for the package components inside: its time zone (without it,
 * UTC) and the money patterns the server handed over. The patterns are taken while it renders,
 * before the components inside format a price.
 */
export function ShopFormatProvider({ timeZone, moneyPatterns, children }: ShopFormatProviderProps) {
  registerMoneyPatterns(moneyPatterns);
  return <ShopTimeZoneContext.Provider value={timeZone}>{children}</ShopTimeZoneContext.Provider>;
}

/** The time zone of the nearest `ShopFormatProvider`; `UTC` without one. */
export function useShopTimeZone(): string {
  return useContext(ShopTimeZoneContext);
}
