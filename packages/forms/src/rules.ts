import * as v from 'valibot';
import { encodeFormMessage, type FormMessageParams } from './form-message';

type Numberish = string | number;

const msg = (key: string, params?: FormMessageParams) => encodeFormMessage(`validation.${key}`, params);

// Every rule except `required` lets an empty value pass, so optional fields stay optional.
const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function toNumber(value: Numberish): number {
  if (typeof value === 'number') return value;
  const normalised = value.trim().replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}

function stringRule(key: string, test: (value: string) => boolean, params?: FormMessageParams) {
  return v.check<string, string>((value) => isEmpty(value) || test(value), msg(key, params));
}

const alphabeticPattern = /^\p{L}+$/u;
const alphanumericPattern = /^[\p{L}\p{N}]+$/u;
const decimalPattern = /^[-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;
const integerPattern = /^[-+]?\d+$/;
const numericPattern = /^\d+$/;
const macPattern = /^[\da-f]{2}([:-])(?:[\da-f]{2}\1){4}[\da-f]{2}$/i;

/** Whether `value` (trimmed) is an email address: the one email check of every form and package. */
export function isEmailAddress(value: string): boolean {
  return v.EMAIL_REGEX.test(value.trim());
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

type FileValue = File | Blob | readonly (File | Blob)[] | null | undefined;

// An empty file input submits a nameless, empty file: that counts as "no file chosen".
function chosenFiles(value: FileValue): File[] {
  const list = value == null ? [] : Array.isArray(value) ? value : [value];
  return (list as (File | Blob)[]).filter(
    (file): file is File => typeof file === 'object' && file !== null && !(file.size === 0 && !('name' in file && file.name)),
  );
}

function matchesType(file: File, accepted: string): boolean {
  const wanted = accepted.trim().toLowerCase();
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted);
  if (wanted.endsWith('/*')) return file.type.toLowerCase().startsWith(wanted.slice(0, -1));
  if (wanted.includes('/')) return file.type.toLowerCase() === wanted;
  return file.name.toLowerCase().endsWith(`.${wanted}`);
}

function equalFieldsCheck<TInput extends Record<string, unknown>>(
  field: keyof TInput & string,
  otherField: keyof TInput & string,
  message: string,
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value as Record<string, unknown>;
    if (isEmpty(input[field]) || input[field] === input[otherField]) return;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }],
    });
  });
}

/**
 * The validation rules of the shop's forms as valibot actions. Each message is a translation
 * key with params (see `FormMessage`), translated when rendered.
 *
 * Field rules go into a field's pipe: `v.pipe(v.string(), rules.required(), rules.minLength(8))`.
 * `sameAs` and `passwordsMatch` compare two fields and go into the object's pipe.
 */
export const rules = {
  /** A value must be given (whitespace alone does not count). */
  required: <TInput = string>() => v.check<TInput, string>((value) => !isEmpty(value) && value !== false, msg('required')),
  /** Letters only (any script, so Zürich and Genève pass). */
  alphabetic: () => stringRule('alphabetic', (value) => alphabeticPattern.test(value)),
  /** Letters and digits only. */
  alphanumeric: () => stringRule('alphanumeric', (value) => alphanumericPattern.test(value)),
  /** A number from `min` to `max`, both included. */
  between: <TInput extends Numberish = string>(min: number, max: number) =>
    v.check<TInput, string>((value) => {
      if (isEmpty(value)) return true;
      const n = toNumber(value);
      return !Number.isNaN(n) && n >= min && n <= max;
    }, msg('between', { min, max })),
  /** A decimal number; a comma is accepted as decimal separator. */
  decimal: () => stringRule('decimal', (value) => decimalPattern.test(value.trim())),
  /** An email address. */
  email: () => stringRule('email', isEmailAddress),
  /** A whole number, optionally signed. */
  integer: () => stringRule('integer', (value) => integerPattern.test(value.trim())),
  /** An IPv4 or IPv6 address. */
  ipAddress: () => stringRule('ipAddress', (value) => v.IP_REGEX.test(value.trim())),
  /** A MAC address of six hex pairs separated by `:` or `-`. */
  macAddress: () => stringRule('macAddress', (value) => macPattern.test(value.trim())),
  /** At most `max` characters. */
  maxLength: (max: number) => stringRule('maxLength', (value) => Array.from(value).length <= max, { max }),
  /** At least `min` characters. */
  minLength: (min: number) => stringRule('minLength', (value) => Array.from(value).length >= min, { min }),
  /** A number of at least `min`. */
  minValue: <TInput extends Numberish = string>(min: number) =>
    v.check<TInput, string>((value) => {
      if (isEmpty(value)) return true;
      const n = toNumber(value);
      return !Number.isNaN(n) && n >= min;
    }, msg('minValue', { min })),
  /** Digits only. */
  numeric: () => stringRule('numeric', (value) => numericPattern.test(value.trim())),
  /** An http or https URL. */
  url: () => stringRule('url', (value) => isHttpUrl(value.trim())),
  /**
   * Every chosen file has one of the accepted types: extensions (`.pdf`, `pdf`),
   * MIME types (`application/pdf`) or groups (`image/*`).
   */
  fileType: <TInput extends FileValue = File>(accepted: readonly string[]) =>
    v.check<TInput, string>(
      (value) => chosenFiles(value).every((file) => accepted.some((type) => matchesType(file, type))),
      msg('fileType', { types: accepted.join(', ') }),
    ),
  /** Every chosen file is at most `maxMB` megabytes (MiB). */
  fileSize: <TInput extends FileValue = File>(maxMB: number) =>
    v.check<TInput, string>(
      (value) => chosenFiles(value).every((file) => file.size <= maxMB * 1024 * 1024),
      msg('fileSize', { maxMB }),
    ),
  /** The typed text equals the captcha's solution (surrounding spaces and case ignored). */
  captcha: (solution: string) =>
    stringRule('captcha', (value) => value.trim().toLowerCase() === solution.trim().toLowerCase()),
  /**
   * Object rule: `field` must equal `otherField`; the error is shown at `field`.
   * `otherName` is the other field's label as shown to the shopper.
   */
  sameAs: <TInput extends Record<string, unknown>>(
    field: keyof TInput & string,
    otherField: keyof TInput & string,
    otherName: string,
  ) => equalFieldsCheck<TInput>(field, otherField, msg('sameAs', { otherName })),
  /** Object rule: the repeated password equals the new password; the error is shown at `repeatField`. */
  passwordsMatch: <TInput extends Record<string, unknown>>(
    repeatField: keyof TInput & string,
    passwordField: keyof TInput & string,
  ) => equalFieldsCheck<TInput>(repeatField, passwordField, msg('passwordRepeat')),
} as const;

export type FormRules = typeof rules;
