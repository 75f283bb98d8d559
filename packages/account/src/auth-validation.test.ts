import { describe, expect, it } from 'vitest';
import { readRegisterValues, validateNewPassword, validateRecoveryEmail, validateRegistration } from './auth-validation';

const complete = {
  accountType: 'private',
  company: '',
  vatId: '',
  salutationId: '',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  emailConfirmation: 'Anna@Example.ch',
  password: 'longenough',
  street: 'Bahnhofstrasse 1',
  zipcode: '8001',
  city: 'Zürich',
  countryId: 'c'.repeat(32),
  countryStateId: '',
};

describe('readRegisterValues', () => {
  it('trims the values but not the password and knows only two account types', () => {
    const form = new FormData();
    form.set('firstName', '  Anna ');
    form.set('password', ' pass word ');
    form.set('accountType', 'admin');
    const values = readRegisterValues(form);
    expect(values.firstName).toBe('Anna');
    expect(values.password).toBe(' pass word ');
    expect(values.accountType).toBe('private');
    expect(values.company).toBe('');
  });
});

describe('validateRegistration', () => {
  it('accepts a complete private registration', () => {
    expect(validateRegistration(complete)).toEqual({});
  });

  it('requires company and VAT id for businesses, and a state when the country forces it', () => {
    expect(Object.keys(validateRegistration({ ...complete, accountType: 'business' }, { stateRequired: true })).sort()).toEqual(['company', 'countryStateId', 'vatId']);
  });

  it('reports a wrong email, a different repeat and a short password', () => {
    expect(validateRegistration({ ...complete, email: 'anna' })).toEqual({ email: { key: 'validation.email' } });
    expect(validateRegistration({ ...complete, emailConfirmation: 'other@example.ch' })).toEqual({ emailConfirmation: { key: 'account:register.errors.emailMismatch' } });
    expect(validateRegistration({ ...complete, password: 'short' })).toEqual({ password: { key: 'validation.minLength', params: { min: 8 } } });
  });
});

describe('validateNewPassword', () => {
  it('wants a long enough password and an identical repeat', () => {
    expect(validateNewPassword({ newPassword: 'longenough', newPasswordConfirm: 'longenough' })).toEqual({});
    expect(validateNewPassword({ newPassword: 'longenough', newPasswordConfirm: 'different' })).toEqual({ newPasswordConfirm: { key: 'account:newPassword.errors.mismatch' } });
    expect(validateNewPassword({ newPassword: 'short', newPasswordConfirm: '' })).toEqual({
      newPassword: { key: 'validation.minLength', params: { min: 8 } },
      newPasswordConfirm: { key: 'validation.required' },
    });
  });
});

describe('validateRecoveryEmail', () => {
  it('needs an email address', () => {
    expect(validateRecoveryEmail('')).toEqual({ email: { key: 'validation.required' } });
    expect(validateRecoveryEmail('anna')).toEqual({ email: { key: 'validation.email' } });
    expect(validateRecoveryEmail('anna@example.ch')).toEqual({});
  });
});
