import type { ActionFunctionArgs } from '@remix-run/node';
import { parseConsent, serializeConsentCookie } from '../lib/session/consent';
import { isSecureOrigin, publicOrigin } from '../lib/server/origin.server';
import { safeRedirect } from '../lib/security/safe-redirect.server';
import { isSameOrigin } from '../lib/server/store-proxy.server';

/**
 * `POST /api/consent` (`consent=granted|denied`, `returnTo`): the consent banner without
 * JavaScript. Stores the answer in the consent cookie and goes back to the page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const origin = publicOrigin(request);
  if (!isSameOrigin(request, origin)) return new Response('Cross-origin requests are not accepted', { status: 403 });
  const form = await request.formData();
  const consent = parseConsent(form.get('consent'));
  const headers = new Headers();
  if (consent) headers.append('Set-Cookie', serializeConsentCookie(consent, isSecureOrigin(request)));
  return safeRedirect(form.get('returnTo'), request, { status: 303, headers });
}
