import { fakeStoreApi } from '@gipfel/api/testing';
import { describe, expect, it } from 'vitest';
import {
  confirmRegistration,
  hasLoginCredentials,
  mapFieldViolations,
  readLoginForm,
  recoveryLinkState,
  registerCustomer,
  registerInput,
  requestRecoveryMail,
  resetPassword,
  signIn,
  signOut,
} from './auth-operations';
import { readRegisterValues } from './auth-validation';

const error = (code: string, status = '400', pointer?: string) => ({ code, status, title: code, detail: code, ...(pointer ? { source: { pointer } } : {}) });

describe('readLoginForm', () => {
  it('trims the email, keeps the password as typed', () => {
    const form = new FormData();
    form.set('username', ' anna@example.ch ');
    form.set('password', ' secret ');
    form.set('redirectTo', '/account/order');
    expect(readLoginForm(form)).toEqual({ username: 'anna@example.ch', password: ' secret ', redirectTo: '/account/order' });
  });
});

describe('signIn', () => {
  it('maps unknown customer and bad password to one message, inactive to its own', async () => {
    for (const [code, expected] of [
      ['CHECKOUT__CUSTOMER_NOT_FOUND', 'invalidCredentials'],
      ['CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'invalidCredentials'],
      ['CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED', 'inactive'],
      ['CHECKOUT__CUSTOMER_IS_INACTIVE', 'inactive'],
    ] as const) {
      const { client } = fakeStoreApi([{ status: 401, body: { errors: [error(code, '401')] } }]);
      expect(await signIn(client, { username: 'anna@example.ch', password: 'x' })).toEqual({ ok: false, error: expected });
    }
  });

  it('passes on the wait of the rate limit', async () => {
    const { client } = fakeStoreApi([{ status: 429, body: { errors: [error('FRAMEWORK__RATE_LIMIT_EXCEEDED', '429')] }, headers: { 'Retry-After': '17' } }]);
    expect(await signIn(client, { username: 'anna@example.ch', password: 'x' })).toEqual({ ok: false, error: 'tooManyRequests', retryAfterSeconds: 17 });
  });

  it('logs in with the credentials and keeps the renewed context token', async () => {
    const { client, calls } = fakeStoreApi([{ status: 200, body: { contextToken: 'new-token', apiAlias: 'context_token' }, headers: { 'sw-context-token': 'new-token' } }]);
    expect(await signIn(client, { username: 'anna@example.ch', password: 'secret123' })).toEqual({ ok: true });
    expect(calls).toEqual([{ method: 'POST', path: '/account/login', body: { username: 'anna@example.ch', password: 'secret123' } }]);
    expect(client.contextToken).toBe('new-token');
  });

  it('does not call the Store API without credentials and fails loudly on a backend fault', async () => {
    const { client, calls } = fakeStoreApi([]);
    for (const values of [{ username: '', password: '' }, { username: 'anna@example.ch', password: '' }, { username: '', password: 'secret123' }]) {
      expect(hasLoginCredentials(values)).toBe(false);
      expect(await signIn(client, values)).toEqual({ ok: false, error: 'invalidCredentials' });
    }
    expect(hasLoginCredentials({ username: 'anna@example.ch', password: 'secret123' })).toBe(true);
    expect(calls).toHaveLength(0);
    const broken = fakeStoreApi([{ status: 500, body: { errors: [] } }]);
    await expect(signIn(broken.client, { username: 'a@b.ch', password: 'x' })).rejects.toMatchObject({ status: 500 });
  });
});

describe('signOut', () => {
  it('treats a session that is not logged in as signed out', async () => {
    const { client } = fakeStoreApi([{ status: 403, body: { errors: [error('CHECKOUT__CUSTOMER_NOT_LOGGED_IN', '403')] } }]);
    await expect(signOut(client)).resolves.toBeUndefined();
  });
});

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return readRegisterValues(data);
};
const values = form({
  accountType: 'business',
  company: 'Gipfel AG',
  vatId: 'CHE-123.456.789',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  emailConfirmation: 'anna@example.ch',
  password: 'secret123',
  street: 'Bahnhofstrasse 1',
  zipcode: '8001',
  city: 'Zürich',
  countryId: 'c'.repeat(32),
  countryStateId: 'd'.repeat(32),
});

