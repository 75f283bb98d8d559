import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyTargetOf } from '../../apps/storefront/app/lib/security/body-limit.server';
import { limitedBucket } from '../../apps/storefront/app/lib/security/request-guard.server';
import { shellErrorTexts } from '../../apps/storefront/app/texts/shell-error-texts';
import { pageRoutes, resourceRoutes, routePrefixes } from '../../apps/storefront/app/route-table';
import { bodyCaps, edgePages, limitReqOf, renderNginxConfig, type RenderOptions } from './render';

const options: RenderOptions = {
  upstreams: ['127.0.0.1:3120', '127.0.0.1:3121'],
  listen: '127.0.0.1:8088',
  serverNames: ['shop.example.ch'],
  assetsDir: '/srv/gipfel/apps/storefront/build/client/assets',
  cacheDir: '/var/cache/nginx/gipfel',
  edgePagesDir: '/etc/nginx/gipfel-edge',
  accessLog: '/var/log/nginx/gipfel.access.log',
};
const config = renderNginxConfig(options);

// ---------------------------------------------------------------------------------------------
// A small interpreter of the rendered `map` blocks and the cache key: the rules are tested as
// nginx reads them from the configuration, not as a copy in TypeScript. (nginx's regexes are
// PCRE; these use only what JavaScript's regexes mean the same way.)

interface MapEntry {
  match: string | RegExp;
  value: string;
}

