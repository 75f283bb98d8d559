/**
 * Renders the nginx configuration of the storefront tier (deploy/README.md) from
 * `storefront.conf.template`, and the pages nginx answers itself (404, 413, 429, 502) in the
 * storefront's three languages from its own texts.
 *
 *   npx tsx deploy/nginx/render.ts --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 \
 *     --server-name shop.example.ch --listen 80 \
 *     --assets /srv/gipfel/apps/storefront/build/client/assets \
 *     --cache-dir /var/cache/nginx/gipfel --edge-pages /etc/nginx/gipfel-edge \
 *     > /etc/nginx/conf.d/gipfel.conf
 *
 * Without `--standalone` the output is the `http { }` part for nginx.conf's include; with it, a
 * whole nginx.conf (pid, logs and temporary files under `--run-dir`), as `pnpm scale` runs it.
 * `--edge-pages` is written too. `--help` lists every option.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { shellErrorTexts } from '../../apps/storefront/app/texts/shell-error-texts';
import { pageRoutes, uploadPageIds } from '../../apps/storefront/app/route-table';
import { limitedRoutes } from '../../apps/storefront/app/lib/security/limited-routes';

const here = import.meta.dirname;
export const templatePath = path.join(here, 'storefront.conf.template');

export type Language = keyof typeof shellErrorTexts;
export const languages = Object.keys(shellErrorTexts) as Language[];

/** A per-IP limit: `count` posts per `windowSeconds`, as the storefront counts them (a fixed window). */
export interface PostLimit {
  count: number;
  windowSeconds: number;
}

export type LimitName = 'forms' | 'checkout';

/**
 * The posts limited at the edge, by group: the storefront's own list (limited-routes.ts: its
 * buckets and their pages, counted with the form limit) and the checkout, where orders are placed
 * (the edge's alone). Each group has its own zone, so a sign-in does not use up the contact form's
 * allowance.
 */
export const limitedPostGroups: Readonly<Record<string, { pageIds: readonly string[]; limit: LimitName }>> = (() => {
  const groups: Record<string, { pageIds: string[]; limit: LimitName }> = Object.create(null);
  for (const [pageId, bucket] of Object.entries(limitedRoutes)) (groups[bucket] ??= { pageIds: [], limit: 'forms' }).pageIds.push(pageId);
  if (groups.checkout) throw new Error('the storefront names a bucket "checkout", which the edge keeps for orders');
  groups.checkout = { pageIds: ['checkout'], limit: 'checkout' };
  return Object.freeze({ ...groups });
})();

/** The storefront's body caps (body-limit.server.ts `bodyLimits`), in nginx's units. */
export const bodyCaps = {
  /** The service forms with their photos. */
  upload: { pageIds: uploadPageIds, size: '16m', bytes: 16 * 1024 * 1024 },
  /** The Store API proxy's JSON. */
  proxy: { prefix: '/api/store/', size: '64k', bytes: 64 * 1024 },
  /** Every other form. */
  form: { size: '256k', bytes: 256 * 1024 },
} as const;

export interface RenderOptions {
  /** The storefront instances, `host:port`. */
  upstreams: string[];
  /** nginx's `listen` parameters, e.g. `80`, `127.0.0.1:8088`, `443 ssl` (TLS settings are yours). */
  listen: string;
  /** The shop's host names; other `Host` headers are refused (421). */
  serverNames: string[];
  /** apps/storefront/build/client/assets of the deployed build. */
  assetsDir: string;
  cacheDir: string;
  edgePagesDir: string;
  accessLog: string;
  /** Addresses or CIDR ranges of a CDN or load balancer in front, whose X-Forwarded-For counts. */
  realIpFrom?: string[];
  /** What the storefront is told the protocol was: `$scheme`, or `https` behind a TLS-terminating balancer. */
  forwardedProto?: string;
  /** The storefront's form limit (STOREFRONT_RATE_LIMIT, STOREFRONT_RATE_LIMIT_WINDOW). */
  formLimit?: PostLimit;
  /** Posts to the checkout per client (details, methods, order). */
  checkoutLimit?: PostLimit;
  cacheKeysZone?: string;
  cacheMaxSize?: string;
  /** How long an unused copy is kept: the longest a copy can be served stale on errors. */
  cacheInactive?: string;
  /** Seconds an instance is skipped after failing. */
  failTimeoutSeconds?: number;
  /** A file included in both server blocks (the shop's and the one refusing other host names): TLS certificates. */
  serverInclude?: string;
  /** Adds the load generator's `X-Gipfel-Load` header to the log (pnpm scale reads it). */
  logLoadKind?: boolean;
  /** A whole nginx.conf instead of the `http { }` part. */
  standalone?: {
    runDir: string;
    workerProcesses?: number | 'auto';
    /** The `user` of the worker processes when the master runs as root. */
    user?: string;
    mimeTypes?: string;
  };
}

