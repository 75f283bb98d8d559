import { data, redirect } from '@remix-run/node';
import { StoreApiError, type StoreApiClient } from '@gipfel/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestContext } from './request-context.server';
import { withShop } from './shop-route.server';
import type * as StoreApiServer from './store-api.server';
import type { StoreApiSession } from './store-api.server';

const sessions = vi.hoisted(() => ({ created: 0, renew: false }));

// The session itself (client, cookie reading) is tested in store-api.server; here only how
// loaders and actions get it and how their answers leave.
vi.mock('./store-api.server', async (importOriginal) => {
  const actual = await importOriginal<typeof StoreApiServer>();
  return {
    ...actual,
    createLocalizedStoreApiSession: async (): Promise<StoreApiSession> => {
      sessions.created += 1;
      const headers = new Headers();
      if (sessions.renew) headers.set('Set-Cookie', 'gipfel_context=NEW; Path=/; HttpOnly');
      return { client: {} as StoreApiClient, headers };
    },
  };
});

const args = (path = '/en/checkout') => ({ request: new Request(`http://shop.test${path}`), params: {}, context: {} });

/** What Remix sends for a loader's answer: the `data()` init or the Response. */
function initOf(answer: unknown): { status?: number; headers: Headers } {
  if (answer instanceof Response) return { status: answer.status, headers: answer.headers };
  const init = (answer as { init?: ResponseInit | null }).init;
  return { status: init?.status, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  sessions.created = 0;
  sessions.renew = false;
});

describe('withShop', () => {
  it('gives the handler the page language and returns its data unchanged when nothing is to commit', async () => {
    const loader = withShop(async ({ language }) => ({ language }));
    await expect(loader(args('/fr/checkout'))).resolves.toEqual({ language: 'fr' });
  });

  it('refuses a page path whose language segment is no language (404) before the handler can redirect', async () => {
    const handler = vi.fn(async () => {
      throw redirect('/en/login?redirectTo=%2Fxx%2Faccount');
    });
    const loader = withShop(handler);
    for (const lang of ['xx', 'de', 'es']) {
      const answer = await loader({ ...args(`/${lang}/account`), params: { lang } }).catch((error: unknown) => error);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
    expect(handler).not.toHaveBeenCalled();
    expect(sessions.created).toBe(0);
    // A known language, or none, reaches the handler (here: the redirect to sign in).
    for (const params of [{ lang: 'en' }, {}]) {
      const answer = await loader({ ...args('/en/account'), params }).catch((error: unknown) => error);
      expect((answer as Response).status).toBe(302);
    }
  });

  it('sends a renewed context token and the handler\'s headers with plain data', async () => {
    sessions.renew = true;
    const loader = withShop(async ({ headers }) => {
      headers.set('Cache-Control', 'no-store');
      return { ok: true };
    });
    const answer = await loader(args());
    expect((answer as unknown as { data: unknown }).data).toEqual({ ok: true });
    const { headers } = initOf(answer);
    expect(headers.get('Set-Cookie')).toContain('gipfel_context=NEW');
    expect(headers.get('Cache-Control')).toBe('no-store');
  });

  it('keeps the status and headers of data() and adds the cookie beside its own', async () => {
    sessions.renew = true;
    const action = withShop(async () => data({ error: 'x' }, { status: 400, headers: { 'Set-Cookie': 'order=1; Path=/' } }));
    const { status, headers } = initOf(await action(args()));
    expect(status).toBe(400);
    expect(headers.getSetCookie()).toEqual(['order=1; Path=/', 'gipfel_context=NEW; Path=/; HttpOnly']);
  });

  it('adds the cookie and the handler\'s cookies to a thrown redirect', async () => {
    sessions.renew = true;
    const action = withShop(async ({ headers }) => {
      headers.append('Set-Cookie', 'order=1; Path=/');
      throw redirect('/en/checkout/finish', 303);
    });
    const thrown = await action(args()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en/checkout/finish');
    expect(response.headers.getSetCookie()).toEqual(['order=1; Path=/', 'gipfel_context=NEW; Path=/; HttpOnly']);
  });

  it('turns a Store API failure the handler leaves alone into the error page\'s response', async () => {
    const loader = withShop(async () => {
      throw new StoreApiError({ status: 502, message: 'fetch failed http://backend.internal' });
    });
    const thrown = (await loader(args()).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(502);
    await expect(thrown.text()).resolves.toBe('STORE_API_UNREACHABLE');
  });

  it('lets a programming error through as it is (a 500, logged by Remix)', async () => {
    sessions.renew = true;
    const bug = new TypeError('undefined is not a function');
    const loader = withShop(async () => {
      throw bug;
    });
    await expect(loader(args())).rejects.toBe(bug);
  });

  it('shares one session between the loaders of a request and makes one per request', async () => {
    const layout = withShop(async ({ client }) => client);
    const page = withShop(async ({ client }) => client);
    const run = () => requestContext.run({ startedAt: 0, calls: [] }, () => Promise.all([layout(args()), page(args())]));
    const [first, second] = await run();
    expect(first).toBe(second);
    expect(sessions.created).toBe(1);
    await run();
    expect(sessions.created).toBe(2);
  });
});
