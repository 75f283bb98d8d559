import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from './app';
import { loadConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { DEFAULT_ACCESS_KEY, LANGUAGE_IDS } from './ids';
import { seedDemoShop } from './seed';
import { assertMatchesSchema, prepareSchemas } from './testing/schema';

let server: ServerType;
let db: Db;
let base = '';

beforeAll(async () => {
  prepareSchemas([['POST', '/store-api/language']]);
  db = openDatabase(':memory:');
  const config = loadConfig({});
  seedDemoShop(db, config);
  const app = createStoreApi({ db, config });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  const address = server.address() as AddressInfo;
  base = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
});

describe('over real HTTP on an ephemeral loopback port', () => {
  it('serves the language list with a context token header', async () => {
    const res = await fetch(`${base}/store-api/language`, {
      method: 'POST',
      headers: { 'sw-access-key': DEFAULT_ACCESS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const token = res.headers.get('sw-context-token');
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const body = assertMatchesSchema('POST', '/store-api/language', 200, (await res.json()) as {
      elements: { id: string; translationCode: { code: string } }[];
    });
    expect(body.elements.map((language) => [language.id, language.translationCode.code])).toEqual([
      [LANGUAGE_IDS['de-DE'], 'de-DE'],
      [LANGUAGE_IDS['en-GB'], 'en-GB'],
      [LANGUAGE_IDS['fr-CH'], 'fr-CH'],
      [LANGUAGE_IDS['it-CH'], 'it-CH'],
    ]);
  });

  it('answers 401 without a key and 400 for a broken body', async () => {
    const unauthorized = await fetch(`${base}/store-api/language`, { method: 'POST' });
    expect(unauthorized.status).toBe(401);
    assertMatchesSchema('POST', '/store-api/language', 401, await unauthorized.json());
    const broken = await fetch(`${base}/store-api/language`, {
      method: 'POST',
      headers: { 'sw-access-key': DEFAULT_ACCESS_KEY, 'content-type': 'application/json' },
      body: '{"page": ',
    });
    expect(broken.status).toBe(400);
    assertMatchesSchema('POST', '/store-api/language', 400, await broken.json());
  });
});
