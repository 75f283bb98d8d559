import { isStoreApiError, mapViolations, readSalutations, sendContactForm, type ContactFormInput, type ShopwareErrorObject, type StoreApiClient } from '@gipfel/api';
import type { FormMessage } from './form-message';
import { serviceFormFields, serviceFormSchema, serviceFormUpload, splitItemNumbers, type ServiceFormField, type ServiceFormKind } from './service-form-schema';
import { formErrorKey, validateForm, type FormErrors, type SubmittedValues } from './validate-form';

// The contact, repair request, return and warranty forms over a Store API client (decisions 0010,
// 0014): checked with the form's validation rules, then sent as one `POST /contact-form` with `formType`,
// the photo as base64, once the captcha the browser was shown is checked. Server violations come back onto the
// fields; a 429 says how long to wait. Usable in a server action and in a browser.

// --- captcha ------------------------------------------------------------------------------------

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const captchaIdPattern = /^[A-Za-z0-9]{1,64}$/;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading megabytes into one call overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * A new image captcha (`GET /basic-captcha`): its id and its image, a PNG (nothing else is passed
 * on, so no SVG or URL reaches the page). The host keeps the id for the form's submission.
 */
export async function loadCaptcha(client: StoreApiClient): Promise<{ id: string; png: Uint8Array<ArrayBuffer> }> {
  const captcha = await client.request<{ id?: string; image?: string }>('GET', '/basic-captcha');
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(captcha.image ?? '');
  const png = match ? fromBase64(match[1]!) : undefined;
  if (!png || !pngSignature.every((byte, index) => png[index] === byte) || !captchaIdPattern.test(captcha.id ?? '')) {
    throw new Error('The Store API sent no usable captcha');
  }
  return { id: captcha.id!, png };
}

/** The proof-of-work challenge of one image captcha (ALTCHA's SHA-256 format; decision 0048). */
export interface CaptchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const hexPattern = /^[0-9a-f]{64}$/;

/**
 * The proof-of-work challenge of the image captcha `captchaId` (`POST /basic-captcha/challenge`):
 * a browser with JavaScript solves it (see `solveCaptchaChallenge`) and posts the result as
 * `captchaProof` with its answer. Only the fields of the challenge are passed on.
 */
export async function loadCaptchaChallenge(client: StoreApiClient, captchaId: string): Promise<CaptchaChallenge> {
  const answer = await client.request<Partial<CaptchaChallenge>>('POST', '/basic-captcha/challenge', { body: { captchaId } });
  const { algorithm, challenge, maxnumber, salt, signature } = answer;
  if (
    algorithm !== 'SHA-256' ||
    !hexPattern.test(challenge ?? '') ||
    !hexPattern.test(signature ?? '') ||
    typeof salt !== 'string' ||
    salt.length > 200 ||
    !Number.isSafeInteger(maxnumber) ||
    maxnumber! <= 0
  ) {
    throw new Error('The Store API sent no usable captcha challenge');
  }
  return { algorithm, challenge: challenge!, maxnumber: maxnumber!, salt, signature: signature! };
}

/**
 * Checks the shopper's answer to the image captcha (`POST /basic-captcha/validate`, the local Store
 * API's captcha service; single use, right or wrong), with the proof of work when the browser
 * solved one. A wrong, expired or missing answer is thrown as the Store API's 400 violation on
 * `/captchaValue`, a bad proof on `/captchaProof`; without a proof only a few answers per client
 * and hour pass (429, decision 0048). Shopware's own contact form route takes no captcha: the
 * storefront checks it, here, before the form is sent.
 */
export async function checkCaptcha(client: StoreApiClient, captchaId: string | undefined, captchaValue: string, captchaProof?: string): Promise<void> {
  await client.request('POST', '/basic-captcha/validate', { body: { ...(captchaId ? { captchaId } : {}), captchaValue, ...(captchaProof ? { captchaProof } : {}) } });
}

// --- salutations ----------------------------------------------------------------------------------

const salutationCache = new Map<string, { expires: number; ids: Record<string, string> }>();

