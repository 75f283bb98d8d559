import { describe, expect, it, vi } from 'vitest';
import { captchaVerifyUrl, parseCaptchaWidget, verifyCaptchaToken } from './captcha-widget.server';

const siteKey = '6LcTestSiteKey_0123456789abcdef';

describe('parseCaptchaWidget', () => {
  it('is off without keys: the image captcha, nothing from outside', () => {
    expect(parseCaptchaWidget({})).toBeNull();
    expect(parseCaptchaWidget({ CAPTCHA_SITE_KEY: ' ', CAPTCHA_SECRET_KEY: '' })).toBeNull();
  });

  it('needs both keys and a plausible site key', () => {
    expect(() => parseCaptchaWidget({ CAPTCHA_SITE_KEY: siteKey })).toThrow(/go together/);
    expect(() => parseCaptchaWidget({ CAPTCHA_SECRET_KEY: 'secret' })).toThrow(/go together/);
    expect(() => parseCaptchaWidget({ CAPTCHA_SITE_KEY: 'x', CAPTCHA_SECRET_KEY: 'secret' })).toThrow(/site key/);
    expect(() => parseCaptchaWidget({ CAPTCHA_SITE_KEY: siteKey, CAPTCHA_SECRET_KEY: 's', CAPTCHA_MIN_SCORE: '2' })).toThrow(/CAPTCHA_MIN_SCORE/);
  });

  it('uses German with the badge hidden and a minimum score of 0.5', () => {
    const server = parseCaptchaWidget({ CAPTCHA_SITE_KEY: siteKey, CAPTCHA_SECRET_KEY: 'secret' });
    expect(server).toMatchObject({ secretKey: 'secret', minScore: 0.5, config: { siteKey, language: 'de', hideBadge: true } });
  });
});

describe('verifyCaptchaToken', () => {
  const server = parseCaptchaWidget({ CAPTCHA_SITE_KEY: siteKey, CAPTCHA_SECRET_KEY: 'secret', CAPTCHA_MIN_SCORE: '0.7' })!;
  const answer = (body: unknown, status = 200) => vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

  it('passes a valid token of our action with a good score, sending secret, token and IP', async () => {
    const fetch = answer({ success: true, score: 0.9, action: 'service_form' });
    expect(await verifyCaptchaToken(server, 'tok', '203.0.113.9', fetch)).toBe('passed');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(captchaVerifyUrl);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ secret: 'secret', response: 'tok', remoteip: '203.0.113.9' });
  });

  it('refuses low scores, other actions, invalid tokens and empty tokens', async () => {
    expect(await verifyCaptchaToken(server, 'tok', undefined, answer({ success: true, score: 0.3, action: 'service_form' }))).toBe('refused');
    expect(await verifyCaptchaToken(server, 'tok', undefined, answer({ success: true, score: 0.9, action: 'login' }))).toBe('refused');
    expect(await verifyCaptchaToken(server, 'tok', undefined, answer({ success: false, 'error-codes': ['invalid-input-response'] }))).toBe('refused');
    const fetch = vi.fn();
    expect(await verifyCaptchaToken(server, '', undefined, fetch)).toBe('refused');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports Google unreachable as unavailable', async () => {
    expect(await verifyCaptchaToken(server, 'tok', undefined, vi.fn().mockRejectedValue(new TypeError('fetch failed')))).toBe('unavailable');
    expect(await verifyCaptchaToken(server, 'tok', undefined, answer({}, 503))).toBe('unavailable');
  });
});
