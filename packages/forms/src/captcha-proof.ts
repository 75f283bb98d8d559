import type { CaptchaChallenge } from './service-form-operations';

/**
 * Solves the proof of work of an image captcha in the browser (decision 0048): the number `n`
 * with SHA-256(salt + n) = challenge, found by trying from 0 (ALTCHA's scheme; the Store API
 * makes and checks the challenge with `altcha-lib`). Web Crypto only, a few hundred bytes: no
 * widget, nothing loaded from elsewhere. Answers the payload to post as `captchaProof` (base64 of
 * ALTCHA's JSON), or null when no number up to `maxnumber` fits.
 */
export async function solveCaptchaChallenge(challenge: CaptchaChallenge, batch = 500): Promise<string | null> {
  const encoder = new TextEncoder();
  const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  for (let start = 0; start <= challenge.maxnumber; start += batch) {
    const numbers = Array.from({ length: Math.min(batch, challenge.maxnumber - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))));
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: numbers[found], salt, signature }));
    }
  }
  return null;
}

/** A challenge as JSON from the host's route, checked for shape (anything else: null). */
export function readCaptchaChallenge(value: unknown): CaptchaChallenge | null {
  if (typeof value !== 'object' || value === null) return null;
  const { algorithm, challenge, maxnumber, salt, signature } = value as Record<string, unknown>;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
  if (typeof maxnumber !== 'number' || !Number.isSafeInteger(maxnumber) || maxnumber <= 0 || maxnumber > 10_000_000) return null;
  return { algorithm, challenge, maxnumber, salt, signature };
}
