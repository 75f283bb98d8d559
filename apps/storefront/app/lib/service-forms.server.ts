import { isStoreApiError, mapViolations, readSalutations, sendContactForm, type StoreApiClient } from '@gipfel/api';
import {
  formErrorKey,
  serviceFormFields,
  serviceFormSchema,
  serviceFormUpload,
  splitItemNumbers,
  validateForm,
  type FormErrors,
  type FormMessage,
  type ServiceFormField,
  type ServiceFormKind,
  type SubmittedValues,
} from '@gipfel/forms';
import { verifyCaptchaToken, type CaptchaWidgetServerConfig } from './captcha-widget.server';

/**
 * The contact, repair request, return and warranty forms (decision 0010 and 0014): the shopper's
 * form is checked with the rules of spec §5, then sent as one `POST /contact-form` with
 * `formType`, the photo as base64 and the captcha the browser was shown. Server violations come
 * back onto the fields; a 429 says how long to wait.
 */

export { serviceFormKindOf, serviceFormPaths } from './service-form-paths';

// --- captcha ------------------------------------------------------------------------------------

export const captchaCookieName = 'gipfel_captcha';
const captchaMaxAge = 10 * 60;

export function serializeCaptchaCookie(id: string, secure: boolean): string {
  return `${captchaCookieName}=${id}; Max-Age=${captchaMaxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearCaptchaCookie(secure: boolean): string {
  return `${captchaCookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The id of the captcha last shown to this browser (set by the image route). */
export function readCaptchaId(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === captchaCookieName && value && /^[A-Za-z0-9]{1,64}$/.test(value)) return value;
  }
  return undefined;
}

