import type { LoaderFunctionArgs } from '@remix-run/node';
import { isStoreApiError } from '@gipfel/api';
import { loadCaptcha } from '@gipfel/forms';
import { defaultLanguage, isShopLanguage } from '../lib/i18n/shop-locales';
import { serializeCaptchaCookie } from '../lib/security/captcha-cookie.server';
import { captchaIssueWait } from '../lib/security/request-guard.server';
import { isSecureOrigin } from '../lib/server/origin.server';
import { createStoreApiSession, toErrorResponse } from '../lib/server/store-api.server';
import { telemetry } from '../lib/server/telemetry.server';
import { shellErrorTextsIn } from '../lib/i18n/fallback-texts';

/**
 * `GET /api/captcha`: a new captcha image for the service forms. The browser never talks to the
 * Store API: this route fetches the captcha, answers with its PNG and keeps the id in a short,
 * httpOnly cookie that the form's action sends on with the typed value.
 *
 * New images are limited per client IP (docs/decisions/0048-captcha-proof-of-work-and-issue-limits.md), here and again by the Store API per shopper:
 * past the limit the answer is a 429 with `Retry-After` and the translated text (`lang`), which
 * the form shows in place of the image.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = new URL(request.url).searchParams.get('lang') ?? '';
  const language = isShopLanguage(lang) ? lang : defaultLanguage();
  const refuse = (seconds: number) =>
    new Response(shellErrorTextsIn(language).error[429].replace('{{seconds}}', String(seconds)), {
      status: 429,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(seconds), 'X-Content-Type-Options': 'nosniff' },
    });
  const wait = captchaIssueWait();
  if (wait > 0) {
    telemetry().rateLimitRefusal('captcha');
    return refuse(wait);
  }
  const { client } = createStoreApiSession(request);
  let captcha: Awaited<ReturnType<typeof loadCaptcha>>;
  try {
    captcha = await loadCaptcha(client);
  } catch (error) {
    if (isStoreApiError(error) && error.status === 429) return refuse(error.retryAfterSeconds ?? 60);
    throw toErrorResponse(error);
  }
  const secure = isSecureOrigin(request);
  return new Response(new Uint8Array(captcha.png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Set-Cookie': serializeCaptchaCookie(captcha.id, secure),
    },
  });
}
