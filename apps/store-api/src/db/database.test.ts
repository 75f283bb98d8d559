import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { COUNTRY_IDS, LANGUAGE_IDS } from '../ids';
import { seedDemoShop, seedIfEmpty } from '../seed';
import { openDatabase, resolveDatabasePath, runMigrations } from './database';
import { migrations } from './migrations';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'shop.sqlite');
};

describe('database', () => {
  it('creates the folder, uses WAL and records every migration once', () => {
    const file = tempFile();
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const versions = (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map((r) => r.version);
    expect(versions).toEqual(migrations.map((m) => m.version));
    expect(runMigrations(db)).toEqual([]);
    db.close();
    const again = openDatabase(file);
    expect((again.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number }).n).toBe(migrations.length);
    again.close();
  });

  it('applies only pending migrations, in order, and rolls back a failing one', () => {
    const db = openDatabase(':memory:', []);
    expect(runMigrations(db, [{ version: 2, name: 'b', sql: 'CREATE TABLE b (x)' }, { version: 1, name: 'a', sql: 'CREATE TABLE a (x)' }])).toEqual([1, 2]);
    expect(() => runMigrations(db, [{ version: 3, name: 'bad', sql: 'CREATE TABLE c (x); SELECT nope FROM missing;' }])).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'c'").get()).toBeUndefined();
    expect((db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number }).v).toBe(2);
    expect(() => runMigrations(db, [{ version: 4, name: 'x', sql: '' }, { version: 4, name: 'y', sql: '' }])).toThrow(/Duplicate/);
    db.close();
  });

  it('STORE_API_DB overrides the default path under apps/store-api/data', () => {
    expect(resolveDatabasePath({ STORE_API_DB: '/tmp/x.sqlite' })).toBe('/tmp/x.sqlite');
    expect(resolveDatabasePath({})).toMatch(/apps[/\\]store-api[/\\]data[/\\]store-api\.sqlite$/);
  });
});

describe('seed', () => {
  const config = loadConfig({});

  it('seedIfEmpty seeds a fresh database once', () => {
    const db = openDatabase(':memory:');
    expect(seedIfEmpty(db, config)).toBe(true);
    expect(seedIfEmpty(db, config)).toBe(false);
    const languages = db.prepare('SELECT id FROM language ORDER BY position').all();
    expect(languages).toEqual([{ id: LANGUAGE_IDS['de-DE'] }, { id: LANGUAGE_IDS['en-GB'] }, { id: LANGUAGE_IDS['fr-CH'] }, { id: LANGUAGE_IDS['it-CH'] }]);
    db.close();
  });

  it('reset restores the demo shop and drops sessions and tokens', () => {
    const db = openDatabase(':memory:');
    seedDemoShop(db, config);
    db.prepare("UPDATE country SET iso = 'XX' WHERE id = ?").run(COUNTRY_IDS.CH);
    db.prepare(
      `INSERT INTO sales_channel_context (token, language_id, currency_id, country_id, shipping_method_id, payment_method_id, created_at, updated_at)
       VALUES ('t', 'a', 'b', 'c', 'd', 'e', 'now', 'now')`,
    ).run();
    seedDemoShop(db, config);
    expect((db.prepare('SELECT iso FROM country WHERE id = ?').get(COUNTRY_IDS.CH) as { iso: string }).iso).toBe('CH');
    expect((db.prepare('SELECT COUNT(*) AS n FROM sales_channel_context').get() as { n: number }).n).toBe(0);
    expect((db.prepare('SELECT COUNT(*) AS n FROM country_state').get() as { n: number }).n).toBe(26);
    db.close();
  });
});