interface CaptchaAnswer {
  id: string;
  image: string;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A new captcha from the Store API: its id and its image, a PNG (nothing else is passed on). */
export async function loadCaptcha(client: StoreApiClient): Promise<{ id: string; png: Buffer }> {
  const captcha = await client.request<CaptchaAnswer>('GET', '/basic-captcha');
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(captcha.image ?? '');
  const png = match ? Buffer.from(match[1]!, 'base64') : undefined;
  if (!png || !png.subarray(0, 8).equals(pngSignature) || !/^[A-Za-z0-9]{1,64}$/.test(captcha.id ?? '')) {
    throw new Error('The Store API sent no usable captcha');
  }
  return { id: captcha.id, png };
}

// --- salutations ----------------------------------------------------------------------------------

let salutationCache: { expires: number; ids: Record<string, string> } | undefined;

/** Salutation ids by key (`mr`, `mrs`, `not_specified`); the same for everyone, kept a few minutes. */
export async function loadSalutationIds(client: StoreApiClient): Promise<Record<string, string>> {
  if (salutationCache && salutationCache.expires > Date.now()) return salutationCache.ids;
  const result = await readSalutations(client);
  const ids = Object.fromEntries((result.elements ?? []).map((salutation) => [salutation.salutationKey, salutation.id]));
  salutationCache = { expires: Date.now() + 5 * 60 * 1000, ids };
  return ids;
}

export function resetSalutationCache(): void {
  salutationCache = undefined;
}

// --- submit -----------------------------------------------------------------------------------------

export type ServiceFormResult =
  | { status: 'sent' }
  | { status: 'invalid'; values: SubmittedValues; errors: FormErrors; fileNotKept: boolean }
  | { status: 'tooManyRequests'; values: SubmittedValues; retryAfterSeconds: number; fileNotKept: boolean }
  | { status: 'newCaptcha'; values: SubmittedValues; fileNotKept: boolean }
  /** The captcha widget's check could not be made (Google unreachable): try again. */
  | { status: 'failed'; values: SubmittedValues; fileNotKept: boolean };

/** With the captcha widget (decision 0022): how its token is checked. */
export interface CaptchaWidgetCheck {
  server: CaptchaWidgetServerConfig;
  remoteIp?: string;
  verify?: typeof verifyCaptchaToken;
}

/** Never sent back into the form: the captcha is single use, the bot trap stays empty. */
const notKept = new Set(['captchaValue', 'captchaId', '_grecaptcha_v3', 'website', 'photo', 'intent', 'formType']);

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

/** The `POST /contact-form` body of a valid form (the photo is added by the caller). */
export function contactFormBody(
  kind: ServiceFormKind,
  values: Partial<Record<ServiceFormField, string>>,
  salutationId: string | undefined,
): Record<string, unknown> {
  const fields = new Set(serviceFormFields(kind));
  const body: Record<string, unknown> = { formType: kind, salutationId };
  for (const field of fields) {
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
  if (field === 'captchaValue' || field === 'captchaId') return 'captchaValue';
  if (field === 'photos' || field.startsWith('photos.')) return 'photo';
  return (serviceFormFields(kind) as string[]).includes(field) ? field : formErrorKey;
}

/** Server violations as form errors (first per field), with the messages of spec §5. */
export function mapServiceFormViolations(kind: ServiceFormKind, errors: Parameters<typeof mapViolations>[0]): FormErrors {
  const result: FormErrors = {};
  for (const violation of mapViolations(errors)) {
    const field = formFieldOf(kind, violation.field);
    if (field in result) continue;
    let message: FormMessage;
    const code = violation.code ?? '';
    if (code === 'VIOLATION::CAPTCHA_INVALID') message = { key: 'validation.captcha' };
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
 * Handles one POST of a service form: `intent=newCaptcha` only shows the form again; a filled
 * bot trap is answered like a success without sending anything.
 */
export async function submitServiceForm(
  client: StoreApiClient,
  kind: ServiceFormKind,
  form: FormData,
  captchaId: string | undefined,
  widget?: CaptchaWidgetCheck | null,
): Promise<ServiceFormResult> {
  const values = keptValues(form);
  const photo = chosenFile(form.get('photo'));
  const fileNotKept = photo !== undefined;
  if (form.get('intent') === 'newCaptcha') return { status: 'newCaptcha', values, fileNotKept };
  if (String(form.get('website') ?? '') !== '') return { status: 'sent' };

  const checked = validateForm(serviceFormSchema(kind, widget ? 'widget' : 'image'), form);
  if (!checked.success) return { status: 'invalid', values, errors: checked.errors, fileNotKept };
  const valid = checked.values as Partial<Record<ServiceFormField | 'captchaValue' | '_grecaptcha_v3', string>>;
  if (widget) {
    // The widget's token is checked here, before anything reaches the Store API.
    const verdict = await (widget.verify ?? verifyCaptchaToken)(widget.server, valid._grecaptcha_v3 ?? '', widget.remoteIp);
    if (verdict === 'unavailable') return { status: 'failed', values, fileNotKept };
    if (verdict === 'refused') return { status: 'invalid', values, errors: { _grecaptcha_v3: { key: 'validation.captcha' } }, fileNotKept };
  }

  try {
    const salutationIds = await loadSalutationIds(client);
    const body = contactFormBody(kind, valid, salutationIds[valid.salutation ?? '']);
    if (photo && (serviceFormFields(kind) as string[]).includes('photo')) {
      body.photos = [{ fileName: photo.name, mimeType: photo.type, content: Buffer.from(await photo.arrayBuffer()).toString('base64') }];
    }
    if (!widget) {
      body.captchaId = String(form.get('captchaId') ?? '') || captchaId;
      body.captchaValue = valid.captchaValue;
    }
    await sendContactForm(client, body as never);
    return { status: 'sent' };
  } catch (error) {
    if (isStoreApiError(error) && error.status === 400) {
      return { status: 'invalid', values, errors: mapServiceFormViolations(kind, error.errors), fileNotKept };
    }
    if (isStoreApiError(error) && error.status === 429) {
      return { status: 'tooManyRequests', values, retryAfterSeconds: error.retryAfterSeconds ?? 60, fileNotKept };
    }
    throw error;
  }
}
