import type { ShopwareErrorObject } from './errors';

/**
 * Shopware violation codes and the `forms` namespace message keys they map to. The texts
 * live in `@gipfel/forms` (`violation.tooLow` reads "should not be empty",
 * `violation.strictCheckFailed` reads "invalid").
 */
export const VIOLATION_MESSAGE_KEYS = {
  'VIOLATION::IS_BLANK_ERROR': 'violation.blank',
  'VIOLATION::TOO_LOW_ERROR': 'violation.tooLow',
  'VIOLATION::STRICT_CHECK_FAILED_ERROR': 'violation.strictCheckFailed',
  'VIOLATION::TOO_SHORT_ERROR': 'violation.tooShort',
  'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT': 'violation.wrongPassword',
  'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT': 'violation.vatIdFormat',
  'VIOLATION::ZIP_CODE_INVALID': 'violation.postalCodeFormat',
  'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE': 'violation.emailNotUnique',
} as const;

export type ViolationCode = keyof typeof VIOLATION_MESSAGE_KEYS;
export type ViolationMessageKey = (typeof VIOLATION_MESSAGE_KEYS)[ViolationCode];

/** Field-specific blank codes such as `VIOLATION::CITY_IS_BLANK_ERROR` also mean "blank". */
const FIELD_BLANK_CODE = /^VIOLATION::[A-Z0-9_]+_IS_BLANK_ERROR$/;

/** The `forms` message key for a server violation code, or undefined for codes without one. */
export function violationMessageKey(code: string | null | undefined): ViolationMessageKey | undefined {
  if (!code) return undefined;
  if (Object.prototype.hasOwnProperty.call(VIOLATION_MESSAGE_KEYS, code)) {
    return VIOLATION_MESSAGE_KEYS[code as ViolationCode];
  }
  if (FIELD_BLANK_CODE.test(code)) return VIOLATION_MESSAGE_KEYS['VIOLATION::IS_BLANK_ERROR'];
  return undefined;
}

/**
 * The form field an error points at: `/billingAddress/street` gives `billingAddress.street`,
 * `/email` gives `email`. Undefined without a pointer.
 */
export function violationField(error: Pick<ShopwareErrorObject, 'source'>): string | undefined {
  const pointer = error.source?.pointer;
  if (!pointer) return undefined;
  const field = pointer
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  return field === '' ? undefined : field;
}

/**
 * A readable line for one server error. A blank-field error (`VIOLATION::IS_BLANK_ERROR`)
 * shows the field name followed by the detail (`firstName This value should not be blank.`);
 * other errors show their detail (or title, or code).
 */
export function formatViolation(error: ShopwareErrorObject): string {
  const detail = error.detail || error.title || error.code || '';
  if (error.code === 'VIOLATION::IS_BLANK_ERROR') {
    const field = violationField(error);
    if (field) return `${field} ${detail}`.trim();
  }
  return detail;
}

export interface MappedViolation {
  /** Dotted field path from the error's pointer, if any. */
  field: string | undefined;
  code: string | undefined;
  /** `forms` message key, if the code has one. */
  messageKey: ViolationMessageKey | undefined;
  /** The server's own text, as a fallback. */
  message: string;
  /** Placeholder values Shopware sent (`meta.parameters`), without the `{{ }}` braces. */
  parameters: Record<string, string>;
}

function readParameters(error: ShopwareErrorObject): Record<string, string> {
  const raw = (error.meta as { parameters?: unknown } | undefined)?.parameters;
  if (!raw || typeof raw !== 'object') return {};
  const parameters: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === null || value === undefined || typeof value === 'object') continue;
    parameters[key.replace(/^\{\{\s*|\s*\}\}$/g, '')] = String(value);
  }
  return parameters;
}

/** Maps each server error to field, message key and fallback text, for form error display. */
export function mapViolations(errors: readonly ShopwareErrorObject[]): MappedViolation[] {
  return errors.map((error) => ({
    field: violationField(error),
    code: error.code,
    messageKey: violationMessageKey(error.code),
    message: formatViolation(error),
    parameters: readParameters(error),
  }));
}
