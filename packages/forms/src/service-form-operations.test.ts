import { fakeStoreApi, type FakeAnswer } from '@gipfel/api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import salutationsFixture from '../../../fixtures/shopware-responses/Salutations.json';
import { createHash } from 'node:crypto';
import { readCaptchaChallenge, solveCaptchaChallenge } from './captcha-proof';
import { contactFormBody, loadCaptcha, loadCaptchaChallenge, mapServiceFormViolations, resetSalutationCache, submitServiceForm } from './service-form-operations';

// Shopware's own answer of `POST /salutation`.
const salutations = { status: 200, body: { elements: salutationsFixture } };
const mrsId = salutationsFixture.find((salutation) => salutation.salutationKey === 'mrs')!.id;
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

const base64 = (bytes: number[] | string) => btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes));
const contact = { salutation: 'mrs', firstName: 'Heidi', lastName: 'Muster', email: 'heidi@example.ch', subject: 'Frage', comment: 'Hallo', captchaValue: 'AC3E4' };

afterEach(() => resetSalutationCache());

describe('loadCaptcha', () => {
  it('decodes the PNG of the Store API', async () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...'IHDR'.split('').map((char) => char.charCodeAt(0))];
    const { client, calls } = fakeStoreApi(() => ({ status: 200, body: { id: 'abc123', image: `data:image/png;base64,${base64(png)}` } }));
    expect(await loadCaptcha(client)).toEqual({ id: 'abc123', png: new Uint8Array(png) });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/basic-captcha' });
  });

  it('refuses an image that is not a PNG data URL, such as the old SVG captcha, and a bad id', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    for (const [id, image] of [
      ['abc', 'https://evil.example/x.png'],
      ['abc', `data:image/svg+xml;base64,${base64(svg)}`],
      ['abc', `data:image/png;base64,${base64(svg)}`],
      ['<script>', `data:image/png;base64,${base64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])}`],
    ]) {
      const { client } = fakeStoreApi(() => ({ status: 200, body: { id, image } }));
      await expect(loadCaptcha(client)).rejects.toThrow('no usable captcha');
    }
  });
});

