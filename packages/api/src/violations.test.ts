import { describe, expect, it } from 'vitest';
import { formatViolation, mapViolations, violationField, violationMessageKey, VIOLATION_MESSAGE_KEYS } from './violations';

describe('violationMessageKey', () => {
  it.each([
    ['VIOLATION::IS_BLANK_ERROR', 'violation.blank'],
    ['VIOLATION::TOO_LOW_ERROR', 'violation.tooLow'],
    ['VIOLATION::STRICT_CHECK_FAILED_ERROR', 'violation.strictCheckFailed'],
    ['VIOLATION::TOO_SHORT_ERROR', 'violation.tooShort'],
    ['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', 'violation.wrongPassword'],
    ['VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', 'violation.vatIdFormat'],
    ['VIOLATION::ZIP_CODE_INVALID', 'violation.postalCodeFormat'],
    ['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 'violation.emailNotUnique'],
    ['VIOLATION::CITY_IS_BLANK_ERROR', 'violation.blank'],
  ])('%s → %s', (code, key) => {
    expect(violationMessageKey(code)).toBe(key);
  });

  it('has no key for unknown codes', () => {
    expect(violationMessageKey('CHECKOUT__CART_EMPTY')).toBeUndefined();
    expect(violationMessageKey('toString')).toBeUndefined();
    expect(violationMessageKey(undefined)).toBeUndefined();
    expect(Object.keys(VIOLATION_MESSAGE_KEYS)).toHaveLength(8);
  });
});

describe('formatViolation', () => {
  it('shows a blank field as the field name followed by the detail', () => {
    expect(
      formatViolation({
        code: 'VIOLATION::IS_BLANK_ERROR',
        status: '400',
        title: 'Constraint violation error',
        detail: 'This value should not be blank.',
        source: { pointer: '/firstName' },
      }),
    ).toBe('firstName This value should not be blank.');
    expect(
      formatViolation({ code: 'VIOLATION::IS_BLANK_ERROR', detail: 'This value should not be blank.', source: { pointer: '/billingAddress/street' } }),
    ).toBe('billingAddress.street This value should not be blank.');
  });

  it('shows other errors by their detail', () => {
    expect(formatViolation({ code: 'VIOLATION::TOO_SHORT_ERROR', detail: 'This value is too short.', source: { pointer: '/password' } })).toBe(
      'This value is too short.',
    );
    expect(formatViolation({ code: 'X', title: 'Only a title' })).toBe('Only a title');
  });
});

describe('mapViolations', () => {
  it('maps field, key, text and parameters', () => {
    expect(
      mapViolations([
        {
          code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
          detail: 'The email address heidi@example.ch is already in use',
          source: { pointer: '/email' },
          meta: { parameters: { '{{ email }}': 'heidi@example.ch' } },
        },
      ]),
    ).toEqual([
      {
        field: 'email',
        code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
        messageKey: 'violation.emailNotUnique',
        message: 'The email address heidi@example.ch is already in use',
        parameters: { email: 'heidi@example.ch' },
      },
    ]);
    expect(violationField({})).toBeUndefined();
    expect(violationField({ source: { pointer: '/a~1b' } })).toBe('a/b');
  });
});
