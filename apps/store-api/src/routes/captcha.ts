import { randomInt, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { apiError, errors } from '../errors';
import type { AppEnv } from '../http';
import { captchaPng } from './captcha-image';

/**
 * Gipfel's basic image captcha (Shopware 6.7's storefront "basic captcha", served here like a
 * Store API plugin route). `GET /store-api/basic-captcha` hands out an id and a PNG image; the
 * storefront sends `captchaId` + `captchaValue` to `POST /store-api/basic-captcha/validate` (see
 * forms.ts) before it sends the form. Every captcha is single use (checked
 * once, right or wrong) and expires. The image is rasterised here (`captcha-image.ts`): pixels
 * only, so the answer has to be read from the picture, not parsed from markup. Tests read the
 * answer at `GET /_captcha/{id}`, only where the outbox may be read (loopback by default).
 */

/** Characters that cannot be mistaken for each other (no 0/O, 1/I, 2/Z, 5/S, 8/B). */
export const CAPTCHA_ALPHABET = 'ACEFHKLMNPRTUWXY34679';
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 10 * 60;
const MAX_PENDING = 10_000;

/** A random answer of `CAPTCHA_LENGTH` characters (crypto randomness). */
export function captchaAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
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
    const image = `data:image/png;base64,${captchaPng(answer).toString('base64')}`;
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
export function registerCaptchaRoutes(app: Hono<AppEnv>, store: CaptchaStore, answersAllowed: (c: Context<AppEnv>) => boolean, served = true): void {
  if (served) app.get('/store-api/basic-captcha', (c) => {
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
