import { describe, expect, it } from 'vitest';
import { requestContext } from '../server/request-context.server';
import { pageRoutes, routePrefixes } from '../../route-table';
import { captchaIssueWait, captchaLimiterFromEnv, guardMutation, isSameOriginMutation, limitedBucket, SubmissionLimiter } from './request-guard.server';
import { matchedRouteId } from '../routing/route-match.server';

const post = (url: string, headers: Record<string, string> = {}) => new Request(url, { method: 'POST', headers });

describe('isSameOriginMutation', () => {
  it('lets reads through whatever their origin', () => {
    expect(isSameOriginMutation(new Request('http://shop.test/', { headers: { origin: 'https://evil.example' } }))).toBe(true);
  });

  it('accepts posts from our own origin or the configured public origin', () => {
    expect(isSameOriginMutation(post('http://shop.test/login', { origin: 'http://shop.test' }), {})).toBe(true);
    expect(isSameOriginMutation(post('http://127.0.0.1:3000/login', { origin: 'https://shop.example' }), { PUBLIC_ORIGIN: 'https://shop.example' })).toBe(true);
  });

  it('refuses posts from another origin, or that Fetch Metadata marks as cross-site', () => {
    expect(isSameOriginMutation(post('http://shop.test/login', { origin: 'https://evil.example' }), {})).toBe(false);
    expect(isSameOriginMutation(post('http://shop.test/login', { origin: 'null' }), {})).toBe(false);
    expect(isSameOriginMutation(post('http://shop.test/login', { 'sec-fetch-site': 'cross-site' }), {})).toBe(false);
    expect(isSameOriginMutation(post('http://shop.test/login', { 'sec-fetch-site': 'same-origin' }), {})).toBe(true);
    expect(isSameOriginMutation(post('http://shop.test/login'), {})).toBe(true);
    expect(isSameOriginMutation(post('http://shop.test/login', { 'x-gipfel-cross-site': '1' }), {})).toBe(false);
  });
});