export const defaultFormLimit: PostLimit = { count: 30, windowSeconds: 600 };
export const defaultCheckoutLimit: PostLimit = { count: 20, windowSeconds: 60 };

/** nginx's leaky bucket for "count per window": the same long-run rate, and `count` at once. */
export function limitReqOf(limit: PostLimit): { rate: string; burst: number; retryAfterSeconds: number } {
  const perMinute = (limit.count * 60) / limit.windowSeconds;
  if (perMinute >= 1 && Number.isInteger(perMinute)) return { rate: `${perMinute}r/m`, burst: limit.count - 1, retryAfterSeconds: Math.ceil(60 / perMinute) };
  // nginx takes whole requests per second or minute: round the rate up, never below one a minute.
  const rounded = Math.max(1, Math.ceil(perMinute));
  return { rate: `${rounded}r/m`, burst: limit.count - 1, retryAfterSeconds: Math.ceil(60 / rounded) };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The regex of a page's path: its segments as written, a dynamic one (`:deepLinkCode`) any one
 * segment but a bare `.data` at the end (Remix strips it: `/account/order/.data` is `/account/order/`).
 */
function pathRegexOf(pageId: string): string {
  const route = pageRoutes.find((r) => r.id === pageId);
  if (!route || !route.path || route.path.includes('*') || route.path.includes('?')) throw new Error(`no plain page path for ${pageId}`);
  return route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '(?!\\.data$)[^/]+' : escapeRegex(segment)))
    .join('/');
}

/**
 * The nginx regex of a set of pages: every path Remix runs their actions for, as nginx sees it
 * (`$uri`: percent-decoded, slashes merged), a dynamic segment (`:deepLinkCode`) any one segment.
 * In the pages' own case, as our routes match (decision 0034: `/LOGIN` is the catch-all, no page
 * of ours); any one segment before the path (the language: the route table mounts pages under an optional language segment); then a trailing
 * slash, Remix's single-fetch suffix `.data` (which Remix strips before matching, so `/login.data`
 * and `/login/.data` both reach the sign-in) or both. Spellings the two resolve differently
 * (a backslash, a dot segment) are refused before this (`$gipfel_odd_target`). render.test.ts
 * checks this against the storefront's own route matcher for many spellings.
 */
export function pagesRegex(pageIds: readonly string[]): string {
  const paths = pageIds.map(pathRegexOf);
  return `^/(?:[^/]+/)?(?:${paths.join('|')})/?(?:\\.data)?$`;
}

function indent(lines: string[], by = 4): string {
  return lines.map((line) => (line ? `${' '.repeat(by)}${line}` : line)).join('\n');
}

function mustBeToken(value: string, what: string, pattern = /^[\w.:/[\]-]+$/): string {
  if (!pattern.test(value)) throw new Error(`${what}: "${value}" is not allowed here`);
  return value;
}

