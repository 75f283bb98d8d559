import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { reviewFormAnchor, submitProductReview, type ProductReviewResult } from '@gipfel/listing';
import { loginPathFor } from '../../lib/session/account.server';
import { publicOrigin } from '../../lib/server/origin.server';
import { withShop } from '../../lib/server/shop-route.server';
import { isSameOrigin } from '../../lib/server/store-proxy.server';

/**
 * The product page's POST (catch-all route): `intent=review`. Post/redirect/get: a sent review
 * goes back to the page with `?review=sent`, a visitor to the login with the page as return path;
 * a failed one answers 400/429 with what was typed.
 */
export const productPageAction = withShop(async ({ client, language, headers }, { request }: ActionFunctionArgs) => {
  const url = new URL(request.url);
  if (!isSameOrigin(request, publicOrigin(request))) throw new Response('Cross-origin requests are not accepted', { status: 403 });
  const form = await request.formData();
  if (form.get('intent') !== 'review') return data({ intent: 'unknown' as const }, { status: 400 });
  const result = await submitProductReview(client, form);
  if (result.status === 'sent') return redirect(`${url.pathname}?review=sent#${reviewFormAnchor}`, 303);
  if (result.status === 'login') return redirect(loginPathFor(new Request(new URL(url.pathname, url.origin)), language), 303);
  if (result.status === 'tooManyRequests') headers.set('Retry-After', String(result.retryAfterSeconds));
  const status = result.status === 'invalid' ? 400 : result.status === 'tooManyRequests' ? 429 : 502;
  return data({ intent: 'review' as const, review: result }, { status });
});

export type ProductPageActionData = { intent: 'unknown' } | { intent: 'review'; review: Exclude<ProductReviewResult, { status: 'sent' } | { status: 'login' }> };