describe('limitedBucket', () => {
  it('names the sensitive forms in every language', () => {
    expect(limitedBucket(post('http://shop.test/login'))).toBe('login');
    expect(limitedBucket(post('http://shop.test/fr/register'))).toBe('register');
    expect(limitedBucket(post('http://shop.test/en/account/recover/password?hash=x'))).toBe('recovery');
    expect(limitedBucket(post('http://shop.test/en/contact'))).toBe('forms');
    expect(limitedBucket(post('http://shop.test/newsletter-subscribe'))).toBe('newsletter');
    expect(limitedBucket(post('http://shop.test/checkout/cart'))).toBeNull();
    expect(limitedBucket(new Request('http://shop.test/login'))).toBeNull();
  });

  // Remix finds our routes in their own case (decision 0034) after percent-decoding: every
  // spelling that runs the sign-in action (or another limited one) counts in the same bucket.
  it.each([
    ['/%6Cogin', 'login'],
    ['/%6cogin', 'login'],
    ['/lo%67in', 'login'],
    ['/EN/login', 'login'],
    ['/login/', 'login'],
    ['/login//', 'login'],
    ['/login?redirectTo=%2Faccount', 'login'],
    ['/%2e/login', 'login'],
    ['/account/../login', 'login'],
    ['/register', 'register'],
    ['/account/recover', 'recovery'],
    ['/account/recover/password', 'recovery'],
    ['/en/reset-password', 'recovery'],
    ['/contact', 'forms'],
    ['/fr/%72epair-request', 'forms'],
    ['/warranty/', 'forms'],
    ['/en/newsletter-subscribe', 'newsletter'],
  ])('puts %s into the bucket %s', (path, bucket) => {
    expect(limitedBucket(post(`http://shop.test${path}`))).toBe(bucket);
  });

  // Another case is another path (a shop page such as /fr/Contact/): the catch-all, no limited action.
  it.each(['/LOGIN', '/Login', '/en/LOGIN', '/Fr/Login', '/LOGIN//', '/REGISTER', '/ACCOUNT/RECOVER/PASSWORD', '/en/Reset-Password', '/CONTACT', '/fr/Contact/', '/Warranty/'])(
    '%s reaches the catch-all page, not one of our forms',
    (path) => {
      expect(matchedRouteId(new URL(`http://shop.test${path}`).pathname)).toBe('catch-all');
      expect(limitedBucket(post(`http://shop.test${path}`))).toBeNull();
    },
  );

  // These spellings reach no limited action at all: Remix sends them to the catch-all page.
  it.each(['//login', '//en/login', '/en//login', '/login;jsessionid=1', '/login%2F', '/account%2Frecover', '/login.php'])('%s is not a limited form: it reaches the catch-all page', (path) => {
    expect(matchedRouteId(new URL(`http://shop.test${path}`).pathname)).toBe('catch-all');
    expect(limitedBucket(post(`http://shop.test${path}`))).toBeNull();
  });

  it('finds the mounted route of every page in every language, as Remix mounts them', () => {
    for (const route of pageRoutes.filter((r) => !r.path.includes('*'))) {
      for (const [language, prefix] of Object.entries(routePrefixes)) {
        const path = `/${[prefix, route.path.replace(/:\w+/g, 'x')].filter(Boolean).join('/')}`;
        // The home page is mounted per language; every other page once, with its language as a parameter.
        expect(matchedRouteId(path), path).toBe(route.path === '' && prefix ? `${route.id}.${language}` : route.id);
      }
    }
    expect(matchedRouteId('/api/consent')).toBe('api-consent');
    expect(matchedRouteId('/Lebensmittel/Kaese/')).toBe('catch-all');
    expect(matchedRouteId('/fr/Alimentation/Fromage/')).toBe('catch-all');
  });

  it.each(['/es/login', '/de/login', '/Tee/contact'])('refuses a post to %s: its first segment is no language of the shop', (path) => {
    let thrown: unknown;
    try {
      guardMutation(post(`http://shop.test${path}`));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(404);
  });
});

describe('SubmissionLimiter', () => {
  it('allows max submissions per window, then says how long to wait', () => {
    let now = 0;
    const limiter = new SubmissionLimiter({ max: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    now = 15_000;
    expect(limiter.hit('a')).toBe(45);
    expect(limiter.hit('b')).toBe(0);
    now = 60_000;
    expect(limiter.hit('a')).toBe(0);
  });
});

describe('guardMutation', () => {
  it('throws the 403 page for a cross-site post', () => {
    let thrown: unknown;
    try {
      guardMutation(post('http://shop.test/checkout/cart', { origin: 'https://evil.example' }));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(403);
  });

  it('throws a 429 with the seconds to wait when one IP sends a form too often', async () => {
    const context = { clientIp: '198.51.100.9', startedAt: 0, calls: [] };
    const statuses = requestContext.run(context, () =>
      Array.from({ length: 31 }, () => {
        try {
          guardMutation(post('http://shop.test/en/login'));
          return 200;
        } catch (error) {
          return (error as Response).status;
        }
      }),
    );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another IP is not affected.
    expect(() => requestContext.run({ ...context, clientIp: '198.51.100.10' }, () => guardMutation(post('http://shop.test/en/login')))).not.toThrow();
  });

  it('counts every spelling of the sign-in path against the same limit', () => {
    const context = { clientIp: '198.51.100.11', startedAt: 0, calls: [] };
    const spellings = ['/login', '/login/', '/%6Cogin', '/en/login', '/fr/lo%67in/'];
    const statuses = requestContext.run(context, () =>
      Array.from({ length: 31 }, (_, i) => {
        try {
          guardMutation(post(`http://shop.test${spellings[i % spellings.length]}`));
          return 200;
        } catch (error) {
          return (error as Response).status;
        }
      }),
    );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers a body server.mjs refused unread with its status and Retry-After, and does not count it again', async () => {
    const refused = (status: 429 | 503) => {
      const context = { clientIp: '198.51.100.20', startedAt: 0, calls: [], admission: { formLimitCounted: true, refusal: { status, retryAfterSeconds: 10 } } };
      try {
        requestContext.run(context, () => guardMutation(post('http://shop.test/en/contact', { origin: 'http://shop.test' })));
      } catch (error) {
        return error as Response;
      }
      return null;
    };
    for (const status of [429, 503] as const) {
      const answer = refused(status);
      expect(answer?.status).toBe(status);
      expect(answer?.headers.get('Retry-After')).toBe('10');
      expect(await answer?.json()).toEqual({ retryAfterSeconds: 10 });
    }
    // Counted by server.mjs already: the guard lets 40 posts of one IP through without a 429.
    const counted = { clientIp: '198.51.100.21', startedAt: 0, calls: [], admission: { formLimitCounted: true } };
    expect(() => requestContext.run(counted, () => Array.from({ length: 40 }, () => guardMutation(post('http://shop.test/en/login'))))).not.toThrow();
    // A read on the same request (the loaders after an action) is never refused by it.
    const context = { clientIp: '198.51.100.22', startedAt: 0, calls: [], admission: { formLimitCounted: true, refusal: { status: 503 as const, retryAfterSeconds: 10 } } };
    expect(() => requestContext.run(context, () => guardMutation(new Request('http://shop.test/en/contact')))).not.toThrow();
  });
});

describe('captchaIssueWait', () => {
  it('counts new captchas per client IP, IPv6 by /64, and says how long to wait', () => {
    let now = 0;
    const limiter = new SubmissionLimiter({ max: 3, windowMs: 60_000, now: () => now });
    const ask = (ip: string) => requestContext.run({ clientIp: ip, startedAt: 0, calls: [] }, () => captchaIssueWait(limiter));
    for (let i = 0; i < 3; i += 1) expect(ask('203.0.113.9')).toBe(0);
    expect(ask('203.0.113.9')).toBe(60);
    expect(ask('203.0.113.10')).toBe(0);
    for (let i = 0; i < 3; i += 1) ask(`2001:db8:0:1::${i + 1}`);
    expect(ask('2001:db8:0:1:ffff::1')).toBeGreaterThan(0);
    now += 60_001;
    expect(ask('203.0.113.9')).toBe(0);
  });

  it('reads its limit from the environment (60 per 10 minutes by default, 0 is off)', () => {
    expect(captchaLimiterFromEnv({})).toBeInstanceOf(SubmissionLimiter);
    expect(captchaLimiterFromEnv({ STOREFRONT_CAPTCHA_RATE_LIMIT: '0' })).toBeNull();
    const limiter = captchaLimiterFromEnv({})!;
    for (let i = 0; i < 60; i += 1) expect(limiter.hit('k')).toBe(0);
    expect(limiter.hit('k')).toBeGreaterThan(0);
  });
});