/** Salutation ids by key (`mr`, `mrs`, `not_specified`); the same for everyone, kept a few minutes per shop. */
export async function loadSalutationIds(client: StoreApiClient): Promise<Record<string, string>> {
  const cached = salutationCache.get(client.endpoint);
  if (cached && cached.expires > Date.now()) return cached.ids;
  const result = await readSalutations(client);
  const ids = Object.fromEntries((result.elements ?? []).map((salutation) => [salutation.salutationKey, salutation.id]));
  salutationCache.set(client.endpoint, { expires: Date.now() + 5 * 60 * 1000, ids });
  return ids;
}

/** For tests: forget the salutations read. */
export function resetSalutationCache(): void {
  salutationCache.clear();
}

// --- submit -----------------------------------------------------------------------------------------

export type ServiceFormResult =
  | { status: 'sent' }
  | { status: 'invalid'; values: SubmittedValues; errors: FormErrors; fileNotKept: boolean }
  /** `withoutScript`: the small budget of answers without the proof of work is used up (decision 0048). */
  | { status: 'tooManyRequests'; values: SubmittedValues; retryAfterSeconds: number; fileNotKept: boolean; withoutScript?: boolean }
  | { status: 'newCaptcha'; values: SubmittedValues; fileNotKept: boolean }
  /** The captcha widget's check could not be made (its service unreachable): try again. */
  | { status: 'failed'; values: SubmittedValues; fileNotKept: boolean };

/** What the captcha widget's check (e.g. Google's siteverify) says of a token. */
export type CaptchaVerdict = 'passed' | 'refused' | 'unavailable';

export interface ServiceFormSubmission {
  kind: ServiceFormKind;
  form: FormData;
  /** The image captcha last shown to this browser (the host keeps it, e.g. in a cookie); a posted `captchaId` wins. */
  captchaId?: string;
  /**
   * With the captcha widget (decision 0022) instead of the image captcha: checks the posted token
   * (`_grecaptcha_v3`) before anything reaches the Store API. The host holds the secret key.
   */
  verifyWidgetToken?: (token: string) => Promise<CaptchaVerdict>;
}

/** Never sent back into the form: the captcha is single use, the bot trap stays empty. */
const notKept = new Set(['captchaValue', 'captchaId', 'captchaProof', '_grecaptcha_v3', 'website', 'photo', 'intent', 'formType']);

function chosenFile(value: FormDataEntryValue | null): File | undefined {
  return typeof value === 'object' && value !== null && (value.size > 0 || value.name !== '') ? value : undefined;
}

function keptValues(form: FormData): SubmittedValues {
  const values: SubmittedValues = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || notKept.has(name)) continue;
    values[name] = value.slice(0, 5000);
  }
  return values;
}

const number = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : Number(value.trim().replace(',', '.')));
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The `POST /contact-form` body of a valid form (the photo and the captcha are added by the caller). */
export function contactFormBody(
  kind: ServiceFormKind,
  values: Partial<Record<ServiceFormField, string>>,
  salutationId: string | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = { formType: kind, salutationId };
  for (const field of new Set(serviceFormFields(kind))) {
    const value = values[field];
    switch (field) {
      case 'salutation':
      case 'photo':
        break;
      case 'itemNumbers': {
        const items = splitItemNumbers(value);
        if (items.length > 0) body.itemNumbers = items;
        break;
      }
      case 'itemPrice':
      case 'quantity':
        if (number(value) !== undefined) body[field] = number(value);
        break;
      case 'proofOfPurchase':
      case 'returnLabelRequested':
        body[field] = value !== undefined && value !== '';
        break;
      default:
        if (text(value) !== undefined) body[field] = text(value);
    }
  }
  return body;
}

/** Where each server pointer is shown in the form. */
function formFieldOf(kind: ServiceFormKind, field: string | undefined): string {
  if (!field) return formErrorKey;
  if (field === 'salutationId') return 'salutation';
  if (field === 'captchaValue' || field === 'captchaId' || field === 'captchaProof') return 'captchaValue';
  if (field === 'photos' || field.startsWith('photos.')) return 'photo';
  return (serviceFormFields(kind) as string[]).includes(field) ? field : formErrorKey;
}

