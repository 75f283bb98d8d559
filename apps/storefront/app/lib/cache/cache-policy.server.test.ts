import { describe, expect, it } from 'vitest';
import { applyCachePolicy, pageIdOf, personalCacheControl, privateCacheControl, sharedCacheControl } from './cache-policy.server';

function run(pageId: string | undefined, options: { cookie?: string; setCookies?: string[]; method?: string; status?: number; url?: string; acceptLanguage?: string } = {}) {
  const request = new Request(options.url ?? 'http://shop.test/Lebensmittel/', {
    method: options.method ?? 'GET',
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {}) },
  });
  const headers = new Headers();
  for (const cookie of options.setCookies ?? []) headers.append('Set-Cookie', cookie);
  applyCachePolicy(request, options.status ?? 200, headers, pageId);
  return headers;
}

describe('applyCachePolicy', () => {
  it('lets a CDN keep an anonymous catalogue page, without its fresh context and language cookies', () => {
    const headers = run('catch-all', { setCookies: ['gipfel_context=abc; Path=/; HttpOnly', 'gipfel_locale=de; Path=/'] });
    expect(headers.get('Cache-Control')).toBe(sharedCacheControl);
    expect(headers.get('Cache-Control')).toMatch(/public/);
    expect(headers.get('Cache-Control')).toMatch(/s-maxage=\d+/);
    expect(headers.get('Cache-Control')).toMatch(/stale-while-revalidate=\d+/);
    expect(headers.get('Vary')).toBe('Cookie');
    expect(headers.getSetCookie()).toEqual([]);
  });

  it('varies the bare home page by browser language too', () => {
    expect(run('home', { url: 'http://shop.test/' }).get('Vary')).toBe('Cookie, Accept-Language');
    expect(run('home', { url: 'http://shop.test/en/' }).get('Vary')).toBe('Cookie');
  });

  it('may be served stale while the storefront fails (stale-if-error)', () => {
    expect(sharedCacheControl).toMatch(/stale-if-error=\d+/);
  });

  it('shares the German home at / only with visitors whose cookie and browser languages ask for German or nothing', () => {
    const home = (options: { cookie?: string; acceptLanguage?: string }) => run('home', { url: 'http://shop.test/', ...options }).get('Cache-Control');
    expect(home({})).toBe(sharedCacheControl);
    expect(home({ acceptLanguage: 'de-CH,de;q=0.9,en;q=0.5' })).toBe(sharedCacheControl);
    expect(home({ cookie: 'gipfel_locale=de', acceptLanguage: 'en-US' })).toBe(sharedCacheControl);
    // They were not redirected because they came from our own page (the language switcher) or are
    // a crawler: the next visitor with the same headers must still get the redirect.
    expect(home({ cookie: 'gipfel_locale=en' })).toBe(personalCacheControl);
    expect(home({ acceptLanguage: 'fr-CH,fr;q=0.9' })).toBe(personalCacheControl);
    // Elsewhere the URL names the language, and no cookie changes the page.
    expect(run('home', { url: 'http://shop.test/en/', cookie: 'gipfel_locale=fr' }).get('Cache-Control')).toBe(sharedCacheControl);
    expect(run('catch-all', { cookie: 'gipfel_locale=fr; gipfel_consent=granted; _ga=GA1.1.1.2' }).get('Cache-Control')).toBe(sharedCacheControl);
  });

  it('keeps a page private for a shopper with a session, another cookie, an error or a post', () => {
    for (const headers of [
      run('catch-all', { cookie: 'gipfel_locale=de; gipfel_context=tok' }),
      run('search', { setCookies: ['gipfel_consent=1; Path=/'] }),
      run('recipe', { status: 404 }),
      run('catch-all', { method: 'POST' }),
    ]) {
      expect(headers.get('Cache-Control')).toBe(personalCacheControl);
      expect(headers.get('Vary')).toBeNull();
    }
    // The shopper's cookies are not dropped then.
    expect(run('search', { setCookies: ['gipfel_consent=1; Path=/'] }).getSetCookie()).toEqual(['gipfel_consent=1; Path=/']);
  });

  it('never stores cart, checkout, account and sign-in pages', () => {
    for (const page of ['checkout-cart', 'checkout', 'checkout-success', 'account', 'account-order', 'login', 'register', 'wishlist']) {
      const headers = run(page, { setCookies: ['gipfel_context=abc; Path=/'] });
      expect(headers.get('Cache-Control')).toBe(privateCacheControl);
      expect(headers.getSetCookie()).toHaveLength(1);
    }
  });

  it('keeps other pages (forms, the root error page) private but revalidated', () => {
    expect(run('contact').get('Cache-Control')).toBe(personalCacheControl);
    expect(run('root').get('Cache-Control')).toBe(personalCacheControl);
  });
});

describe('pageIdOf', () => {
  it('strips the language of a mounted route id', () => {
    expect(pageIdOf('catch-all.fr')).toBe('catch-all');
    expect(pageIdOf('checkout-success-paid.de')).toBe('checkout-success-paid');
    expect(pageIdOf(undefined)).toBeUndefined();
  });
});
