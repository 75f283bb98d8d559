import type { Schemas } from '@gipfel/api';
import { describe, expect, it } from 'vitest';
import { orderCookieName, paymentReturnUrls, readOrderAccess, serializeOrderCookie, successRedirectPath } from './checkout-session.server';

const order = {
  id: 'b'.repeat(32),
  deepLinkCode: 'code',
  orderCustomer: { email: 'heidi@example.ch' },
  billingAddress: { zipcode: '8001' },
} as unknown as Schemas['Order'];

describe('order cookie', () => {
  it("keeps a guest order's deep link in a short-lived httpOnly cookie and reads it back", () => {
    const cookie = serializeOrderCookie(order, true) ?? '';
    expect(cookie).toMatch(new RegExp(`^${orderCookieName}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('Secure');
    const request = new Request('http://localhost/checkout/success/x', { headers: { cookie: `other=1; ${cookie.split(';')[0]}` } });
    expect(readOrderAccess(request)).toEqual({ orderId: order.id, deepLinkCode: 'code', email: 'heidi@example.ch', zipcode: '8001' });
  });

  it('has no cookie without a deep link and ignores a cookie that is not ours', () => {
    expect(serializeOrderCookie({ ...order, deepLinkCode: undefined } as Schemas['Order'], false)).toBeNull();
    for (const value of ['%7B', encodeURIComponent('{"orderId":1}'), 'x']) {
      expect(readOrderAccess(new Request('http://localhost/', { headers: { cookie: `${orderCookieName}=${value}` } }))).toBeNull();
    }
  });
});

describe('payment return', () => {
  it("leads back to the order's paid and unpaid pages in the page's language", () => {
    const urls = paymentReturnUrls(new Request('http://localhost:3000/fr/checkout', { method: 'POST' }), 'fr')('d'.repeat(32));
    expect(urls).toEqual({
      finishUrl: `http://localhost:3000/fr/checkout/success/${'d'.repeat(32)}/paid`,
      errorUrl: `http://localhost:3000/fr/checkout/success/${'d'.repeat(32)}/unpaid`,
    });
  });

  it('forwards only to a gateway on the Store API origin', () => {
    expect(successRedirectPath('en', 'd'.repeat(32), 'https://evil.example/pay')).toBe(`/en/checkout/success/${'d'.repeat(32)}`);
    expect(successRedirectPath('de', 'd'.repeat(32), null)).toBe(`/checkout/success/${'d'.repeat(32)}`);
    // The local Store API's own gateway (the default endpoint of a test run).
    const gateway = 'http://127.0.0.1:8787/payment-gateway/t?token=x';
    expect(successRedirectPath('fr', 'd'.repeat(32), gateway)).toBe(`/fr/checkout/success/${'d'.repeat(32)}?redirect=${encodeURIComponent(gateway)}`);
  });
});
