import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { SALUTATION_IDS } from '../ids';
import { createTestApi, type TestApi } from '../testing/harness';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CaptchaStore, captchaSvg, normalizeCaptchaValue } from './captcha';
import { UPLOAD_MAX_BYTES } from './form-uploads';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

let api: TestApi;

beforeAll(() => {
  api = createTestApi({ outbox: 'on', formRateLimit: { max: 0, windowSeconds: 60 } });
}, 120_000);
afterAll(() => api.close());

const contact = {
  salutationId: SALUTATION_IDS.mr,
  firstName: 'Ueli',
  lastName: 'Meier',
  email: 'ueli@example.ch',
  subject: 'Frage',
  comment: 'Wie viel Käse pro Person?',
};

async function newCaptcha(): Promise<{ id: string; image: string; solution: string }> {
  const res = await api.call<Json>('GET', '/store-api/basic-captcha', { skipSchema: true });
  expect(res.status).toBe(200);
  const answer = (await (await api.app.request(`/_captcha/${res.body.id as string}`)).json()) as Json;
  return { id: res.body.id, image: res.body.image, solution: answer.solution };
}

const send = (body: Json) => api.call<Json>('POST', '/store-api/contact-form', { body, skipSchema: true });
const codes = (body: Json) => Object.fromEntries((body.errors as Json[]).map((error) => [error.source?.pointer, error.code]));

// Smallest valid images of each type (headers are what counts).
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

