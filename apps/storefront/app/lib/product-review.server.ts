import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { isShopwareId, isMaintenanceError, isStoreApiError, mapViolations, saveProductReview, type StoreApiClient } from '@gipfel/api';
import { rules, validateForm, type FormErrors, type FormMessage } from '@gipfel/forms';
import { reviewFormAnchor, reviewRules, type ProductReviewField } from '@gipfel/listing';
import { loginPathFor } from './account.server';
import { publicOrigin } from './origin.server';
import { withShop } from './shop-route.server';
import { isSameOrigin } from './store-proxy.server';

/** The review form of the product page (decision 0019): rules as Shopware's ProductReviewSaveRoute. */
export const reviewFormSchema = v.object({
  points: v.pipe(v.string(), rules.required(), rules.between(reviewRules.minPoints, reviewRules.maxPoints)),
  title: v.pipe(v.string(), rules.required(), rules.minLength(reviewRules.titleMinLength), rules.maxLength(reviewRules.titleMaxLength)),
  content: v.pipe(v.string(), rules.required(), rules.minLength(reviewRules.contentMinLength), rules.maxLength(reviewRules.contentMaxLength)),
});

export type ReviewResult =
  | { status: 'sent' }
  | { status: 'login' }
  | { status: 'invalid'; values: Partial<Record<ProductReviewField, string>>; errors: FormErrors }
  | { status: 'tooManyRequests'; values: Partial<Record<ProductReviewField, string>>; retryAfterSeconds: number }
  | { status: 'failed'; values: Partial<Record<ProductReviewField, string>> };

const fields: ProductReviewField[] = ['points', 'title', 'content'];

function keptValues(form: FormData): Partial<Record<ProductReviewField, string>> {
  const values: Partial<Record<ProductReviewField, string>> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 10_000);
  }
  return values;
}

/** Server violations (`/title`, `/content`, `/points`) as the form's field errors. */
function reviewViolations(errors: Parameters<typeof mapViolations>[0]): FormErrors {
  const result: FormErrors = {};
  for (const violation of mapViolations(errors)) {
    const field = fields.includes(violation.field as ProductReviewField) ? (violation.field as ProductReviewField) : 'form';
    if (field in result) continue;
    let message: FormMessage;
    if (violation.code === 'VIOLATION::TOO_SHORT_ERROR') {
      message = { key: 'validation.minLength', params: { min: Number(violation.parameters.limit ?? (field === 'title' ? reviewRules.titleMinLength : reviewRules.contentMinLength)) } };
    } else if (violation.code === 'VIOLATION::TOO_LONG_ERROR') {
      message = { key: 'validation.maxLength', params: { max: Number(violation.parameters.limit ?? reviewRules.titleMaxLength) } };
    } else if (field === 'points' && violation.code !== 'VIOLATION::IS_BLANK_ERROR') {
      message = { key: 'validation.between', params: { min: reviewRules.minPoints, max: reviewRules.maxPoints } };
    } else if (violation.code === 'VIOLATION::IS_BLANK_ERROR') {
      message = { key: 'validation.required' };
    } else {
      message = violation.messageKey ? { key: violation.messageKey } : { key: 'validation.invalid' };
    }
    result[field] = message;
  }
  return result;
}

/** Validates and sends one review; a visitor (403) is sent to the login, nothing typed is lost on a failure. */
export async function submitProductReview(client: StoreApiClient, form: FormData): Promise<ReviewResult> {
  const values = keptValues(form);
  const productId = String(form.get('productId') ?? '').toLowerCase();
  if (!isShopwareId(productId)) return { status: 'failed', values };
  const checked = validateForm(reviewFormSchema, form);
  if (!checked.success) return { status: 'invalid', values, errors: checked.errors };
  const { points, title, content } = checked.values;
  try {
    await saveProductReview(client, { productId, points: Number(points), title: title.trim(), content: content.trim() });
    return { status: 'sent' };
  } catch (error) {
    if (isMaintenanceError(error)) throw error;
    if (!isStoreApiError(error)) throw error;
    if (error.status === 403 || error.status === 401) return { status: 'login' };
    if (error.status === 400) return { status: 'invalid', values, errors: reviewViolations(error.errors) };
    if (error.status === 429) return { status: 'tooManyRequests', values, retryAfterSeconds: error.retryAfterSeconds ?? 60 };
    if (error.status >= 500 || error.status === 408 || error.status === 404) console.error(`[review] saving failed with ${error.status}`);
    return { status: 'failed', values };
  }
}

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

export type ProductPageActionData = { intent: 'unknown' } | { intent: 'review'; review: Exclude<ReviewResult, { status: 'sent' } | { status: 'login' }> };
