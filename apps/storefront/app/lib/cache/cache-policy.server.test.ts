import { describe, expect, it } from 'vitest';
import { pageIdOf, pageRoutes, resourceRoutes, routePrefixes } from '../../route-table';
import {
  answerRoutesOf,
  applyCachePolicy,
  personalCacheControl,
  privateCacheControl,
  publicCacheControl,
  routeCachePolicy,
  routePolicyIds,
  sharedCacheControl,
  withCachePolicy,
  type AnswerKind,
} from './cache-policy.server';

const session = 'gipfel_context=abcdefabcdefabcdefabcdefabcdef12';

interface Options {
  kind?: AnswerKind;
  cookie?: string;
  setCookies?: string[];
  method?: string;
  status?: number;
  url?: string;
  acceptLanguage?: string;
  cacheControl?: string;
}

async function run(routeId: string | undefined, options: Options = {}) {
  const request = new Request(options.url ?? 'http://shop.test/Lebensmittel/', {
    method: options.method ?? 'GET',
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {}) },
  });
  const headers = new Headers();
  for (const cookie of options.setCookies ?? []) headers.append('Set-Cookie', cookie);
  if (options.cacheControl) headers.set('Cache-Control', options.cacheControl);
  const kind = options.kind ?? (routeId?.startsWith('api-') ? 'resource' : 'document');
  const routeIds = ['root', ...(kind === 'resource' ? [] : ['layout-default']), ...(routeId ? [routeId] : [])];
  await applyCachePolicy(request, { kind, routeIds, status: options.status ?? 200, headers });
  return headers;
}

/** A path of a route pattern: parameters and the splat filled in. */
function samplePath(pattern: string): string {
  return pattern
    .split('/')
    .map((part) => (part === '*' ? 'Tee/Gruentee/' : part.startsWith(':') ? 'x1' : part))
    .join('/');
}

/** The paths of a page in every language: `/account`, `/en/account`, `/fr/account` (the home: `/`, `/en`, `/fr`). */
function pagePaths(path: string): string[] {
  return Object.values(routePrefixes).map((prefix) => `/${[prefix, samplePath(path)].filter(Boolean).join('/')}`);
}

/** The single-fetch data request of a page path (`/` → `/_root.data`). */
function dataPath(path: string): string {
  return path === '/' ? '/_root.data' : `${path.replace(/\/$/, '')}.data`;
}

