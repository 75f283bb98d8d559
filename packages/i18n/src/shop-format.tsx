import { createContext, useContext, type ReactNode } from 'react';

const ShopTimeZoneContext = createContext('UTC');

export interface ShopFormatProviderProps {
  /**
   * IANA time zone of the shop, whose calendar day every date of the packages inside is written on
   * (`formatShopDate`): from the host's configuration, e.g. `Europe/Zurich`. Give the server and
   * the browser the same value (from the root loader), or dates may differ while hydrating.
   */
  timeZone: string;
  children: ReactNode;
}

/** The shop's formatting settings for the package components inside (today: its time zone; without it, UTC). */
export function ShopFormatProvider({ timeZone, children }: ShopFormatProviderProps) {
  return <ShopTimeZoneContext.Provider value={timeZone}>{children}</ShopTimeZoneContext.Provider>;
}

/** The time zone of the nearest `ShopFormatProvider`; `UTC` without one. */
export function useShopTimeZone(): string {
  return useContext(ShopTimeZoneContext);
}
