import { StoreApiError, type Schemas } from '@gipfel/api';
import { fakeStoreApi } from '@gipfel/api/testing';
import { describe, expect, it } from 'vitest';
import {
  addressActionError,
  addressDefaults,
  addressInput,
  defaultPaymentMethodIdOf,
  loadAddresses,
  orderActionError,
  orderCriteria,
  paymentMethodError,
  profileDefaults,
  profileInput,
  readAddressForm,
  readEmailForm,
  readNewsletterStatus,
  readOrderAnswer,
  readPasswordForm,
  readProfileForm,
  violationErrors,
} from './account-operations';
import { validateAddress, validateEmailChange, validatePasswordChange, validateProfile } from './account-validation';

const id = 'a'.repeat(32);
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};
const apiError = (status: number, code: string, pointer?: string, parameters?: Record<string, string>) =>
  new StoreApiError({ status, errors: [{ code, status: String(status), detail: `${code} detail`, ...(pointer ? { source: { pointer } } : {}), ...(parameters ? { meta: { parameters } } : {}) }] });

describe('profile', () => {
  it('reads and trims the form; unknown account types are private', () => {
    const values = readProfileForm(form({ firstName: ' Heidi ', lastName: 'Muster', accountType: 'admin', company: 'X' }));
    expect(values).toEqual({ salutationId: '', firstName: 'Heidi', lastName: 'Muster', accountType: 'private', company: 'X', vatId: '' });
    expect(profileInput(values)).toEqual({ firstName: 'Heidi', lastName: 'Muster', accountType: 'private' });
  });

  it('sends company and VAT ids only for business accounts', () => {
    const values = readProfileForm(form({ salutationId: id, firstName: 'A', lastName: 'B', accountType: 'business', company: 'Käserei AG', vatId: 'CHE-123.456.788' }));
    expect(profileInput(values)).toEqual({ salutationId: id, firstName: 'A', lastName: 'B', accountType: 'business', company: 'Käserei AG', vatIds: ['CHE-123.456.788'] });
  });

  it('requires names and, for business, the company', () => {
    expect(validateProfile({ salutationId: '', firstName: '', lastName: 'B', accountType: 'business', company: '', vatId: '' })).toEqual({
      firstName: { key: 'validation.required' },
      company: { key: 'account:profileForm.companyRequired' },
    });
  });

  it('prefills from the customer', () => {
    const customer = { firstName: 'A', lastName: 'B', accountType: 'business', company: 'C', vatIds: ['CHE-1'] } as unknown as Schemas['Customer'];
    expect(profileDefaults(customer)).toMatchObject({ accountType: 'business', company: 'C', vatId: 'CHE-1' });
  });
});

describe('email and password', () => {
  it('checks the email shape and that both addresses match', () => {
    expect(validateEmailChange(readEmailForm(form({ email: 'x', emailConfirmation: 'x', password: 'p' })))).toEqual({ email: { key: 'validation.email' } });
    expect(validateEmailChange(readEmailForm(form({ email: 'a@b.ch', emailConfirmation: 'c@b.ch', password: '' })))).toEqual({
      emailConfirmation: { key: 'account:emailChange.mismatch' },
      password: { key: 'validation.required' },
    });
    expect(validateEmailChange(readEmailForm(form({ email: 'a@b.ch', emailConfirmation: 'A@B.ch', password: 'p' })))).toEqual({});
  });

  it('requires identical new passwords of at least 8 characters; passwords are not trimmed', () => {
    const values = readPasswordForm(form({ password: ' old ', newPassword: 'short', newPasswordConfirm: 'other' }));
    expect(values.password).toBe(' old ');
    expect(validatePasswordChange(values)).toEqual({
      newPassword: { key: 'validation.minLength', params: { min: 8 } },
      newPasswordConfirm: { key: 'account:passwordChange.mismatch' },
    });
    expect(validatePasswordChange({ password: 'x', newPassword: 'longenough', newPasswordConfirm: 'longenough' })).toEqual({});
  });
});