describe('the one cache policy over the route table', () => {
  it('names every page and resource route of the route table, and nothing else', () => {
    const routeIds = [...pageRoutes, ...resourceRoutes].map((route) => route.id);
    expect([...routePolicyIds].sort()).toEqual([...routeIds].sort());
  });

  it('answers private, no-store to every request with a shopper\'s session, documents, .data and resource routes, whatever the status', async () => {
    const seen: string[] = [];
    for (const page of pageRoutes) {
      for (const path of pagePaths(page.path)) {
        for (const target of [path, dataPath(path)]) {
          const { kind, routeIds } = answerRoutesOf(target);
          expect(pageIdOf(routeIds.at(-1)), target).toBe(page.id);
          for (const status of [200, 302, 404]) {
            for (const method of ['GET', 'POST']) {
              const request = new Request(`http://shop.test${target}`, { method, headers: { cookie: `gipfel_locale=de; ${session}` } });
              const answer = await withCachePolicy(request, new Response('x', { status, headers: { 'Cache-Control': 'public, max-age=600' } }));
              expect(answer.headers.get('Cache-Control'), `${method} ${target} ${status} (${kind})`).toBe(privateCacheControl);
            }
          }
          seen.push(target);
        }
      }
    }
    // Resource routes read with the session: all but the shop's texts, which never read it.
    const publicRoutes = resourceRoutes.filter((route) => routeCachePolicy(['root', route.id]) === 'public').map((route) => route.id);
    expect(publicRoutes.sort()).toEqual(['api-texts', 'api-translations']);
    for (const route of resourceRoutes) {
      const target = `/${samplePath(route.path)}`;
      expect(answerRoutesOf(target)).toEqual({ kind: 'resource', routeIds: ['root', route.id] });
      for (const status of [200, 400, 404, 502]) {
        const request = new Request(`http://shop.test${target}`, { headers: { cookie: session } });
        // A resource that sets a cookie (a renewed context) is private whatever it is.
        const withCookie = await withCachePolicy(request, new Response('x', { status, headers: { 'Set-Cookie': 'gipfel_context=new; Path=/', 'Cache-Control': 'public, max-age=60' } }));
        expect(withCookie.headers.get('Cache-Control'), `${target} ${status}`).toBe(privateCacheControl);
        if (publicRoutes.includes(route.id)) continue;
        const answer = await withCachePolicy(request, Response.json({}, { status, headers: { 'Cache-Control': 'private, max-age=60' } }));
        expect(answer.headers.get('Cache-Control'), `${target} ${status}`).toBe(privateCacheControl);
      }
    }
    expect(seen.length).toBe(pageRoutes.length * Object.keys(routePrefixes).length * 2);
  });

  it('keeps the shop\'s public texts public for everyone, with their own max-age', async () => {
    expect((await run('api-texts', { cookie: session, cacheControl: 'public, max-age=31536000, immutable' })).get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await run('api-translations', { cacheControl: 'public, max-age=60' })).get('Cache-Control')).toBe('public, max-age=60');
    // No public policy of their own: a minute.
    expect((await run('api-translations', { status: 404 })).get('Cache-Control')).toBe(publicCacheControl);
    expect((await run('api-texts', { cacheControl: 'private, max-age=600' })).get('Cache-Control')).toBe(publicCacheControl);
  });

  it('keeps the shopper\'s resources private without a session too', async () => {
    for (const id of ['api-store', 'api-context', 'api-consent', 'api-search-suggest', 'api-listing', 'api-search-results', 'api-wishlist', 'api-captcha']) {
      expect((await run(id, { cacheControl: 'public, max-age=600' })).get('Cache-Control'), id).toBe(privateCacheControl);
    }
  });

  it('never lets a shared cache keep a .data answer: a shared page\'s is revalidated, a private page\'s never stored', async () => {
    expect((await run('catch-all', { kind: 'data', url: 'http://shop.test/Tee.data' })).get('Cache-Control')).toBe(personalCacheControl);
    expect((await run('home', { kind: 'data', url: 'http://shop.test/_root.data' })).get('Cache-Control')).toBe(personalCacheControl);
    expect((await run('account-address', { kind: 'data', url: 'http://shop.test/account/address.data' })).get('Cache-Control')).toBe(privateCacheControl);
    expect((await run('catch-all', { kind: 'data', setCookies: ['gipfel_context=abc; Path=/'] })).getSetCookie()).toHaveLength(1);
  });

  it('takes the strictest policy of the routes a request loads', () => {
    expect(routeCachePolicy(['root', 'layout-default', 'catch-all'])).toBe('shared');
    expect(routeCachePolicy(['root', 'layout-account', 'account-order'])).toBe('private');
    expect(routeCachePolicy(['root', 'layout-default', 'contact'])).toBe('personal');
    expect(routeCachePolicy(['catch-all', 'account'])).toBe('private');
    expect(routeCachePolicy(['root', 'layout-default', 'home.fr'])).toBe('shared');
    // Nothing of its own (a 404 without a page): revalidated, never shared.
    expect(routeCachePolicy(['root'])).toBe('personal');
    expect(routeCachePolicy([])).toBe('personal');
    expect(routeCachePolicy(['__proto__', 'constructor'])).toBe('personal');
  });
});

