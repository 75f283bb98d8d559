import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StoreApiConfig } from './config';
import type { Db } from './db/database';
import { StoreApiError, type ApiErrorEntry } from './errors';

/**
 * Admin API OAuth (`POST /api/oauth/token`): client_credentials for the seeded integration and
 * refresh_token (rotating). Errors follow league/oauth2-server as Shopware renders them:
 * `code` is the league error number, `title` its message, `detail` its hint.
 */

export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

function oauthError(status: number, code: number, title: string, detail: string, headers: Record<string, string> = {}): StoreApiError {
  // The admin schema requires `meta` but types it as object and array at once; null is the only value it accepts.
  const entry: ApiErrorEntry = { status: String(status), code: String(code), title, detail, meta: null };
  return new StoreApiError(status, [entry], headers);
}

export const oauthErrors = {
  invalidRequest: (parameter: string) =>
    oauthError(400, 3, 'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.', `Check the \`${parameter}\` parameter`),
  unsupportedGrantType: () =>
    oauthError(400, 2, 'The authorization grant type is not supported by the authorization server.', 'Check that all required parameters have been provided'),
  invalidClient: () => oauthError(401, 4, 'Client authentication failed', 'The client id or secret is wrong.', { 'WWW-Authenticate': 'Basic realm="OAuth"' }),
  invalidRefreshToken: (hint: string) => oauthError(401, 8, 'The refresh token is invalid.', hint),
  accessDenied: (hint: string) =>
    oauthError(401, 9, 'The resource owner or authorization server denied the request.', hint, { 'WWW-Authenticate': 'Bearer' }),
};

export interface TokenResponse {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

interface TokenRow {
  token_hash: string;
  kind: 'access' | 'refresh';
  client_id: string;
  expires_at: number;
  revoked: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sameSecret(given: string, expectedHash: string): boolean {
  const a = Buffer.from(sha256(given), 'hex');
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export class OAuthService {
  constructor(private readonly db: Db, private readonly config: StoreApiConfig) {}

  private integration(clientId: string): { client_id: string; secret_hash: string } | undefined {
    return this.db.prepare('SELECT client_id, secret_hash FROM integration WHERE client_id = ?').get(clientId) as
      | { client_id: string; secret_hash: string }
      | undefined;
  }

  private issue(clientId: string): TokenResponse {
    const now = this.config.now();
    const accessToken = randomBytes(32).toString('base64url');
    const refreshToken = randomBytes(48).toString('base64url');
    const insert = this.db.prepare(
      'INSERT INTO oauth_token (token_hash, kind, client_id, expires_at, revoked, created_at) VALUES (?, ?, ?, ?, 0, ?)',
    );
    const createdAt = new Date(now).toISOString();
    insert.run(sha256(accessToken), 'access', clientId, now + this.config.adminTokenTtlSeconds * 1000, createdAt);
    insert.run(sha256(refreshToken), 'refresh', clientId, now + REFRESH_TOKEN_TTL_SECONDS * 1000, createdAt);
    return {
      token_type: 'Bearer',
      expires_in: this.config.adminTokenTtlSeconds,
      access_token: accessToken,
      refresh_token: refreshToken,
    };
  }

  /** Handles one token request; `params` are the form or JSON fields. */
  token(params: Record<string, unknown>): TokenResponse {
    const grantType = params.grant_type;
    if (typeof grantType !== 'string' || grantType === '') throw oauthErrors.invalidRequest('grant_type');
    const clientId = params.client_id;
    if (grantType === 'client_credentials') {
      if (typeof clientId !== 'string' || clientId === '') throw oauthErrors.invalidRequest('client_id');
      const secret = params.client_secret;
      if (typeof secret !== 'string' || secret === '') throw oauthErrors.invalidRequest('client_secret');
      const integration = this.integration(clientId);
      if (!integration || !sameSecret(secret, integration.secret_hash)) throw oauthErrors.invalidClient();
      return this.issue(integration.client_id);
    }
    if (grantType === 'refresh_token') {
      if (typeof clientId !== 'string' || clientId === '') throw oauthErrors.invalidRequest('client_id');
      const refreshToken = params.refresh_token;
      if (typeof refreshToken !== 'string' || refreshToken === '') throw oauthErrors.invalidRequest('refresh_token');
      const integration = this.integration(clientId);
      if (!integration) throw oauthErrors.invalidClient();
      const secret = params.client_secret;
      if (secret !== undefined && (typeof secret !== 'string' || !sameSecret(secret, integration.secret_hash))) {
        throw oauthErrors.invalidClient();
      }
      const row = this.db.prepare('SELECT * FROM oauth_token WHERE token_hash = ? AND kind = ?').get(sha256(refreshToken), 'refresh') as
        | TokenRow
        | undefined;
      if (!row) throw oauthErrors.invalidRefreshToken('Cannot decrypt the refresh token');
      if (row.client_id !== integration.client_id) throw oauthErrors.invalidRefreshToken('Token is not linked to client');
      if (row.revoked === 1) throw oauthErrors.invalidRefreshToken('Token has been revoked');
      if (row.expires_at <= this.config.now()) throw oauthErrors.invalidRefreshToken('Token has expired');
      return this.db.transaction(() => {
        this.db.prepare('UPDATE oauth_token SET revoked = 1 WHERE token_hash = ?').run(row.token_hash);
        return this.issue(integration.client_id);
      })();
    }
    throw oauthErrors.unsupportedGrantType();
  }

  /** Checks an `Authorization: Bearer …` header; returns the client id or throws 401. */
  authenticate(authorization: string | undefined): string {
    if (!authorization) throw oauthErrors.accessDenied('Missing "Authorization" header');
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match?.[1]) throw oauthErrors.accessDenied('The "Authorization" header must be "Bearer <token>"');
    const row = this.db.prepare('SELECT * FROM oauth_token WHERE token_hash = ? AND kind = ?').get(sha256(match[1]), 'access') as
      | TokenRow
      | undefined;
    if (!row || row.revoked === 1) throw oauthErrors.accessDenied('Access token could not be verified');
    if (row.expires_at <= this.config.now()) throw oauthErrors.accessDenied('Access token is expired');
    return row.client_id;
  }
}
