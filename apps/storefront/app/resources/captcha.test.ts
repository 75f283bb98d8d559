import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestContext } from '../lib/server/request-context.server';

// docs/decisions/0048-captcha-proof-of-work-and-issue-limits.md: 200 new captchas in 2.3 s from one client. `/api/captcha` now counts them per client
// IP (IPv6 by /64) and refuses the rest with 429, Retry-After and the text in the form's language.
describe('GET /api/captcha', () => {
  let storeApi: Server | undefined;
  afterEach(() => {
    storeApi?.close();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** A Store API that hands out a captcha (a PNG signature is all the storefront checks). */
  async function fakeStoreApi(): Promise<number> {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');
    storeApi = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ id: `c${Date.now()}`, image: `data:image/png;base64,${png}` }));
    });
    await new Promise<void>((resolve) => storeApi!.listen(0, '127.0.0.1', resolve));
    return (storeApi!.address() as AddressInfo).port;
  }

  it('limits new images per client IP with a translated 429 and Retry-After', async () => {
    vi.stubEnv('STOREFRONT_CAPTCHA_RATE_LIMIT', '2');
    vi.stubEnv('STORE_API_PORT', String(await fakeStoreApi()));
    const { loader } = await import('./captcha');
    const fetchImage = (ip: string, lang: string) =>
      requestContext.run({ clientIp: ip, startedAt: 0, calls: [] }, () =>
        loader({ request: new Request(`http://shop.test/api/captcha?lang=${lang}&r=1`), params: {}, context: {} }).catch((error: unknown) => error),
      );
    for (let i = 0; i < 2; i += 1) expect(((await fetchImage('2001:db8:1:2::7', 'fr')) as Response).headers.get('content-type')).toBe('image/png');
    // Another address of the same /64 is the same client.
    const refused = (await fetchImage('2001:db8:1:2::99', 'fr')) as Response;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toMatch(/^Trop de requêtes\. Veuillez patienter \d+ secondes\.$/);
    const german = (await fetchImage('2001:db8:1:2::99', 'xx')) as Response;
    expect(await german.text()).toMatch(/^Zu viele Anfragen/);
    // Another client is not affected.
    expect(((await fetchImage('198.51.100.4', 'en')) as Response).status).toBe(200);
  });
});
