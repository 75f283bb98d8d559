import { describe, expect, it } from 'vitest';
import { getLoginError } from './login-errors';

describe('getLoginError', () => {
  it('gives one message for unknown customer and bad password', () => {
    expect(getLoginError({ details: { errors: [{ code: 'CHECKOUT__CUSTOMER_NOT_FOUND' }] } })).toBe('invalidCredentials');
    expect(getLoginError({ errors: [{ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', status: '401' }] })).toBe('invalidCredentials');
  });

  it('tells an inactive account apart and falls back to generic', () => {
    expect(getLoginError({ response: { errors: [{ code: 'CHECKOUT__CUSTOMER_IS_INACTIVE' }] } })).toBe('inactive');
    expect(getLoginError(new Error('network'))).toBe('generic');
    expect(getLoginError(null)).toBe('generic');
  });

  it('recognises the rate limit by status or code', () => {
    expect(getLoginError({ status: 429, errors: [] })).toBe('tooManyRequests');
    expect(getLoginError({ errors: [{ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED' }] })).toBe('tooManyRequests');
    expect(getLoginError({ errors: [{ code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED' }] })).toBe('tooManyRequests');
  });
});