describe('addresses', () => {
  it('reads the form and sends empty optional fields as null', () => {
    const values = readAddressForm(form({ firstName: 'A', lastName: 'B', street: 'S 1', zipcode: '8001', city: 'Z', countryId: id, countryStateId: 'x', phoneNumber: '' }));
    expect(validateAddress(values)).toEqual({});
    expect(addressInput(values)).toMatchObject({ firstName: 'A', countryId: id, countryStateId: null, phoneNumber: null, company: null, salutationId: undefined });
  });

  it('requires the address fields and a country id', () => {
    expect(Object.keys(validateAddress(readAddressForm(form({}))))).toEqual(['firstName', 'lastName', 'street', 'zipcode', 'city', 'countryId']);
    expect(validateAddress({ firstName: 'A', lastName: 'B', street: 'S 1', zipcode: '8001', city: 'Z', countryId: 'CH' })).toEqual({ countryId: { key: 'validation.required' } });
    expect(validateAddress({ firstName: ' ', lastName: 'B', street: 'S 1', zipcode: '8001', city: 'Z', countryId: id })).toEqual({ firstName: { key: 'validation.required' } });
  });

  it('prefills from an address', () => {
    expect(addressDefaults({ firstName: 'A', zipcode: '3818', company: null } as unknown as Schemas['CustomerAddress'])).toMatchObject({ firstName: 'A', zipcode: '3818', company: '' });
  });

  it('gives an empty list on 403 (a refused read) and the elements otherwise', async () => {
    await expect(loadAddresses(fakeStoreApi({ status: 403, body: { errors: [{ code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', status: '403' }] } }).client)).resolves.toEqual([]);
    await expect(loadAddresses(fakeStoreApi({ status: 200, body: { elements: [{ id }] } }).client)).resolves.toEqual([{ id }]);
    await expect(loadAddresses(fakeStoreApi({ status: 500, body: {} }).client)).rejects.toBeInstanceOf(StoreApiError);
  });

  it('explains refused address actions', () => {
    expect(addressActionError(apiError(400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT'))).toEqual({ key: 'account:addresses.isDefault' });
    expect(addressActionError(apiError(404, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND'))).toEqual({ key: 'account:addresses.notFound' });
    expect(addressActionError(apiError(500, 'X'))).toBeNull();
  });
});

describe('violationErrors', () => {
  it('maps violations to fields with their forms keys and parameters', () => {
    const error = new StoreApiError({
      status: 400,
      errors: [
        { code: 'VIOLATION::ZIP_CODE_INVALID', status: '400', detail: 'bad', source: { pointer: '/zipcode' } },
        { code: 'VIOLATION::TOO_SHORT_ERROR', status: '400', detail: 'short', source: { pointer: '/newPassword' }, meta: { parameters: { '{{ limit }}': '8' } } },
        { code: 'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', status: '400', detail: 'vat', source: { pointer: '/vatIds/0' } },
        { code: 'VIOLATION::NOT_EQUAL_ERROR', status: '400', detail: 'ne', source: { pointer: '/emailConfirmation' } },
        { code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', status: '400', detail: 'pw', source: { pointer: '/password' } },
      ],
    });
    const mapped = violationErrors(error, ['zipcode', 'newPassword', 'vatId', 'emailConfirmation', 'password']);
    expect(mapped?.errors).toEqual({
      zipcode: { key: 'violation.postalCodeFormat', params: {} },
      newPassword: { key: 'violation.tooShort', params: { limit: '8' } },
      vatId: { key: 'violation.vatIdFormat', params: {} },
      emailConfirmation: { key: 'account:emailChange.mismatch', params: {} },
      password: { key: 'violation.wrongPassword', params: {} },
    });
    expect(mapped?.formError).toBeUndefined();
  });

  it('reports errors of unknown fields as a form error and leaves faults to the caller', () => {
    expect(violationErrors(apiError(400, 'VIOLATION::IS_BLANK_ERROR', '/birthday'), ['zipcode'])).toEqual({ errors: {}, formError: { key: 'violation.blank' } });
    expect(violationErrors(apiError(400, 'SOMETHING'), ['zipcode'])).toEqual({ errors: {}, formError: { key: 'account:accountCommon.generic' } });
    expect(violationErrors(apiError(502, 'X'), [])).toBeNull();
    expect(violationErrors(new Error('network'), [])).toBeNull();
  });
});

describe('payment method and orders', () => {
  it('says the selected payment method does not exist for unknown ids', () => {
    expect(paymentMethodError(apiError(404, 'CHECKOUT__UNKNOWN_PAYMENT_METHOD'))).toEqual({ key: 'account:accountMessages.paymentMethodNotFound' });
    expect(paymentMethodError(apiError(400, 'FRAMEWORK__INVALID_UUID'))).toEqual({ key: 'account:accountMessages.paymentMethodNotFound' });
    expect(paymentMethodError(apiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'))).toBeNull();
  });

  it('maps order errors with the order number', () => {
    expect(orderActionError(apiError(403, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE', undefined, { orderNumber: '10042' }), '1')).toEqual({
      key: 'account:accountMessages.orderAlreadyPaid',
      params: { orderNumber: '10042' },
    });
    expect(orderActionError(apiError(400, 'CHECKOUT__ORDER_ORDER_ALREADY_PAID'), '10043')).toEqual({ key: 'account:accountMessages.orderAlreadyPaid', params: { orderNumber: '10043' } });
    expect(orderActionError(apiError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND'), '')).toEqual({ key: 'account:accountMessages.orderNotFound' });
    expect(orderActionError(apiError(404, 'CHECKOUT__INVALID_ORDER_ID'), '')).toEqual({ key: 'account:accountMessages.orderNotFound' });
    expect(orderActionError(apiError(404, 'CHECKOUT__UNKNOWN_PAYMENT_METHOD'), '')).toEqual({ key: 'account:accountMessages.paymentMethodNotFound' });
    expect(orderActionError(apiError(404, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE'), '')).toEqual({ key: 'account:accountMessages.paymentMethodNotFound' });
    expect(orderActionError(apiError(503, 'X'), '')).toBeNull();
  });

  it('builds paged order criteria with the associations the pages show', () => {
    const criteria = orderCriteria({ page: 2 }) as Record<string, unknown>;
    expect(criteria).toMatchObject({ page: 2, limit: 10, 'total-count-mode': 'exact' });
    expect(Object.keys(criteria.associations as object)).toEqual(expect.arrayContaining(['lineItems', 'deliveries', 'transactions', 'stateMachineState']));
    expect(orderCriteria({ id })).toMatchObject({ filter: [{ type: 'equals', field: 'id', value: id }] });
  });

  it('reads the order answer', () => {
    expect(readOrderAnswer({ orders: { elements: [{ id }], total: 12 }, paymentChangeable: { [id]: true } })).toEqual({ orders: [{ id }], total: 12, paymentChangeable: { [id]: true } });
    expect(readOrderAnswer(null)).toEqual({ orders: [], total: 0, paymentChangeable: {} });
  });

  it('knows the default payment method', () => {
    expect(defaultPaymentMethodIdOf({ defaultPaymentMethodId: id } as never)).toBe(id);
    expect(defaultPaymentMethodIdOf({ lastPaymentMethodId: 'b'.repeat(32) } as never)).toBe('b'.repeat(32));
  });

  it('reads the newsletter status and tolerates a refusal', async () => {
    await expect(readNewsletterStatus(fakeStoreApi({ status: 200, body: { status: 'optIn' } }).client)).resolves.toBe('optIn');
    await expect(readNewsletterStatus(fakeStoreApi({ status: 403, body: { errors: [] } }).client)).resolves.toBe('undefined');
    await expect(readNewsletterStatus(fakeStoreApi({ status: 500, body: {} }).client)).rejects.toBeInstanceOf(StoreApiError);
  });
});
