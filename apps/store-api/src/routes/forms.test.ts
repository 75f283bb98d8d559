import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { LANGUAGE_IDS, SALUTATION_IDS } from '../ids';
import { seedDemoShop } from '../seed';
import { createTestApi, type TestApi } from '../testing/harness';
import { prepareSchemas } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

const STOREFRONT = 'http://localhost:3000';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

let api: TestApi;

beforeAll(() => {
  prepareSchemas([
    ['POST', '/store-api/newsletter/subscribe'],
    ['POST', '/store-api/newsletter/confirm'],
    ['POST', '/store-api/newsletter/unsubscribe'],
  ]);
  api = createTestApi({ storefrontUrl: STOREFRONT, outbox: 'on', formRateLimit: { max: 0, windowSeconds: 60 }, captcha: false });
}, 120_000);
afterAll(() => api.close());

async function outbox(query = ''): Promise<Json> {
  const response = await api.dev(`/_outbox${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

const pointers = (body: Json) => (body.errors as Json[]).map((error) => error.source?.pointer as string);
const codeAt = (body: Json, pointer: string) => (body.errors as Json[]).find((error) => error.source?.pointer === pointer)?.code as string | undefined;

describe('GET/DELETE /_outbox', () => {
  it('lists mails newest first and clears them', async () => {
    await api.dev('/_outbox', { method: 'DELETE' });
    for (const email of ['first@example.ch', 'second@example.ch']) {
      const res = await api.call('POST', '/store-api/newsletter/subscribe', { body: { email, option: 'subscribe', storefrontUrl: STOREFRONT } });
      expect(res.status).toBe(200);
    }
    const list = await outbox();
    expect(list.total).toBe(2);
    expect(list.elements.map((mail: Json) => mail.to)).toEqual(['second@example.ch', 'first@example.ch']);
    expect((await outbox('?to=FIRST@example.ch')).elements).toHaveLength(1);
    expect((await api.dev('/_outbox', { method: 'DELETE' })).status).toBe(204);
    expect((await outbox()).total).toBe(0);
  });

  it('is emptied, with the newsletter recipients, by a reset to the demo shop', async () => {
    const fresh = createTestApi({ storefrontUrl: STOREFRONT, outbox: 'on' });
    try {
      await fresh.call('POST', '/store-api/newsletter/subscribe', { body: { email: 'reset@example.ch', option: 'subscribe', storefrontUrl: STOREFRONT } });
      expect(((await (await fresh.dev('/_outbox')).json()) as Json).total).toBe(1);
      seedDemoShop(fresh.db, fresh.config);
      expect(((await (await fresh.dev('/_outbox')).json()) as Json).total).toBe(0);
      expect((fresh.db.prepare('SELECT COUNT(*) AS n FROM newsletter_recipient').get() as Json).n).toBe(0);
    } finally {
      fresh.close();
    }
  });

  it('needs no access key but is not part of /store-api', async () => {
    const res = await api.call('GET', '/store-api/_outbox');
    expect(res.status).toBe(404);
  });

  it('is off with STORE_API_OUTBOX=0 and loopback-only by default', async () => {
    expect(loadConfig({ STORE_API_OUTBOX: '0' }).outbox).toBe('off');
    expect(loadConfig({}).outbox).toBe('loopback');
    expect(loadConfig({ STORE_API_OUTBOX: 'public' }).outbox).toBe('on');
    expect(() => loadConfig({ STORE_API_OUTBOX: 'maybe' })).toThrow(/STORE_API_OUTBOX/);

    const off = createTestApi({ outbox: 'off' });
    const loopback = createTestApi({ outbox: 'loopback' });
    try {
      expect((await off.dev('/_outbox')).status).toBe(404);
      expect((await off.dev('/_outbox', { method: 'DELETE' })).status).toBe(404);
      // In-process requests and requests from other hosts have no loopback socket.
      expect((await loopback.dev('/_outbox')).status).toBe(404);
      const remote = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };
      expect((await loopback.dev('/_outbox', {}, remote)).status).toBe(404);
      const local = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } };
      expect((await loopback.dev('/_outbox', {}, local)).status).toBe(200);
      expect((await off.dev('/_outbox', {}, local)).status).toBe(404);
    } finally {
      off.close();
      loopback.close();
    }
  });

  it('answers over real HTTP on loopback', async () => {
    const local = createTestApi({ outbox: 'loopback' });
    const server: ServerType = await new Promise((resolve) => {
      const started = serve({ fetch: local.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
    });
    try {
      const { port } = server.address() as AddressInfo;
      // Loopback is not enough (a reverse proxy on the same host is loopback too): the admin secret is needed.
      expect((await fetch(`http://127.0.0.1:${port}/_outbox`)).status).toBe(401);
      const res = await fetch(`http://127.0.0.1:${port}/_outbox`, { headers: { authorization: `Bearer ${local.config.adminClientSecret}` } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ total: 0, elements: [] });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      local.close();
    }
  });
});