describe('registerInput', () => {
  it('builds the Store API body with storefrontUrl, data protection and the requested group', () => {
    expect(registerInput(values, { storefrontUrl: 'http://localhost:3201/fr', requestedGroupId: 'e'.repeat(32) })).toEqual({
      accountType: 'business',
      salutationId: undefined,
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.ch',
      password: 'secret123',
      storefrontUrl: 'http://localhost:3201/fr',
      acceptedDataProtection: true,
      company: 'Gipfel AG',
      vatIds: ['CHE-123.456.789'],
      requestedGroupId: 'e'.repeat(32),
      billingAddress: {
        firstName: 'Anna',
        lastName: 'Muster',
        salutationId: undefined,
        street: 'Bahnhofstrasse 1',
        zipcode: '8001',
        city: 'Zürich',
        countryId: 'c'.repeat(32),
        countryStateId: 'd'.repeat(32),
        company: 'Gipfel AG',
      },
    });
  });

  it('leaves business fields out for private customers and ignores a malformed group', () => {
    const input = registerInput({ ...values, accountType: 'private' }, { storefrontUrl: 'http://x', requestedGroupId: 'nope' }) as Record<string, unknown>;
    expect(input).not.toHaveProperty('company');
    expect(input).not.toHaveProperty('vatIds');
    expect(input).not.toHaveProperty('requestedGroupId');
  });
});

describe('mapFieldViolations', () => {
  it('puts each violation on its field with its translated form message', () => {
    expect(
      mapFieldViolations(
        [
          error('VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', '400', '/email'),
          error('VIOLATION::ZIP_CODE_INVALID', '400', '/billingAddress/zipcode'),
          error('VIOLATION::VAT_ID_FORMAT_NOT_CORRECT', '400', '/vatIds/0'),
          error('VIOLATION::IS_BLANK_ERROR', '400', '/billingAddress/street'),
          error('VIOLATION::TOO_SHORT_ERROR', '400', '/password'),
        ],
        ['email', 'zipcode', 'vatId', 'street', 'password'],
        { key: 'failed' },
      ),
    ).toEqual({
      email: { key: 'violation.emailNotUnique' },
      zipcode: { key: 'violation.postalCodeFormat' },
      vatId: { key: 'violation.vatIdFormat' },
      street: { key: 'violation.blank' },
      password: { key: 'violation.tooShort' },
    });
  });

  it('reports violations without a field of the form at form level', () => {
    expect(mapFieldViolations([error('VIOLATION::NO_SUCH_CHOICE_ERROR', '400', '/storefrontUrl')], ['email'], { key: 'failed' })).toEqual({ form: { key: 'failed' } });
    expect(mapFieldViolations([], ['email'], { key: 'failed' })).toEqual({ form: { key: 'failed' } });
  });
});

describe('registerCustomer', () => {
  it('tells double opt-in (inactive customer) from a registration that logs in', async () => {
    const waiting = fakeStoreApi([{ status: 200, body: { id: 'x', active: false, doubleOptInRegistration: true } }]);
    expect(await registerCustomer(waiting.client, values, { storefrontUrl: 'http://localhost:3201' })).toEqual({ status: 'confirm', email: 'anna@example.ch' });
    const active = fakeStoreApi([{ status: 200, body: { id: 'x', active: true } }]);
    expect(await registerCustomer(active.client, values, { storefrontUrl: 'http://localhost:3201' })).toEqual({ status: 'active' });
  });

  it('maps violations and the rate limit', async () => {
    const taken = fakeStoreApi([{ status: 400, body: { errors: [error('VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', '400', '/email')] } }]);
    expect(await registerCustomer(taken.client, values, { storefrontUrl: 'http://x' })).toEqual({ status: 'invalid', errors: { email: { key: 'violation.emailNotUnique' } } });
    const limited = fakeStoreApi([{ status: 429, body: { errors: [] }, headers: { 'Retry-After': '60' } }]);
    expect(await registerCustomer(limited.client, values, { storefrontUrl: 'http://x' })).toEqual({
      status: 'invalid',
      errors: { form: { key: 'account:register.errors.tooManyRequests', params: { seconds: 60 } } },
    });
  });
});

