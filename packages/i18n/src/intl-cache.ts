/**
 * Intl formatters, made once per locale and options. Building an `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` prepares locale data: the first one of a page costs a slow phone tens of
 * milliseconds, and made per call (a rating's stars, each ingredient, each order row) part of that
 * work is repeated for every value. `formatMoney` and `formatShopDate` format through these.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function keyOf(locale: string, options: object | undefined): string {
  return `${locale}|${options ? JSON.stringify(options) : ''}`;
}

/** Locales, currencies and options come from short lists; a bound keeps odd inputs from piling up. */
const maxEntries = 64;

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= maxEntries) cache.clear();
    cache.set(key, value);
  }
  return value;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options));
}

export function pluralRulesFor(locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules {
  return cached(pluralRules, keyOf(locale, options), () => new Intl.PluralRules(locale, options));
}
