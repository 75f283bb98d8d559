import { invoke, type OperationResponse, type StoreApiClient } from './client';
import type { operations } from './types';

type Body<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never;

export type NewsletterSubscribeInput = Body<'subscribeToNewsletter post /newsletter/subscribe'>;
export type NewsletterConfirmInput = Body<'confirmNewsletter post /newsletter/confirm'>;
export type ContactFormInput = Body<'sendContactMail post /contact-form'>;

/** `POST /newsletter/subscribe` (`option: 'subscribe'`, `storefrontUrl` for the opt-in link). */
export function subscribeNewsletter(client: StoreApiClient, input: NewsletterSubscribeInput): Promise<OperationResponse<'subscribeToNewsletter post /newsletter/subscribe'>> {
  return invoke(client, 'subscribeToNewsletter post /newsletter/subscribe', { body: input });
}

/** `POST /newsletter/confirm` with `em` and `hash` from the double opt-in link. */
export function confirmNewsletter(client: StoreApiClient, input: NewsletterConfirmInput): Promise<OperationResponse<'confirmNewsletter post /newsletter/confirm'>> {
  return invoke(client, 'confirmNewsletter post /newsletter/confirm', { body: input });
}

/** `POST /newsletter/unsubscribe`. */
export function unsubscribeNewsletter(client: StoreApiClient, input: { email: string }): Promise<OperationResponse<'unsubscribeToNewsletter post /newsletter/unsubscribe'>> {
  return invoke(client, 'unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email: input.email } });
}

/** `POST /contact-form`: sends the contact mail. */
export function sendContactForm(client: StoreApiClient, input: ContactFormInput): Promise<OperationResponse<'sendContactMail post /contact-form'>> {
  return invoke(client, 'sendContactMail post /contact-form', { body: input });
}
