/**
 * The checks and figures of `pnpm scale` (bench/scale.ts) that need no server: what a page shows
 * of a shopper, nginx's access log, percentiles and the printed table.
 */

/** Shoppers in the run get a first name of this shape, so any page that shows one can be traced. */
export const markerPattern = /\bZq[a-z]{8}\b/g;

export function newMarker(random: () => number = Math.random): string {
  let marker = 'Zq';
  for (let i = 0; i < 8; i += 1) marker += String.fromCharCode(97 + Math.floor(random() * 26));
  return marker;
}

export function markersIn(html: string): string[] {
  return [...new Set(html.match(markerPattern) ?? [])];
}

/** The cart count in the page's header (`aria-label="Warenkorb, 3 Artikel"`): null without one (no cart yet). */
export function cartCountIn(html: string): number | null {
  const label = /data-testid="header-cart"[^>]*aria-label="([^"]*)"|aria-label="([^"]*)"[^>]*data-testid="header-cart"/.exec(html);
  const text = label?.[1] ?? label?.[2];
  if (!text) return null;
  const count = /(\d+)/.exec(text);
  return count ? Number(count[1]) : 0;
}

/** Whether the page has the shop's header (documents do; error pages of nginx and redirects do not). */
export function hasShopHeader(html: string): boolean {
  return html.includes('data-testid="header-cart"');
}

/** What a shopper may see on a page of theirs. */
export interface Owner {
  /** Their marker name, or null for anonymous visitors (who must see none). */
  marker: string | null;
  /** The cart count their header must show (null: no count, i.e. an empty cart); undefined: not checked. */
  cartCount?: number | null;
  /** Signed-in customers: every page with the header greets them by name. */
  greeted?: boolean;
}

/** The problems of one page for its owner: another shopper's name, another cart count, a missing greeting. */
export function pageProblems(html: string, owner: Owner): string[] {
  const problems: string[] = [];
  const foreign = markersIn(html).filter((marker) => marker !== owner.marker);
  if (foreign.length) problems.push(`shows another shopper's name ${foreign.join(', ')}`);
  if (!hasShopHeader(html)) return problems;
  const count = cartCountIn(html);
  if (owner.cartCount !== undefined && (count ?? 0) !== (owner.cartCount ?? 0)) problems.push(`header cart count ${count ?? 'none'} instead of ${owner.cartCount ?? 'none'}`);
  if (owner.greeted && owner.marker && !html.includes(owner.marker)) problems.push('no greeting with their own name (an anonymous or another page)');
  return problems;
}

/** The canonical and hreflang addresses of a page. */
export function pageLinks(html: string): { canonical: string[]; alternates: string[] } {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const href = (tag: string) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? '';
  return {
    canonical: links.filter((tag) => /\brel="canonical"/.test(tag)).map(href),
    alternates: links.filter((tag) => /\brel="alternate"/.test(tag) && /\bhreflang="/i.test(tag)).map(href),
  };
}

export interface LogLine {
  method: string;
  uri: string;
  status: number;
  cache: string;
  upstream: string;
  kind: string;
  /** nginx's `$request_id`, sent on to the storefront as X-Request-Id. */
  id: string;
}

const logLinePattern = /^\S+ \S+ "(\S+) (\S+)" (\d{3}) \d+ cache=(\S+) upstream="([^"]*)" rt=\S+ id=(\S+) kind="([^"]*)"$/;

/** One line of the `gipfel` log format rendered with `logLoadKind` (deploy/nginx/storefront.conf.template). */
export function parseLogLine(line: string): LogLine | null {
  const match = logLinePattern.exec(line);
  if (!match) return null;
  return { method: match[1]!, uri: match[2]!, status: Number(match[3]), cache: match[4]!, upstream: match[5]!, id: match[6]!, kind: match[7]! };
}

const hitStates = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);

export interface CacheFigures {
  /** GET/HEAD answers 200 that went through the cache (hit, miss, expired or bypassed). */
  views: number;
  hits: number;
  /** Requests nginx sent to more than one instance (a GET retried after an instance failed). */
  retried: number;
}

/** Per load kind: the cache hit ratio of page views answered 200, and the retried requests. */
export function cacheFiguresByKind(lines: Iterable<LogLine>): Map<string, CacheFigures> {
  const figures = new Map<string, CacheFigures>();
  for (const line of lines) {
    const entry = figures.get(line.kind) ?? { views: 0, hits: 0, retried: 0 };
    figures.set(line.kind, entry);
    if (line.upstream.includes(',')) entry.retried += 1;
    if ((line.method !== 'GET' && line.method !== 'HEAD') || line.status !== 200 || line.cache === '-') continue;
    entry.views += 1;
    if (hitStates.has(line.cache)) entry.hits += 1;
  }
  return figures;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The stored headers of a file in nginx's cache (a binary header, `KEY: …`, then the HTTP response). */
export function cachedResponseHeaders(file: Buffer): string | null {
  const text = file.toString('latin1');
  const key = text.indexOf('\nKEY: ');
  if (key < 0) return null;
  const start = text.indexOf('\n', key + 1) + 1;
  const end = text.indexOf('\r\n\r\n', start);
  return end < 0 ? null : text.slice(start, end);
}

export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** One sample of a Prometheus text exposition: the metric's name, its labels, its value. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments and blank lines left out). */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line.trim());
    if (!match) continue;
    const labels: Record<string, string> = Object.create(null);
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!.replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of a metric's samples whose labels match `where` (a function of the labels). */
export function metricSum(samples: readonly MetricSample[], name: string, where: (labels: Record<string, string>) => boolean = () => true): number {
  return samples.filter((sample) => sample.name === name && where(sample.labels)).reduce((sum, sample) => sum + sample.value, 0);
}