/** nginx's quoted strings: `\"`, `\'` and `\\` lose their backslash, every other one (`\s`, `\.`) stays. */
const unquote = (token: string) => (token.startsWith('"') ? token.slice(1, -1).replace(/\\(["'\\])/g, '$1') : token);

function parseMaps(text: string): Map<string, { source: string; entries: MapEntry[]; fallback: string }> {
  const maps = new Map<string, { source: string; entries: MapEntry[]; fallback: string }>();
  for (const block of text.matchAll(/^\s*map\s+("[^"]*"|\S+)\s+\$(\w+)\s*\{\n([\s\S]*?)\n\s*\}/gm)) {
    const entries: MapEntry[] = [];
    let fallback = '';
    for (const line of block[3]!.split('\n')) {
      const entry = /^\s*("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);\s*$/.exec(line);
      if (!entry) continue;
      const key = unquote(entry[1]!);
      const value = unquote(entry[2]!);
      if (key === 'default') fallback = value;
      else if (key.startsWith('~*')) entries.push({ match: new RegExp(key.slice(2), 'i'), value });
      else if (key.startsWith('~')) entries.push({ match: new RegExp(key.slice(1)), value });
      else entries.push({ match: key, value });
    }
    maps.set(block[2]!, { source: unquote(block[1]!), entries, fallback });
  }
  return maps;
}

const maps = parseMaps(config);

interface Request {
  method?: string;
  uri: string;
  args?: string;
  cookie?: string;
  acceptLanguage?: string;
  acceptEncoding?: string;
  remoteAddr?: string;
}

function builtins(request: Request): Record<string, string> {
  const cookie = request.cookie ?? '';
  const cookieValue = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie)?.[1] ?? '';
  return {
    scheme: 'https',
    host: 'shop.example.ch',
    uri: request.uri,
    request_uri: `${request.uri}${request.args ? `?${request.args}` : ''}`,
    request_method: request.method ?? 'GET',
    http_cookie: cookie,
    cookie_gipfel_locale: cookieValue('gipfel_locale'),
    http_accept_language: request.acceptLanguage ?? '',
    http_accept_encoding: request.acceptEncoding ?? '',
    remote_addr: request.remoteAddr ?? '198.51.100.7',
  };
}

function interpolate(template: string, lookup: (name: string) => string): string {
  return template.replace(/\$(\w+)/g, (_, name: string) => lookup(name));
}

function variable(name: string, request: Request): string {
  const builtin = builtins(request);
  if (name in builtin) return builtin[name]!;
  const map = maps.get(name);
  if (!map) throw new Error(`unknown variable $${name}`);
  const source = interpolate(map.source, (inner) => variable(inner, request));
  const exact = map.entries.find((entry) => typeof entry.match === 'string' && entry.match === source);
  if (exact) return interpolate(exact.value, (inner) => variable(inner, request));
  for (const entry of map.entries) {
    if (typeof entry.match === 'string') continue;
    const found = entry.match.exec(source);
    if (found) return interpolate(entry.value, (inner) => found.groups?.[inner] ?? variable(inner, request));
  }
  return interpolate(map.fallback, (inner) => variable(inner, request));
}

const cacheKeyTemplate = unquote(/proxy_cache_key\s+("[^"]*");/.exec(config)![1]!);
const cacheKey = (request: Request) => interpolate(cacheKeyTemplate, (name) => variable(name, request));
const bypassesCache = (request: Request) => {
  const names = /proxy_cache_bypass\s+([^;]+);/.exec(config)![1]!.split(/\s+/).map((v) => v.slice(1));
  return names.some((name) => !['', '0'].includes(variable(name, request)));
};

// ---------------------------------------------------------------------------------------------

describe('the rendered configuration', () => {
  it('fills every placeholder and lists every instance', () => {
    expect(config).not.toMatch(/\{\{\w+\}\}/);
    expect(config).toContain('server 127.0.0.1:3120 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('server 127.0.0.1:3121 max_fails=1 fail_timeout=5s;');
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(config).not.toMatch(/non_idempotent/);
    expect(config).toMatch(/proxy_ignore_headers Vary;/);
    expect(config).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(config).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(config).toMatch(/proxy_no_cache \$gipfel_session \$upstream_http_set_cookie;/);
    // No fallback freshness: only what the storefront's Cache-Control allows is kept.
    expect(config).not.toMatch(/proxy_cache_valid/);
    expect(config).not.toMatch(/proxy_ignore_headers[^;]*(Set-Cookie|Cache-Control)/);
  });

  it('refuses values that would change the configuration', () => {
    expect(() => renderNginxConfig({ ...options, upstreams: ['127.0.0.1:3120; include /etc/passwd'] })).toThrow(/upstream/);
    expect(() => renderNginxConfig({ ...options, serverNames: ['shop.example.ch;'] })).toThrow(/server name/);
    expect(() => renderNginxConfig({ ...options, upstreams: [] })).toThrow(/at least one/);
    expect(() => renderNginxConfig({ ...options, forwardedProto: '$http_x_forwarded_proto' })).toThrow(/forwarded proto/);
  });

  it('trusts X-Forwarded-For only from the proxies it is told about', () => {
    expect(config).not.toMatch(/set_real_ip_from/);
    expect(renderNginxConfig({ ...options, realIpFrom: ['10.0.0.0/8'] })).toMatch(/set_real_ip_from 10\.0\.0\.0\/8;\s*real_ip_header X-Forwarded-For;/);
  });

  it('wraps a whole nginx.conf with --standalone', () => {
    const standalone = renderNginxConfig({ ...options, standalone: { runDir: '/tmp/run', workerProcesses: 1, user: 'nobody nogroup' } });
    expect(standalone).toMatch(/^daemon off;$/m);
    expect(standalone).toMatch(/^pid \/tmp\/run\/nginx\.pid;$/m);
    expect(standalone).toMatch(/^user nobody nogroup;$/m);
    expect(standalone).toMatch(/proxy_temp_path \/tmp\/run\/tmp\/proxy;/);
  });

  it.skipIf(!existsSync('/usr/sbin/nginx'))('is accepted by nginx -t', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gipfel-nginx-test-'));
    try {
      mkdirSync(path.join(dir, 'tmp'));
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, renderNginxConfig({ ...options, cacheDir: path.join(dir, 'cache'), accessLog: path.join(dir, 'access.log'), realIpFrom: ['127.0.0.1'], standalone: { runDir: dir } }));
      const test = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
      expect(test.stderr).toBe('');
      expect(test.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the cache key', () => {
  const catalogue = ['/Lebensmittel/Schokolade/', '/en/Food/Chocolate/', '/fr/', '/en/', '/search', '/recipes/rosti', '/Cocotte-Gusseisen-emailliert/GF-10112.1'];

  it('is the scheme, host and whole URI, the encoding, the session and nothing else', () => {
    expect(cacheKey({ uri: '/Lebensmittel/Schokolade/', args: 'order=price-asc', acceptEncoding: 'gzip, deflate, br' })).toBe(
      'https://shop.example.ch/Lebensmittel/Schokolade/?order=price-asc|encoding=br|session=0|',
    );
  });

  it('is not split by consent, analytics or other cookies, nor by the browser languages, on any page but /', () => {
    for (const uri of catalogue) {
      const plain = cacheKey({ uri, acceptEncoding: 'br' });
      for (const cookie of ['gipfel_consent=granted', 'gipfel_consent=denied; _ga=GA1.1.123.456; _ga_ABC=GS1.1.1', '_gid=GA1.2.99; _fbp=fb.1.2; gipfel_locale=fr', 'gipfel_locale=en']) {
        expect(cacheKey({ uri, cookie, acceptEncoding: 'br' }), `${uri} ${cookie}`).toBe(plain);
      }
      expect(cacheKey({ uri, acceptEncoding: 'br', acceptLanguage: 'fr-CH,fr;q=0.9' })).toBe(plain);
    }
  });

  it('keys the bare home page on the language cookie when it names a language, else on the browser languages', () => {
    const home = (request: Omit<Request, 'uri'>) => cacheKey({ uri: '/', acceptEncoding: 'br', ...request });
    expect(home({ cookie: 'gipfel_locale=en; _ga=GA1.1.1.1' })).toBe(home({ cookie: 'gipfel_locale=en', acceptLanguage: 'fr-CH' }));
    expect(home({ cookie: 'gipfel_locale=en' })).not.toBe(home({ cookie: 'gipfel_locale=fr' }));
    expect(home({ cookie: 'gipfel_locale=en' })).toMatch(/\|locale=en$/);
    expect(home({ acceptLanguage: 'en-US,en;q=0.9' })).not.toBe(home({ acceptLanguage: 'de-CH' }));
    // A cookie that names no language is no language cookie: the browser's languages decide.
    expect(home({ cookie: 'gipfel_locale=es', acceptLanguage: 'en-US' })).toBe(home({ acceptLanguage: 'en-US' }));
    expect(home({ cookie: 'gipfel_consent=granted; _ga=GA1.1.9.9', acceptLanguage: 'de-CH' })).toBe(home({ acceptLanguage: 'de-CH' }));
  });

  it('keeps one copy per encoding the storefront compresses with', () => {
    const encoding = (acceptEncoding: string) => variable('gipfel_encoding', { uri: '/', acceptEncoding });
    expect(encoding('gzip, deflate, br')).toBe('br');
    expect(encoding('br;q=1.0, gzip;q=0.8')).toBe('br');
    expect(encoding('gzip, deflate')).toBe('gzip');
    expect(encoding('GZIP')).toBe('gzip');
    expect(encoding('')).toBe('');
    expect(encoding('identity')).toBe('');
    expect(encoding('brotli-ish, xgzip')).toBe('');
    // What the storefront is asked for is what the key says.
    expect(config).toMatch(/proxy_set_header Accept-Encoding \$gipfel_encoding;/);
  });

  it('never serves a shopper with a session from the cache, nor stores their pages', () => {
    for (const cookie of ['gipfel_context=abc', 'gipfel_locale=de; gipfel_context=abc', '_ga=1;gipfel_context=', 'gipfel_context=x; gipfel_consent=granted']) {
      expect(bypassesCache({ uri: '/Lebensmittel/', cookie }), cookie).toBe(true);
      expect(cacheKey({ uri: '/Lebensmittel/', cookie })).toMatch(/\|session=1\|/);
    }
    for (const cookie of ['', 'gipfel_locale=de', 'my_gipfel_context=abc', 'gipfel_contexts=1']) expect(bypassesCache({ uri: '/Lebensmittel/', cookie }), cookie).toBe(false);
  });
});

describe('per-IP limits at the edge', () => {
  const limitOf = (uri: string, method = 'POST', remoteAddr = '198.51.100.7') =>
    Object.fromEntries([...maps.keys()].filter((name) => name.startsWith('gipfel_limit_')).map((name) => [name.replace('gipfel_limit_', ''), variable(name, { uri, method, remoteAddr })]));
  const groupsOf = (uri: string, method = 'POST') => Object.entries(limitOf(uri, method)).flatMap(([group, key]) => (key ? [group] : []));

  /** Every spelling Remix runs a page's action for (the storefront's guard counts them all). */
  const spellings = (pagePath: string) =>
    Object.values(routePrefixes).flatMap((prefix) => {
      const plain = `/${[prefix, pagePath].filter(Boolean).join('/')}`;
      return [plain, `${plain}/`, plain.toUpperCase(), `${plain}.data`];
    });

  it('counts every post the storefront limits, in every spelling, and the checkout', () => {
    for (const route of pageRoutes.filter((r) => r.path && !r.path.includes(':') && r.path !== '*')) {
      for (const uri of spellings(route.path)) {
        const storefront = limitedBucket(new Request(`http://shop.test${uri}`, { method: 'POST' }));
        const edge = groupsOf(uri);
        if (storefront) expect(edge, `${uri} (${storefront})`).toHaveLength(1);
        // `/CHECKOUT` is the catch-all, no page of ours (routes match in their own case, decision 0034).
        else if (route.id === 'checkout') expect(edge, uri).toEqual(uri === uri.toUpperCase() ? [] : ['checkout']);
        else expect(edge, uri).toEqual([]);
      }
    }
    // nginx matches the decoded path with merged slashes.
    expect(groupsOf('/en/login/')).toEqual(['login']);
    // Our pages in their own case only, as the storefront matches them (decision 0034).
    expect(groupsOf('/en/Login/')).toEqual([]);
    expect(groupsOf('/checkout/cart')).toEqual([]);
    expect(groupsOf('/account/recover/password')).toEqual(['recovery']);
  });

  it('never counts a page view', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(groupsOf('/login', method)).toEqual([]);
  });

  it('holds the storefront limit: 30 posts per 10 minutes, 30 at once', () => {
    expect(limitReqOf({ count: 30, windowSeconds: 600 })).toEqual({ rate: '3r/m', burst: 29, retryAfterSeconds: 20 });
    expect(limitReqOf({ count: 5, windowSeconds: 3600 })).toEqual({ rate: '1r/m', burst: 4, retryAfterSeconds: 60 });
    expect(config).toMatch(/limit_req_zone \$gipfel_limit_login zone=gipfel_login:10m rate=3r\/m;/);
    expect(config).toMatch(/limit_req zone=gipfel_login burst=29 nodelay;/);
    expect(config).toMatch(/limit_req_status 429;/);
  });

  /** nginx's spelling of an IPv6 address: groups without leading zeros, the longest run of two or more zero groups as "::". */
  function nginxSpelling(groups: number[], preferLast: boolean): string {
    let best = { start: -1, length: 0 };
    for (let i = 0; i < 8; ) {
      if (groups[i] !== 0) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < 8 && groups[j] === 0) j += 1;
      if (j - i >= 2 && (j - i > best.length || (preferLast && j - i === best.length))) best = { start: i, length: j - i };
      i = j;
    }
    const hex = groups.map((g) => g.toString(16));
    if (best.start < 0) return hex.join(':');
    return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
  }

  it('counts an IPv6 client by its /64, however nginx spells the address', () => {
    const group = fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 0xffff }));
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), fc.boolean(), (groups, preferLast) => {
        const expected = `${groups
          .slice(0, 4)
          .map((g) => g.toString(16))
          .join(':')}::/64`;
        expect(variable('gipfel_client', { uri: '/', remoteAddr: nginxSpelling(groups, preferLast) })).toBe(expected);
      }),
      { numRuns: 2000, seed: 28 },
    );
    expect(variable('gipfel_client', { uri: '/', remoteAddr: '203.0.113.9' })).toBe('203.0.113.9');
  });
});

describe('body caps', () => {
  /** The cap nginx applies to a path: its location (prefix ^~ first, then regexes, then /). */
  function edgeCap(uri: string): number {
    if (uri.startsWith(bodyCaps.proxy.prefix)) return bodyCaps.proxy.bytes;
    const [, star, pattern] = /location ~(\*?) (\S+) \{\n\s*client_max_body_size 16m;/.exec(config)!;
    const upload = new RegExp(pattern!, star ? 'i' : '');
    return upload.test(uri) ? bodyCaps.upload.bytes : bodyCaps.form.bytes;
  }

  it('are the storefront’s, route by route', () => {
    const paths = [
      ...pageRoutes.flatMap((route) => Object.values(routePrefixes).map((prefix) => `/${[prefix, route.path.replace(/:\w+/g, 'x').replace('*', 'Lebensmittel/Kaese')].filter(Boolean).join('/')}`)),
      ...resourceRoutes.map((route) => `/${route.path.replace(/:\w+/g, 'x').replace('*', 'checkout/cart')}`),
      '/en/contact.data',
      '/RETURN/',
    ];
    for (const uri of paths) expect(edgeCap(uri), uri).toBe(bodyTargetOf(uri).limit);
    expect(config).toMatch(/^\s*client_max_body_size 256k;/m);
  });
});

describe('the pages nginx answers itself', () => {
  it('speak the storefront’s words in its three languages', () => {
    const pages = edgePages(20);
    expect(Object.keys(pages).sort()).toEqual(['413.de.html', '413.en.html', '413.fr.html', '429.de.html', '429.en.html', '429.fr.html', '502.de.html', '502.en.html', '502.fr.html']);
    expect(pages['502.fr.html']).toContain(shellErrorTexts.fr.error[502]);
    expect(pages['502.fr.html']).toContain('<html lang="fr">');
    expect(pages['429.en.html']).toContain('Please wait 20 seconds.');
    expect(pages['413.de.html']).toContain(shellErrorTexts.de.error[413]);
    expect(pages['502.en.html']).toContain('href="/en/"');
  });

  it('are chosen by the language of the path', () => {
    const language = (uri: string) => variable('gipfel_page_language', { uri });
    expect(language('/en/checkout')).toBe('en');
    expect(language('/fr')).toBe('fr');
    expect(language('/en.data')).toBe('en');
    expect(language('/checkout')).toBe('de');
    expect(language('/english-tea/GF-1')).toBe('de');
    expect(config).toMatch(/error_page 502 503 504 \/_gipfel-edge\/502\.\$gipfel_page_language\.html;/);
  });
});
