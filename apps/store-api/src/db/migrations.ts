/**
 * Numbered migrations. Each runs once, inside a transaction, and is recorded in `schema_migrations`.
 * Append new migrations with the next number; never edit one that has shipped.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'reference_data',
    sql: `
      CREATE TABLE locale (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE language (
        id TEXT PRIMARY KEY,
        parent_id TEXT REFERENCES language(id),
        locale_id TEXT NOT NULL REFERENCES locale(id),
        translation_code_id TEXT NOT NULL REFERENCES locale(id),
        name TEXT NOT NULL,
        position INTEGER NOT NULL,
        active INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL
      );
      CREATE TABLE currency (
        id TEXT PRIMARY KEY,
        iso_code TEXT NOT NULL UNIQUE,
        symbol TEXT NOT NULL,
        factor REAL NOT NULL,
        position INTEGER NOT NULL,
        decimals INTEGER NOT NULL,
        item_interval REAL NOT NULL,
        total_interval REAL NOT NULL,
        tax_free_from REAL NOT NULL DEFAULT 0,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE country (
        id TEXT PRIMARY KEY,
        iso TEXT NOT NULL UNIQUE,
        iso3 TEXT NOT NULL,
        position INTEGER NOT NULL,
        active INTEGER NOT NULL,
        shipping_available INTEGER NOT NULL,
        display_state_in_registration INTEGER NOT NULL,
        force_state_in_registration INTEGER NOT NULL,
        postal_code_required INTEGER NOT NULL,
        default_postal_code_pattern TEXT,
        vat_id_pattern TEXT,
        is_eu INTEGER NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE country_state (
        id TEXT PRIMARY KEY,
        country_id TEXT NOT NULL REFERENCES country(id) ON DELETE CASCADE,
        short_code TEXT NOT NULL,
        position INTEGER NOT NULL,
        active INTEGER NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX country_state_country ON country_state(country_id);
      CREATE TABLE salutation (
        id TEXT PRIMARY KEY,
        salutation_key TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE delivery_time (
        id TEXT PRIMARY KEY,
        min INTEGER NOT NULL,
        max INTEGER NOT NULL,
        unit TEXT NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE payment_method (
        id TEXT PRIMARY KEY,
        technical_name TEXT NOT NULL UNIQUE,
        short_name TEXT NOT NULL,
        position INTEGER NOT NULL,
        active INTEGER NOT NULL,
        after_order_enabled INTEGER NOT NULL,
        asynchronous INTEGER NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE shipping_method (
        id TEXT PRIMARY KEY,
        technical_name TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL,
        active INTEGER NOT NULL,
        delivery_time_id TEXT NOT NULL REFERENCES delivery_time(id),
        tax_type TEXT NOT NULL,
        prices TEXT NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE customer_group (
        id TEXT PRIMARY KEY,
        display_gross INTEGER NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE sales_channel (
        id TEXT PRIMARY KEY,
        language_id TEXT NOT NULL REFERENCES language(id),
        currency_id TEXT NOT NULL REFERENCES currency(id),
        country_id TEXT NOT NULL REFERENCES country(id),
        payment_method_id TEXT NOT NULL REFERENCES payment_method(id),
        shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id),
        customer_group_id TEXT NOT NULL REFERENCES customer_group(id),
        navigation_category_id TEXT NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'sessions_and_oauth',
    sql: `
      CREATE TABLE sales_channel_context (
        token TEXT PRIMARY KEY,
        language_id TEXT NOT NULL,
        currency_id TEXT NOT NULL,
        country_id TEXT NOT NULL,
        country_state_id TEXT,
        shipping_method_id TEXT NOT NULL,
        payment_method_id TEXT NOT NULL,
        customer_id TEXT,
        billing_address_id TEXT,
        shipping_address_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE integration (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL UNIQUE,
        secret_hash TEXT NOT NULL,
        label TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE oauth_token (
        token_hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
        client_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
    `,
  },
];
