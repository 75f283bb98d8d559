import { describe, expect, it } from 'vitest';
import { cacheFiguresByKind, cachedResponseHeaders, cartCountIn, formatTable, markersIn, metricSum, newMarker, pageLinks, pageProblems, parseLogLine, parseMetrics, percentile } from './scale-checks';

const header = (cart: string | null, account = '') =>
  `<header><a class="x" ${cart === null ? '' : `aria-label="${cart}" `}data-testid="header-cart" href="/checkout/cart"></a>${account}</header>`;

describe('what a page shows of a shopper', () => {
  it('finds the run’s marker names and the header’s cart count', () => {
    const marker = newMarker(() => 0.5);
    expect(marker).toMatch(/^Zq[a-z]{8}$/);
    expect(markersIn(`<p>Hallo ${marker}</p><p>${marker}, Zqabcdefgh</p>`)).toEqual([marker, 'Zqabcdefgh']);
    expect(markersIn('<p>Zqabc</p><p>xZqabcdefgh</p>')).toEqual([]);
    expect(cartCountIn(header('Warenkorb, 3 Artikel'))).toBe(3);
    expect(cartCountIn(header(null))).toBeNull();
  });

  it('flags another shopper’s name, another cart count, and a customer page without their greeting', () => {
    expect(pageProblems(header(null), { marker: null, cartCount: null })).toEqual([]);
    expect(pageProblems(`${header('Cart, 2 items')}<p>Zqotherxyz</p>`, { marker: null, cartCount: null })).toEqual([
      "shows another shopper's name Zqotherxyz",
      'header cart count 2 instead of none',
    ]);
    expect(pageProblems(header('Cart, 2 items'), { marker: 'Zqownnamex', cartCount: 2 })).toEqual([]);
    expect(pageProblems(header(null), { marker: 'Zqownnamex', cartCount: 2 })).toEqual(['header cart count none instead of 2']);
    expect(pageProblems(header(null, 'Hallo Zqownnamex'), { marker: 'Zqownnamex', cartCount: null, greeted: true })).toEqual([]);
    expect(pageProblems(header(null, 'Anmelden'), { marker: 'Zqownnamex', cartCount: null, greeted: true })).toEqual(['no greeting with their own name (an anonymous or another page)']);
    // Pages without the shop's header (nginx's own pages) are only searched for names.
    expect(pageProblems('<p>502</p>', { marker: 'Zqownnamex', cartCount: 2, greeted: true })).toEqual([]);
  });
});

describe("nginx's log and cache", () => {
  const line = (request: string, status: number, cache: string, kind: string, upstream = '127.0.0.1:3120') =>
    `2026-11-27T12:00:00+00:00 198.18.0.1 "${request}" ${status} 1234 cache=${cache} upstream="${upstream}" rt=0.001 id=0f3c5e6a9b8d7c6e5f4a3b2c1d0e9f8a kind="${kind}"`;

  it('reads the hit ratio of page views per load kind, and the requests retried on another instance', () => {
    const lines = [
      line('GET /', 200, 'HIT', 'new', '-'),
      line('GET /en/', 200, 'MISS', 'new'),
      line('GET /', 302, 'MISS', 'new'),
      line('GET /fr/', 200, 'STALE', 'new', '-'),
      line('POST /checkout', 303, '-', 'shopper'),
      line('GET /checkout', 200, 'BYPASS', 'shopper', '127.0.0.1:3122, 127.0.0.1:3120'),
    ].map(parseLogLine);
    expect(lines.every(Boolean)).toBe(true);
    expect(lines[4]).toEqual({ method: 'POST', uri: '/checkout', status: 303, cache: '-', upstream: '127.0.0.1:3120', kind: 'shopper', id: '0f3c5e6a9b8d7c6e5f4a3b2c1d0e9f8a' });
    const figures = cacheFiguresByKind(lines.filter((l) => l !== null));
    expect(figures.get('new')).toEqual({ views: 3, hits: 2, retried: 0 });
    expect(figures.get('shopper')).toEqual({ views: 1, hits: 0, retried: 1 });
    expect(parseLogLine('garbage')).toBeNull();
  });

  it('reads the stored headers of a cache file', () => {
    const file = Buffer.concat([Buffer.from([0, 1, 2, 3, 10]), Buffer.from('\nKEY: https://shop/|encoding=br\nHTTP/1.1 200 OK\r\nCache-Control: public\r\nSet-Cookie: a=b\r\n\r\n<html>')]);
    expect(cachedResponseHeaders(file)).toBe('HTTP/1.1 200 OK\r\nCache-Control: public\r\nSet-Cookie: a=b');
    expect(cachedResponseHeaders(Buffer.from('nothing'))).toBeNull();
  });

  it('prints percentiles and a Markdown table', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([], 50)).toBeNaN();
    expect(formatTable(['kind', 'req/s'], [['new', '12.5']])).toBe('| kind | req/s |\n|:-----|------:|\n| new  |  12.5 |');
  });
});

describe('the links a page names its addresses with', () => {
  it('are its canonical and hreflang links, nothing else', () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/a.css"/><link rel="canonical" href="http://evil.example/en/Food/"/>' +
      '<link rel="alternate" hrefLang="de" href="http://127.0.0.1:8088/Lebensmittel/"/><link rel="alternate" hreflang="x-default" href="http://127.0.0.1:6666/"/>' +
      '<link rel="alternate" type="application/rss+xml" href="/feed"/></head>';
    expect(pageLinks(html)).toEqual({ canonical: ['http://evil.example/en/Food/'], alternates: ['http://127.0.0.1:8088/Lebensmittel/', 'http://127.0.0.1:6666/'] });
    expect(pageLinks('<p>no head</p>')).toEqual({ canonical: [], alternates: [] });
  });
});

describe('the figures read from the metrics', () => {
  it('parses samples with labels and sums them by name and label', () => {
    const samples = parseMetrics(
      [
        '# HELP gipfel_store_api_errors_total x',
        '# TYPE gipfel_store_api_errors_total counter',
        'gipfel_store_api_errors_total{operation="GET /context",reason="503"} 2',
        'gipfel_store_api_errors_total{operation="POST /checkout/order",reason="timeout"} 1',
        'gipfel_http_request_duration_seconds_count{kind="document",status="200"} 10',
        'gipfel_http_request_duration_seconds_count{kind="document",status="500"} 1',
        'process_resident_memory_bytes 52428800',
        'odd{label="with \\"quote\\", comma"} 3',
      ].join('\n'),
    );
    expect(metricSum(samples, 'gipfel_store_api_errors_total')).toBe(3);
    expect(metricSum(samples, 'gipfel_http_request_duration_seconds_count', (l) => Number(l.status) >= 500)).toBe(1);
    expect(metricSum(samples, 'process_resident_memory_bytes')).toBe(52428800);
    expect(samples.find((s) => s.name === 'odd')?.labels.label).toBe('with "quote", comma');
    expect(metricSum(samples, 'missing')).toBe(0);
  });
});
