// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApiClient } from './admin-client';
import { StoreApiError } from './errors';
import { startTestServer, type RecordedRequest, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
});

/** A fake Shopware OAuth endpoint: numbered tokens, refresh tokens only for refresh grants. */
function oauthServer(options: { refreshToken?: boolean; expiresIn?: number; rejectRefresh?: boolean } = {}) {
  let issued = 0;
  server.handle((request: RecordedRequest) => {
    if (request.path === '/api/oauth/token') {
      const body = request.body as Record<string, string>;
      if (body.grant_type === 'refresh_token' && options.rejectRefresh) {
        return { status: 401, body: { errors: [{ status: '401', title: 'Unauthorized', detail: 'The refresh token is invalid.' }] } };
      }
      issued += 1;
      return {
        body: {
          token_type: 'Bearer',
          expires_in: options.expiresIn ?? 600,
          access_token: `access-${issued}`,
          ...(options.refreshToken ? { refresh_token: `refresh-${issued}` } : {}),
        },
      };
    }
    const auth = request.headers.authorization;
    if (!auth?.startsWith('Bearer access-')) return { status: 401, body: { errors: [{ status: '401', title: 'Unauthorized' }] } };
    return { body: { data: [], auth } };
  });
}

describe('createAdminApiClient', () => {
  it('requires endpoint, client id and secret', () => {
    expect(() => createAdminApiClient({ endpoint: '', clientId: 'a', clientSecret: 'b' })).toThrow(/endpoint/);
    expect(() => createAdminApiClient({ endpoint: server.url, clientId: '', clientSecret: 'b' })).toThrow(/clientId/);
  });

  it('gets a token with client credentials on the first call and sends it as bearer', async () => {
    oauthServer();
    let clock = 1_000_000;
    const admin = createAdminApiClient({ endpoint: server.url, clientId: 'SWIA-ID', clientSecret: 'secret', now: () => clock });
    const result = await admin.request('POST', '/search/product', { body: { limit: 1 } });
    expect(result).toEqual({ data: [], auth: 'Bearer access-1' });
    const [tokenCall, apiCall] = server.requests;
    expect(tokenCall?.method).toBe('POST');
    expect(tokenCall?.path).toBe('/api/oauth/token');
    expect(tokenCall?.body).toEqual({ grant_type: 'client_credentials', client_id: 'SWIA-ID', client_secret: 'secret' });
    expect(apiCall?.path).toBe('/api/search/product');
    expect(apiCall?.headers.authorization).toBe('Bearer access-1');
    const session = admin.getSession();
    expect(session.accessToken).toBe('access-1');
    expect(session.expirationTime).toBeGreaterThan(clock);
    expect(session.expirationTime).toBeLessThanOrEqual(clock + 600_000);

    // a second call before expiry reuses the token
    clock += 60_000;
    await admin.request('GET', '/_info/version');
    expect(server.hits('/api/oauth/token')).toHaveLength(1);
  });

  it('renews with the refresh token once the expiry time has passed', async () => {
    oauthServer({ refreshToken: true, expiresIn: 600 });
    let clock = 5_000_000;
    const admin = createAdminApiClient({ endpoint: `${server.url}/api`, clientId: 'SWIA-ID', clientSecret: 'secret', now: () => clock });
    await admin.request('GET', '/_info/version');
    expect(admin.getSession()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const expiry = admin.getSession().expirationTime!;

    clock = expiry - 1;
    await admin.request('GET', '/_info/version');
    expect(server.hits('/api/oauth/token')).toHaveLength(1);

    clock = expiry;
    await admin.request('GET', '/_info/version');
    const tokenCalls = server.hits('/api/oauth/token');
    expect(tokenCalls).toHaveLength(2);
    expect(tokenCalls[1]?.body).toEqual({ grant_type: 'refresh_token', client_id: 'SWIA-ID', refresh_token: 'refresh-1' });
    expect(server.requests[server.requests.length - 1]?.headers.authorization).toBe('Bearer access-2');
    expect(admin.getSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(admin.getSession().expirationTime).toBeGreaterThan(expiry);
  });

  it('falls back to client credentials when there is no or a rejected refresh token', async () => {
    oauthServer({ refreshToken: true, rejectRefresh: true });
    let clock = 0;
    const admin = createAdminApiClient({ endpoint: server.url, clientId: 'id', clientSecret: 'secret', now: () => clock });
    await admin.request('GET', '/_info/version');
    clock = admin.getSession().expirationTime!;
    await admin.request('GET', '/_info/version');
    const grants = server.hits('/api/oauth/token').map((call) => (call.body as { grant_type: string }).grant_type);
    expect(grants).toEqual(['client_credentials', 'refresh_token', 'client_credentials']);
    expect(admin.getSession().accessToken).toBe('access-2');
  });

  it('shares one token request between concurrent calls', async () => {
    oauthServer();
    const admin = createAdminApiClient({ endpoint: server.url, clientId: 'id', clientSecret: 'secret' });
    await Promise.all([admin.request('GET', '/a'), admin.request('GET', '/b'), admin.request('GET', '/c')]);
    expect(server.hits('/api/oauth/token')).toHaveLength(1);
  });

  it('renews once when a token is refused before its expiry', async () => {
    let issued = 0;
    server.handle((request) => {
      if (request.path === '/api/oauth/token') {
        issued += 1;
        return { body: { access_token: `access-${issued}`, expires_in: 600 } };
      }
      return request.headers.authorization === 'Bearer access-2'
        ? { body: { ok: true } }
        : { status: 401, body: { errors: [{ status: '401', title: 'Unauthorized' }] } };
    });
    const admin = createAdminApiClient({ endpoint: server.url, clientId: 'id', clientSecret: 'secret' });
    await expect(admin.request('GET', '/_info/version')).resolves.toEqual({ ok: true });
    expect(server.hits('/api/oauth/token')).toHaveLength(2);
  });

  it('reports failed credentials as a StoreApiError', async () => {
    server.handle(() => ({ status: 401, body: { errors: [{ status: '401', title: 'The user credentials were incorrect.', detail: 'invalid_grant' }] } }));
    const admin = createAdminApiClient({ endpoint: server.url, clientId: 'id', clientSecret: 'wrong' });
    const error = await admin.request('GET', '/_info/version').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).status).toBe(401);
    expect((error as StoreApiError).message).toBe('The user credentials were incorrect.: invalid_grant');
    expect(admin.getSession().accessToken).toBeUndefined();
  });
});