describe('newsletter double opt-in', () => {
  beforeEach(async () => {
    await api.dev('/_outbox', { method: 'DELETE' });
  });

  it('subscribes with status notSet and mails a confirmation link, then confirms to optIn', async () => {
    const email = 'Heidi@Example.CH';
    const res = await api.call('POST', '/store-api/newsletter/subscribe', {
      body: { email, option: 'subscribe', storefrontUrl: STOREFRONT, firstName: 'Heidi', lastName: 'Muster', salutationId: SALUTATION_IDS.mrs },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'notSet' });

    const [mail] = (await outbox()).elements as Json[];
    expect(mail).toMatchObject({ type: 'newsletter_double_opt_in', to: 'heidi@example.ch', language: 'de' });
    expect(mail!.subject).toContain('bestätigen');
    expect(mail!.text).toContain('Heidi Muster');
    const link = new URL(mail!.links[0] as string);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/newsletter-subscribe`);
    const em = link.searchParams.get('em')!;
    const hash = link.searchParams.get('hash')!;
    expect(em).toBe(sha1('heidi@example.ch'));
    expect(mail!.text).toContain(mail!.links[0]);

    const wrongHash = await api.call('POST', '/store-api/newsletter/confirm', { body: { em, hash: 'f'.repeat(32) } });
    expect(wrongHash.status).toBe(404);
    expect((wrongHash.body.errors as Json[])[0]!.code).toBe('CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND');
    const wrongEm = await api.call('POST', '/store-api/newsletter/confirm', { body: { em: sha1('other@example.ch'), hash } });
    expect(wrongEm.status).toBe(400);
    expect(codeAt(wrongEm.body, '/em')).toBe('VIOLATION::NOT_EQUAL_ERROR');
    const blank = await api.call('POST', '/store-api/newsletter/confirm', { body: {} });
    expect(blank.status).toBe(400);
    expect(pointers(blank.body).sort()).toEqual(['/em', '/hash']);

    const confirmed = await api.call('POST', '/store-api/newsletter/confirm', { body: { em, hash } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true });
    const row = api.db.prepare('SELECT status, confirmed_at FROM newsletter_recipient WHERE email = ?').get('heidi@example.ch') as Json;
    expect(row.status).toBe('optIn');
    expect(row.confirmed_at).toBeTruthy();
    const welcome = ((await outbox()).elements as Json[])[0]!;
    expect(welcome).toMatchObject({ type: 'newsletter_register', to: 'heidi@example.ch' });

    // Confirming twice is harmless; subscribing again keeps optIn and sends nothing.
    expect((await api.call('POST', '/store-api/newsletter/confirm', { body: { em, hash } })).status).toBe(200);
    const again = await api.call('POST', '/store-api/newsletter/subscribe', { body: { email, option: 'subscribe', storefrontUrl: STOREFRONT } });
    expect(again.body).toEqual({ success: true, status: 'optIn' });
    expect((await outbox()).total).toBe(2);

    // Unsubscribe: optOut, the old link no longer works, unknown addresses are 404.
    const out = await api.call('POST', '/store-api/newsletter/unsubscribe', { body: { email } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((api.db.prepare('SELECT status FROM newsletter_recipient WHERE email = ?').get('heidi@example.ch') as Json).status).toBe('optOut');
    expect((await api.call('POST', '/store-api/newsletter/confirm', { body: { em, hash } })).status).toBe(404);
    expect((await api.call('POST', '/store-api/newsletter/unsubscribe', { body: { email } })).status).toBe(404);
    expect((await api.call('POST', '/store-api/newsletter/unsubscribe', { body: { email: 'nobody@example.ch' } })).status).toBe(404);
    const badUnsubscribe = await api.call('POST', '/store-api/newsletter/unsubscribe', { body: { email: 'nope' } });
    expect(badUnsubscribe.status).toBe(400);
    expect(codeAt(badUnsubscribe.body, '/email')).toBe('VIOLATION::STRICT_CHECK_FAILED_ERROR');

    // Subscribing again after opting out starts a new double opt-in with a new hash.
    const renewed = await api.call('POST', '/store-api/newsletter/subscribe', { body: { email, option: 'subscribe', storefrontUrl: STOREFRONT } });
    expect(renewed.body).toEqual({ success: true, status: 'notSet' });
    const newLink = new URL(((await outbox()).elements as Json[])[0]!.links[0] as string);
    expect(newLink.searchParams.get('hash')).not.toBe(hash);
  });

  it('writes the mail in the language of the request', async () => {
    const fr = await api.call('POST', '/store-api/newsletter/subscribe', {
      headers: { 'sw-language-id': LANGUAGE_IDS['fr-CH'] },
      body: { email: 'marie@example.ch', option: 'subscribe', storefrontUrl: `${STOREFRONT}/fr` },
    });
    expect(fr.status).toBe(200);
    const en = await api.call('POST', '/store-api/newsletter/subscribe', {
      headers: { 'sw-language-id': LANGUAGE_IDS['en-GB'] },
      body: { email: 'john@example.ch', option: 'subscribe', storefrontUrl: `${STOREFRONT}/en` },
    });
    expect(en.status).toBe(200);
    const [enMail, frMail] = (await outbox()).elements as Json[];
    expect(frMail).toMatchObject({ language: 'fr', to: 'marie@example.ch' });
    expect(frMail!.subject).toContain('Veuillez confirmer');
    expect(frMail!.links[0]).toMatch(new RegExp(`^${STOREFRONT}/fr/newsletter-subscribe\\?em=[0-9a-f]{40}&hash=[0-9a-f]{32}$`));
    expect(enMail).toMatchObject({ language: 'en' });
    expect(enMail!.subject).toContain('Please confirm');
    expect(enMail!.links[0]).toMatch(new RegExp(`^${STOREFRONT}/en/newsletter-subscribe\\?`));
  });

  it('rejects bad input with 400 violations and writes no mail', async () => {
    const cases: [Json | string, string, string][] = [
      [{ email: 'not-an-email', option: 'subscribe', storefrontUrl: STOREFRONT }, '/email', 'VIOLATION::STRICT_CHECK_FAILED_ERROR'],
      [{ option: 'subscribe', storefrontUrl: STOREFRONT }, '/email', 'VIOLATION::IS_BLANK_ERROR'],
      [{ email: 42, option: 'subscribe', storefrontUrl: STOREFRONT }, '/email', 'VIOLATION::INVALID_TYPE_ERROR'],
      [{ email: 'a@example.ch', storefrontUrl: STOREFRONT }, '/option', 'VIOLATION::IS_BLANK_ERROR'],
      [{ email: 'a@example.ch', option: 'direct', storefrontUrl: STOREFRONT }, '/option', 'VIOLATION::NO_SUCH_CHOICE_ERROR'],
      [{ email: 'a@example.ch', option: 'subscribe' }, '/storefrontUrl', 'VIOLATION::IS_BLANK_ERROR'],
      [{ email: 'a@example.ch', option: 'subscribe', storefrontUrl: 'https://evil.example' }, '/storefrontUrl', 'VIOLATION::NO_SUCH_CHOICE_ERROR'],
      [{ email: 'a@example.ch', option: 'subscribe', storefrontUrl: 'javascript:alert(1)' }, '/storefrontUrl', 'VIOLATION::NO_SUCH_CHOICE_ERROR'],
      [{ email: 'a@example.ch', option: 'subscribe', storefrontUrl: STOREFRONT, firstName: 'x'.repeat(256) }, '/firstName', 'VIOLATION::TOO_LONG_ERROR'],
      [{ email: 'a@example.ch', option: 'subscribe', storefrontUrl: STOREFRONT, firstName: 'http://spam.example' }, '/firstName', 'VIOLATION::REGEX_FAILED_ERROR'],
      [{ email: 'a@example.ch', option: 'subscribe', storefrontUrl: STOREFRONT, salutationId: 'mr' }, '/salutationId', 'VIOLATION::INVALID_UUID_ERROR'],
      [{ email: 'a@example.ch', option: 'subscribe', storefrontUrl: STOREFRONT, salutationId: 'f'.repeat(32) }, '/salutationId', 'VIOLATION::ENTITY_DOES_NOT_EXISTS'],
      ['[1,2]', '/', 'FRAMEWORK__INVALID_REQUEST_BODY'],
      ['{"email":', '/', 'FRAMEWORK__INVALID_REQUEST_BODY'],
    ];
    for (const [body, pointer, code] of cases) {
      const res = await api.call('POST', '/store-api/newsletter/subscribe', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(codeAt(res.body, pointer), JSON.stringify(body)).toBe(code);
    }
    expect((await outbox()).total).toBe(0);
  });

  it('needs the access key', async () => {
    const res = await api.call('POST', '/store-api/newsletter/subscribe', { noAccessKey: true, body: { email: 'a@example.ch', option: 'subscribe', storefrontUrl: STOREFRONT } });
    expect(res.status).toBe(401);
  });
});

const contact = {
  salutationId: SALUTATION_IDS.mr,
  firstName: 'Ueli',
  lastName: 'Steck',
  email: 'ueli@example.ch',
  phone: '+41 31 123 45 67',
  subject: 'Frage zum Fondue',
  comment: 'Wie viel Käse pro Person?',
};

describe('POST /store-api/contact-form', () => {
  beforeEach(async () => {
    await api.dev('/_outbox', { method: 'DELETE' });
  });

  it('answers like ContactFormRouteResponse and mails the shop', async () => {
    const res = await api.call('POST', '/store-api/contact-form', { body: contact, skipSchema: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ individualSuccessMessage: '', apiAlias: 'contact_form_result' });
    const [mail] = (await outbox()).elements as Json[];
    expect(mail).toMatchObject({ type: 'contact_form', to: 'service@gipfel.example', replyTo: 'ueli@example.ch', language: 'de' });
    expect(mail!.subject).toBe('[Kontaktformular] Frage zum Fondue');
    expect(mail!.text).toContain('Wie viel Käse pro Person?');
    expect(mail!.text).toContain('Telefon: +41 31 123 45 67');
    expect(mail!.data).toMatchObject({ formType: 'contact', firstName: 'Ueli', email: 'ueli@example.ch', salutationId: SALUTATION_IDS.mr });
  });

  it('takes the repair, return and warranty fields and stores them with the mail', async () => {
    const repair = {
      ...contact,
      formType: 'warranty',
      company: 'Berghütte AG',
      businessType: 'Gastronomie',
      address: 'Bahnhofstrasse 1, Bern',
      postcode: '3011',
      customerNumber: 'K-10042',
      invoiceNumber: 'R2026-0042',
      orderNumber: '10001',
      itemNumbers: ['GIP-1001', 'GIP-1002'],
      itemName: 'Fondue-Caquelon',
      itemDescription: 'Gusseisen, 24 cm',
      itemPrice: 89.9,
      quantity: 2,
      problemDescription: 'Die Emaille ist gesprungen.',
      proofOfPurchase: true,
      returnLabelRequested: false,
    };
    const res = await api.call('POST', '/store-api/contact-form', {
      headers: { 'sw-language-id': LANGUAGE_IDS['fr-CH'] },
      body: repair,
      skipSchema: true,
    });
    expect(res.status).toBe(200);
    const [mail] = (await outbox()).elements as Json[];
    expect(mail!.subject).toBe('[Demande de garantie] Frage zum Fondue');
    expect(mail!.language).toBe('fr');
    expect(mail!.text).toContain('Numéros d’article: GIP-1001, GIP-1002');
    expect(mail!.text).toContain('Étiquette de retour souhaitée: non');
    const { formType, ...fields } = repair;
    expect(mail!.data).toMatchObject({ formType, ...fields });
  });

  it('reports blank and invalid fields with pointers', async () => {
    const empty = await api.call('POST', '/store-api/contact-form', { body: {} });
    expect(empty.status).toBe(400);
    // ContactFormValidationFactory: names are required only by the sales channel's config (off by default).
    expect(pointers(empty.body).sort()).toEqual(['/comment', '/email', '/salutationId', '/subject']);
    expect(codeAt(empty.body, '/comment')).toBe('VIOLATION::IS_BLANK_ERROR');

    const cases: [Json, string, string][] = [
      [{ email: 'ueli(at)example.ch' }, '/email', 'VIOLATION::STRICT_CHECK_FAILED_ERROR'],
      [{ subject: '   ' }, '/subject', 'VIOLATION::IS_BLANK_ERROR'],
      [{ comment: 'x'.repeat(5001) }, '/comment', 'VIOLATION::TOO_LONG_ERROR'],
      [{ lastName: 'visit https://spam.example' }, '/lastName', 'VIOLATION::REGEX_FAILED_ERROR'],
      [{ firstName: 'http:/x' }, '/firstName', 'VIOLATION::REGEX_FAILED_ERROR'],
      [{ phone: 'call me' }, '/phone', 'VIOLATION::REGEX_FAILED_ERROR'],
      [{ salutationId: 'f'.repeat(32) }, '/salutationId', 'VIOLATION::ENTITY_DOES_NOT_EXISTS'],
      [{ navigationId: 'home' }, '/navigationId', 'VIOLATION::INVALID_UUID_ERROR'],
      [{ formType: 'complaint' }, '/formType', 'VIOLATION::NO_SUCH_CHOICE_ERROR'],
      [{ quantity: '3' }, '/quantity', 'VIOLATION::INVALID_TYPE_ERROR'],
      [{ quantity: 1.5 }, '/quantity', 'VIOLATION::INVALID_TYPE_ERROR'],
      [{ quantity: 0 }, '/quantity', 'VIOLATION::TOO_LOW_ERROR'],
      [{ itemPrice: -1 }, '/itemPrice', 'VIOLATION::TOO_LOW_ERROR'],
      [{ itemPrice: 1e9 }, '/itemPrice', 'VIOLATION::TOO_HIGH_ERROR'],
      [{ proofOfPurchase: 'yes' }, '/proofOfPurchase', 'VIOLATION::INVALID_TYPE_ERROR'],
      [{ itemNumbers: [1, 2] }, '/itemNumbers', 'VIOLATION::INVALID_TYPE_ERROR'],
      [{ itemNumbers: Array.from({ length: 51 }, (_, i) => `A${i}`) }, '/itemNumbers', 'VIOLATION::TOO_MANY_ERROR'],
      [{ itemNumbers: ['ok', 'y'.repeat(65)] }, '/itemNumbers/1', 'VIOLATION::TOO_LONG_ERROR'],
      [{ postcode: '3011; DROP' }, '/postcode', 'VIOLATION::REGEX_FAILED_ERROR'],
      [{ customerNumber: { id: 1 } }, '/customerNumber', 'VIOLATION::INVALID_TYPE_ERROR'],
      [{ formType: 'repair' }, '/problemDescription', 'VIOLATION::IS_BLANK_ERROR'],
      [{ formType: 'repair', problemDescription: 'kaputt' }, '/itemName', 'VIOLATION::IS_BLANK_ERROR'],
      [{ formType: 'return', itemName: 'Caquelon' }, '/orderNumber', 'VIOLATION::IS_BLANK_ERROR'],
      [{ formType: 'return', invoiceNumber: 'R1' }, '/itemNumbers', 'VIOLATION::IS_BLANK_ERROR'],
      [{ formType: 'warranty', itemName: 'Caquelon', problemDescription: 'kaputt' }, '/proofOfPurchase', 'VIOLATION::IS_BLANK_ERROR'],
    ];
    for (const [change, pointer, code] of cases) {
      const res = await api.call('POST', '/store-api/contact-form', { body: { ...contact, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(codeAt(res.body, pointer), JSON.stringify(change)).toBe(code);
    }
    expect((await outbox()).total).toBe(0);
  });

  it('never answers 500 for values of the wrong type', async () => {
    const fields = ['salutationId', 'firstName', 'lastName', 'email', 'phone', 'subject', 'comment', 'navigationId', 'slotId', 'formType', 'company',
      'businessType', 'address', 'postcode', 'customerNumber', 'invoiceNumber', 'orderNumber', 'itemNumbers', 'itemName', 'itemDescription', 'itemPrice',
      'quantity', 'problemDescription', 'proofOfPurchase', 'returnLabelRequested'];
    const values: unknown[] = [123, true, [], {}, ['a', 'b'], { nested: { deep: 1 } }, 'x'.repeat(20_000), -1];
    for (const field of fields) {
      for (const value of values) {
        const res = await api.call('POST', '/store-api/contact-form', { body: { ...contact, [field]: value }, skipSchema: true });
        expect(res.status === 200 || res.status === 400, `${field}=${JSON.stringify(value).slice(0, 40)} → ${res.status}`).toBe(true);
      }
    }
  });
});

describe('rate limit on newsletter and contact form', () => {
  it('answers 429 with Retry-After per IP and window, and can be switched off', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const limited = createTestApi({ storefrontUrl: STOREFRONT, outbox: 'on', now: () => clock, formRateLimit: { max: 2, windowSeconds: 60 }, captcha: false });
    try {
      const send = (headers: Record<string, string> = {}) =>
        limited.call('POST', '/store-api/contact-form', { body: contact, headers, skipSchema: true });
      expect((await send()).status).toBe(200);
      clock += 10_000;
      expect((await send()).status).toBe(200);
      const blocked = await send();
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('Retry-After')).toBe('50');
      expect((blocked.body.errors as Json[])[0]!.code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
      // X-Forwarded-For is not trusted by default: it does not open a new bucket.
      expect((await send({ 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
      // The newsletter has its own bucket.
      const subscribe = await limited.call('POST', '/store-api/newsletter/subscribe', { body: { email: 'r@example.ch', option: 'subscribe', storefrontUrl: STOREFRONT } });
      expect(subscribe.status).toBe(200);
      clock += 50_000;
      expect((await send()).status).toBe(200);
      expect(((await (await limited.dev('/_outbox')).json()) as Json).total).toBe(4);
    } finally {
      limited.close();
    }

    const proxied = createTestApi({ trustProxy: true, formRateLimit: { max: 1, windowSeconds: 60 }, captcha: false });
    try {
      // The proxy on loopback appends the client's IP: what the client sent in front does not count.
      const send = (ip: string, sent = '10.0.0.1', peer = '127.0.0.1') =>
        proxied.call('POST', '/store-api/contact-form', { body: contact, headers: { 'x-forwarded-for': `${sent}, ${ip}` }, peer, skipSchema: true });
      expect((await send('198.51.100.1')).status).toBe(200);
      expect((await send('198.51.100.1', '192.0.2.77')).status).toBe(429);
      expect((await send('198.51.100.2')).status).toBe(200);
      // A client that reaches the Store API directly (not a trusted proxy) is known by its socket address only.
      expect((await send('198.51.100.3', '10.0.0.1', '192.0.2.200')).status).toBe(200);
      expect((await send('198.51.100.4', '10.0.0.1', '192.0.2.200')).status).toBe(429);
    } finally {
      proxied.close();
    }

    expect(loadConfig({}).formRateLimit).toEqual({ max: 5, windowSeconds: 60 });
    expect(loadConfig({ STORE_API_FORM_RATE_LIMIT: '0' }).formRateLimit.max).toBe(0);
    const unlimited = createTestApi({ formRateLimit: { max: 0, windowSeconds: 60 }, captcha: false });
    try {
      for (let i = 0; i < 8; i += 1) {
        expect((await unlimited.call('POST', '/store-api/contact-form', { body: contact, skipSchema: true })).status).toBe(200);
      }
    } finally {
      unlimited.close();
    }
  });
});
