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

/** Turns form entries into an object; a name sent more than once becomes an array. */
function entriesToObject(input: FormData | URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of input.entries()) {
    const current = result[name];
    // Pushed, not copied: a body of 80 000 repeats of one name (256 KB) took minutes of CPU.
    if (current === undefined) result[name] = value;
    else if (Array.isArray(current)) current.push(value);
    else result[name] = [current, value];
  }
  return result;
}

function submittedValues(data: Record<string, unknown>): SubmittedValues {
  const values: SubmittedValues = {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === 'string') values[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') values[name] = String(value);
    else if (Array.isArray(value)) {
      const strings = value.filter((item): item is string => typeof item === 'string');
      if (strings.length > 0) values[name] = strings;
    }
  }
  return values;
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
