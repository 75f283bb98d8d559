import { readContext, readCountries, readCurrencies, type Schemas, type StoreApiClient, translatedText } from '@gipfel/api';

export interface ShopCurrency {
  id: string;
  isoCode: string;
  name: string;
}

let currencyCache: { expires: number; currencies: ShopCurrency[] } | undefined;
const cacheMs = 5 * 60 * 1000;

/** The sales channel's currencies (the same for every shopper, cached in-process for a few minutes). */
export async function loadShopCurrencies(client: StoreApiClient): Promise<ShopCurrency[]> {
  if (currencyCache && currencyCache.expires > Date.now()) return currencyCache.currencies;
  const answer = (await readCurrencies(client)) as unknown;
  const list = Array.isArray(answer) ? answer : ((answer as { elements?: unknown[] })?.elements ?? []);
  const currencies = (list as { id: string; isoCode: string; translated?: { name?: string }; name?: string }[]).map((c) => ({
    id: c.id,
    isoCode: c.isoCode,
    name: translatedText(c, 'name') || c.isoCode,
  }));
  currencyCache = { expires: Date.now() + cacheMs, currencies };
  return currencies;
}

/** The shopper's currency in a session context (`GET /context`). */
export function currencyOfContext(context: Pick<Schemas['SalesChannelContext'], 'currency'>): ShopCurrency | null {
  const currency = context.currency;
  return currency?.id ? { id: currency.id, isoCode: currency.isoCode, name: translatedText(currency, 'name') || currency.isoCode } : null;
}

/** The shopper's current currency from the session context. */
export async function loadContextCurrency(client: StoreApiClient): Promise<ShopCurrency | null> {
  return currencyOfContext(await readContext(client));
}

export interface ShopCountry {
  id: string;
  iso: string;
  name: string;
}

const countryCache = new Map<string, { expires: number; countries: ShopCountry[] }>();

/**
 * The sales channel's countries that can be shipped to, in the client's language (names are
 * translated, so the cache is per language id), sorted by position; cached like the currencies.
 */
export async function loadShopCountries(client: StoreApiClient): Promise<ShopCountry[]> {
  const key = client.languageId ?? '';
  const cached = countryCache.get(key);
  if (cached && cached.expires > Date.now()) return cached.countries;
  const answer = (await readCountries(client)) as unknown;
  const list = Array.isArray(answer) ? answer : ((answer as { elements?: unknown[] })?.elements ?? []);
  const countries = (list as Schemas['Country'][])
    .filter((c) => c.active !== false && c.shippingAvailable !== false && typeof c.iso === 'string')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((c) => ({ id: c.id, iso: c.iso as string, name: translatedText(c, 'name') || (c.iso as string) }));
  countryCache.set(key, { expires: Date.now() + cacheMs, countries });
  return countries;
}

/** The shopper's shipping country from the session context (`shippingLocation.country`). */
export function countryOfContext(context: Pick<Schemas['SalesChannelContext'], 'shippingLocation'>): ShopCountry | null {
  const country = context.shippingLocation?.country;
  return country?.id ? { id: country.id, iso: country.iso ?? '', name: translatedText(country, 'name') || (country.iso ?? '') } : null;
}
