import { readCustomer, isStoreApiError, type Schemas, type StoreApiClient } from '@gipfel/api';
import { getSessionRole, isLoggedIn, type SessionRole } from '@gipfel/account';
import { localizePath, type LanguageCode } from '@gipfel/i18n';
import { redirect } from '@remix-run/node';
import { languageOf } from './language';
import { safeReturnPath } from './return-path';
import type { Shop } from './shop-route.server';

/** What the header's account menu needs to know about the shopper (no ids, no addresses). */
export interface CustomerSummary {
  role: SessionRole;
  firstName: string;
  lastName: string;
}

export function summarizeCustomer(customer: Partial<Schemas['Customer']> | null | undefined): CustomerSummary {
  return {
    role: getSessionRole(customer),
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
  };
}

/** `/login?redirectTo=…` in the request's language, returning to the page that was asked for. */
export function loginPathFor(request: Request, language: LanguageCode = languageOf(request)): string {
  const url = new URL(request.url);
  const back = safeReturnPath(`${url.pathname}${url.search}`);
  const login = localizePath('/login', language);
  return back ? `${login}?redirectTo=${encodeURIComponent(back)}` : login;
}

/** Where to go after signing in: the posted same-origin return path, else the account overview. */
export function afterLoginPath(value: unknown, language: LanguageCode): string {
  const path = safeReturnPath(value);
  // Never back to the sign-in or sign-up pages themselves.
  if (!path || /^\/(?:(?:en|fr)\/)?(?:login|register)(?:[/?#]|$)/.test(path)) return localizePath('/account', language);
  return path;
}

export interface AccountSession<T> {
  client: StoreApiClient;
  language: LanguageCode;
  customer: Schemas['Customer'];
  /** The result of `load`, fetched in parallel with the customer. */
  data: T;
}

function isSessionError(error: unknown): boolean {
  return isStoreApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * For account pages: the logged-in customer (spec §4: id present, active, not a guest) and the
 * page's own data, loaded in parallel (no waterfall). Visitors and guests are sent to `/login`
 * with a same-origin return path; a backend fault becomes the matching error page (withShop).
 */
export async function requireCustomer<T = undefined>(
  { client, language, headers }: Shop,
  request: Request,
  load?: (client: StoreApiClient) => Promise<T>,
): Promise<AccountSession<T>> {
  headers.set('Cache-Control', 'no-store');
  const toLogin = () => redirect(loginPathFor(request, language));
  const [customerResult, dataResult] = await Promise.allSettled([
    readCustomer(client, { associations: { defaultBillingAddress: {}, defaultShippingAddress: {} } } as never),
    load ? load(client) : Promise.resolve(undefined as T),
  ]);
  if (customerResult.status === 'rejected') {
    if (isSessionError(customerResult.reason)) throw toLogin();
    throw customerResult.reason;
  }
  const customer = customerResult.value as Schemas['Customer'];
  if (!isLoggedIn(customer)) throw toLogin();
  if (dataResult.status === 'rejected') throw dataResult.reason;
  return { client, language, customer, data: dataResult.value };
}
