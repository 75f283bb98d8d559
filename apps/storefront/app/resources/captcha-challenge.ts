import type { LoaderFunctionArgs } from '@remix-run/node';
import { isStoreApiError } from '@gipfel/api';
import { loadCaptchaChallenge } from '@gipfel/forms';
import { readCaptchaId } from '../lib/security/captcha-cookie.server';
import { createStoreApiSession, toErrorResponse } from '../lib/server/store-api.server';

/**
 * `GET /api/captcha/challenge`: the proof-of-work challenge of the captcha image this browser was
 * shown last (its id is the httpOnly captcha cookie), as JSON for the service form's script
 * (decision 0048). Without a captcha, or for one that has expired: 400, and the form is sent
 * without a proof.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // Cache-Control comes from the one cache policy (decision 0049).
  const headers = { 'X-Content-Type-Options': 'nosniff' };
  const captchaId = readCaptchaId(request);
  if (!captchaId) return Response.json({ errors: [{ status: '400', code: 'STOREFRONT__NO_CAPTCHA' }] }, { status: 400, headers });
  const { client } = createStoreApiSession(request);
  try {
    return Response.json(await loadCaptchaChallenge(client, captchaId), { headers });
  } catch (error) {
    if (isStoreApiError(error) && error.status === 400) return Response.json({ errors: [{ status: '400', code: 'STOREFRONT__NO_CAPTCHA' }] }, { status: 400, headers });
    throw toErrorResponse(error);
  }
}
