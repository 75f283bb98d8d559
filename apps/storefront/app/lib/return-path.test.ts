import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor } from './account.server';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/account', '/en/account/order?page=2', '/fr/tee/', '/%C3%A4pfel/'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'account',
    '/a\nb',
    '/a\tb',
    '/%E0%A4%A',
    `/${'a'.repeat(2001)}`,
    42,
    null,
  ])('drops %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('afterLoginPath', () => {
  it('returns to the posted path', () => {
    expect(afterLoginPath('/en/account/address', 'en')).toBe('/en/account/address');
  });

  it('falls back to the account overview of the language for foreign or missing paths', () => {
    expect(afterLoginPath('https://evil.example/', 'de')).toBe('/account');
    expect(afterLoginPath(undefined, 'fr')).toBe('/fr/account');
  });

  it('never returns to the sign-in or sign-up page itself', () => {
    expect(afterLoginPath('/login', 'de')).toBe('/account');
    expect(afterLoginPath('/en/register?x=1', 'en')).toBe('/en/account');
    expect(afterLoginPath('/login-help/', 'de')).toBe('/login-help/');
  });
});

describe('loginPathFor', () => {
  it('sends the shopper to the sign-in page of the language with the page as return path', () => {
    expect(loginPathFor(new Request('http://shop.test/en/account/order?page=2'), 'en')).toBe('/en/login?redirectTo=%2Fen%2Faccount%2Forder%3Fpage%3D2');
    expect(loginPathFor(new Request('http://shop.test/account'), 'de')).toBe('/login?redirectTo=%2Faccount');
  });
});
