import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadCaptcha } from '@gipfel/forms';
import { serializeCaptchaCookie } from '../lib/security/captcha-cookie.server';
import { isSecureOrigin } from '../lib/server/origin.server';
import { createStoreApiSession, toErrorResponse } from '../lib/server/store-api.server';

/**
 * `GET /api/captcha`: a new captcha image for the service forms. The browser never talks to the
 * Store API: this route fetches the captcha, answers with its PNG and keeps the id in a short,
 * httpOnly cookie that the form's action sends on with the typed value.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { client } = createStoreApiSession(request);
  const captcha = await loadCaptcha(client).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
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
