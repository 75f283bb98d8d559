import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRY_IDS, SALUTATION_IDS } from '../ids';
import { createTestApi, type TestApi } from '../testing/harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

/**
 * `storefrontUrl` as Shopware 6.7 checks it: `NotBlank` and `Choice(choices: getDomainUrls())`, the
 * sales channel's domain URLs with their trailing `/` trimmed and the value compared as sent. The
 * demo shop's domains are `STORE_API_STOREFRONT_URL`, `…/en` and `…/fr` (src/domains.ts).
 */

const STOREFRONT = 'https://shop.example.ch';
/** Not a domain: another port, a trailing slash, a path below a domain, another host, the other scheme, other case. */
const NOT_DOMAINS = [
  'http://localhost:3000',
  `${STOREFRONT}/`,
  `${STOREFRONT}/en/`,
  `${STOREFRONT}/account`,
  'https://evil.example',
  'http://shop.example.ch',
  'https://SHOP.example.ch',
  ` ${STOREFRONT}`,
];

let api: TestApi | undefined;
afterEach(() => {
  api?.close();
  api = undefined;
});

const codes = (body: Json) => (body.errors as Json[]).filter((error) => error.source?.pointer === '/storefrontUrl').map((error) => error.code);
const mailLinks = async (to: string) => {
  const outbox = (await (await api!.dev(`/_outbox?to=${encodeURIComponent(to)}`)).json()) as { elements: { links: string[] }[] };
  return outbox.elements.flatMap((mail) => mail.links);
};

const customer = (overrides: Json = {}) => ({
  salutationId: SALUTATION_IDS.mrs,
  firstName: 'Vreni',
  lastName: 'Schneider',
  email: `vreni.${Math.random().toString(36).slice(2)}@example.ch`,
  password: 'Matterhorn-4478',
  billingAddress: { street: 'Dorfstrasse 7', zipcode: '8750', city: 'Glarus', countryId: COUNTRY_IDS.CH },
  ...overrides,
});

describe('storefrontUrl of POST /account/register (RegisterRoute)', () => {
  it('is NotBlank and one of the domain URLs with double opt-in (DoubleOptInService::isDoubleOptInEnabled)', async () => {
    api = createTestApi({ outbox: 'on', storefrontUrl: `${STOREFRONT}/`, doubleOptInRegistration: true, accountRateLimit: { max: 0, windowSeconds: 60 } });
    for (const missing of [undefined, '', null]) {
      const { status, body } = await api.call('POST', '/store-api/account/register', { body: customer({ storefrontUrl: missing }) });
      expect(status).toBe(400);
      expect(codes(body)).toEqual(['VIOLATION::IS_BLANK_ERROR']);
    }
    for (const url of NOT_DOMAINS) {
      const { status, body } = await api.call('POST', '/store-api/account/register', { body: customer({ storefrontUrl: url }) });
      expect(status, url).toBe(400);
      expect(codes(body), url).toEqual(['VIOLATION::NO_SUCH_CHOICE_ERROR']);
    }
    for (const url of [STOREFRONT, `${STOREFRONT}/en`, `${STOREFRONT}/fr`]) {
      const data = customer({ storefrontUrl: url });
      const { status } = await api.call('POST', '/store-api/account/register', { body: data });
      expect(status, url).toBe(200);
      expect(await mailLinks(data.email)).toEqual([expect.stringMatching(new RegExp(`^${url}/registration/confirm\\?em=`))]);
    }
  });

  it('is not checked without double opt-in, nor for guests (doubleOptInGuestOrder is off, as Shopware’s default)', async () => {
    api = createTestApi({ outbox: 'on', storefrontUrl: STOREFRONT, doubleOptInRegistration: false, accountRateLimit: { max: 0, windowSeconds: 60 } });
    const account = await api.call('POST', '/store-api/account/register', { body: customer({ storefrontUrl: 'https://evil.example' }) });
    expect(account.status).toBe(200);
    const guest = await api.call('POST', '/store-api/account/register', { body: customer({ guest: true, password: undefined }) });
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ guest: true });
  });
});

describe('storefrontUrl of POST /account/recovery-password (SendPasswordRecoveryMailRoute)', () => {
  it('must be exactly a domain URL, else 400, for known and unknown emails alike', async () => {
    api = createTestApi({ outbox: 'on', storefrontUrl: STOREFRONT, doubleOptInRegistration: false, accountRateLimit: { max: 0, windowSeconds: 60 } });
    const data = customer({ storefrontUrl: STOREFRONT });
    expect((await api.call('POST', '/store-api/account/register', { body: data })).status).toBe(200);
    for (const email of [data.email, 'nobody@example.ch']) {
      for (const url of NOT_DOMAINS) {
        const { status, body } = await api.call('POST', '/store-api/account/recovery-password', { body: { email, storefrontUrl: url } });
        expect(status, url).toBe(400);
        expect(codes(body), url).toEqual(['VIOLATION::NO_SUCH_CHOICE_ERROR']);
      }
    }
    expect(await mailLinks(data.email)).toEqual([]);
    const ok = await api.call('POST', '/store-api/account/recovery-password', { body: { email: data.email, storefrontUrl: `${STOREFRONT}/fr` } });
    expect(ok.status).toBe(200);
    expect(await mailLinks(data.email)).toEqual([expect.stringMatching(new RegExp(`^${STOREFRONT}/fr/account/recover/password\\?hash=`))]);
  });
});

describe('storefrontUrl of POST /newsletter/subscribe (NewsletterSubscribeRoute)', () => {
  it('must be exactly a domain URL, else 400 and no mail', async () => {
    api = createTestApi({ outbox: 'on', storefrontUrl: STOREFRONT, formRateLimit: { max: 0, windowSeconds: 60 } });
    for (const url of NOT_DOMAINS) {
      const { status, body } = await api.call('POST', '/store-api/newsletter/subscribe', { body: { email: 'anna@example.ch', option: 'subscribe', storefrontUrl: url } });
      expect(status, url).toBe(400);
      expect(codes(body), url).toEqual(['VIOLATION::NO_SUCH_CHOICE_ERROR']);
    }
    expect(await mailLinks('anna@example.ch')).toEqual([]);
    const ok = await api.call('POST', '/store-api/newsletter/subscribe', { body: { email: 'anna@example.ch', option: 'subscribe', storefrontUrl: `${STOREFRONT}/en` } });
    expect(ok.status).toBe(200);
    expect(await mailLinks('anna@example.ch')).toEqual([expect.stringMatching(new RegExp(`^${STOREFRONT}/en/newsletter-subscribe\\?em=`))]);
  });
});
