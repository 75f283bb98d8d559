/** The demo shop's time zone: dates are written on their calendar day there (`SHOP_TIME_ZONE` overrides it). */
export const defaultShopTimeZone = 'Europe/Zurich';

/** The configured time zone, checked once at start-up: an IANA name Intl knows (`Europe/Berlin`), else an error naming the variable. */
export function parseShopTimeZone(value: string | undefined): string {
  const wanted = value?.trim();
  if (!wanted) return defaultShopTimeZone;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: wanted }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`SHOP_TIME_ZONE must be an IANA time zone such as "Europe/Zurich", got "${value}"`);
  }
}
