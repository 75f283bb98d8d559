import { readContext, readCurrencies, type Schemas, type StoreApiClient } from '@gipfel/api';

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
    name: c.translated?.name ?? c.name ?? c.isoCode,
  }));
  currencyCache = { expires: Date.now() + cacheMs, currencies };
  return currencies;
}

/** The shopper's currency in a session context (`GET /context`). */
export function currencyOfContext(context: Pick<Schemas['SalesChannelContext'], 'currency'>): ShopCurrency | null {
  const currency = context.currency;
  return currency?.id ? { id: currency.id, isoCode: currency.isoCode, name: currency.translated?.name ?? currency.name ?? currency.isoCode } : null;
}

/** The shopper's current currency from the session context. */
export async function loadContextCurrency(client: StoreApiClient): Promise<ShopCurrency | null> {
  return currencyOfContext(await readContext(client));
}