describe('contactFormBody', () => {
  it('sends only the fields of the form, with numbers, lists and flags', () => {
    const body = contactFormBody(
      'return',
      { ...contact, orderNumber: ' 10001 ', itemNumbers: 'GIP-1, GIP-2', quantity: '2', returnLabelRequested: 'on', itemPrice: '12', problemDescription: 'x' },
      mrsId,
    );
    expect(body).toEqual({
      formType: 'return',
      salutationId: mrsId,
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
  it('puts server violations on the fields with their translated form messages', () => {
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
  it('checks the captcha the host kept, then sends a valid repair request with its photo and without the captcha', async () => {
    const { client, calls } = fakeStoreApi((method, path) =>
      path === '/salutation' ? salutations : { status: 200, body: { individualSuccessMessage: '', apiAlias: 'contact_form_result' } });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'riss.jpg', { type: 'image/jpeg' });
    const result = await submitServiceForm(client, { kind: 'repair', form: form({ ...contact, itemName: 'Caquelon', problemDescription: 'Riss', photo, website: '' }), captchaId: 'cap1' });
    expect(result).toEqual({ status: 'sent' });
    expect(calls.map((request) => request.path)).toEqual(['/basic-captcha/validate', '/salutation', '/contact-form']);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { captchaId: 'cap1', captchaValue: 'AC3E4' } });
    const sent = calls.find((request) => request.path === '/contact-form')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      formType: 'repair',
      salutationId: mrsId,
      itemName: 'Caquelon',
      photos: [{ fileName: 'riss.jpg', mimeType: 'image/jpeg', content: base64([0xff, 0xd8, 0xff, 1]) }],
    });
    // Shopware's contact form route takes no captcha.
    expect(sent).not.toHaveProperty('captchaId');
    expect(sent).not.toHaveProperty('captchaValue');
  });

  it('sends nothing when the captcha check fails', async () => {
    const { client, calls } = fakeStoreApi((method, path) =>
      path === '/basic-captcha/validate' ? { status: 400, body: { errors: [violation('/captchaValue', 'VIOLATION::CAPTCHA_INVALID')] } } : salutations);
    expect(await submitServiceForm(client, { kind: 'contact', form: form(contact) })).toMatchObject({ status: 'invalid', errors: { captchaValue: { key: 'validation.captcha' } } });
    expect(calls.map((request) => request.path)).toEqual(['/basic-captcha/validate']);
    expect(calls[0]!.body).toEqual({ captchaValue: 'AC3E4' });
  });

  it('reads the salutations once for several submissions', async () => {
    const { client, calls } = fakeStoreApi((method, path) => (path === '/salutation' ? salutations : { status: 200, body: { apiAlias: 'contact_form_result' } }));
    await submitServiceForm(client, { kind: 'contact', form: form(contact), captchaId: 'cap1' });
    await submitServiceForm(client, { kind: 'contact', form: form(contact), captchaId: 'cap2' });
    expect(calls.filter((request) => request.path === '/salutation')).toHaveLength(1);
  });

  it('keeps the values (not the captcha, not the file) and checks before calling the Store API', async () => {
    const { client, calls } = fakeStoreApi(() => salutations);
    const photo = new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' });
    const result = await submitServiceForm(client, { kind: 'repair', form: form({ ...contact, email: 'heidi(at)example.ch', photo }), captchaId: 'cap1' });
    expect(result).toMatchObject({
      status: 'invalid',
      fileNotKept: true,
      errors: { email: { key: 'validation.email' }, itemName: { key: 'validation.required' }, photo: { key: 'validation.fileType' } },
    });
    if (result.status !== 'invalid') return;
    expect(result.values).toMatchObject({ firstName: 'Heidi', email: 'heidi(at)example.ch' });
    expect(result.values).not.toHaveProperty('captchaValue');
    expect(result.values).not.toHaveProperty('photo');
    expect(calls).toHaveLength(0);
  });

  it('maps a wrong captcha from the Store API and says how long to wait after a 429', async () => {
    let answer: FakeAnswer = { status: 400, body: { errors: [violation('/captchaValue', 'VIOLATION::CAPTCHA_INVALID')] } };
    const { client } = fakeStoreApi((method, path) => (path === '/salutation' ? salutations : answer));
    expect(await submitServiceForm(client, { kind: 'contact', form: form(contact), captchaId: 'cap1' })).toMatchObject({ status: 'invalid', errors: { captchaValue: { key: 'validation.captcha' } } });
    answer = { status: 429, body: { errors: [{ status: '429', code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', title: 'x', detail: 'x' }] }, headers: { 'Retry-After': '42' } };
    expect(await submitServiceForm(client, { kind: 'contact', form: form(contact), captchaId: 'cap1' })).toMatchObject({
      status: 'tooManyRequests',
      retryAfterSeconds: 42,
      values: { firstName: 'Heidi' },
    });
  });

  it('sends the proof of work with the answer, and names the budget without it after its 429 (decision 0048)', async () => {
    let answer: FakeAnswer = { status: 200, body: { success: true } };
    const { client, calls } = fakeStoreApi((method, path) => (path === '/salutation' ? salutations : path === '/basic-captcha/validate' ? answer : { status: 200, body: {} }));
    expect(await submitServiceForm(client, { kind: 'contact', form: form({ ...contact, captchaProof: 'eyJwcm9vZiI6MX0=' }), captchaId: 'cap1' })).toEqual({ status: 'sent' });
    expect(calls[0]!.body).toEqual({ captchaId: 'cap1', captchaValue: 'AC3E4', captchaProof: 'eyJwcm9vZiI6MX0=' });
    // An empty proof field (a browser without JavaScript) sends none.
    await submitServiceForm(client, { kind: 'contact', form: form({ ...contact, captchaProof: '' }), captchaId: 'cap2' });
    expect(calls.filter((request) => request.path === '/basic-captcha/validate')[1]!.body).toEqual({ captchaId: 'cap2', captchaValue: 'AC3E4' });

    answer = { status: 400, body: { errors: [violation('/captchaProof', 'VIOLATION::CAPTCHA_PROOF_INVALID')] } };
    expect(await submitServiceForm(client, { kind: 'contact', form: form({ ...contact, captchaProof: 'eA==' }), captchaId: 'cap3' })).toMatchObject({
      status: 'invalid',
      errors: { captchaValue: { key: 'validation.captchaProof' } },
      values: { firstName: 'Heidi' },
    });
    answer = { status: 429, body: { errors: [{ status: '429', code: 'GIPFEL__CAPTCHA_WITHOUT_PROOF_THROTTLED', title: 'x', detail: 'x' }] }, headers: { 'Retry-After': '1800' } };
    const refused = await submitServiceForm(client, { kind: 'contact', form: form(contact), captchaId: 'cap4' });
    expect(refused).toMatchObject({ status: 'tooManyRequests', retryAfterSeconds: 1800, withoutScript: true, values: { firstName: 'Heidi', comment: 'Hallo' } });
    expect(refused.status === 'tooManyRequests' && refused.values).not.toHaveProperty('captchaProof');
  });

  it('answers a filled bot trap like a success without sending, and a new image without checking', async () => {
    const { client, calls } = fakeStoreApi(() => salutations);
    expect(await submitServiceForm(client, { kind: 'contact', form: form({ ...contact, website: 'http://spam.example' }), captchaId: 'cap1' })).toEqual({ status: 'sent' });
    expect(await submitServiceForm(client, { kind: 'contact', form: form({ firstName: 'Heidi', intent: 'newCaptcha' }), captchaId: 'cap1' })).toEqual({
      status: 'newCaptcha',
      values: { firstName: 'Heidi' },
      fileNotKept: false,
    });
    expect(calls).toHaveLength(0);
  });

  describe('with the captcha widget (decision 0022)', () => {
    const { captchaValue: _typed, ...withoutCaptcha } = contact;

    it('checks the token before the Store API and sends no image captcha', async () => {
      const { client, calls } = fakeStoreApi((method, path) => (path === '/salutation' ? salutations : { status: 200, body: { apiAlias: 'contact_form_result' } }));
      const verifyWidgetToken = vi.fn().mockResolvedValue('passed');
      const result = await submitServiceForm(client, { kind: 'contact', form: form({ ...withoutCaptcha, _grecaptcha_v3: 'tok' }), captchaId: 'cap1', verifyWidgetToken });
      expect(result).toEqual({ status: 'sent' });
      expect(verifyWidgetToken).toHaveBeenCalledWith('tok');
      const sent = calls.find((request) => request.path === '/contact-form')!.body as Record<string, unknown>;
      expect(sent).not.toHaveProperty('captchaValue');
      expect(sent).not.toHaveProperty('captchaId');
      expect(calls.filter((request) => request.path === '/basic-captcha/validate')).toHaveLength(0);
    });

    it('refuses a missing or bad token with the captcha message, keeps the values and sends nothing', async () => {
      const { client, calls } = fakeStoreApi(() => salutations);
      const missing = await submitServiceForm(client, { kind: 'contact', form: form(withoutCaptcha), verifyWidgetToken: vi.fn() });
      expect(missing).toMatchObject({ status: 'invalid', errors: { _grecaptcha_v3: { key: 'validation.captcha' } }, values: { firstName: 'Heidi' } });
      const bad = await submitServiceForm(client, { kind: 'contact', form: form({ ...withoutCaptcha, _grecaptcha_v3: 'tok' }), verifyWidgetToken: vi.fn().mockResolvedValue('refused') });
      expect(bad).toMatchObject({ status: 'invalid', errors: { _grecaptcha_v3: { key: 'validation.captcha' } } });
      if (bad.status === 'invalid') expect(bad.values).not.toHaveProperty('_grecaptcha_v3');
      const down = await submitServiceForm(client, { kind: 'contact', form: form({ ...withoutCaptcha, _grecaptcha_v3: 'tok' }), verifyWidgetToken: vi.fn().mockResolvedValue('unavailable') });
      expect(down).toMatchObject({ status: 'failed', values: { subject: 'Frage' } });
      expect(calls.filter((request) => request.path === '/contact-form')).toHaveLength(0);
    });
  });
});

describe('the proof of work (decision 0048)', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const challengeFor = (salt: string, number: number, maxnumber = 5000) => ({ algorithm: 'SHA-256' as const, challenge: sha256(`${salt}${number}`), maxnumber, salt, signature: 'a'.repeat(64) });

  it('loads the challenge of a captcha and passes on only its fields', async () => {
    const { client, calls } = fakeStoreApi(() => ({ status: 200, body: { ...challengeFor('s1?&', 7), apiAlias: 'gipfel_captcha_challenge', extra: '<script>' } }));
    expect(await loadCaptchaChallenge(client, 'cap1')).toEqual(challengeFor('s1?&', 7));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/basic-captcha/challenge', body: { captchaId: 'cap1' } });
    const { client: bad } = fakeStoreApi(() => ({ status: 200, body: { ...challengeFor('s', 1), algorithm: 'SHA-1' } }));
    await expect(loadCaptchaChallenge(bad, 'cap1')).rejects.toThrow('no usable captcha challenge');
  });

  it('finds the number with Web Crypto and answers ALTCHA’s payload', async () => {
    const challenge = challengeFor('0f1e2d3c4b5a?&', 3210);
    const payload = JSON.parse(atob((await solveCaptchaChallenge(challenge, 250))!)) as Record<string, unknown>;
    expect(payload).toEqual({ algorithm: 'SHA-256', challenge: challenge.challenge, number: 3210, salt: challenge.salt, signature: challenge.signature });
    // No number in range: no proof.
    expect(await solveCaptchaChallenge({ ...challenge, maxnumber: 100 })).toBeNull();
  });

  it('reads only a well-formed challenge from the host route', () => {
    const challenge = challengeFor('x', 1);
    expect(readCaptchaChallenge(challenge)).toEqual(challenge);
    expect(readCaptchaChallenge({ ...challenge, maxnumber: 1e12 })).toBeNull();
    expect(readCaptchaChallenge({ ...challenge, algorithm: 'MD5' })).toBeNull();
    expect(readCaptchaChallenge(null)).toBeNull();
    expect(readCaptchaChallenge('x')).toBeNull();
  });
});
