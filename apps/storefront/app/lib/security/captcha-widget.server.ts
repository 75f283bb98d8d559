import { captchaWidgetConfig, type CaptchaVerdict, type CaptchaWidgetConfig } from '@gipfel/forms';

/**
 * The third-party captcha widget (decision 0022): `CAPTCHA_SITE_KEY` shows Google reCAPTCHA v3 on
 * the service forms instead of the image captcha, `CAPTCHA_SECRET_KEY` lets the storefront check
 * each token with Google before the form goes to the Store API. One without the other fails the
 * start-up: a widget nobody checks would be no captcha at all.
 */
export interface CaptchaWidgetServerConfig {
  config: CaptchaWidgetConfig;
  secretKey: string;
  /** Tokens scoring below this are refused (`CAPTCHA_MIN_SCORE`, default 0.5, Google's suggestion). */
  minScore: number;
}

export const captchaVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

export function parseCaptchaWidget(source: Record<string, string | undefined>): CaptchaWidgetServerConfig | null {
  const siteKey = source.CAPTCHA_SITE_KEY?.trim();
  const secretKey = source.CAPTCHA_SECRET_KEY?.trim();
  if (!siteKey && !secretKey) return null;
  if (!siteKey || !secretKey) throw new Error('CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY go together: set both for the reCAPTCHA v3 widget, or neither for the image captcha');
  const config = captchaWidgetConfig(siteKey);
  if (!config) return null;
  const minScore = source.CAPTCHA_MIN_SCORE?.trim() ? Number(source.CAPTCHA_MIN_SCORE) : 0.5;
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1) throw new Error(`CAPTCHA_MIN_SCORE must be a number from 0 to 1, got "${source.CAPTCHA_MIN_SCORE}"`);
  return { config, secretKey, minScore };
}

interface VerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * Asks Google whether a token is good: it must be valid, for our action, and score at least the
 * minimum. Google unreachable or slow (5 s): `unavailable`, and the shopper may try again.
 */
export async function verifyCaptchaToken(
  server: CaptchaWidgetServerConfig,
  token: string,
  remoteIp: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<CaptchaVerdict> {
  if (!token) return 'refused';
  const body = new URLSearchParams({ secret: server.secretKey, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const response = await fetchImpl(captchaVerifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return 'unavailable';
    const answer = (await response.json()) as VerifyAnswer;
    const good = answer.success === true && answer.action === server.config.action && typeof answer.score === 'number' && answer.score >= server.minScore;
    return good ? 'passed' : 'refused';
  } catch {
    return 'unavailable';
  }
}
