import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { StoreApiConfig } from '../config';
import { apiError, errors } from '../errors';
import { readObjectBody, type AppEnv } from '../http';
import { FieldChecks } from '../mail/validate';
import { clientIp, ipBucket, RateLimiter, takeAttempt } from '../ratelimit';
import { captchaPng } from './captcha-image';

/**
 * Gipfel's basic image captcha (Shopware 6.7's storefront "basic captcha", served here like a
 * Store API plugin route). `GET /store-api/basic-captcha` hands out an id and a PNG image; the
 * storefront sends `captchaId` + `captchaValue` to `POST /store-api/basic-captcha/validate` (see
 * forms.ts) before it sends the form. Every captcha is single use (checked
 * once, right or wrong) and expires. The image is rasterised here (`captcha-image.ts`): pixels
 * only, so the answer has to be read from the picture, not parsed from markup. Tests read the
 * answer at `GET /_captcha/{id}`, only where the outbox may be read (loopback by default).
 *
 * Since docs/decisions/0048-captcha-proof-of-work-and-issue-limits.md the image is not the only defence: a browser with JavaScript
 * also solves a proof of work bound to its captcha (`POST /store-api/basic-captcha/challenge`,
 * ALTCHA's SHA-256 challenge, made and checked with `altcha-lib`) and sends it with the answer as
 * `captchaProof`; answers without one count against a much smaller per-client budget. New
 * captchas are limited per client, and each client holds at most `MAX_PENDING_PER_CLIENT` open
 * captchas, so one client cannot push other shoppers' captchas out.
 */

/** Characters that cannot be mistaken for each other (no 0/O, 1/I, 2/Z, 5/S, 8/B). */
export const CAPTCHA_ALPHABET = 'ACEFHKLMNPRTUWXY34679';
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 10 * 60;
/** Open captchas over all clients (memory bound). */
export const MAX_PENDING = 10_000;
/** Open captchas of one client (IP, IPv6 by /64): a few tabs and new images, not a flood. */
export const MAX_PENDING_PER_CLIENT = 20;
/**
 * The proof of work's range: the browser tries on average half of it (SHA-256 of salt + number,
 * about half a second on a phone); a script pays the same per answer.
 */
export const CAPTCHA_PROOF_MAX_NUMBER = 100_000;

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
  client: string;
  /** The salt of the proof-of-work challenge handed out for this captcha, if any. */
  proofSalt?: string;
}

export type CaptchaCheck = 'ok' | 'wrong' | 'unknown';

export interface CaptchaStoreLimits {
  maxPending: number;
  maxPendingPerClient: number;
}

/**
 * Captchas handed out and not yet checked, in memory (a restart forgets them). Each belongs to
 * the client it was handed to: a client past its quota loses its own oldest captcha; when the
 * store is full, the client holding the most loses its oldest, never a shopper with one or two.
 */
export class CaptchaStore {
  private readonly pending = new Map<string, PendingCaptcha>();
  /** Open captcha ids per client, oldest first. */
  private readonly byClient = new Map<string, Set<string>>();
  private readonly limits: CaptchaStoreLimits;
  /** The key the proofs of work are signed with; a restart forgets it with the captchas. */
  private readonly proofKey = randomBytes(32).toString('hex');

  constructor(
    private readonly now: () => number = Date.now,
    limits: Partial<CaptchaStoreLimits> = {},
  ) {
    this.limits = { maxPending: MAX_PENDING, maxPendingPerClient: MAX_PENDING_PER_CLIENT, ...limits };
  }

  /** How many captchas are open (all clients). */
  get size(): number {
    return this.pending.size;
  }

