import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveRedirectTarget, safeRedirect } from './safe-redirect.server';

const config = { origin: 'https://shop.gipfel.example', externalHosts: ['www.instagram.com'] };

describe('resolveRedirectTarget', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'Data:text/html,x',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'https://evil.example/',
    'HTTPS://EVIL.EXAMPLE',
    '//evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    'https:evil.example',
    'http:evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'https://www.instagram.com.evil.example/',
    'https://www.instagram.com@evil.example/',
    'mailto:a@b.example',
    'relative/path',
    '',
    42,
    null,
  ])('refuses %j', (value) => {
    expect(resolveRedirectTarget(value, config)).toBeNull();
  });

  it('keeps same-origin paths and turns our own absolute URLs into paths', () => {
    expect(resolveRedirectTarget('/fr/checkout/cart?x=1', config)).toEqual({ kind: 'internal', path: '/fr/checkout/cart?x=1' });
    expect(resolveRedirectTarget('https://shop.gipfel.example/en/', config)).toEqual({ kind: 'internal', path: '/en/' });
  });

  it('allows allowlisted external hosts in any case', () => {
    expect(resolveRedirectTarget('https://www.instagram.com/gipfel', config)).toEqual({ kind: 'external', url: 'https://www.instagram.com/gipfel' });
    expect(resolveRedirectTarget(' HTTPS://WWW.Instagram.com/ ', config)).toEqual({ kind: 'external', url: 'https://www.instagram.com/' });
    expect(resolveRedirectTarget('https://www.instagram.com/', { ...config, externalHosts: [] })).toBeNull();
  });
});

describe('safeRedirect', () => {
  afterEach(() => vi.unstubAllEnvs());
  const request = new Request('https://shop.gipfel.example/navigation/1');

  it('redirects internally, externally as a full page load, and refused URLs to the fallback', () => {
    vi.stubEnv('PUBLIC_ORIGIN', '');
    const internal = safeRedirect('/en/', request, { status: 301 });
    expect(internal.status).toBe(301);
    expect(internal.headers.get('Location')).toBe('/en/');
    expect(internal.headers.get('X-Remix-Reload-Document')).toBeNull();

    const external = safeRedirect('https://www.instagram.com/', request);
    expect(external.status).toBe(302);
    expect(external.headers.get('Location')).toBe('https://www.instagram.com/');
    expect(external.headers.get('X-Remix-Reload-Document')).toBe('true');

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = safeRedirect('javascript:alert(1)', request, { fallback: '/fr/' });
    expect(refused.headers.get('Location')).toBe('/fr/');
    expect(safeRedirect('//evil.example', request).headers.get('Location')).toBe('/');
  });
});
