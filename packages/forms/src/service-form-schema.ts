import * as v from 'valibot';
import { encodeFormMessage } from './form-message';
import { rules } from './rules';

/** The four service forms: one component and one Store API call (`POST /contact-form`, `formType`). */
export const serviceFormKinds = ['contact', 'repair', 'return', 'warranty'] as const;
export type ServiceFormKind = (typeof serviceFormKinds)[number];

export function isServiceFormKind(value: unknown): value is ServiceFormKind {
  return typeof value === 'string' && (serviceFormKinds as readonly string[]).includes(value);
}

/** Shopware's salutation keys; the host turns the chosen key into the salutation id. */
export const serviceFormSalutations = ['mr', 'mrs', 'not_specified'] as const;
export type ServiceFormSalutation = (typeof serviceFormSalutations)[number];

/** Photo upload: the types the Store API takes, and its size limit. */
export const serviceFormUpload = {
  accept: ['image/jpeg', 'image/png', 'image/webp'] as const,
  /** Shown to the shopper. */
  typeNames: ['JPG', 'PNG', 'WebP'] as const,
  maxMB: 5,
} as const;

export type ServiceFormSection = 'person' | 'business' | 'address' | 'purchase' | 'item' | 'problem' | 'message';

export type ServiceFormField =
  | 'salutation'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'customerNumber'
  | 'company'
  | 'businessType'
  | 'address'
  | 'postcode'
  | 'orderNumber'
  | 'invoiceNumber'
  | 'proofOfPurchase'
  | 'itemName'
  | 'itemNumbers'
  | 'itemDescription'
  | 'itemPrice'
  | 'quantity'
  | 'returnLabelRequested'
  | 'problemDescription'
  | 'photo'
  | 'subject'
  | 'comment';

const person: ServiceFormField[] = ['salutation', 'firstName', 'lastName', 'email', 'phone'];
const business: ServiceFormField[] = ['company', 'businessType'];
const address: ServiceFormField[] = ['address', 'postcode'];
const message: ServiceFormField[] = ['subject', 'comment'];

/** Which fields each form shows, by section, in order. */
export const serviceFormLayout: Record<ServiceFormKind, ReadonlyArray<readonly [ServiceFormSection, readonly ServiceFormField[]]>> = {
  contact: [
    ['person', person],
    ['business', business],
    ['message', message],
  ],
  repair: [
    ['person', [...person, 'customerNumber']],
    ['business', business],
    ['address', address],
    ['purchase', ['invoiceNumber', 'proofOfPurchase']],
    ['item', ['itemName', 'itemNumbers', 'itemDescription']],
    ['problem', ['problemDescription', 'photo']],
    ['message', message],
  ],
  return: [
    ['person', [...person, 'customerNumber']],
    ['business', business],
    ['address', address],
    ['purchase', ['orderNumber', 'invoiceNumber']],
    ['item', ['itemNumbers', 'itemName', 'quantity', 'returnLabelRequested']],
    ['message', message],
  ],
  warranty: [
    ['person', [...person, 'customerNumber']],
    ['business', business],
    ['address', address],
    ['purchase', ['invoiceNumber', 'itemPrice', 'proofOfPurchase']],
    ['item', ['itemName', 'itemNumbers', 'itemDescription']],
    ['problem', ['problemDescription', 'photo']],
    ['message', message],
  ],
};

const always: ServiceFormField[] = ['salutation', 'firstName', 'lastName', 'email', 'subject', 'comment'];

/** Required fields per form (the Store API requires the same, see decision 0010). */
export const serviceFormRequired: Record<ServiceFormKind, readonly ServiceFormField[]> = {
  contact: always,
  repair: [...always, 'itemName', 'problemDescription'],
  return: [...always, 'orderNumber', 'itemNumbers'],
  warranty: [...always, 'invoiceNumber', 'itemName', 'problemDescription', 'proofOfPurchase'],
};

/** The fields a form shows, in order. */
export function serviceFormFields(kind: ServiceFormKind): ServiceFormField[] {
  return serviceFormLayout[kind].flatMap(([, fields]) => fields);
}

const invalid = encodeFormMessage('validation.invalid');
const referencePattern = /^[A-Za-z0-9._/-]+$/;

