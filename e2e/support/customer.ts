import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accessKey, adminHeaders } from './credentials';

export const storeApi = `http://127.0.0.1:${process.env.E2E_STORE_API_PORT ?? 8788}`;
export { accessKey, adminHeaders };
export const swissId = 'c1000000000000000000000000000001';
export const password = 'Gipfel-Passwort-1';

export interface Customer {
  email: string;
  password: string;
}

/** A registered, confirmed customer created through the Store API (double opt-in read from the outbox). */
export async function createCustomer(request: APIRequestContext, baseURL: string, name = 'Heidi'): Promise<Customer> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.ch`;
  const registered = await request.post(`${storeApi}/store-api/account/register`, {
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    data: {
      email,
      password,
      firstName: name,
      lastName: 'Muster',
      storefrontUrl: new URL(baseURL).origin,
      acceptedDataProtection: true,
      billingAddress: { street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: swissId },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const customer = (await registered.json()) as { active?: boolean };
  if (customer.active === false) {
    const outbox = (await (await request.get(`${storeApi}/_outbox?to=${encodeURIComponent(email)}`, { headers: adminHeaders })).json()) as { elements: { text?: string; body?: string; links?: string[] }[] };
    const texts = outbox.elements.flatMap((mail) => [...(mail.links ?? []), mail.text ?? '', mail.body ?? '']).join(' ');
    const link = /https?:\/\/\S*em=[0-9a-f]+\S*/.exec(texts)?.[0] ?? '';
    const url = new URL(link.replace(/&amp;/g, '&'));
    const confirmed = await request.post(`${storeApi}/store-api/account/register-confirm`, {
      headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
      data: { em: url.searchParams.get('em'), hash: url.searchParams.get('hash') },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  return { email, password };
}

/** Signs in through the Store API and hands the logged-in context token to the storefront's cookie. */
export async function signIn(page: Page, request: APIRequestContext, baseURL: string, customer: Customer) {
  const answer = await request.post(`${storeApi}/store-api/account/login`, {
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    data: { username: customer.email, password: customer.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const token = answer.headers()['sw-context-token'] ?? ((await answer.json()) as { contextToken?: string }).contextToken;
  expect(token).toBeTruthy();
  await page.context().addCookies([{ name: 'gipfel_context', value: token!, url: new URL(baseURL).origin, httpOnly: true, sameSite: 'Lax' }]);
}

