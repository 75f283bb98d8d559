import { createStoreApi } from '../app';
import type { CatalogueContent } from '../catalogue/content';
import { loadConfig, type StoreApiConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { adminSecretHeaders } from '../dev-routes';
import { DEFAULT_ACCESS_KEY } from '../ids';
import { seedDemoShop } from '../seed';
import { assertMatchesSchema, findOperation } from './schema';

export interface CallOptions {
  headers?: Record<string, string>;
  /** JSON-serialized unless a string is given (sent as-is). */
  body?: unknown;
  /** Omit the default `sw-access-key` header. */
  noAccessKey?: boolean;
  /** Skip the schema check (only for bodies that are not meant to be Shopware responses). */
  skipSchema?: boolean;
  /** The socket address the request comes from, as @hono/node-server reports it (none in-process). */
  peer?: string;
}

/** The bindings @hono/node-server passes: a request from the socket address `peer`. */
export function fromPeer(peer: string) {
  return { incoming: { socket: { remoteAddress: peer } } };
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** An in-memory, seeded Store API whose every response is checked against the published schema. */
export function createTestApi(overrides: Partial<StoreApiConfig> = {}, content?: CatalogueContent) {
  const db: Db = openDatabase(':memory:');
  const config = loadConfig({}, overrides);
  seedDemoShop(db, config, content);
  const app = createStoreApi({ db, config, logError: () => undefined });

  async function call<T = Record<string, unknown>>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (!options.noAccessKey && !('sw-access-key' in headers)) headers['sw-access-key'] = DEFAULT_ACCESS_KEY;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      if (!('content-type' in headers)) headers['content-type'] = 'application/json';
    }
    const response = await app.request(path, { method, headers, body }, options.peer ? fromPeer(options.peer) : undefined);
    const text = await response.text();
    const parsed = (text === '' ? null : JSON.parse(text)) as T;
    if (!options.skipSchema && findOperation(method, path)) assertMatchesSchema(method, path, response.status, parsed);
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /** A request to a developer route (`/_outbox`, `/_captcha/…`, `/_faults`) with the admin secret. */
  function dev(path: string, init: RequestInit = {}, bindings?: ReturnType<typeof fromPeer>): Promise<Response> {
    return Promise.resolve(app.request(path, { ...init, headers: { ...adminSecretHeaders(config.adminClientSecret), ...(init.headers as Record<string, string> | undefined) } }, bindings));
  }

  return { app, db, config, call, dev, close: () => db.close() };
}

export type TestApi = ReturnType<typeof createTestApi>;
