import * as v from 'valibot';
import { decodeFormMessage, type FormMessage } from './form-message';

/** The submitted values as they can be put back into the form (files are left out). */
export type SubmittedValues = Record<string, string | string[]>;

export type FormErrors = Record<string, FormMessage>;

export type ValidateFormResult<TSchema extends v.GenericSchema> =
  | { success: true; values: v.InferOutput<TSchema> }
  | { success: false; values: SubmittedValues; errors: FormErrors };

/** Key under which errors that belong to no single field are reported. */
export const formErrorKey = 'form';

type FormInput = FormData | URLSearchParams | Record<string, unknown>;

function isFormEntries(input: FormInput): input is FormData | URLSearchParams {
  return (
    (typeof FormData !== 'undefined' && input instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && input instanceof URLSearchParams)
  );
}

/**
 * Turns form entries into an object; a name sent more than once becomes an array. Collected in a
 * Map and defined by fromEntries: a field named `__proto__` or `constructor` is a field like any
 * other, never the object's prototype nor a value read from it.
 */
function entriesToObject(input: FormData | URLSearchParams): Record<string, unknown> {
  const result = new Map<string, FormDataEntryValue | FormDataEntryValue[]>();
  for (const [name, value] of input.entries()) {
    const current = result.get(name);
    // Pushed, not copied: a body of 80 000 repeats of one name (256 KB) took minutes of CPU.
    if (current === undefined) result.set(name, value);
    else if (Array.isArray(current)) current.push(value);
    else result.set(name, [current, value]);
  }
  return Object.fromEntries(result);
}

function submittedValue(value: unknown): string | string[] | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!Array.isArray(value)) return undefined;
  const strings = value.filter((item): item is string => typeof item === 'string');
  return strings.length > 0 ? strings : undefined;
}

function submittedValues(data: Record<string, unknown>): SubmittedValues {
  return Object.fromEntries(
    Object.entries(data)
      .map(([name, value]) => [name, submittedValue(value)] as const)
      .filter((entry): entry is readonly [string, string | string[]] => entry[1] !== undefined),
  );
}

// Type errors of the schema itself (a missing field, a wrong type) carry valibot's English
// message; they become "required" when nothing was given and "invalid" otherwise.
function issueMessage(issue: v.BaseIssue<unknown>): FormMessage {
  const decoded = decodeFormMessage(issue.message);
  if (decoded) return decoded;
  const input = issue.input;
  const nothingGiven = input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
  return { key: nothingGiven ? 'validation.required' : 'validation.invalid' };
}

/**
 * Validates submitted form data against a valibot schema. On failure it returns the first
 * message per field (by dotted path, `form` for the whole form) together with the
 * submitted values, so the form can be shown again as the shopper filled it in.
 */
export function validateForm<TSchema extends v.GenericSchema>(schema: TSchema, input: FormInput): ValidateFormResult<TSchema> {
  const data = isFormEntries(input) ? entriesToObject(input) : input;
  const result = v.safeParse(schema, data);
  if (result.success) return { success: true, values: result.output };

  const errors: FormErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? formErrorKey;
    if (!(field in errors)) errors[field] = issueMessage(issue);
  }
  return { success: false, values: submittedValues(data), errors };
}
