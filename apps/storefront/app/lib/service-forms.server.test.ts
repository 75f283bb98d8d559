import { createStoreApiClient } from '@gipfel/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contactFormBody,
  loadCaptcha,
  mapServiceFormViolations,
  readCaptchaId,
  resetSalutationCache,
  serializeCaptchaCookie,
  serviceFormKindOf,
  submitServiceForm,
} from './service-forms.server';
import { parseCaptchaWidget } from './captcha-widget.server';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

function fakeClient(route: (method: string, path: string, body: unknown) => Answer) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace('/store-api', '');
    const body = await request.json().catch(() => undefined);
    requests.push({ method: request.method, path, body });
    const answer = route(request.method, path, body);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...(answer.headers ?? {}) },
    });
  });
  const client = createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 });
  return { client, requests };
}

const salutations = { status: 200, body: { elements: [{ id: 'a'.repeat(32), salutationKey: 'mr' }, { id: 'b'.repeat(32), salutationKey: 'mrs' }] } };
const violation = (pointer: string, code: string, parameters: Record<string, unknown> = {}) => ({
  status: '400',
  code,
  title: 'Constraint violation error',
  detail: 'x',
  source: { pointer },
  meta: { parameters },
});

function form(values: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const contact = { salutation: 'mrs', firstName: 'Heidi', lastName: 'Muster', email: 'heidi@example.ch', subject: 'Frage', comment: 'Hallo', captchaValue: 'AC3E4' };

afterEach(() => resetSalutationCache());

describe('service form routes', () => {
  it('reads the form from the path in every language', () => {
    expect(serviceFormKindOf('/contact')).toBe('contact');
    expect(serviceFormKindOf('/fr/repair-request')).toBe('repair');
    expect(serviceFormKindOf('/en/return/')).toBe('return');
    expect(serviceFormKindOf('/warranty')).toBe('warranty');
    expect(serviceFormKindOf('/account')).toBeUndefined();
  });
});

describe('captcha', () => {
  it('decodes the PNG of the Store API and keeps the id in a cookie', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]);
    const { client, requests } = fakeClient(() => ({ status: 200, body: { id: 'abc123', image: `data:image/png;base64,${png.toString('base64')}` } }));
    expect(await loadCaptcha(client)).toEqual({ id: 'abc123', png });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/basic-captcha' });
    const cookie = serializeCaptchaCookie('abc123', false);
    expect(cookie).toMatch(/^gipfel_captcha=abc123; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(readCaptchaId(new Request('http://x/', { headers: { cookie: 'a=1; gipfel_captcha=abc123' } }))).toBe('abc123');
    expect(readCaptchaId(new Request('http://x/', { headers: { cookie: 'gipfel_captcha=<script>' } }))).toBeUndefined();
  });

  it('refuses an image that is not a PNG data URL, such as the old SVG (issue #26)', async () => {
    for (const image of [
      'https://evil.example/x.png',
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
      `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
    ]) {
      const { client } = fakeClient(() => ({ status: 200, body: { id: 'abc', image } }));
      await expect(loadCaptcha(client)).rejects.toThrow('no usable captcha');
    }
  });
});

describe('contactFormBody', () => {
  it('sends only the fields of the form, with numbers, lists and flags', () => {
    const body = contactFormBody(
      'return',
      { ...contact, orderNumber: ' 10001 ', itemNumbers: 'GIP-1, GIP-2', quantity: '2', returnLabelRequested: 'on', itemPrice: '12', problemDescription: 'x' },
      'b'.repeat(32),
    );
    expect(body).toEqual({
      formType: 'return',
      salutationId: 'b'.repeat(32),
      firstName: 'Heidi',
      lastName: 'Muster',
      email: 'heidi@example.ch',
      orderNumber: '10001',
      itemNumbers: ['GIP-1', 'GIP-2'],
      quantity: 2,
      returnLabelRequested: true,
      subject: 'Frage',
      comment: 'Hallo',
    });
    expect(contactFormBody('warranty', { itemPrice: '89,90' }, undefined)).toMatchObject({ itemPrice: 89.9, proofOfPurchase: false });
  });
});

describe('mapServiceFormViolations', () => {
  it('puts server violations on the fields with the messages of spec §5', () => {
    expect(
      mapServiceFormViolations('repair', [
        violation('/salutationId', 'VIOLATION::IS_BLANK_ERROR'),
        violation('/email', 'VIOLATION::STRICT_CHECK_FAILED_ERROR'),
        violation('/photos/0', 'VIOLATION::TOO_LARGE_ERROR', { '{{ limit }}': 5 }),
        violation('/photos/1', 'VIOLATION::MIMETYPE_ERROR'),
        violation('/captchaValue', 'VIOLATION::CAPTCHA_INVALID'),
        violation('/subject', 'VIOLATION::TOO_LONG_ERROR', { '{{ limit }}': 255 }),
        violation('/postcode', 'VIOLATION::REGEX_FAILED_ERROR'),
        violation('/navigationId', 'VIOLATION::INVALID_UUID_ERROR'),
      ]),
    ).toEqual({
      salutation: { key: 'violation.blank' },
      email: { key: 'violation.strictCheckFailed' },
      photo: { key: 'validation.fileSize', params: { maxMB: 5 } },
      captchaValue: { key: 'validation.captcha' },
      subject: { key: 'validation.maxLength', params: { max: 255 } },
      postcode: { key: 'validation.invalid' },
      form: { key: 'validation.invalid' },
    });
  });
});

describe('submitServiceForm', () => {
  it('sends a valid repair request with its photo and the captcha of the cookie', async () => {
    const { client, requests } = fakeClient((method, path) =>
      path === '/salutation' ? salutations : { status: 200, body: { individualSuccessMessage: '', apiAlias: 'contact_form_result' } },
    );
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'riss.jpg', { type: 'image/jpeg' });
    const result = await submitServiceForm(client, 'repair', form({ ...contact, itemName: 'Caquelon', problemDescription: 'Riss', photo, website: '' }), 'cap1');
    expect(result).toEqual({ status: 'sent' });
    const sent = requests.find((request) => request.path === '/contact-form')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      formType: 'repair',
      salutationId: 'b'.repeat(32),
      itemName: 'Caquelon',
      captchaId: 'cap1',
      captchaValue: 'AC3E4',
      photos: [{ fileName: 'riss.jpg', mimeType: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff, 1]).toString('base64') }],
    });
  });

  it('keeps the values (not the captcha, not the file) and checks before calling the Store API', async () => {
    const { client, requests } = fakeClient(() => salutations);
    const photo = new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' });
    const result = await submitServiceForm(client, 'repair', form({ ...contact, email: 'heidi(at)example.ch', photo }), 'cap1');
    expect(result).toMatchObject({
      status: 'invalid',
      fileNotKept: true,
      errors: { email: { key: 'validation.email' }, itemName: { key: 'validation.required' }, photo: { key: 'validation.fileType' } },
    });
    if (result.status !== 'invalid') return;
    expect(result.values).toMatchObject({ firstName: 'Heidi', email: 'heidi(at)example.ch' });
    expect(result.values).not.toHaveProperty('captchaValue');
    expect(result.values).not.toHaveProperty('photo');
    expect(requests).toHaveLength(0);
  });

  it('maps a wrong captcha from the Store API and says how long to wait after a 429', async () => {
    let answer: Answer = { status: 400, body: { errors: [violation('/captchaValue', 'VIOLATION::CAPTCHA_INVALID')] } };
    const { client } = fakeClient((method, path) => (path === '/salutation' ? salutations : answer));
    expect(await submitServiceForm(client, 'contact', form(contact), 'cap1')).toMatchObject({ status: 'invalid', errors: { captchaValue: { key: 'validation.captcha' } } });
    answer = { status: 429, body: { errors: [{ status: '429', code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', title: 'x', detail: 'x' }] }, headers: { 'Retry-After': '42' } };
    expect(await submitServiceForm(client, 'contact', form(contact), 'cap1')).toMatchObject({ status: 'tooManyRequests', retryAfterSeconds: 42, values: { firstName: 'Heidi' } });
  });

  it('answers a filled bot trap like a success without sending, and a new image without checking', async () => {
    const { client, requests } = fakeClient(() => salutations);
    expect(await submitServiceForm(client, 'contact', form({ ...contact, website: 'http://spam.example' }), 'cap1')).toEqual({ status: 'sent' });
    expect(await submitServiceForm(client, 'contact', form({ firstName: 'Heidi', intent: 'newCaptcha' }), 'cap1')).toEqual({ status: 'newCaptcha', values: { firstName: 'Heidi' }, fileNotKept: false });
    expect(requests).toHaveLength(0);
  });

  describe('with the captcha widget (decision 0022)', () => {
    const server = parseCaptchaWidget({ CAPTCHA_SITE_KEY: '6LcTestSiteKey_0123456789abcdef', CAPTCHA_SECRET_KEY: 'secret' })!;
    const { captchaValue: _typed, ...withoutCaptcha } = contact;

    it('checks the token before the Store API and sends no image captcha', async () => {
      const { client, requests } = fakeClient((method, path) => (path === '/salutation' ? salutations : { status: 200, body: { apiAlias: 'contact_form_result' } }));
      const verify = vi.fn().mockResolvedValue('passed');
      const result = await submitServiceForm(client, 'contact', form({ ...withoutCaptcha, _grecaptcha_v3: 'tok' }), 'cap1', { server, remoteIp: '203.0.113.9', verify });
      expect(result).toEqual({ status: 'sent' });
      expect(verify).toHaveBeenCalledWith(server, 'tok', '203.0.113.9');
      const sent = requests.find((request) => request.path === '/contact-form')!.body as Record<string, unknown>;
      expect(sent).not.toHaveProperty('captchaValue');
      expect(sent).not.toHaveProperty('captchaId');
    });

    it('refuses a missing or bad token with the captcha message, keeps the values and sends nothing', async () => {
      const { client, requests } = fakeClient(() => salutations);
      const missing = await submitServiceForm(client, 'contact', form(withoutCaptcha), undefined, { server, verify: vi.fn() });
      expect(missing).toMatchObject({ status: 'invalid', errors: { _grecaptcha_v3: { key: 'validation.captcha' } }, values: { firstName: 'Heidi' } });
      const bad = await submitServiceForm(client, 'contact', form({ ...withoutCaptcha, _grecaptcha_v3: 'tok' }), undefined, { server, verify: vi.fn().mockResolvedValue('refused') });
      expect(bad).toMatchObject({ status: 'invalid', errors: { _grecaptcha_v3: { key: 'validation.captcha' } } });
      if (bad.status === 'invalid') expect(bad.values).not.toHaveProperty('_grecaptcha_v3');
      const down = await submitServiceForm(client, 'contact', form({ ...withoutCaptcha, _grecaptcha_v3: 'tok' }), undefined, { server, verify: vi.fn().mockResolvedValue('unavailable') });
      expect(down).toMatchObject({ status: 'failed', values: { subject: 'Frage' } });
      expect(requests.filter((request) => request.path === '/contact-form')).toHaveLength(0);
    });
  });
});