  create(client = 'unknown'): { id: string; answer: string; image: string; expiresAt: string } {
    this.prune();
    const own = this.byClient.get(client);
    while (own && own.size >= this.limits.maxPendingPerClient) this.remove(own.values().next().value!);
    while (this.pending.size >= this.limits.maxPending) this.evictFromLargestClient();
    const id = randomUUID().replace(/-/g, '');
    const answer = captchaAnswer();
    const expiresAt = this.now() + CAPTCHA_TTL_SECONDS * 1000;
    this.pending.set(id, { answer, expiresAt, client });
    const ids = this.byClient.get(client) ?? new Set<string>();
    ids.add(id);
    this.byClient.set(client, ids);
    const image = `data:image/png;base64,${captchaPng(answer).toString('base64')}`;
    return { id, answer, image, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** The answer of a pending captcha without using it up (tests only). */
  peek(id: string): string | undefined {
    const entry = this.live(id);
    return entry?.answer;
  }

  /**
   * A proof-of-work challenge for a pending captcha (a new one replaces the last: only the
   * latest counts); undefined when the captcha is unknown or expired.
   */
  async challenge(id: string, maxNumber = CAPTCHA_PROOF_MAX_NUMBER): Promise<Challenge | undefined> {
    const entry = this.live(id);
    if (!entry) return undefined;
    const challenge = await createChallenge({ hmacKey: this.proofKey, maxnumber: maxNumber, algorithm: 'SHA-256' });
    entry.proofSalt = challenge.salt;
    return challenge;
  }

  /** Checks a value once: the captcha is gone afterwards, right or wrong. */
  check(id: string, value: string): CaptchaCheck {
    return this.take(id, value).outcome;
  }

  /**
   * Checks a value and, when given, the proof of work (the base64 JSON payload ALTCHA's widget
   * posts); the captcha is used up either way. `proof` is `'ok'` only for a solution of the
   * challenge last handed out for this very captcha.
   */
  async checkWithProof(id: string, value: string, proof: string | null): Promise<{ outcome: CaptchaCheck; proof: 'ok' | 'invalid' | 'none' }> {
    const { outcome, proofSalt } = this.take(id, value);
    if (proof === null) return { outcome, proof: 'none' };
    const payload = parseProof(proof);
    const good = payload !== null && proofSalt !== undefined && payload.salt === proofSalt && (await verifySolution(payload, this.proofKey, false));
    return { outcome, proof: good ? 'ok' : 'invalid' };
  }

  private take(id: string, value: string): { outcome: CaptchaCheck; proofSalt?: string } {
    const entry = this.pending.get(id);
    this.remove(id);
    if (!entry || entry.expiresAt <= this.now()) return { outcome: 'unknown' };
    return { outcome: normalizeCaptchaValue(value) === entry.answer ? 'ok' : 'wrong', proofSalt: entry.proofSalt };
  }

  private live(id: string): PendingCaptcha | undefined {
    const entry = this.pending.get(id);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  private remove(id: string): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    const ids = this.byClient.get(entry.client);
    ids?.delete(id);
    if (ids?.size === 0) this.byClient.delete(entry.client);
  }

  private evictFromLargestClient(): void {
    let largest: Set<string> | undefined;
    for (const ids of this.byClient.values()) if (!largest || ids.size > largest.size) largest = ids;
    const oldest = largest?.values().next().value;
    if (oldest === undefined) throw new Error('The captcha store is full but holds no captcha');
    this.remove(oldest);
  }

  private prune(): void {
    const now = this.now();
    for (const [id, entry] of this.pending) if (entry.expiresAt <= now) this.remove(id);
  }
}

interface ProofPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The posted proof (base64 of ALTCHA's JSON payload), or null when it is not one. */
function parseProof(proof: string): ProofPayload | null {
  if (proof.length > 1000 || !/^[A-Za-z0-9+/]+=*$/.test(proof)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, number, salt, signature };
}

/** 429 for answers without a proof of work past their small budget (decision 0048). */
export function captchaWithoutProofThrottled(seconds: number) {
  return apiError(429, 'GIPFEL__CAPTCHA_WITHOUT_PROOF_THROTTLED', `Too many captcha answers without proof of work, try again in ${seconds} seconds.`, {
    parameters: { seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

export interface CaptchaRoutesOptions {
  store: CaptchaStore;
  config: Pick<StoreApiConfig, 'captcha' | 'trustProxy' | 'captchaRateLimit' | 'captchaWithoutProofLimit' | 'now'>;
  /** Who may read answers at `/_captcha/{id}` (tests; where the outbox may be read). */
  answersAllowed: (c: Context<AppEnv>) => boolean;
  /** Counts every answer per client (the forms' limit), before it is checked. */
  limitAnswers: MiddlewareHandler<AppEnv>;
}

/**
 * Registers `GET /store-api/basic-captcha`, `POST /store-api/basic-captcha/challenge`,
 * `POST /store-api/basic-captcha/validate` (when the captcha is on) and the test-only
 * `GET /_captcha/{id}`.
 */
export function registerCaptchaRoutes(app: Hono<AppEnv>, { store, config, answersAllowed, limitAnswers }: CaptchaRoutesOptions): void {
  const client = (c: Context<AppEnv>) => ipBucket(clientIp(c, config.trustProxy));
  const issued = new RateLimiter({ ...config.captchaRateLimit, now: config.now });
  const withoutProof = new RateLimiter({ ...config.captchaWithoutProofLimit, now: config.now });

  if (config.captcha) {
    app.get('/store-api/basic-captcha', (c) => {
      const who = client(c);
      takeAttempt([[issued, who]]);
      const { id, image, expiresAt } = store.create(who);
      c.header('Cache-Control', 'no-store');
      return c.json({ id, image, expiresAt, apiAlias: 'gipfel_basic_captcha' });
    });

    // The proof of work of one captcha (ALTCHA's challenge format); the browser solves it and
    // posts the payload with its answer. Only the captcha's latest challenge counts.
    app.post('/store-api/basic-captcha/challenge', async (c) => {
      const checks = new FieldChecks(await readObjectBody(c));
      const captchaId = checks.string('captchaId', { required: true, max: 64 });
      checks.throwIfAny();
      const challenge = await store.challenge(captchaId!);
      if (!challenge) {
        checks.problems.push({ pointer: '/captchaId', code: 'VIOLATION::CAPTCHA_INVALID', detail: 'The captcha has expired or was already used.' });
        checks.throwIfAny();
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ ...challenge, apiAlias: 'gipfel_captcha_challenge' });
    });

    // The storefront checks the shopper's answer here before it sends a form, as Shopware's
    // storefront checks its basic captcha itself; the contact form route takes no captcha, as
    // Shopware's. Checked (and used up) on every attempt, so one captcha cannot be tried twice.
    app.post('/store-api/basic-captcha/validate', limitAnswers, async (c) => {
      const checks = new FieldChecks(await readObjectBody(c));
      const captchaId = checks.string('captchaId', { max: 64 });
      const captchaValue = checks.string('captchaValue', { required: true, max: 32 });
      const captchaProof = checks.string('captchaProof', { max: 1000 });
      if (captchaValue === null) checks.throwIfAny();
      // Without the proof of work only a few answers per client and hour (decision 0048).
      if (captchaProof === null) takeAttempt([[withoutProof, client(c)]], captchaWithoutProofThrottled);
      if (captchaValue !== null) {
        const { outcome, proof } = captchaId === null ? { outcome: 'unknown' as const, proof: 'none' as const } : await store.checkWithProof(captchaId, captchaValue, captchaProof);
        if (outcome !== 'ok') {
          checks.problems.push({
            pointer: '/captchaValue',
            code: 'VIOLATION::CAPTCHA_INVALID',
            detail: outcome === 'wrong' ? 'The value does not equal the captcha.' : 'The captcha has expired or was already used.',
          });
        }
        if (captchaProof !== null && proof !== 'ok' && outcome !== 'unknown') {
          checks.problems.push({ pointer: '/captchaProof', code: 'VIOLATION::CAPTCHA_PROOF_INVALID', detail: 'The proof of work does not solve this captcha’s challenge.' });
        }
      }
      checks.throwIfAny();
      return c.json({ success: true, apiAlias: 'success_response' });
    });
  }

  app.get('/_captcha/:id', (c) => {
    if (!answersAllowed(c)) throw errors.routeNotFound(c.req.method, c.req.path);
    const id = c.req.param('id');
    const answer = store.peek(id);
    if (answer === undefined) throw apiError(404, 'GIPFEL__CAPTCHA_NOT_FOUND', `No pending captcha with id "${id}".`);
    return c.json({ id, solution: answer });
  });
}
