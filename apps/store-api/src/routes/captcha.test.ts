import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { SALUTATION_IDS } from '../ids';
import { createTestApi, type TestApi } from '../testing/harness';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CaptchaStore, normalizeCaptchaValue } from './captcha';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, GLYPHS, captchaPixels, captchaPng, crc32 } from './captcha-image';
import { oldSvgCaptcha } from './captcha-svg-sample';
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
  const answer = (await (await api.dev(`/_captcha/${res.body.id as string}`)).json()) as Json;
  return { id: res.body.id, image: res.body.image, solution: answer.solution };
}

const send = (body: Json) => api.call<Json>('POST', '/store-api/contact-form', { body, skipSchema: true });
const codes = (body: Json) => Object.fromEntries((body.errors as Json[]).map((error) => [error.source?.pointer, error.code]));

// Smallest valid images of each type (headers are what counts).
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

describe('basic captcha', () => {
  beforeEach(async () => {
    await api.dev('/_outbox', { method: 'DELETE' });
  });

  it('hands out a PNG image, never the answer itself', async () => {
    const res = await api.call<Json>('GET', '/store-api/basic-captcha', { skipSchema: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['apiAlias', 'expiresAt', 'id', 'image']);
    expect(res.body.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = readPng(Buffer.from((res.body.image as string).split(',')[1]!, 'base64'));
    expect([png.width, png.height]).toEqual([200, 64]);
    const { solution } = (await (await api.dev(`/_captcha/${res.body.id as string}`)).json()) as Json;
    expect(solution).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    expect(JSON.stringify(res.body)).not.toContain(solution);
  });

  it('cannot be read by parsing the image: the old format’s solver reads nothing (issue #26)', async () => {
    // The control: on the SVG the route served before, the solver reads the answer.
    expect(solveGlyphPoints(oldSvgCaptcha.svg)).toBe(oldSvgCaptcha.answer);
    let read = 0;
    for (let i = 0; i < 20; i += 1) {
      const captcha = await newCaptcha();
      const bytes = Buffer.from(captcha.image.split(',')[1]!, 'base64');
      const guess = solveGlyphPoints(bytes.toString('latin1'));
      if (guess.length > 0) read += 1;
      expect(guess).not.toBe(captcha.solution);
    }
    expect(read).toBe(0);
  });

  // Shopware's ContactFormRoute (src/Core/Content/ContactForm/SalesChannel/ContactFormRoute.php)
  // validates with ContactFormValidationFactory only: no captcha (captchas are the storefront's,
  // Storefront/Framework/Captcha). The storefront checks our image captcha at /basic-captcha/validate.
  it('is not needed on the contact form, as in Shopware (ContactFormRoute)', async () => {
    const plain = await send(contact);
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ individualSuccessMessage: '', apiAlias: 'contact_form_result' });
    // Captcha fields are ignored like any other unknown field.
    const extra = await send({ ...contact, captchaId: 'nope', captchaValue: 'WRONG' });
    expect(extra.status).toBe(200);
    expect(((await (await api.dev('/_outbox')).json()) as Json).total).toBe(2);
  });

  const validate = (body: Json) => api.call<Json>('POST', '/store-api/basic-captcha/validate', { body, skipSchema: true });

  it('is checked at /basic-captcha/validate: missing, wrong, reused and right', async () => {
    const missing = await validate({});
    expect(missing.status).toBe(400);
    expect(codes(missing.body)).toEqual({ '/captchaValue': 'VIOLATION::IS_BLANK_ERROR' });
    const noId = await validate({ captchaValue: 'AAAAA' });
    expect(codes(noId.body)).toEqual({ '/captchaValue': 'VIOLATION::CAPTCHA_INVALID' });

    const first = await newCaptcha();
    const wrong = await validate({ captchaId: first.id, captchaValue: 'WRONG' });
    expect(wrong.status).toBe(400);
    expect(codes(wrong.body)).toEqual({ '/captchaValue': 'VIOLATION::CAPTCHA_INVALID' });
    // Used up by the wrong try: the right answer no longer helps.
    const reused = await validate({ captchaId: first.id, captchaValue: first.solution });
    expect(codes(reused.body)).toEqual({ '/captchaValue': 'VIOLATION::CAPTCHA_INVALID' });

    const second = await newCaptcha();
    const ok = await validate({ captchaId: second.id, captchaValue: ` ${second.solution.toLowerCase()} ` });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, apiAlias: 'success_response' });
    const again = await validate({ captchaId: second.id, captchaValue: second.solution });
    expect(again.status).toBe(400);
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
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += CAPTCHA_LENGTH) {
      expect(readPng(captchaPng(CAPTCHA_ALPHABET.slice(i, i + CAPTCHA_LENGTH))).width).toBe(200);
    }
    expect(() => captchaPng('AC0EF')).toThrow('no glyph for "0"');
    expect(normalizeCaptchaValue(' ab c ')).toBe('ABC');
  });

  it('answers /_captcha/{id} only where the outbox is allowed', async () => {
    const closed = createTestApi({ outbox: 'loopback' });
    try {
      const res = await closed.call<Json>('GET', '/store-api/basic-captcha', { skipSchema: true });
      // In-process requests have no loopback socket: treated like a remote client.
      expect((await closed.dev(`/_captcha/${res.body.id as string}`)).status).toBe(404);
    } finally {
      closed.close();
    }
    expect((await api.dev('/_captcha/unknown')).status).toBe(404);
  });

  it('limits the answers per client like the forms (429 with Retry-After)', async () => {
    const limited = createTestApi({ formRateLimit: { max: 2, windowSeconds: 60 } });
    try {
      for (let i = 0; i < 2; i += 1) expect((await limited.call<Json>('POST', '/store-api/basic-captcha/validate', { body: { captchaValue: 'X' }, skipSchema: true })).status).toBe(400);
      const third = await limited.call<Json>('POST', '/store-api/basic-captcha/validate', { body: { captchaValue: 'X' }, skipSchema: true });
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      limited.close();
    }
  });

  it('is on by default and can be switched off', async () => {
    expect(loadConfig({}).captcha).toBe(true);
    expect(loadConfig({ STORE_API_CAPTCHA: '0' }).captcha).toBe(false);
    const off = createTestApi({ captcha: false });
    try {
      expect((await off.call<Json>('GET', '/store-api/basic-captcha', { skipSchema: true })).status).toBe(404);
      expect((await off.call<Json>('POST', '/store-api/basic-captcha/validate', { body: {}, skipSchema: true })).status).toBe(404);
    } finally {
      off.close();
    }
  });
});

