import { describe, expect, it } from 'vitest';
import { clearCaptchaCookie, readCaptchaId, serializeCaptchaCookie } from './captcha-cookie.server';

describe('captcha cookie', () => {
  it('keeps the id of the captcha shown for ten minutes, httpOnly', () => {
    expect(serializeCaptchaCookie('abc123', false)).toMatch(/^gipfel_captcha=abc123; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(serializeCaptchaCookie('abc123', true)).toMatch(/; Secure$/);
    expect(clearCaptchaCookie(false)).toMatch(/^gipfel_captcha=; Max-Age=0;/);
  });

  it('reads only a well-formed id back', () => {
    expect(readCaptchaId(new Request('http://x/', { headers: { cookie: 'a=1; gipfel_captcha=abc123' } }))).toBe('abc123');
    expect(readCaptchaId(new Request('http://x/', { headers: { cookie: 'gipfel_captcha=<script>' } }))).toBeUndefined();
    expect(readCaptchaId(new Request('http://x/'))).toBeUndefined();
  });
});
