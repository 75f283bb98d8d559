import { randomInt, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { apiError, errors } from '../errors';
import type { AppEnv } from '../http';

/**
 * Gipfel's basic image captcha (Shopware 6.7's storefront "basic captcha", served here like a
 * Store API plugin route). `GET /store-api/basic-captcha` hands out an id and an SVG image; the
 * contact form sends `captchaId` + `captchaValue` back. Every captcha is single use (checked
 * once, right or wrong) and expires. The image is drawn from strokes (no `<text>`, so the
 * answer is not in the markup) with jittered points, rotation and noise lines; it loads
 * nothing from outside. Tests read the answer at `GET /_captcha/{id}`, only where the outbox
 * may be read (loopback by default).
 */

/** Characters that cannot be mistaken for each other (no 0/O, 1/I, 2/Z, 5/S, 8/B). */
export const CAPTCHA_ALPHABET = 'ACEFHKLMNPRTUWXY34679';
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 10 * 60;
const MAX_PENDING = 10_000;

type Stroke = [number, number][];

// Glyphs on a 4 × 6 grid (x to the right, y down), as polylines.
const P: Stroke = [[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]];
const GLYPHS: Record<string, Stroke[]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.5], [3, 3.5]]],
  C: [[[4, 0.6], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5.4]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [P],
  R: [P, [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.5], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  '3': [[[0, 0.6], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5.4]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '6': [[[3.6, 0], [1.5, 0], [0, 2], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 4], [2.5, 6], [0.5, 6]]],
};

const WIDTH = 200;
const HEIGHT = 64;
const COLOURS = ['#1d3557', '#2b2d42', '#5a189a', '#7f1d1d', '#14532d', '#1e3a8a'];

const round = (n: number) => Math.round(n * 10) / 10;

/** A random answer of `CAPTCHA_LENGTH` characters (crypto randomness). */
export function captchaAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

/** The SVG of a captcha: stroked, jittered, rotated glyphs under and over noise lines. */
export function captchaSvg(answer: string, random: () => number = Math.random): string {
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const parts: string[] = [];
  const noise = (count: number, width: number) => {
    for (let i = 0; i < count; i += 1) {
      const y1 = between(4, HEIGHT - 4);
      const y2 = between(4, HEIGHT - 4);
      parts.push(
        `<path d="M${round(between(0, 20))} ${round(y1)} C${round(between(40, 90))} ${round(between(0, HEIGHT))} ${round(between(110, 160))} ${round(between(0, HEIGHT))} ${round(between(180, WIDTH))} ${round(y2)}" stroke="${pick(COLOURS)}" stroke-width="${width}" fill="none" opacity="0.55"/>`,
      );
    }
  };
  noise(4, 1.2);
  for (let i = 0; i < 28; i += 1) {
    parts.push(`<circle cx="${round(between(0, WIDTH))}" cy="${round(between(0, HEIGHT))}" r="${round(between(0.8, 2))}" fill="${pick(COLOURS)}" opacity="0.5"/>`);
  }
  const step = (WIDTH - 24) / answer.length;
  [...answer].forEach((char, index) => {
    const scale = between(5.8, 7.2);
    const x = 14 + index * step + between(-3, 3);
    const y = between(8, HEIGHT - 6 * scale - 6);
    const angle = round(between(-18, 18));
    const skew = round(between(-12, 12));
    const d = (GLYPHS[char] ?? [])
      .map((stroke) =>
        stroke
          .map(([gx, gy], n) => `${n === 0 ? 'M' : 'L'}${round((gx + between(-0.3, 0.3)) * scale)} ${round((gy + between(-0.3, 0.3)) * scale)}`)
          .join(' '),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${round(x)} ${round(y)}) rotate(${angle} ${round(2 * scale)} ${round(3 * scale)}) skewX(${skew})" d="${d}" stroke="${pick(COLOURS)}" stroke-width="${round(between(2.6, 3.6))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  noise(3, 1.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}

/** What the shopper typed, compared without case and spaces. */
export function normalizeCaptchaValue(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

interface PendingCaptcha {
  answer: string;
  expiresAt: number;
}

export type CaptchaCheck = 'ok' | 'wrong' | 'unknown';

/** Captchas handed out and not yet checked, in memory (a restart forgets them). */
export class CaptchaStore {
  private readonly pending = new Map<string, PendingCaptcha>();

  constructor(private readonly now: () => number = Date.now) {}

  create(): { id: string; answer: string; image: string; expiresAt: string } {
    this.prune();
    const id = randomUUID().replace(/-/g, '');
    const answer = captchaAnswer();
    const expiresAt = this.now() + CAPTCHA_TTL_SECONDS * 1000;
    this.pending.set(id, { answer, expiresAt });
    const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
    return { id, answer, image, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** The answer of a pending captcha without using it up (tests only). */
  peek(id: string): string | undefined {
    const entry = this.pending.get(id);
    return entry && entry.expiresAt > this.now() ? entry.answer : undefined;
  }

  /** Checks a value once: the captcha is gone afterwards, right or wrong. */
  check(id: string, value: string): CaptchaCheck {
    const entry = this.pending.get(id);
    this.pending.delete(id);
    if (!entry || entry.expiresAt <= this.now()) return 'unknown';
    return normalizeCaptchaValue(value) === entry.answer ? 'ok' : 'wrong';
  }

  private prune(): void {
    const now = this.now();
    for (const [id, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(id);
    // Oldest first (insertion order), so a flood cannot grow the map without bound.
    while (this.pending.size >= MAX_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) break;
      this.pending.delete(oldest);
    }
  }
}

/** Registers `GET /store-api/basic-captcha` and the test-only `GET /_captcha/{id}`. */
export function registerCaptchaRoutes(app: Hono<AppEnv>, store: CaptchaStore, answersAllowed: (c: Context<AppEnv>) => boolean): void {
  app.get('/store-api/basic-captcha', (c) => {
    const { id, image, expiresAt } = store.create();
    c.header('Cache-Control', 'no-store');
    return c.json({ id, image, expiresAt, apiAlias: 'gipfel_basic_captcha' });
  });

  app.get('/_captcha/:id', (c) => {
    if (!answersAllowed(c)) throw errors.routeNotFound(c.req.method, c.req.path);
    const id = c.req.param('id');
    const answer = store.peek(id);
    if (answer === undefined) throw apiError(404, 'GIPFEL__CAPTCHA_NOT_FOUND', `No pending captcha with id "${id}".`);
    return c.json({ id, solution: answer });
  });
}
