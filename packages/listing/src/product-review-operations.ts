import * as v from 'valibot';
import { isMaintenanceError, isShopwareId, isStoreApiError, mapViolations, saveProductReview, type ShopwareErrorObject, type StoreApiClient } from '@gipfel/api';
import { rules, validateForm, type FormErrors, type FormMessage } from '@gipfel/forms';
import { reviewRules, type ProductReviewField } from './product-review-form';

/** The review form of the product page (decision 0019): rules as Shopware's ProductReviewSaveRoute. */
export const reviewFormSchema = v.object({
  points: v.pipe(v.string(), rules.required(), rules.between(reviewRules.minPoints, reviewRules.maxPoints)),
  title: v.pipe(v.string(), rules.required(), rules.minLength(reviewRules.titleMinLength), rules.maxLength(reviewRules.titleMaxLength)),
  content: v.pipe(v.string(), rules.required(), rules.minLength(reviewRules.contentMinLength), rules.maxLength(reviewRules.contentMaxLength)),
});

export type ProductReviewValues = Partial<Record<ProductReviewField, string>>;

/** What became of a posted review; every failure keeps what was typed. */
export type ProductReviewResult =
  | { status: 'sent' }
  | { status: 'login' }
  | { status: 'invalid'; values: ProductReviewValues; errors: FormErrors }
  | { status: 'tooManyRequests'; values: ProductReviewValues; retryAfterSeconds: number }
  | { status: 'failed'; values: ProductReviewValues };

const fields: ProductReviewField[] = ['points', 'title', 'content'];

function keptValues(form: FormData): ProductReviewValues {
  const values: ProductReviewValues = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 10_000);
  }
  return values;
}

/** Server violations (`/title`, `/content`, `/points`) as the form's field errors. */
export function reviewViolations(errors: ShopwareErrorObject[]): FormErrors {
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

/**
 * Validates and sends one review of the posted form (`productId`, `points`, `title`, `content`).
 * A visitor (401/403) comes back as `login`; maintenance and network failures are thrown, any other
 * Store API answer comes back as a result that keeps what was typed.
 */
export async function submitProductReview(client: StoreApiClient, form: FormData): Promise<ProductReviewResult> {
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
    if (isMaintenanceError(error) || !isStoreApiError(error)) throw error;
    if (error.status === 403 || error.status === 401) return { status: 'login' };
    if (error.status === 400) return { status: 'invalid', values, errors: reviewViolations(error.errors) };
    if (error.status === 429) return { status: 'tooManyRequests', values, retryAfterSeconds: error.retryAfterSeconds ?? 60 };
    if (error.status >= 500 || error.status === 408 || error.status === 404) console.error(`[review] saving failed with ${error.status}`);
    return { status: 'failed', values };
  }
}