/** The `http { }` configuration (or a whole nginx.conf with `standalone`). */
export function renderNginxConfig(options: RenderOptions, template = readFileSync(templatePath, 'utf8')): string {
  if (options.upstreams.length === 0) throw new Error('at least one storefront instance (--upstream host:port) is needed');
  const failTimeout = `${options.failTimeoutSeconds ?? 5}s`;
  const formLimit = limitReqOf(options.formLimit ?? defaultFormLimit);
  const checkoutLimit = limitReqOf(options.checkoutLimit ?? defaultCheckoutLimit);
  const groups = Object.entries(limitedPostGroups);
  const limitOf = (name: 'forms' | 'checkout') => (name === 'forms' ? formLimit : checkoutLimit);
  const listen = mustBeToken(options.listen, 'listen', /^[\w.:[\] ]+$/);
  const forwardedProto = mustBeToken(options.forwardedProto ?? '$scheme', 'forwarded proto', /^(\$scheme|https?)$/);
  const realIp = options.realIpFrom?.length
    ? [...options.realIpFrom.map((from) => `set_real_ip_from ${mustBeToken(from, 'real IP from')};`), 'real_ip_header X-Forwarded-For;', 'real_ip_recursive on;'].join('\n')
    : '# No proxy in front: the socket address is the client (render with --real-ip-from to name one).';

  const values: Record<string, string> = {
    failTimeout,
    upstreamServers: indent(options.upstreams.map((upstream) => `server ${mustBeToken(upstream, 'upstream')} max_fails=1 fail_timeout=${failTimeout};`)),
    realIp,
    limitMaps: groups
      .map(([name, group]) => [`map $uri $gipfel_limit_${name} {`, '    default "";', `    "~${pagesRegex(group.pageIds)}" $gipfel_post_client;`, '}'].join('\n'))
      .join('\n'),
    limitZones: groups.map(([name, group]) => `limit_req_zone $gipfel_limit_${name} zone=gipfel_${name}:10m rate=${limitOf(group.limit).rate};`).join('\n'),
    limitReqs: indent(groups.map(([name, group]) => `limit_req zone=gipfel_${name} burst=${limitOf(group.limit).burst} nodelay;`)),
    retryAfterSeconds: String(Math.max(formLimit.retryAfterSeconds, checkoutLimit.retryAfterSeconds)),
    cacheDir: mustBeToken(options.cacheDir, 'cache dir'),
    cacheKeysZone: mustBeToken(options.cacheKeysZone ?? '32m', 'keys zone'),
    cacheMaxSize: mustBeToken(options.cacheMaxSize ?? '1g', 'max size'),
    cacheInactive: mustBeToken(options.cacheInactive ?? '1d', 'inactive'),
    logFormat: `log_format gipfel '$time_iso8601 $remote_addr "$request_method $request_uri" $status $body_bytes_sent cache=$upstream_cache_status upstream="$upstream_addr" rt=$request_time id=$request_id${options.logLoadKind ? ' kind="$http_x_gipfel_load"' : ''}';`,
    listenDefault: `    listen ${listen} default_server;`,
    listen: `    listen ${listen};`,
    serverNames: options.serverNames.map((name) => mustBeToken(name, 'server name')).join(' '),
    accessLog: mustBeToken(options.accessLog, 'access log'),
    serverInclude: options.serverInclude ? `    include ${mustBeToken(options.serverInclude, 'server include')};` : '    # (render with --server-include <file> for TLS certificates and other server settings)',
    forwardedProto,
    // Behind a TLS-terminating balancer the public port is the balancer's (the scheme's own), not nginx's.
    forwardedHost: forwardedProto === '$scheme' ? '$host$gipfel_public_port' : '$host',
    bodyCapForm: bodyCaps.form.size,
    bodyCapLocations: indent([
      `location ~ ${pagesRegex(bodyCaps.upload.pageIds)} {`,
      `    client_max_body_size ${bodyCaps.upload.size};`,
      '    proxy_pass http://gipfel_storefront;',
      '}',
      '',
      `location ^~ ${bodyCaps.proxy.prefix} {`,
      `    client_max_body_size ${bodyCaps.proxy.size};`,
      '    proxy_pass http://gipfel_storefront;',
      '}',
    ]),
    nextUpstreamTries: String(Math.min(options.upstreams.length, 3)),
    assetsDir: mustBeToken(options.assetsDir.replace(/\/$/, ''), 'assets dir'),
    edgePagesDir: mustBeToken(options.edgePagesDir.replace(/\/$/, ''), 'edge pages dir'),
  };
  const http = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`the template names {{${name}}}, which the renderer does not know`);
    return values[name]!;
  });
  if (!options.standalone) return http;
  const { runDir, workerProcesses = 'auto', user, mimeTypes = '/etc/nginx/mime.types' } = options.standalone;
  const dir = mustBeToken(runDir, 'run dir');
  return [
    '# A whole nginx.conf, rendered by deploy/nginx/render.ts --standalone.',
    'daemon off;',
    `worker_processes ${workerProcesses};`,
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    ...(user ? [`user ${mustBeToken(user, 'user', /^[\w-]+( [\w-]+)?$/)};`] : []),
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    `    include ${mustBeToken(mimeTypes, 'mime types')};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    keepalive_timeout 65s;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/tmp/${kind};`),
    '',
    indent(http.split('\n')),
    '}',
    '',
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const homeOf: Record<Language, string> = { de: '/', en: '/en/', fr: '/fr/' };

