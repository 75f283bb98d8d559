import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { migrations as defaultMigrations, type Migration } from './migrations';

export type Db = Database.Database;

/** `apps/store-api/data/store-api.sqlite`, from both `src/` (tsx) and `dist/` (built). */
export function defaultDatabasePath(): string {
  const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  // src/db/database.ts lives one level deeper than dist/main.js
  const root = appRoot.endsWith('/src') || appRoot.endsWith('\\src') ? resolve(appRoot, '..') : appRoot;
  return resolve(root, 'data', 'store-api.sqlite');
}

export function resolveDatabasePath(env: Record<string, string | undefined> = process.env): string {
  const fromEnv = env.STORE_API_DB?.trim();
  return fromEnv ? fromEnv : defaultDatabasePath();
}

/** Opens (and creates) the database, switches on WAL and foreign keys, and runs pending migrations. */
export function openDatabase(path: string, migrations: readonly Migration[] = defaultMigrations): Db {
  if (path !== ':memory:' && !path.startsWith('file:')) {
    mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  runMigrations(db, migrations);
  return db;
}

/** Applies every migration whose version is not yet in `schema_migrations`; returns the versions applied. */
export function runMigrations(db: Db, migrations: readonly Migration[] = defaultMigrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version),
  );
  const versions = migrations.map((migration) => migration.version);
  if (new Set(versions).size !== versions.length) throw new Error('Duplicate migration version');
  const pending = [...migrations].filter((migration) => !applied.has(migration.version)).sort((a, b) => a.version - b.version);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
  return pending.map((migration) => migration.version);
}
