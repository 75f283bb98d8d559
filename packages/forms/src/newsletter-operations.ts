import * as v from 'valibot';
import { confirmNewsletter, isStoreApiError, subscribeNewsletter, type StoreApiClient } from '@gipfel/api';
import { rules } from './rules';
import { validateForm, type FormErrors } from './validate-form';

const subscribeSchema = v.object({ email: v.pipe(v.string(), rules.required(), rules.maxLength(254), rules.email()) });

/** What became of a newsletter signup; `email` is what to show in the form again. */
export type NewsletterSubscribeResult =
  | { status: 'sent'; email: string }
  | { status: 'invalid'; email: string; errors: FormErrors }
  | { status: 'failed'; email: string };

/**
 * Newsletter signup with double opt-in from a posted form (`email`): the Store API mails
 * a confirmation link to `{storefrontUrl}/newsletter-subscribe?em=…&hash=…`. A bad address gets
 * the translated form message and the typed value back; a 5xx is thrown.
 */
export async function subscribeToNewsletter(client: StoreApiClient, form: FormData, storefrontUrl: string): Promise<NewsletterSubscribeResult> {
  const typed = String(form.get('email') ?? '').slice(0, 300);
  const result = validateForm(subscribeSchema, form);
  if (!result.success) return { status: 'invalid', email: typed, errors: result.errors };
  const email = result.values.email.trim();
  try {
    await subscribeNewsletter(client, { email, option: 'subscribe', storefrontUrl });
    return { status: 'sent', email };
  } catch (error) {
    if (isStoreApiError(error) && error.status === 400) {
      return { status: 'invalid', email: typed, errors: { email: { key: 'validation.email', params: {} } } };
    }
    if (isStoreApiError(error) && error.status < 500) return { status: 'failed', email: typed };
    throw error;
  }
}

/** Confirms a subscription from the link of the mail (`em`, `hash`); false for an unknown or changed link. */
export async function confirmNewsletterLink(client: StoreApiClient, em: string, hash: string): Promise<boolean> {
  if (!/^[0-9a-f]{40}$/i.test(em) || !/^[0-9a-zA-Z]{1,128}$/.test(hash)) return false;
  try {
    await confirmNewsletter(client, { em, hash });
    return true;
  } catch (error) {
    if (isStoreApiError(error) && error.status < 500) return false;
    throw error;
  }
}
