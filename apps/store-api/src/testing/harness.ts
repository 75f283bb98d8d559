import { createStoreApi } from '../app';
import type { CatalogueContent } from '../catalogue/content';
import { loadConfig, type StoreApiConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
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
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    const parsed = (text === '' ? null : JSON.parse(text)) as T;
    if (!options.skipSchema && findOperation(method, path)) assertMatchesSchema(method, path, response.status, parsed);
    return { status: response.status, headers: response.headers, body: parsed };
  }

  return { app, db, config, call, close: () => db.close() };
}

export type TestApi = ReturnType<typeof createTestApi>;
