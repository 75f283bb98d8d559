import { isAllowedPaymentRedirect, orderAccessOf, parseOrderAccess, type OrderAccess, type PaymentReturnUrls } from '@gipfel/checkout';
import type { Schemas } from '@gipfel/api';
import { type LanguageCode } from '@gipfel/i18n';
import { localizePath } from '../i18n/shop-locales';
import { getServerEnv } from '../server/env.server';
import { publicOrigin } from '../server/origin.server';

// What the checkout's operations (@gipfel/checkout) need from the host: the order cookie, the
// return URLs of a payment and the Store API's origin for payment redirects.

export const orderCookieName = 'gipfel_order';
const orderCookieMaxAge = 60 * 60;

/** A short-lived httpOnly cookie that lets the guest see their order on the success pages. */
export function serializeOrderCookie(order: Schemas['Order'], secure: boolean): string | null {
  const access = orderAccessOf(order);
  if (!access) return null;
  return `${orderCookieName}=${encodeURIComponent(JSON.stringify(access))}; Max-Age=${orderCookieMaxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The order access of the request's order cookie, if it holds one. */
export function readOrderAccess(request: Request): OrderAccess | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== orderCookieName) continue;
    try {
      return parseOrderAccess(JSON.parse(decodeURIComponent(rest.join('='))));
    } catch {
      return null;
    }
  }
  return null;
}

/** The success page of an order in the page's language. */
export function orderSuccessPath(language: LanguageCode, orderId: string): string {
  return `${localizePath('/checkout', language)}/success/${orderId}`;
}

/** Where the payment provider sends the shopper back: the order's paid and unpaid pages on this shop's public origin. */
export function paymentReturnUrls(request: Request, language: LanguageCode): (orderId: string) => PaymentReturnUrls {
  const origin = publicOrigin(request);
  return (orderId) => {
    const base = `${origin}${orderSuccessPath(language, orderId)}`;
    return { finishUrl: `${base}/paid`, errorUrl: `${base}/unpaid` };
  };
}

/** The success page, forwarding to the payment gateway when the Store API gave one of its own origin (never an open redirect). */
export function successRedirectPath(language: LanguageCode, orderId: string, redirectUrl: string | null): string {
  const success = orderSuccessPath(language, orderId);
  return redirectUrl && isStorePaymentRedirect(redirectUrl) ? `${success}?redirect=${encodeURIComponent(redirectUrl)}` : success;
}

/** Spec: only the local gateway (served by the Store API) or the Store API's own origin. */
export function isStorePaymentRedirect(url: string): boolean {
  return isAllowedPaymentRedirect(url, getServerEnv().storeApiEndpoint);
}