describe('captcha image', () => {
  it('is a valid PNG: signature, IHDR, IDAT and IEND only, checksums right, pixels as drawn', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const png = captchaPng('K4W7R', seeded(7));
    const decoded = readPng(png);
    expect(decoded.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([decoded.width, decoded.height]).toEqual([CAPTCHA_IMAGE_WIDTH, CAPTCHA_IMAGE_HEIGHT]);
    expect(Buffer.compare(decoded.pixels, Buffer.from(captchaPixels('K4W7R', seeded(7))))).toBe(0);
    // No text anywhere in the file: neither the answer nor markup.
    expect(png.toString('latin1')).not.toMatch(/K4W7R|<svg|<path|tEXt|iTXt|zTXt/);
  });

  it('differs from one render of the same answer to the next', () => {
    const first = readPng(captchaPng('AC3E4')).pixels;
    const second = readPng(captchaPng('AC3E4')).pixels;
    let changed = 0;
    for (let i = 0; i < first.length; i += 3) if (Math.abs(first[i]! - second[i]!) > 40) changed += 1;
    // Far more than grain: the glyphs, lines and dots moved.
    expect(changed / (first.length / 3)).toBeGreaterThan(0.05);
  });

  it('draws dark text, lines and dots on a light ground, within a size budget', () => {
    for (const answer of ['WMWMW', '34679', 'ACEFH']) {
      const png = captchaPng(answer);
      expect(png.length).toBeLessThan(32 * 1024);
      const { pixels } = readPng(png);
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 3) if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 3 * 140) dark += 1;
      const share = dark / (pixels.length / 3);
      expect(share).toBeGreaterThan(0.06);
      expect(share).toBeLessThan(0.4);
    }
  });
});

describe('photos on the contact form', () => {
  const repair = { ...contact, formType: 'repair', itemName: 'Caquelon', problemDescription: 'Gesprungen' };

  it('stores JPEG and PNG photos and lists them in the mail', async () => {
    await api.dev('/_outbox', { method: 'DELETE' });
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
    const [mail] = ((await (await api.dev('/_outbox')).json()) as Json).elements as Json[];
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

// --- helpers -----------------------------------------------------------------------------------

/** A repeatable random source (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Reads a truecolour PNG: checks signature and checksums, inflates and unfilters its rows. */
function readPng(file: Buffer): { width: number; height: number; chunks: string[]; pixels: Buffer } {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: string[] = [];
  const data: Buffer[] = [];
  let header: Buffer = Buffer.alloc(0);
  for (let offset = 8; offset < file.length; ) {
    const length = file.readUInt32BE(offset);
    const type = file.subarray(offset + 4, offset + 8).toString('latin1');
    const body = file.subarray(offset + 8, offset + 8 + length);
    expect(file.readUInt32BE(offset + 8 + length)).toBe(crc32(file.subarray(offset + 4, offset + 8 + length)));
    chunks.push(type);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += length + 12;
  }
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  expect(raw.length).toBe((stride + 1) * height);
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i += 1) {
      const left = i >= 3 ? pixels[y * stride + i - 3]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const upLeft = i >= 3 && y > 0 ? pixels[(y - 1) * stride + i - 3]! : 0;
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      const predictor = [0, left, up, (left + up) >> 1, pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft][filter]!;
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 0xff;
    }
  }
  return { width, height, chunks, pixels };
}

// The old SVG captcha drew the same glyph skeletons (GLYPHS, on a 4 × 6 grid): what a solver needs to know.

/**
 * The solver the review wrote against the old SVG: each glyph was a path of points with its own
 * transform, so reading the points, scaling them back to the grid and taking the nearest
 * skeleton gives the answer, left to right. It finds nothing to read in pixels.
 */
function solveGlyphPoints(markup: string): string {
  const glyphs = [...markup.matchAll(/<path transform="translate\(([\d.-]+) [^"]*" d="([^"]+)"/g)].map((match) => {
    const strokes = match[2]!
      .split('M')
      .filter(Boolean)
      .map((stroke) => stroke.split('L').map((point) => point.trim().split(/\s+/).map(Number) as [number, number]));
    const points = strokes.flat();
    const scale = Math.max(...points.map(([, y]) => y)) / 6;
    let best = '';
    let bestCost = Infinity;
    for (const [char, skeleton] of Object.entries(GLYPHS)) {
      if (skeleton.length !== strokes.length || skeleton.some((stroke, i) => stroke.length !== strokes[i]!.length)) continue;
      const cost = skeleton.flat().reduce((sum, [gx, gy], i) => sum + (points[i]![0] / scale - gx) ** 2 + (points[i]![1] / scale - gy) ** 2, 0);
      if (cost < bestCost) [best, bestCost] = [char, cost];
    }
    return { x: Number(match[1]), char: best };
  });
  return glyphs
    .sort((a, b) => a.x - b.x)
    .map((glyph) => glyph.char)
    .join('');
}