/** The pages nginx answers itself, by file name (`502.de.html`), in the storefront's words (404: a target it refuses). */
export function edgePages(retryAfterSeconds: number): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const language of languages) {
    const texts = shellErrorTexts[language];
    const messages: Record<string, string> = {
      404: texts.error[404],
      413: texts.error[413],
      429: texts.error[429].replace('{{seconds}}', String(retryAfterSeconds)),
      502: texts.error[502],
    };
    for (const [status, message] of Object.entries(messages)) {
      const title = texts.error.title.replace('{{status}}', status);
      pages[`${status}.${language}.html`] = [
        '<!doctype html>',
        `<html lang="${language}">`,
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(title)} · ${escapeHtml(texts.shopName)}</title>`,
        '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2a24}a{color:#1d5c3f}</style>',
        '</head>',
        '<body>',
        '<main>',
        `<h1>${escapeHtml(title)}</h1>`,
        `<p data-edge-message>${escapeHtml(message)}</p>`,
        `<p><a href="${homeOf[language]}">${escapeHtml(texts.error.goHome)}</a></p>`,
        '</main>',
        '</body>',
        '</html>',
        '',
      ].join('\n');
    }
  }
  return pages;
}

export function writeEdgePages(dir: string, options: Pick<RenderOptions, 'formLimit' | 'checkoutLimit'> = {}): void {
  mkdirSync(dir, { recursive: true });
  const retryAfter = Math.max(limitReqOf(options.formLimit ?? defaultFormLimit).retryAfterSeconds, limitReqOf(options.checkoutLimit ?? defaultCheckoutLimit).retryAfterSeconds);
  for (const [name, html] of Object.entries(edgePages(retryAfter))) writeFileSync(path.join(dir, name), html);
}

const usage = `deploy/nginx/render.ts: the nginx configuration of the storefront tier

  --upstream host:port     a storefront instance (repeat; at least one)
  --listen <params>        nginx listen parameters (default 80)
  --server-name <name>     the shop's host name (repeat; default localhost)
  --assets <dir>           the build's apps/storefront/build/client/assets
  --cache-dir <dir>        where nginx keeps cached pages (default /var/cache/nginx/gipfel)
  --edge-pages <dir>       where the 404/413/429/502 pages are written (default /etc/nginx/gipfel-edge)
  --access-log <file>      (default /var/log/nginx/gipfel.access.log)
  --real-ip-from <cidr>    a CDN or balancer in front whose X-Forwarded-For counts (repeat)
  --forwarded-proto https  when TLS ends before nginx
  --form-limit N/S         posts per client and S seconds for each sensitive form (default STOREFRONT_RATE_LIMIT/STOREFRONT_RATE_LIMIT_WINDOW or 30/600)
  --checkout-limit N/S     posts to the checkout per client (default 20/60)
  --server-include <file>  included in both server blocks (ssl_certificate, ssl_certificate_key, …)
  --standalone <run dir>   a whole nginx.conf with pid, logs and temp files in <run dir>
`;

function parseLimit(value: string | undefined, fallback: PostLimit): PostLimit {
  if (!value) return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`a limit is N/S (posts per seconds): "${value}"`);
  return { count: Number(match[1]), windowSeconds: Number(match[2]) };
}

function main(argv: string[]) {
  if (argv.includes('--help')) {
    process.stdout.write(usage);
    return;
  }
  const all = (name: string) => argv.flatMap((arg, i) => (arg === `--${name}` && argv[i + 1] ? [argv[i + 1]!] : []));
  const one = (name: string) => all(name).at(-1);
  const envLimit = process.env.STOREFRONT_RATE_LIMIT ? `${process.env.STOREFRONT_RATE_LIMIT}/${process.env.STOREFRONT_RATE_LIMIT_WINDOW ?? 600}` : undefined;
  const options: RenderOptions = {
    upstreams: all('upstream'),
    listen: one('listen') ?? '80',
    serverNames: all('server-name').length ? all('server-name') : ['localhost'],
    assetsDir: path.resolve(one('assets') ?? path.join(here, '../../apps/storefront/build/client/assets')),
    cacheDir: one('cache-dir') ?? '/var/cache/nginx/gipfel',
    edgePagesDir: one('edge-pages') ?? '/etc/nginx/gipfel-edge',
    accessLog: one('access-log') ?? '/var/log/nginx/gipfel.access.log',
    realIpFrom: all('real-ip-from'),
    forwardedProto: one('forwarded-proto'),
    serverInclude: one('server-include'),
    formLimit: parseLimit(one('form-limit') ?? envLimit, defaultFormLimit),
    checkoutLimit: parseLimit(one('checkout-limit'), defaultCheckoutLimit),
    standalone: one('standalone') ? { runDir: path.resolve(one('standalone')!) } : undefined,
  };
  const config = renderNginxConfig(options);
  writeEdgePages(options.edgePagesDir, options);
  process.stdout.write(config);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(1);
  }
}
