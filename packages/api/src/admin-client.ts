import ky from 'ky';
import { StoreApiError } from './errors';
import {
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  joinUrl,
  retryOptions,
  send,
  type HttpMethod,
  type RequestOptions,
} from './http';

export interface AdminApiClientOptions {
  /** Shop base URL (`https://shop.example`); `/api` is added unless the endpoint ends with it. */
  endpoint: string;
  /** Integration access key id. */
  clientId: string;
  /** Integration secret access key. */
  clientSecret: string;
  fetch?: typeof globalThis.fetch;
  timeout?: number;
  retryDelay?: number;
  /** Clock, for tests (default Date.now). */
  now?: () => number;
}

export interface AdminApiSession {
  accessToken: string | undefined;
  refreshToken: string | undefined;
  /** Epoch milliseconds after which the access token is renewed before the next call. */
  expirationTime: number | undefined;
}

export interface AdminApiClient {
  readonly endpoint: string;
  /** The current tokens and their expiry. */
  getSession(): AdminApiSession;
  /** Forgets the tokens; the next call authenticates again. */
  clearSession(): void;
  /** Sends an Admin API call; `path` is relative to `/api` (`/search/product`). */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  token_type?: string;
}

/** Seconds before the reported expiry at which a token counts as expired already. */
const EXPIRY_MARGIN_MS = 5_000;

/**
 * Creates an Admin API client. It gets a token with `client_credentials` on the first call
 * (`POST /api/oauth/token`), renews it with `refresh_token` (or client credentials again)
 * once its expiry time has passed, and sends it as `Authorization: Bearer`.
 */
export function createAdminApiClient(options: AdminApiClientOptions): AdminApiClient {
  if (!options || !options.endpoint || !options.clientId || !options.clientSecret) {
    throw new Error('Make sure that endpoint, clientId and clientSecret are settled in the Admin API configuration');
  }
  const trimmed = options.endpoint.replace(/\/+$/, '');
  const apiBase = /\/api$/.test(trimmed) ? trimmed : `${trimmed}/api`;
  const now = options.now ?? Date.now;
  const session: AdminApiSession = { accessToken: undefined, refreshToken: undefined, expirationTime: undefined };
  let pendingToken: Promise<string> | undefined;

  const http = ky.create({
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    retry: retryOptions(options.retryDelay ?? DEFAULT_RETRY_DELAY_MS),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  function headers(extra?: Record<string, string | undefined>): Headers {
    const result = new Headers({ accept: 'application/json' });
    for (const [name, value] of Object.entries(extra ?? {})) {
      if (value === undefined) result.delete(name);
      else result.set(name, value);
    }
    return result;
  }

  async function grant(body: Record<string, string>): Promise<string> {
    const answer = await send<TokenAnswer>(http, 'POST', joinUrl(apiBase, '/oauth/token'), headers(), { body });
    if (!answer?.access_token) {
      throw new StoreApiError({ status: 401, message: 'The Admin API token answer carried no access_token' });
    }
    session.accessToken = answer.access_token;
    // client_credentials answers carry no refresh token: keep the old one only for refreshes
    session.refreshToken = answer.refresh_token ?? (body.grant_type === 'refresh_token' ? session.refreshToken : undefined);
    const expiresIn = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 600;
    session.expirationTime = now() + expiresIn * 1000 - EXPIRY_MARGIN_MS;
    return answer.access_token;
  }

  function authenticate(): Promise<string> {
    return grant({ grant_type: 'client_credentials', client_id: options.clientId, client_secret: options.clientSecret });
  }

  async function renew(): Promise<string> {
    if (session.refreshToken) {
      try {
        return await grant({ grant_type: 'refresh_token', client_id: options.clientId, refresh_token: session.refreshToken });
      } catch (error) {
        if (!(error instanceof StoreApiError) || (error.status !== 400 && error.status !== 401)) throw error;
        // refresh token rejected: start over with the client credentials
        session.refreshToken = undefined;
      }
    }
    return authenticate();
  }

  function isExpired(): boolean {
    return session.expirationTime === undefined || now() >= session.expirationTime;
  }

  function validToken(force = false): Promise<string> {
    if (!force && session.accessToken && !isExpired()) return Promise.resolve(session.accessToken);
    // one token request at a time, shared by concurrent calls
    pendingToken ??= (session.accessToken ? renew() : authenticate()).finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  return {
    endpoint: apiBase,
    getSession: () => ({ ...session }),
    clearSession() {
      session.accessToken = undefined;
      session.refreshToken = undefined;
      session.expirationTime = undefined;
    },
    async request<T = unknown>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
      const url = joinUrl(apiBase, path);
      const token = await validToken();
      try {
        return await send<T>(http, method, url, headers({ ...requestOptions.headers, authorization: `Bearer ${token}` }), requestOptions);
      } catch (error) {
        // A token revoked before its expiry: renew once and try again.
        if (!(error instanceof StoreApiError) || error.status !== 401) throw error;
        const fresh = await validToken(true);
        return send<T>(http, method, url, headers({ ...requestOptions.headers, authorization: `Bearer ${fresh}` }), requestOptions);
      }
    },
  };
}
