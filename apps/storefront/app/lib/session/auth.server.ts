import { type LanguageCode } from '@gipfel/i18n';
import { localizePath } from '../i18n/shop-locales';
import { publicOrigin } from '../server/origin.server';
import { safeReturnPath } from '../routing/return-path';

/** Notices shown once after a redirect (`?notice=…`), see `AuthNotice` in components/auth-notice.tsx. */
export type AuthNoticeId = 'signed-out' | 'confirmed' | 'registered' | 'signed-in' | 'cart-merged';

/**
 * The storefront URL the Store API puts into its mails (`{storefrontUrl}/registration/confirm…`):
 * the public origin plus the language prefix, so the link opens in the shopper's language.
 */
export function storefrontUrlFor(request: Request, language: LanguageCode): string {
  return `${publicOrigin(request)}${localizePath('/', language).replace(/\/$/, '')}`;
}

/**
 * A same-origin path with `notice=…` added (keeps its other parameters and hash). The Location is
 * built from the parsed path alone, so both the path and the result pass `safeReturnPath`; anything
 * else becomes the home page with the notice.
 */
export function withNotice(path: string, notice: AuthNoticeId): string {
  const fallback = `/?notice=${notice}`;
  if (safeReturnPath(path) === null) return fallback;
  const url = new URL(path, 'http://storefront.invalid');
  url.searchParams.set('notice', notice);
  return safeReturnPath(`${url.pathname}${url.search}${url.hash}`) ?? fallback;
}