describe('applyCachePolicy for documents', () => {
  it('lets a CDN keep an anonymous catalogue page, without its fresh context and language cookies', async () => {
    const headers = (await run('catch-all', { setCookies: ['gipfel_context=abc; Path=/; HttpOnly', 'gipfel_locale=de; Path=/'] }));
    expect(headers.get('Cache-Control')).toBe(sharedCacheControl);
    expect(headers.get('Cache-Control')).toMatch(/public/);
    expect(headers.get('Cache-Control')).toMatch(/s-maxage=\d+/);
    expect(headers.get('Cache-Control')).toMatch(/stale-while-revalidate=\d+/);
    expect(headers.get('Vary')).toBe('Cookie');
    expect(headers.getSetCookie()).toEqual([]);
  });

  it('varies the bare home page by browser language too', async () => {
    expect((await run('home', { url: 'http://shop.test/' })).get('Vary')).toBe('Cookie, Accept-Language');
    expect((await run('home.en', { url: 'http://shop.test/en/' })).get('Vary')).toBe('Cookie');
  });

  it('may be served stale while the storefront fails (stale-if-error)', () => {
    expect(sharedCacheControl).toMatch(/stale-if-error=\d+/);
  });

  it('shares the German home at / only with visitors whose cookie and browser languages ask for German or nothing', async () => {
    const home = async (options: { cookie?: string; acceptLanguage?: string }) => (await run('home', { url: 'http://shop.test/', ...options })).get('Cache-Control');
    expect(await home({})).toBe(sharedCacheControl);
    expect(await home({ acceptLanguage: 'de-CH,de;q=0.9,en;q=0.5' })).toBe(sharedCacheControl);
    expect(await home({ cookie: 'gipfel_locale=de', acceptLanguage: 'en-US' })).toBe(sharedCacheControl);
    // They were not redirected because they came from our own page (the language switcher) or are
    // a crawler: the next visitor with the same headers must still get the redirect.
    expect(await home({ cookie: 'gipfel_locale=en' })).toBe(personalCacheControl);
    expect(await home({ acceptLanguage: 'fr-CH,fr;q=0.9' })).toBe(personalCacheControl);
    // Elsewhere the URL names the language, and no cookie changes the page.
    expect((await run('home.en', { url: 'http://shop.test/en/', cookie: 'gipfel_locale=fr' })).get('Cache-Control')).toBe(sharedCacheControl);
    expect((await run('catch-all', { cookie: 'gipfel_locale=fr; gipfel_consent=granted; _ga=GA1.1.1.2' })).get('Cache-Control')).toBe(sharedCacheControl);
  });

  it('never stores a catalogue page read with a session, and keeps it private for another cookie, an error or a post', async () => {
    const withSession = (await run('catch-all', { cookie: `gipfel_locale=de; ${session}` }));
    expect(withSession.get('Cache-Control')).toBe(privateCacheControl);
    expect(withSession.get('Vary')).toBeNull();
    for (const headers of [(await run('search', { setCookies: ['gipfel_consent=1; Path=/'] })), (await run('recipe', { status: 404 })), (await run('catch-all', { method: 'POST' }))]) {
      expect(headers.get('Cache-Control')).toBe(personalCacheControl);
      expect(headers.get('Vary')).toBeNull();
    }
    // The shopper's cookies are not dropped then.
    expect((await run('search', { setCookies: ['gipfel_consent=1; Path=/'] })).getSetCookie()).toEqual(['gipfel_consent=1; Path=/']);
  });

  it('never stores cart, checkout, account and sign-in pages', async () => {
    for (const page of ['checkout-cart', 'checkout', 'checkout-success', 'account', 'account-order', 'login', 'register', 'wishlist']) {
      const headers = await run(page, { setCookies: ['gipfel_context=abc; Path=/'] });
      expect(headers.get('Cache-Control')).toBe(privateCacheControl);
      expect(headers.getSetCookie()).toHaveLength(1);
    }
  });

  it('keeps other pages (forms, the root error page) private but revalidated without a session', async () => {
    expect((await run('contact')).get('Cache-Control')).toBe(personalCacheControl);
    expect((await run(undefined)).get('Cache-Control')).toBe(personalCacheControl);
  });
});

describe('withCachePolicy', () => {
  it('sets the policy on an answer whose headers are immutable (a redirect), keeping status and location', async () => {
    const request = new Request('http://shop.test/en/account', { headers: { cookie: session } });
    const answer = await withCachePolicy(request, Response.redirect('http://shop.test/en/login', 302));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('http://shop.test/en/login');
    expect(answer.headers.get('Cache-Control')).toBe(privateCacheControl);
  });

  it('leaves Remix\'s route manifest (the build\'s routes, the same for everyone) as Remix made it', async () => {
    const manifest = Response.json({}, { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
    expect(await withCachePolicy(new Request('http://shop.test/__manifest?version=1', { headers: { cookie: session } }), manifest)).toBe(manifest);
  });

  it('keeps every Set-Cookie of an answer that is not shared', async () => {
    const headers = new Headers();
    headers.append('Set-Cookie', 'gipfel_context=a; Path=/');
    headers.append('Set-Cookie', 'gipfel_order=b; Path=/');
    const answer = await withCachePolicy(new Request('http://shop.test/checkout'), new Response('body', { status: 200, headers }));
    expect(answer.headers.getSetCookie()).toEqual(['gipfel_context=a; Path=/', 'gipfel_order=b; Path=/']);
    expect(await answer.text()).toBe('body');
  });
});

describe('pageIdOf', () => {
  it('strips the language of a mounted route id', () => {
    expect(pageIdOf('catch-all.fr')).toBe('catch-all');
    expect(pageIdOf('checkout-success-paid.de')).toBe('checkout-success-paid');
    // A language of the configuration (the demo's Italian), not of a list in code.
    expect(pageIdOf('home.it')).toBe('home');
    expect(pageIdOf('home.es')).toBe('home.es');
    expect(pageIdOf(undefined)).toBeUndefined();
  });
});