const text = (max: number) => v.optional(v.pipe(v.string(), rules.maxLength(max)));
const required = (max: number) => v.pipe(v.string(), rules.required(), rules.maxLength(max));
const reference = () => v.optional(v.pipe(v.string(), rules.maxLength(50), v.check((value) => value.trim() === '' || referencePattern.test(value.trim()), invalid)));
const checkbox = v.optional(v.picklist(['on', 'true', '1']));

type FileInput = File | Blob | undefined;
const fieldSchemas = {
  salutation: v.optional(v.string()),
  firstName: text(255),
  lastName: text(255),
  email: v.optional(v.pipe(v.string(), rules.maxLength(254), rules.email())),
  phone: v.optional(v.pipe(v.string(), rules.maxLength(30), v.check((value) => value.trim() === '' || /^\+?[0-9 ()/.-]{5,30}$/.test(value.trim()), invalid))),
  customerNumber: reference(),
  company: text(255),
  businessType: text(100),
  address: text(255),
  postcode: v.optional(v.pipe(v.string(), rules.maxLength(10), v.check((value) => value.trim() === '' || /^[A-Za-z0-9 -]{3,10}$/.test(value.trim()), invalid))),
  orderNumber: reference(),
  invoiceNumber: reference(),
  proofOfPurchase: checkbox,
  itemName: text(255),
  itemNumbers: text(1000),
  itemDescription: text(2000),
  itemPrice: v.optional(v.pipe(v.string(), rules.decimal(), rules.minValue(0))),
  quantity: v.optional(v.pipe(v.string(), rules.integer(), rules.minValue(1))),
  returnLabelRequested: checkbox,
  problemDescription: text(5000),
  photo: v.optional(
    v.pipe(
      v.custom<FileInput>((value) => value === undefined || (typeof value === 'object' && value !== null && 'size' in value), invalid),
      // The "allowed file types" rule, naming the types as the shopper knows them.
      v.check<FileInput, string>(
        (value) => !value || (value.size === 0 && !('name' in value && value.name)) || (serviceFormUpload.accept as readonly string[]).includes(value.type),
        encodeFormMessage('validation.fileType', { types: serviceFormUpload.typeNames.join(', ') }),
      ),
      rules.fileSize<FileInput>(serviceFormUpload.maxMB),
    ),
  ),
  subject: text(255),
  comment: text(5000),
} satisfies Record<ServiceFormField, v.GenericSchema>;

/**
 * The valibot schema of one form: its fields with their validation rules, required ones marked.
 * With the image captcha (the default) `captchaValue` is required and the Store API checks it;
 * with the third-party widget its token (`_grecaptcha_v3`) is required instead (a browser without
 * JavaScript gets no token and is told the captcha does not match) and the host checks it.
 */
export function serviceFormSchema(kind: ServiceFormKind, captcha: 'image' | 'widget' = 'image') {
  const needed = new Set(serviceFormRequired[kind]);
  const entries: Record<string, v.GenericSchema> = {};
  for (const field of serviceFormFields(kind)) {
    const schema: v.GenericSchema = fieldSchemas[field];
    if (!needed.has(field)) {
      entries[field] = schema;
    } else if (field === 'proofOfPurchase') {
      entries[field] = v.pipe(v.optional(v.string(), ''), rules.required());
    } else if (field === 'salutation') {
      entries[field] = v.pipe(v.optional(v.string(), ''), rules.required(), v.picklist(serviceFormSalutations, invalid));
    } else {
      const max = field === 'comment' || field === 'problemDescription' ? 5000 : field === 'itemNumbers' ? 1000 : 255;
      entries[field] = v.pipe(v.optional(v.string(), ''), rules.required(), v.check((value: string) => Array.from(value).length <= max, encodeFormMessage('validation.maxLength', { max })));
      if (field === 'email') entries[field] = v.pipe(v.optional(v.string(), ''), rules.required(), rules.maxLength(254), rules.email());
    }
  }
  if (captcha === 'widget') {
    // Reported on `captchaValue`, the field the form's summary links to.
    entries._grecaptcha_v3 = v.pipe(v.optional(v.string(), ''), v.check((token: string) => token.length > 0 && token.length <= 4096, encodeFormMessage('validation.captcha')));
  } else {
    entries.captchaValue = required(32);
  }
  return v.object(entries);
}

/** Splits "GIP-1001, GIP-1002; GIP-1003" into item numbers. */
export function splitItemNumbers(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,;\n]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .slice(0, 50);
}
