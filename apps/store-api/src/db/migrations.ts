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
  {
    version: 3,
    name: 'catalogue',
    sql: `
      CREATE TABLE tax (
        id TEXT PRIMARY KEY,
        tax_rate REAL NOT NULL,
        position INTEGER NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE unit (
        id TEXT PRIMARY KEY,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE media (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('product', 'cms')),
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      -- One row per served file (the media's own URL and its thumbnails), for GET /media/...
      CREATE TABLE media_file (
        path TEXT PRIMARY KEY,
        media_id TEXT NOT NULL REFERENCES media(id) ON DELETE CASCADE,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL
      );
      CREATE TABLE product_manufacturer (
        id TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE property_group (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE cms_page (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE category (
        id TEXT PRIMARY KEY,
        parent_id TEXT REFERENCES category(id),
        navigation TEXT NOT NULL,
        level INTEGER NOT NULL,
        position INTEGER NOT NULL,
        cms_page_id TEXT REFERENCES cms_page(id),
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX category_parent ON category(parent_id);
      CREATE TABLE landing_page (
        id TEXT PRIMARY KEY,
        cms_page_id TEXT NOT NULL REFERENCES cms_page(id),
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE product (
        id TEXT PRIMARY KEY,
        parent_id TEXT REFERENCES product(id),
        product_number TEXT NOT NULL UNIQUE,
        active INTEGER NOT NULL,
        manufacturer_id TEXT REFERENCES product_manufacturer(id),
        tax_id TEXT NOT NULL REFERENCES tax(id),
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX product_parent ON product(parent_id);
      CREATE TABLE product_category (
        product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        category_id TEXT NOT NULL REFERENCES category(id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, category_id)
      );
      CREATE INDEX product_category_category ON product_category(category_id);
      CREATE TABLE product_review (
        id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        language_id TEXT NOT NULL,
        status INTEGER NOT NULL,
        points REAL NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX product_review_product ON product_review(product_id, status);
      CREATE TABLE product_cross_selling (
        id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX product_cross_selling_product ON product_cross_selling(product_id);
      CREATE TABLE seo_url (
        id TEXT PRIMARY KEY,
        language_id TEXT NOT NULL,
        route_name TEXT NOT NULL,
        foreign_key TEXT NOT NULL,
        path_info TEXT NOT NULL,
        seo_path_info TEXT NOT NULL,
        is_canonical INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX seo_url_path ON seo_url(language_id, seo_path_info);
      CREATE INDEX seo_url_foreign_key ON seo_url(foreign_key, language_id);
    `,
  },
  {
    version: 4,
    name: 'checkout',
    sql: `
      -- One cart per context token: the product line items, the promotion codes and the state the
      -- next calculation compares with (applied promotions), as JSON.
      CREATE TABLE cart (
        token TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      -- Guests of the checkout (POST /account/register with guest: true) until accounts exist.
      CREATE TABLE guest_customer (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE order_number_sequence (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        last INTEGER NOT NULL
      );
      CREATE TABLE "order" (
        id TEXT PRIMARY KEY,
        order_number TEXT NOT NULL UNIQUE,
        customer_id TEXT NOT NULL,
        email TEXT NOT NULL,
        zipcode TEXT NOT NULL,
        deep_link_code TEXT NOT NULL UNIQUE,
        cart_token TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX order_customer ON "order"(customer_id, created_at);
      CREATE TABLE order_transaction (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
        payment_method_id TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('open', 'paid', 'failed', 'cancelled')),
        gateway_token TEXT NOT NULL,
        finish_url TEXT,
        error_url TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX order_transaction_order ON order_transaction(order_id);
    `,
  },
  {
    version: 5,
    name: 'customer_accounts',
    sql: `
      -- Registered customers (POST /account/register without guest). Guests stay in guest_customer.
      -- password_hash: scrypt$N$r$p$salt$hash (base64), never the password.
      CREATE TABLE customer (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        customer_number TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        active INTEGER NOT NULL DEFAULT 1,
        default_billing_address_id TEXT NOT NULL,
        default_shipping_address_id TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );
      CREATE UNIQUE INDEX customer_email ON customer(email);
      CREATE TABLE customer_address (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );
      CREATE INDEX customer_address_customer ON customer_address(customer_id, created_at);
    `,
  },
  {
    version: 6,
    name: 'outbox_newsletter',
    sql: `
      -- Mails the local Store API "sends" (newsletter double opt-in, contact forms), read at /_outbox.
      CREATE TABLE outbox_mail (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        to_address TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        links TEXT NOT NULL,
        language TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE newsletter_recipient (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        em TEXT NOT NULL,
        hash TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('notSet', 'optIn', 'optOut', 'direct')),
        first_name TEXT,
        last_name TEXT,
        salutation_id TEXT,
        language_id TEXT NOT NULL,
        storefront_url TEXT,
        confirmed_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 7,
    name: 'account_opt_in_recovery_wishlist',
    sql: `
      -- Double opt-in registration: hash of the confirmation link, when it was sent and confirmed.
      ALTER TABLE customer ADD COLUMN double_opt_in INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE customer ADD COLUMN opt_in_hash TEXT;
      ALTER TABLE customer ADD COLUMN opt_in_sent_at TEXT;
      ALTER TABLE customer ADD COLUMN opt_in_confirmed_at TEXT;
      -- The customer's chosen payment method (PATCH /account/change-payment-method/{id}).
      ALTER TABLE customer ADD COLUMN default_payment_method_id TEXT;
      CREATE UNIQUE INDEX customer_opt_in_hash ON customer(opt_in_hash);
      -- Password recovery: one open recovery per customer, valid 2 hours from created_at.
      CREATE TABLE customer_recovery (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
        hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      );
      -- One wishlist per customer (and sales channel), with its products.
      CREATE TABLE customer_wishlist (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL UNIQUE REFERENCES customer(id) ON DELETE CASCADE,
        sales_channel_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );
      CREATE TABLE customer_wishlist_product (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        wishlist_id TEXT NOT NULL REFERENCES customer_wishlist(id) ON DELETE CASCADE,
        product_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (wishlist_id, product_id)
      );
    `,
  },
  {
    version: 8,
    name: 'blog_posts',
    sql: `
      -- News and blog posts (plugin-style entity gipfel_blog_post, docs/decisions/0017). Posts whose
      -- published_at lies in the future are scheduled and never served. translations: per language
      -- id {title, teaser, content (HTML), categoryName}; related_product_ids: JSON array of ids.
      CREATE TABLE gipfel_blog_post (
        id TEXT PRIMARY KEY,
        category TEXT NOT NULL,
        author TEXT NOT NULL,
        published_at TEXT NOT NULL,
        cover_media_id TEXT,
        related_product_ids TEXT NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX gipfel_blog_post_published ON gipfel_blog_post(published_at, id);
    `,
  },
  {
    version: 9,
    name: 'recipes',
    sql: `
      -- Recipes (plugin-style entity gipfel_recipe, docs/decisions/0015-recipes-store-api.md).
      -- data: the recipe as JSON (translated name, teaser, steps, ingredients, tags, nutrition, media).
      CREATE TABLE gipfel_recipe (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        difficulty TEXT NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard')),
        cook_time_minutes INTEGER NOT NULL,
        servings INTEGER NOT NULL,
        media_id TEXT,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      -- One slug per recipe and language; a slug is unique across all languages.
      CREATE TABLE gipfel_recipe_slug (
        slug TEXT PRIMARY KEY,
        recipe_id TEXT NOT NULL REFERENCES gipfel_recipe(id) ON DELETE CASCADE,
        language_id TEXT NOT NULL,
        UNIQUE (recipe_id, language_id)
      );
      CREATE TABLE gipfel_recipe_tag (
        slug TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        translations TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      -- Shop products the ingredients link to (no foreign key: a catalogue may lack them).
      CREATE TABLE gipfel_recipe_product (
        recipe_id TEXT NOT NULL REFERENCES gipfel_recipe(id) ON DELETE CASCADE,
        product_id TEXT NOT NULL,
        PRIMARY KEY (recipe_id, product_id)
      );
      CREATE INDEX gipfel_recipe_product_product ON gipfel_recipe_product(product_id);
    `,
  },
  {
    version: 10,
    name: 'outbox_mail_html',
    sql: `
      -- The HTML part of a mail (the order confirmation has one beside its plain text).
      ALTER TABLE outbox_mail ADD COLUMN html TEXT;
    `,
  },
  {
    version: 11,
    name: 'sales_channels',
    sql: `
      -- More than one sales channel (docs/decisions/0059-store-api-italian-and-euro-sales-channel.md): each has its own access key (configuration) and, as Shopware's
      -- sales_channel_language / _currency / _country / _payment_method / _shipping_method, the
      -- languages, currencies, countries and methods it offers. The storefront URLs of its domains
      -- come from the configuration (src/domains.ts). A database seeded before this migration has
      -- no assignments yet and is seeded again (seedIfEmpty), as one from before the catalogue.
      ALTER TABLE sales_channel ADD COLUMN position INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE sales_channel_language (
        sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
        language_id TEXT NOT NULL REFERENCES language(id) ON DELETE CASCADE,
        PRIMARY KEY (sales_channel_id, language_id)
      );
      CREATE TABLE sales_channel_currency (
        sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
        currency_id TEXT NOT NULL REFERENCES currency(id) ON DELETE CASCADE,
        PRIMARY KEY (sales_channel_id, currency_id)
      );
      CREATE TABLE sales_channel_country (
        sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
        country_id TEXT NOT NULL REFERENCES country(id) ON DELETE CASCADE,
        PRIMARY KEY (sales_channel_id, country_id)
      );
      CREATE TABLE sales_channel_payment_method (
        sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
        payment_method_id TEXT NOT NULL REFERENCES payment_method(id) ON DELETE CASCADE,
        PRIMARY KEY (sales_channel_id, payment_method_id)
      );
      CREATE TABLE sales_channel_shipping_method (
        sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
        shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id) ON DELETE CASCADE,
        PRIMARY KEY (sales_channel_id, shipping_method_id)
      );
      -- Every context belongs to the sales channel whose access key created it (the first one before).
      ALTER TABLE sales_channel_context ADD COLUMN sales_channel_id TEXT NOT NULL DEFAULT '5c000000000000000000000000000001';
    `,
  },
];
