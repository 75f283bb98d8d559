import type { StoreApiClient } from './client';
import { readCountries, readCurrencies } from './context';
import { translatedText } from './translated';
import type { Schemas } from './types';

// The shop's currencies and shipping countries for a currency or country switch. They are the same
// for every shopper of a sales channel, so they are kept in-process for a few minutes (safe to lose).

export interface ShopCurrency {
  id: string;
  isoCode: string;
  name: string;
}

export interface ShopCountry {
  id: string;
  iso: string;
  name: string;
}

const cacheMs = 5 * 60 * 1000;
const currencyCache = new Map<string, { expires: number; currencies: ShopCurrency[] }>();
const countryCache = new Map<string, { expires: number; countries: ShopCountry[] }>();

function elementsOf(answer: unknown): unknown[] {
  return Array.isArray(answer) ? answer : ((answer as { elements?: unknown[] } | null)?.elements ?? []);
}

/** The sales channel's currencies (cached per endpoint for a few minutes). */
export async function loadShopCurrencies(client: StoreApiClient): Promise<ShopCurrency[]> {
  const key = client.endpoint;
  const cached = currencyCache.get(key);
  if (cached && cached.expires > Date.now()) return cached.currencies;
  const list = elementsOf(await readCurrencies(client)) as Schemas['Currency'][];
  const currencies = list.map((c) => ({ id: c.id, isoCode: c.isoCode, name: translatedText(c, 'name') || c.isoCode }));
  currencyCache.set(key, { expires: Date.now() + cacheMs, currencies });
  return currencies;
}

/** The shopper's currency in a session context (`GET /context`). */
export function currencyOfContext(context: Pick<Schemas['SalesChannelContext'], 'currency'>): ShopCurrency | null {
  const currency = context.currency;
  return currency?.id ? { id: currency.id, isoCode: currency.isoCode, name: translatedText(currency, 'name') || currency.isoCode } : null;
}

/**
 * The sales channel's countries that can be shipped to, in the client's language (names are
 * translated, so the cache is per endpoint and language id), sorted by position.
 */
export async function loadShopCountries(client: StoreApiClient): Promise<ShopCountry[]> {
  const key = `${client.endpoint}|${client.languageId ?? ''}`;
  const cached = countryCache.get(key);
  if (cached && cached.expires > Date.now()) return cached.countries;
  const countries = (elementsOf(await readCountries(client)) as Schemas['Country'][])
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