/** Store API violations of a service form as its form errors (first per field), with the translated form messages. */
export function mapServiceFormViolations(kind: ServiceFormKind, errors: readonly ShopwareErrorObject[]): FormErrors {
  const result: FormErrors = {};
  for (const violation of mapViolations(errors)) {
    const field = formFieldOf(kind, violation.field);
    if (field in result) continue;
    let message: FormMessage;
    const code = violation.code ?? '';
    if (code === 'VIOLATION::CAPTCHA_INVALID') message = { key: 'validation.captcha' };
    else if (code === 'VIOLATION::CAPTCHA_PROOF_INVALID') message = { key: 'validation.captchaProof' };
    else if (code === 'VIOLATION::MIMETYPE_ERROR') message = { key: 'validation.fileType', params: { types: serviceFormUpload.typeNames.join(', ') } };
    else if (code === 'VIOLATION::TOO_LARGE_ERROR') message = { key: 'validation.fileSize', params: { maxMB: Number(violation.parameters.limit ?? serviceFormUpload.maxMB) } };
    else if (code === 'VIOLATION::TOO_LONG_ERROR') message = { key: 'validation.maxLength', params: { max: Number(violation.parameters.limit ?? 255) } };
    else if (field === 'captchaValue' && violation.messageKey === 'violation.blank') message = { key: 'validation.required' };
    else if (violation.messageKey) message = { key: violation.messageKey };
    else message = { key: 'validation.invalid' };
    result[field] = message;
  }
  return result;
}

/**
 * Submits one POST of a service form: `intent=newCaptcha` only shows the form again; a filled bot
 * trap is answered like a success without sending anything. Answers about the input come back as
 * results; faults of the shop (5xx, network) are thrown.
 */
export async function submitServiceForm(client: StoreApiClient, { kind, form, captchaId, verifyWidgetToken }: ServiceFormSubmission): Promise<ServiceFormResult> {
  const values = keptValues(form);
  const photo = chosenFile(form.get('photo'));
  const fileNotKept = photo !== undefined;
  if (form.get('intent') === 'newCaptcha') return { status: 'newCaptcha', values, fileNotKept };
  if (String(form.get('website') ?? '') !== '') return { status: 'sent' };

  const checked = validateForm(serviceFormSchema(kind, verifyWidgetToken ? 'widget' : 'image'), form);
  if (!checked.success) return { status: 'invalid', values, errors: checked.errors, fileNotKept };
  const valid = checked.values as Partial<Record<ServiceFormField | 'captchaValue' | '_grecaptcha_v3', string>>;
  if (verifyWidgetToken) {
    const verdict = await verifyWidgetToken(valid._grecaptcha_v3 ?? '');
    if (verdict === 'unavailable') return { status: 'failed', values, fileNotKept };
    if (verdict === 'refused') return { status: 'invalid', values, errors: { _grecaptcha_v3: { key: 'validation.captcha' } }, fileNotKept };
  }

  try {
    // The image captcha is checked (and used up) before anything is sent: the contact form route
    // itself takes no captcha (as Shopware's ContactFormRoute). A wrong answer comes back as the
    // Store API's violation on `/captchaValue`, with the other fields' errors of the form kept.
    if (!verifyWidgetToken) {
      const proof = form.get('captchaProof');
      await checkCaptcha(client, String(form.get('captchaId') ?? '') || captchaId, valid.captchaValue ?? '', typeof proof === 'string' ? proof.slice(0, 1000) : undefined);
    }
    const salutationIds = await loadSalutationIds(client);
    const body = contactFormBody(kind, valid, salutationIds[valid.salutation ?? '']);
    if (photo && (serviceFormFields(kind) as string[]).includes('photo')) {
      body.photos = [{ fileName: photo.name, mimeType: photo.type, content: toBase64(new Uint8Array(await photo.arrayBuffer())) }];
    }
    // Our fields (formType, photos) go beyond Shopware's schema of the route.
    await sendContactForm(client, body as ContactFormInput);
    return { status: 'sent' };
  } catch (error) {
    if (isStoreApiError(error) && error.status === 400) {
      return { status: 'invalid', values, errors: mapServiceFormViolations(kind, error.errors), fileNotKept };
    }
    if (isStoreApiError(error) && error.status === 429) {
      const withoutScript = error.errors.some((entry) => entry.code === 'GIPFEL__CAPTCHA_WITHOUT_PROOF_THROTTLED');
      return { status: 'tooManyRequests', values, retryAfterSeconds: error.retryAfterSeconds ?? 60, fileNotKept, ...(withoutScript ? { withoutScript } : {}) };
    }
    throw error;
  }
}
