import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyTargetOf } from '../../apps/storefront/app/lib/security/body-limit.server';
import { limitedBucket } from '../../apps/storefront/app/lib/security/request-guard.server';
import { limitedRoutes } from '../../apps/storefront/app/lib/security/limited-routes';
import { matchedRouteId } from '../../apps/storefront/app/lib/routing/route-match.server';
import { shellErrorTexts } from '../../apps/storefront/app/texts/shell-error-texts';
import { pageRoutes, resourceRoutes, routePrefixes } from '../../apps/storefront/app/route-table';
import { bodyCaps, edgePages, limitedPostGroups, limitReqOf, renderNginxConfig, type RenderOptions } from './render';

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
  /** The request target as sent (`$request_uri`), when it differs from uri and args. */
  requestUri?: string;
  scheme?: string;
  serverPort?: string;
  cookie?: string;
  acceptLanguage?: string;
  acceptEncoding?: string;
  remoteAddr?: string;
}

function builtins(request: Request): Record<string, string> {
  const cookie = request.cookie ?? '';
  const cookieValue = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie)?.[1] ?? '';
  return {
    scheme: request.scheme ?? 'https',
    server_port: request.serverPort ?? '443',
    host: 'shop.example.ch',
    uri: request.uri,
    request_uri: request.requestUri ?? `${request.uri}${request.args ? `?${request.args}` : ''}`,
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

  it("gives every request one id: in nginx's log, to the storefront, in the answer; a client's own is replaced", () => {
    expect(config).toMatch(/log_format gipfel '[^']* id=\$request_id[^']*';/);
    expect(config).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(config).toContain('proxy_hide_header X-Request-Id;');
    // In the shop's server and on the pages nginx answers itself (a location's add_header replaces the server's).
    expect(config.match(/add_header X-Request-Id \$request_id always;/g)).toHaveLength(2);
    expect(config).not.toMatch(/\$http_x_request_id/);
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

describe('the host the storefront builds links from', () => {
  const forwarded = (header: string, rendered = config) => new RegExp(`^\\s*proxy_set_header ${header} (\\S+);`, 'm').exec(rendered)?.[1];
  const hostFor = (request: Omit<Request, 'uri'>, rendered = config) =>
    interpolate(forwarded('Host', rendered)!, (name) => (name === 'host' ? 'shop.example.ch' : variable(name, { uri: '/', ...request })));

  // A cached page's canonical and hreflang links name this host (without PUBLIC_ORIGIN): the
  // client's Host, X-Forwarded-Host or port must not reach the storefront (docs/security.md).
  it('is the server’s own name and port, never the client’s Host, X-Forwarded-Host or Forwarded', () => {
    expect(config).not.toMatch(/\$http_host|\$http_x_forwarded_host|\$http_forwarded/);
    expect(forwarded('Host')).toBe('$host$gipfel_public_port');
    expect(forwarded('X-Forwarded-Host')).toBe(forwarded('Host'));
    expect(forwarded('Forwarded')).toBe('""');
    expect(hostFor({ scheme: 'https', serverPort: '443' })).toBe('shop.example.ch');
    expect(hostFor({ scheme: 'http', serverPort: '80' })).toBe('shop.example.ch');
    expect(hostFor({ scheme: 'http', serverPort: '8088' })).toBe('shop.example.ch:8088');
    expect(hostFor({ scheme: 'https', serverPort: '80' })).toBe('shop.example.ch:80');
    // Behind a TLS-terminating balancer the public port is the balancer's: none.
    const behindTls = renderNginxConfig({ ...options, forwardedProto: 'https' });
    expect(forwarded('Host', behindTls)).toBe('$host');
    expect(forwarded('X-Forwarded-Host', behindTls)).toBe('$host');
  });

  it('comes from a server that answers only the shop’s names (others get 421)', () => {
    expect(config).toMatch(/listen 127\.0\.0\.1:8088 default_server;\s*server_name _;[\s\S]*?return 421;/);
    expect(config).toMatch(/server_name shop\.example\.ch;/);
    // Exact names only: no wildcard or regex server name could let another host through.
    expect(() => renderNginxConfig({ ...options, serverNames: ['*.example.ch'] })).toThrow(/server name/);
    expect(() => renderNginxConfig({ ...options, serverNames: ['~^(.+)$'] })).toThrow(/server name/);
  });
});

describe('request targets nginx and the storefront would read differently', () => {
  const refused = (requestUri: string) => variable('gipfel_refuse_target', { uri: requestUri.split('?')[0]!, requestUri }) === '1';

  it('are refused: a backslash or a dot segment in the path, also percent-encoded', () => {
    for (const target of ['/en\\login', '/login\\.data', '/login//..', '/en/login//../', '/x/../login', '/fr/./login', '/login/.', '/x/%2e%2e/login', '/x/.%2E/login', '/x%2F..%2Flogin', '/login/%2e?x=1'])
      expect(refused(target), target).toBe(true);
  });

  it('are only those: dotted names, .data requests and anything in the query pass', () => {
    for (const target of ['/login/.data', '/login.data', '/en/login/', '/Cocotte-Gusseisen-emailliert/GF-10112.1', '/search?search=%2F..%2F', '/search?search=a\\b', '/.well-known/security.txt', '/..data', '/'])
      expect(refused(target), target).toBe(false);
    // The 404 page nginx then answers is not refused again (an internal redirect keeps $request_uri).
    expect(variable('gipfel_refuse_target', { uri: '/_gipfel-edge/404.de.html', requestUri: '/login//..' })).toBe('0');
    expect(config).toMatch(/if \(\$gipfel_refuse_target\) \{\s*return 404;\s*\}/);
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

// ---------------------------------------------------------------------------------------------
// Request targets as a client may spell them, what the storefront runs for each and what nginx sees.

/** The group the storefront counts a post to `target` in: its limited bucket, or the checkout (the edge's own). */
function storefrontGroup(target: string): string | null {
  const request = new Request(`http://shop.test${target}`, { method: 'POST' });
  return limitedBucket(request) ?? (matchedRouteId(new URL(request.url).pathname) === 'checkout' ? 'checkout' : null);
}

/**
 * What nginx matches its locations and maps against (`$uri`) for a request target, or `refused`
 * (its odd-target rule, or a NUL: 400). A model of nginx: percent-decoded, slashes merged, path
 * only; dot segments never remain (the odd-target rule refuses them). The real nginx test below
 * checks the model on every target.
 */
function nginxUri(target: string): string {
  if (variable('gipfel_odd_target', { uri: '/', requestUri: target }) === '1') return 'refused';
  const pathPart = target.split(/[?#]/)[0]!;
  if (/%00/.test(pathPart)) return 'refused';
  const decoded = pathPart.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const merged = decoded.replace(/\/+/g, '/');
  if (/\/\.\.?(?:\/|$)/.test(merged)) throw new Error(`the model leaves a dot segment in ${target}`);
  return merged;
}

/** A path nginx sees, as a request target the storefront reads the same way. */
const asTarget = (uri: string) => uri.replace(/[%?#\n\\]/g, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);

/** Many spellings of the storefront's page paths and some near misses. */
function requestTargets(): string[] {
  const limited = new Set([...Object.keys(limitedRoutes), 'checkout']);
  const plainPaths = pageRoutes.filter((r) => limited.has(r.id) || ['checkout-cart', 'account', 'search'].includes(r.id)).map((r) => r.path);
  const paths = [...plainPaths, 'Login', 'xlogin', 'login/x', 'checkout/.data'];
  const spell = (pagePath: string) => [pagePath, pagePath.toUpperCase(), `%${pagePath.charCodeAt(0).toString(16)}${pagePath.slice(1)}`, pagePath.replace(/\//g, '%2F')];
  const prefixes = ['', 'en/', 'es/', 'login/', 'en//', 'en%2F', '%65n/'];
  const suffixes = ['', '/', '//', '.data', '/.data', '//.data', '.data/', '/.data/', '.DATA', '%2Edata', '.dat%61', '.data.data', '/./', '//..', '/x/..', '/%2e', '\\.data', '%5C', '%2F.data', ';', '%0A', '#.data', '?_data=routes%2Flogin', '?index', '.data?_routes=root'];
  const targets: string[] = [];
  for (const pagePath of paths)
    for (const spelled of [...new Set(spell(pagePath))])
      for (const prefix of prefixes) for (const suffix of suffixes) targets.push(`/${prefix}${spelled}${suffix}`, ...(prefix ? [] : [`//${spelled}${suffix}`]));
  return targets;
}

/** `$uri` for each target from a real nginx on a unix socket (or `refused`), a few connections at a time. */
async function uriThroughNginx(socket: string, targets: string[]): Promise<string[]> {
  const answers: string[] = new Array(targets.length);
  const one = (target: string) =>
    new Promise<string>((resolve, reject) => {
      let data = '';
      const connection = net.connect(socket, () => connection.write(`GET ${target} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`));
      connection.setEncoding('latin1');
      connection.on('data', (chunk: string) => (data += chunk));
      connection.on('error', reject);
      connection.on('end', () => {
        const status = data.slice(9, 12);
        resolve(status === '200' ? data.slice(data.indexOf('\r\n\r\n') + 4) : 'refused');
      });
    });
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const i = next++;
      answers[i] = await one(targets[i]!);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return answers;
}

describe('per-IP limits at the edge', () => {
  const limitOf = (uri: string, method = 'POST', remoteAddr = '198.51.100.7') =>
    Object.fromEntries([...maps.keys()].filter((name) => name.startsWith('gipfel_limit_')).map((name) => [name.replace('gipfel_limit_', ''), variable(name, { uri, method, remoteAddr })]));
  const groupsOf = (uri: string, method = 'POST') => Object.entries(limitOf(uri, method)).flatMap(([group, key]) => (key ? [group] : []));

  it('counts every post the storefront limits, and the checkout, in the spellings of the route table', () => {
    for (const route of pageRoutes.filter((r) => r.path && !r.path.includes(':') && r.path !== '*')) {
      for (const prefix of Object.values(routePrefixes)) {
        const plain = `/${[prefix, route.path].filter(Boolean).join('/')}`;
        for (const uri of [plain, `${plain}/`, `${plain}.data`, `${plain}/.data`, plain.toUpperCase()]) {
          const expected = storefrontGroup(uri);
          expect(groupsOf(uri), `${uri}`).toEqual(expected ? [expected] : []);
        }
      }
    }
    expect(groupsOf('/en/login/.data')).toEqual(['login']);
    expect(groupsOf('/checkout/.data')).toEqual(['checkout']);
    expect(groupsOf('/fr/contact/.data')).toEqual(['forms']);
    // Our pages in their own case only, as the storefront matches them (decision 0034).
    expect(groupsOf('/en/Login/')).toEqual([]);
    expect(groupsOf('/checkout/cart')).toEqual([]);
    expect(groupsOf('/account/recover/password')).toEqual(['recovery']);
    // A page with a dynamic segment: a guest's order by its deep link, in every spelling the storefront limits.
    for (const uri of ['/account/order/Ab1_x', '/en/account/order/Ab1_x/', '/fr/account/order/Ab1_x.data', '/account/order/Ab1_x/.data', '/account/order/.data', '/account/order/', '/ACCOUNT/ORDER/Ab1_x', '/account/order/a/b']) {
      const expected = storefrontGroup(uri);
      expect(groupsOf(uri), uri).toEqual(expected ? [expected] : []);
    }
    expect(groupsOf('/en/account/order/Ab1_x.data')).toEqual(['recovery']);
    expect(groupsOf('/account/order/.data')).toEqual([]);
  });

  it('derives its groups from the storefront’s list of limited routes, plus the checkout', () => {
    const fromStorefront = Object.entries(limitedRoutes).map(([pageId, bucket]) => `${bucket}:${pageId}`).sort();
    const atEdge = Object.entries(limitedPostGroups).flatMap(([name, group]) => (name === 'checkout' ? [] : group.pageIds.map((pageId) => `${name}:${pageId}`))).sort();
    expect(atEdge).toEqual(fromStorefront);
    expect(limitedPostGroups.checkout).toEqual({ pageIds: ['checkout'], limit: 'checkout' });
    for (const name of Object.keys(limitedPostGroups)) expect(config).toContain(`limit_req zone=gipfel_${name} `);
  });

  it('limits exactly the posts the storefront runs a limited action for, in every spelling a client can send', () => {
    let compared = 0;
    const overLimited: string[] = [];
    for (const target of requestTargets()) {
      const seen = nginxUri(target);
      if (seen === 'refused') continue; // nginx answers it (404 or 400): no action runs anywhere.
      const raw = storefrontGroup(target);
      compared += 1;
      const edge = groupsOf(seen);
      // Never fewer: a post the storefront counts is counted at the edge, in the same group.
      if (raw) expect(edge, `${target} (nginx sees ${seen})`).toEqual([raw]);
      // Never another: the edge limits the path it sees exactly when the storefront would.
      const asSeen = storefrontGroup(asTarget(seen));
      expect(edge, `${target} (nginx sees ${seen})`).toEqual(asSeen ? [asSeen] : []);
      if (edge.length && !raw) overLimited.push(target);
    }
    expect(compared).toBeGreaterThan(4000);
    // More only where nginx decodes what the storefront keeps (`/login%2F.data`, `/login.dat%61`)
    // or merges slashes the storefront does not (`//login`): such posts reach no limited action.
    for (const target of overLimited) expect(target, target).toMatch(/%[0-9a-f]{2}|\/\//i);
  }, 120_000);

  it.skipIf(!existsSync('/usr/sbin/nginx'))('sees the path as nginx does (the spellings sent to a real nginx)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gipfel-nginx-uri-'));
    const socket = path.join(dir, 'nginx.sock');
    const odd = /^map \$request_uri \$gipfel_odd_target \{\n[\s\S]*?\n\}/m.exec(config)![0];
    const conf = [
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      'events { worker_connections 256; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`),
      'access_log off;',
      odd,
      `server { listen unix:${socket}; location / { if ($gipfel_odd_target) { return 404; } return 200 "$uri"; } }`,
      '}',
    ].join('\n');
    writeFileSync(path.join(dir, 'nginx.conf'), conf);
    const nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
    try {
      for (let i = 0; i < 50 && !existsSync(socket); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      const targets = [...new Set(requestTargets())];
      const answers = await uriThroughNginx(socket, targets);
      const wrong = targets.filter((target, i) => answers[i] !== nginxUri(target)).map((target, i) => `${target}: nginx ${answers[i]}, model ${nginxUri(target)}`);
      expect(wrong.slice(0, 20)).toEqual([]);
    } finally {
      nginx.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

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
      '/en/contact/.data',
      '/warranty/.data',
      '/fr/repair-request/',
      '/RETURN/',
    ];
    for (const uri of paths) expect(edgeCap(uri), uri).toBe(bodyTargetOf(uri).limit);
    expect(config).toMatch(/^\s*client_max_body_size 256k;/m);
  });
});

describe('the pages nginx answers itself', () => {
  it('speak the storefront’s words in its three languages', () => {
    const pages = edgePages(20);
    expect(Object.keys(pages).sort()).toEqual(['404.de.html', '404.en.html', '404.fr.html', '413.de.html', '413.en.html', '413.fr.html', '429.de.html', '429.en.html', '429.fr.html', '502.de.html', '502.en.html', '502.fr.html']);
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
