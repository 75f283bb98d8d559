import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_CLIENT_ID, DEFAULT_ADMIN_CLIENT_SECRET } from './ids';
import { createTestApi, type TestApi } from './testing/harness';
import { prepareSchemas } from './testing/schema';

interface Token {
  token_type: string;
  expires_in: number;
  access_token: string;
  refresh_token: string;
}
interface ErrorBody {
  errors: { status: string; code: string; title: string; detail: string }[];
}

let api: TestApi;
afterEach(() => api?.close());
beforeAll(() => prepareSchemas([['POST', '/api/oauth/token']]), 60_000);

const credentials = { grant_type: 'client_credentials', client_id: DEFAULT_ADMIN_CLIENT_ID, client_secret: DEFAULT_ADMIN_CLIENT_SECRET };

describe('POST /api/oauth/token', () => {
  it('issues a bearer token for the seeded integration (JSON body)', async () => {
    api = createTestApi();
    const res = await api.call<Token>('POST', '/api/oauth/token', { body: credentials, noAccessKey: true });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    expect(res.body.expires_in).toBe(600);
    expect(res.body.access_token.length).toBeGreaterThan(30);
    expect(res.body.refresh_token.length).toBeGreaterThan(30);
    const version = await api.call<{ version: string }>('GET', '/api/_info/version', {
      headers: { authorization: `Bearer ${res.body.access_token}` },
      skipSchema: true,
    });
    expect(version.status).toBe(200);
    expect(version.body.version).toMatch(/^6\.7\./);
  });

  it('accepts a form-encoded body and custom credentials from the config', async () => {
    api = createTestApi({ adminClientId: 'SWIACUSTOM', adminClientSecret: 'very-secret' });
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: 'SWIACUSTOM', client_secret: 'very-secret' });
    const res = await api.call<Token>('POST', '/api/oauth/token', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    const old = await api.call<ErrorBody>('POST', '/api/oauth/token', { body: credentials });
    expect(old.status).toBe(401);
  });

  it('answers a wrong secret or client with 401 invalid client', async () => {
    api = createTestApi();
    for (const body of [{ ...credentials, client_secret: 'nope' }, { ...credentials, client_id: 'SWIAUNKNOWN' }]) {
      const res = await api.call<ErrorBody>('POST', '/api/oauth/token', { body });
      expect(res.status).toBe(401);
      expect(res.body.errors[0]).toMatchObject({ status: '401', code: '4', title: 'Client authentication failed' });
    }
  });

  it('answers missing parameters and unknown grants with 400', async () => {
    api = createTestApi();
    const noGrant = await api.call<ErrorBody>('POST', '/api/oauth/token', { body: {} });
    expect(noGrant.status).toBe(400);
    expect(noGrant.body.errors[0]).toMatchObject({ code: '3', detail: 'Check the `grant_type` parameter' });
    const noSecret = await api.call<ErrorBody>('POST', '/api/oauth/token', { body: { grant_type: 'client_credentials', client_id: 'x' } });
    expect(noSecret.body.errors[0]).toMatchObject({ code: '3', detail: 'Check the `client_secret` parameter' });
    const password = await api.call<ErrorBody>('POST', '/api/oauth/token', { body: { grant_type: 'password', username: 'a', password: 'b' } });
    expect(password.status).toBe(400);
    expect(password.body.errors[0]?.code).toBe('2');
    const malformed = await api.call<ErrorBody>('POST', '/api/oauth/token', { body: '{"grant_type":' });
    expect(malformed.status).toBe(400);
    const wrongTypes = await api.call<ErrorBody>('POST', '/api/oauth/token', { body: { grant_type: ['client_credentials'] } });
    expect(wrongTypes.status).toBe(400);
  });

  it('refreshes with rotation: the new pair works, the used refresh token is revoked', async () => {
    api = createTestApi();
    const first = await api.call<Token>('POST', '/api/oauth/token', { body: credentials });
    const refresh = { grant_type: 'refresh_token', client_id: DEFAULT_ADMIN_CLIENT_ID, refresh_token: first.body.refresh_token };
    const second = await api.call<Token>('POST', '/api/oauth/token', { body: refresh });
    expect(second.status).toBe(200);
    expect(second.body.access_token).not.toBe(first.body.access_token);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);

    const reused = await api.call<ErrorBody>('POST', '/api/oauth/token', { body: refresh });
    expect(reused.status).toBe(401);
    expect(reused.body.errors[0]).toMatchObject({ code: '8', detail: 'Token has been revoked' });

    const bogus = await api.call<ErrorBody>('POST', '/api/oauth/token', { body: { ...refresh, refresh_token: 'bogus' } });
    expect(bogus.status).toBe(401);
    const otherClient = await api.call<ErrorBody>('POST', '/api/oauth/token', {
      body: { ...refresh, client_id: 'SWIAOTHER', refresh_token: second.body.refresh_token },
    });
    expect(otherClient.status).toBe(401);
    const noToken = await api.call<ErrorBody>('POST', '/api/oauth/token', { body: { grant_type: 'refresh_token', client_id: DEFAULT_ADMIN_CLIENT_ID } });
    expect(noToken.status).toBe(400);
  });

  it('lets access tokens expire, and refresh tokens renew them', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    api = createTestApi({ now: () => now });
    const first = await api.call<Token>('POST', '/api/oauth/token', { body: credentials });
    now += 601_000;
    const expired = await api.call<ErrorBody>('GET', '/api/_info/version', {
      headers: { authorization: `Bearer ${first.body.access_token}` },
      skipSchema: true,
    });
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0]).toMatchObject({ code: '9', detail: 'Access token is expired' });
    const renewed = await api.call<Token>('POST', '/api/oauth/token', {
      body: { grant_type: 'refresh_token', client_id: DEFAULT_ADMIN_CLIENT_ID, refresh_token: first.body.refresh_token },
    });
    expect(renewed.status).toBe(200);
    const ok = await api.call('GET', '/api/_info/version', { headers: { authorization: `Bearer ${renewed.body.access_token}` }, skipSchema: true });
    expect(ok.status).toBe(200);
  });

  it('protects the Admin API with the bearer token', async () => {
    api = createTestApi();
    const missing = await api.call<ErrorBody>('GET', '/api/_info/version', { skipSchema: true });
    expect(missing.status).toBe(401);
    const wrong = await api.call<ErrorBody>('GET', '/api/_info/version', { headers: { authorization: 'Bearer nope' }, skipSchema: true });
    expect(wrong.status).toBe(401);
  });
});