describe('confirmRegistration', () => {
  it('confirms with em and hash and calls a bad link invalid', async () => {
    const ok = fakeStoreApi([{ status: 200, body: { id: 'x', active: true } }]);
    expect(await confirmRegistration(ok.client, 'em1', 'hash1')).toBe('confirmed');
    expect(ok.calls[0]).toEqual({ method: 'POST', path: '/account/register-confirm', body: { em: 'em1', hash: 'hash1' } });
    const bad = fakeStoreApi([{ status: 404, body: { errors: [error('CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', '404')] } }]);
    expect(await confirmRegistration(bad.client, 'em1', 'nope')).toBe('invalid');
    expect(await confirmRegistration(bad.client, null, 'x')).toBe('invalid');
  });
});

describe('password recovery', () => {
  it('sends the mail with the storefront URL, or names the unknown customer and the rate limit', async () => {
    const sent = fakeStoreApi([{ status: 200, body: { success: true } }]);
    expect(await requestRecoveryMail(sent.client, 'anna@example.ch', 'http://localhost:3201/en')).toEqual({ status: 'sent', email: 'anna@example.ch' });
    expect(sent.calls[0]).toEqual({ method: 'POST', path: '/account/recovery-password', body: { email: 'anna@example.ch', storefrontUrl: 'http://localhost:3201/en' } });
    const unknown = fakeStoreApi([{ status: 404, body: { errors: [error('CHECKOUT__CUSTOMER_NOT_FOUND', '404')] } }]);
    expect(await requestRecoveryMail(unknown.client, 'x@example.ch', 'http://x')).toEqual({ status: 'error', error: 'notFound' });
    const limited = fakeStoreApi([{ status: 429, body: { errors: [] }, headers: { 'Retry-After': '5' } }]);
    expect(await requestRecoveryMail(limited.client, 'x@example.ch', 'http://x')).toEqual({ status: 'error', error: 'tooManyRequests', retryAfterSeconds: 5 });
  });

  it('checks the link: expired, unknown and missing hashes are all expired', async () => {
    expect(await recoveryLinkState(fakeStoreApi([{ status: 200, body: { isExpired: false } }]).client, 'h')).toBe('valid');
    expect(await recoveryLinkState(fakeStoreApi([{ status: 200, body: { isExpired: true } }]).client, 'h')).toBe('expired');
    expect(await recoveryLinkState(fakeStoreApi([{ status: 400, body: { errors: [error('VIOLATION::IS_BLANK_ERROR', '400', '/hash')] } }]).client, 'h')).toBe('expired');
    expect(await recoveryLinkState(fakeStoreApi([]).client, null)).toBe('expired');
  });

  it('sets the new password, or says the link expired, or maps the violations', async () => {
    const input = { hash: 'h', newPassword: 'longenough', newPasswordConfirm: 'longenough' };
    expect(await resetPassword(fakeStoreApi([{ status: 200, body: { success: true } }]).client, input)).toEqual({ status: 'done' });
    expect(await resetPassword(fakeStoreApi([{ status: 410, body: { errors: [error('CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', '410')] } }]).client, input)).toEqual({ status: 'expired' });
    expect(
      await resetPassword(fakeStoreApi([{ status: 400, body: { errors: [error('VIOLATION::NOT_EQUAL_ERROR', '400', '/newPasswordConfirm')] } }]).client, input),
    ).toEqual({ status: 'invalid', errors: { newPasswordConfirm: { key: 'account:newPassword.errors.mismatch' } } });
  });
});
