import { describe, expect, it, vi } from 'vitest';
import { captchaWidgetOrigins } from '@gipfel/forms';
import { applySecurityHeaders, contentSecurityPolicy, createNonce, parseOrigins } from './security-headers.server';

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name!, values.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy({ nonce: 'abc123', storeApiOrigin: 'http://127.0.0.1:8787', paymentOrigins: ['https://pay.example'] }));

  it('allows scripts only from our origin or with the nonce', () => {
    expect(policy['script-src']).toBe("'self' 'nonce-abc123'");
    expect(policy['script-src']).not.toContain('unsafe');
  });

  it('forbids framing, foreign base URLs and plugins', () => {
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['base-uri']).toBe("'self'");
    expect(policy['object-src']).toBe("'none'");
  });

  it('lets forms go only to us, the Store API gateway and configured payment providers', () => {
    expect(policy['form-action']).toBe("'self' http://127.0.0.1:8787 https://pay.example");
  });

  it('loads images from the Store API media and talks only to the storefront', () => {
    expect(policy['img-src']).toContain('http://127.0.0.1:8787');
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['frame-src']).toBe('https://www.youtube-nocookie.com https://player.vimeo.com');
  });

  it('allows Google only when the captcha widget is configured (decision 0022)', () => {
    const withWidget = directives(contentSecurityPolicy({ nonce: 'n', storeApiOrigin: 'http://127.0.0.1:8787', captchaOrigins: captchaWidgetOrigins }));
    expect(withWidget['script-src']).toBe("'self' 'nonce-n' https://www.google.com https://www.gstatic.com");
    expect(withWidget['frame-src']).toContain('https://www.google.com');
    expect(withWidget['connect-src']).toBe("'self' https://www.google.com");
    expect(policy['script-src']).not.toContain('google');
  });
});

describe('createNonce', () => {
  it('is different on every call and long enough', () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
  });
});

describe('parseOrigins', () => {
  it('keeps http(s) origins and drops the rest with a log line', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseOrigins('https://pay.example/path, javascript:alert(1), not a url,http://b.test', 'X')).toEqual(['https://pay.example', 'http://b.test']);
    expect(log).toHaveBeenCalledTimes(2);
    expect(parseOrigins(undefined, 'X')).toEqual([]);
    log.mockRestore();
  });
});

describe('applySecurityHeaders', () => {
  it('sets the browser defences, HSTS only on https', () => {
    const plain = applySecurityHeaders(new Headers(), { https: false });
    expect(plain.get('X-Content-Type-Options')).toBe('nosniff');
    expect(plain.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.get('Permissions-Policy')).toContain('camera=()');
    expect(plain.get('Strict-Transport-Security')).toBeNull();
    expect(applySecurityHeaders(new Headers(), { https: true }).get('Strict-Transport-Security')).toContain('max-age=31536000');
  });
});