describe('basic captcha', () => {
  beforeEach(async () => {
    await api.app.request('/_outbox', { method: 'DELETE' });
  });

  it('hands out an SVG image without the answer in it, and never the answer itself', async () => {
    const res = await api.call<Json>('GET', '/store-api/basic-captcha', { skipSchema: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['apiAlias', 'expiresAt', 'id', 'image']);
    expect(res.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from((res.body.image as string).split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text|href=|url\(|<image|<script/i);
    const { solution } = (await (await api.app.request(`/_captcha/${res.body.id as string}`)).json()) as Json;
    expect(solution).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    expect(JSON.stringify(res.body)).not.toContain(solution);
  });

  it('needs the captcha on the contact form: missing, wrong, reused and right', async () => {
    const missing = await send(contact);
    expect(missing.status).toBe(400);
    expect(codes(missing.body)).toEqual({ '/captchaValue': 'VIOLATION::IS_BLANK_ERROR' });

    const first = await newCaptcha();
    const wrong = await send({ ...contact, captchaId: first.id, captchaValue: 'WRONG' });
    expect(codes(wrong.body)).toEqual({ '/captchaValue': 'VIOLATION::CAPTCHA_INVALID' });
    // Used up by the wrong try: the right answer no longer helps.
    const reused = await send({ ...contact, captchaId: first.id, captchaValue: first.solution });
    expect(codes(reused.body)).toEqual({ '/captchaValue': 'VIOLATION::CAPTCHA_INVALID' });

    const second = await newCaptcha();
    const ok = await send({ ...contact, captchaId: second.id, captchaValue: ` ${second.solution.toLowerCase()} ` });
    expect(ok.status).toBe(200);
    const again = await send({ ...contact, captchaId: second.id, captchaValue: second.solution });
    expect(again.status).toBe(400);
    expect(((await (await api.app.request('/_outbox')).json()) as Json).total).toBe(1);
  });

  it('keeps the other field errors alongside a bad captcha', async () => {
    const captcha = await newCaptcha();
    const res = await send({ ...contact, email: 'nope', comment: '', captchaId: captcha.id, captchaValue: 'AAAAA' });
    expect(codes(res.body)).toEqual({
      '/email': 'VIOLATION::STRICT_CHECK_FAILED_ERROR',
      '/comment': 'VIOLATION::IS_BLANK_ERROR',
      '/captchaValue': 'VIOLATION::CAPTCHA_INVALID',
    });
  });

  it('expires after ten minutes', () => {
    let clock = 0;
    const store = new CaptchaStore(() => clock);
    const { id, answer } = store.create();
    clock += 10 * 60 * 1000 + 1;
    expect(store.peek(id)).toBeUndefined();
    expect(store.check(id, answer)).toBe('unknown');
    const fresh = store.create();
    expect(store.check(fresh.id, fresh.answer.toLowerCase())).toBe('ok');
  });

  it('draws every character of the alphabet and compares without case and spaces', () => {
    expect(captchaSvg(CAPTCHA_ALPHABET.slice(0, 5))).toMatch(/^<svg[^>]*viewBox="0 0 200 64"/);
    expect(normalizeCaptchaValue(' ab c ')).toBe('ABC');
  });

  it('answers /_captcha/{id} only where the outbox is allowed', async () => {
    const closed = createTestApi({ outbox: 'loopback' });
    try {
      const res = await closed.call<Json>('GET', '/store-api/basic-captcha', { skipSchema: true });
      // In-process requests have no loopback socket: treated like a remote client.
      expect((await closed.app.request(`/_captcha/${res.body.id as string}`)).status).toBe(404);
    } finally {
      closed.close();
    }
    expect((await api.app.request('/_captcha/unknown')).status).toBe(404);
  });

  it('is on by default and can be switched off', () => {
    expect(loadConfig({}).captcha).toBe(true);
    expect(loadConfig({ STORE_API_CAPTCHA: '0' }).captcha).toBe(false);
  });
});

describe('photos on the contact form', () => {
  const repair = { ...contact, formType: 'repair', itemName: 'Caquelon', problemDescription: 'Gesprungen' };

  it('stores JPEG and PNG photos and lists them in the mail', async () => {
    await api.app.request('/_outbox', { method: 'DELETE' });
    const captcha = await newCaptcha();
    const res = await send({
      ...repair,
      captchaId: captcha.id,
      captchaValue: captcha.solution,
      photos: [
        { fileName: 'riss.png', mimeType: 'image/png', content: PNG.toString('base64') },
        { fileName: 'riss.jpg', mimeType: 'image/jpeg', content: JPEG.toString('base64') },
      ],
    });
    expect(res.status).toBe(200);
    const [mail] = ((await (await api.app.request('/_outbox')).json()) as Json).elements as Json[];
    expect(mail!.data.uploads).toEqual([
      expect.objectContaining({ fileName: 'riss.png', mimeType: 'image/png', size: PNG.length }),
      expect.objectContaining({ fileName: 'riss.jpg', mimeType: 'image/jpeg', size: JPEG.length }),
    ]);
    const row = api.db.prepare('SELECT content FROM contact_form_upload WHERE file_name = ?').get('riss.png') as { content: Buffer };
    expect(Buffer.compare(row.content, PNG)).toBe(0);
  });

  it('refuses wrong types, disguised files, too large files and too many files', async () => {
    const captcha = await newCaptcha();
    const big = Buffer.concat([JPEG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await send({
      ...repair,
      captchaId: captcha.id,
      captchaValue: captcha.solution,
      photos: [
        { fileName: 'notes.pdf', mimeType: 'application/pdf', content: Buffer.from('%PDF-1.7').toString('base64') },
        { fileName: 'fake.png', mimeType: 'image/png', content: Buffer.from('<svg/>').toString('base64') },
        { fileName: 'huge.jpg', mimeType: 'image/jpeg', content: big.toString('base64') },
      ],
    });
    expect(res.status).toBe(400);
    expect(codes(res.body)).toEqual({
      '/photos/0': 'VIOLATION::MIMETYPE_ERROR',
      '/photos/1': 'VIOLATION::MIMETYPE_ERROR',
      '/photos/2': 'VIOLATION::TOO_LARGE_ERROR',
    });
    const tooLarge = (res.body.errors as Json[]).find((error) => error.source?.pointer === '/photos/2')!;
    expect(tooLarge.meta.parameters).toMatchObject({ '{{ limit }}': 5, '{{ suffix }}': 'MB' });

    const many = await send({ ...repair, photos: [1, 2, 3, 4].map(() => ({ content: PNG.toString('base64') })) });
    expect(codes(many.body)['/photos']).toBe('VIOLATION::TOO_MANY_ERROR');
    const notBase64 = await send({ ...repair, photos: [{ content: '***' }] });
    expect(codes(notBase64.body)['/photos/0']).toBe('VIOLATION::INVALID_TYPE_ERROR');
  });
});
