import { loadCustomerPage } from '@gipfel/account';
import type { Schemas, StoreApiClient } from '@gipfel/api';
import { type LanguageCode } from '@gipfel/i18n';
import { localizePath } from '../i18n/shop-locales';
import { redirect } from '@remix-run/node';
import { languageOf } from '../i18n/language';
import { safeReturnPath } from '../routing/return-path';
import type { Shop } from '../server/shop-route.server';

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

/**
 * For account pages (`loadCustomerPage` of @gipfel/account; never stored, see cache-policy.server.ts): visitors and guests are
 * sent to `/login` with a same-origin return path; a backend fault becomes the error page (withShop).
 */
export async function requireCustomer<T = undefined>(
  { client, language }: Shop,
  request: Request,
  load?: (client: StoreApiClient) => Promise<T>,
): Promise<AccountSession<T>> {
  const page = await loadCustomerPage(client, load);
  if (page.status === 'signedOut') throw redirect(loginPathFor(request, language));
  return { client, language, customer: page.customer, data: page.data };
}
