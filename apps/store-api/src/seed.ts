import { createHash } from 'node:crypto';
import type { CatalogueContent } from './catalogue/content';
import { defaultCatalogueContent } from './catalogue/default-content';
import { CATALOGUE_TABLES, insertCatalogue } from './catalogue/seed';
import type { StoreApiConfig } from './config';
import { CANTON_NAMES, CANTON_NAMES_IT } from './demo/reference';
import { insertBlog, seedBlogIfEmpty } from './demo/blog-seed';
import { insertRecipes, seedRecipesIfEmpty } from './demo/recipes-seed';
import type { Db } from './db/database';
import {
  CANTON_CODES,
  CANTON_IDS,
  COUNTRY_IDS,
  CURRENCY_IDS,
  CUSTOMER_GROUP_ID,
  DELIVERY_TIME_IDS,
  EURO_SALES_CHANNEL_ID,
  INTEGRATION_ID,
  LANGUAGE_IDS,
  LOCALE_IDS,
  PAYMENT_METHOD_IDS,
  ROOT_CATEGORY_ID,
  SALES_CHANNEL_ID,
  SALUTATION_IDS,
  SHIPPING_METHOD_IDS,
} from './ids';

/** All demo rows carry this creation date, so a re-seed gives byte-identical answers. */
export const SEED_CREATED_AT = '2025-01-06T08:00:00.000+00:00';

const DE = LANGUAGE_IDS['de-DE'];
const EN = LANGUAGE_IDS['en-GB'];
const FR = LANGUAGE_IDS['fr-CH'];
const IT = LANGUAGE_IDS['it-CH'];

type Fields = Record<string, string | null>;
/** Translations of one row, keyed by language id; without Italian, it-CH falls back to German. */
function tr(de: Fields, en: Fields, fr: Fields, it?: Fields): string {
  return JSON.stringify({ [DE]: de, [EN]: en, [FR]: fr, ...(it ? { [IT]: it } : {}) });
}
const named = (de: string, en: string, fr: string, it?: string) => tr({ name: de }, { name: en }, { name: fr }, it === undefined ? undefined : { name: it });

/** Tables in delete order (children first). `schema_migrations` is never touched. */
const TABLES = [
  'customer_wishlist_product',
  'customer_wishlist',
  'customer_recovery',
  'outbox_mail',
  'newsletter_recipient',
  'order_transaction',
  '"order"',
  'order_number_sequence',
  'customer_address',
  'customer',
  'guest_customer',
  'cart',
  ...CATALOGUE_TABLES,
  'oauth_token',
  'integration',
  'sales_channel_context',
  'sales_channel_shipping_method',
  'sales_channel_payment_method',
  'sales_channel_country',
  'sales_channel_currency',
  'sales_channel_language',
  'sales_channel',
  'customer_group',
  'shipping_method',
  'payment_method',
  'delivery_time',
  'salutation',
  'country_state',
  'country',
  'currency',
  'language',
  'locale',
] as const;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function insertReferenceData(db: Db): void {
  const at = SEED_CREATED_AT;

  const locale = db.prepare('INSERT INTO locale (id, code, translations, created_at) VALUES (?, ?, ?, ?)');
  locale.run(LOCALE_IDS['de-DE'], 'de-DE', tr(
    { name: 'Deutsch', territory: 'Deutschland' },
    { name: 'German', territory: 'Germany' },
    { name: 'Allemand', territory: 'Allemagne' },
    { name: 'Tedesco', territory: 'Germania' },
  ), at);
  locale.run(LOCALE_IDS['en-GB'], 'en-GB', tr(
    { name: 'Englisch', territory: 'Vereinigtes Königreich' },
    { name: 'English', territory: 'United Kingdom' },
    { name: 'Anglais', territory: 'Royaume-Uni' },
    { name: 'Inglese', territory: 'Regno Unito' },
  ), at);
  locale.run(LOCALE_IDS['fr-CH'], 'fr-CH', tr(
    { name: 'Französisch', territory: 'Schweiz' },
    { name: 'French', territory: 'Switzerland' },
    { name: 'Français', territory: 'Suisse' },
    { name: 'Francese', territory: 'Svizzera' },
  ), at);
  locale.run(LOCALE_IDS['it-CH'], 'it-CH', tr(
    { name: 'Italienisch', territory: 'Schweiz' },
    { name: 'Italian', territory: 'Switzerland' },
    { name: 'Italien', territory: 'Suisse' },
    { name: 'Italiano', territory: 'Svizzera' },
  ), at);

  const language = db.prepare(
    'INSERT INTO language (id, parent_id, locale_id, translation_code_id, name, position, created_at) VALUES (?, NULL, ?, ?, ?, ?, ?)',
  );
  language.run(DE, LOCALE_IDS['de-DE'], LOCALE_IDS['de-DE'], 'Deutsch', 1, at);
  language.run(EN, LOCALE_IDS['en-GB'], LOCALE_IDS['en-GB'], 'English', 2, at);
  language.run(FR, LOCALE_IDS['fr-CH'], LOCALE_IDS['fr-CH'], 'Français', 3, at);
  language.run(IT, LOCALE_IDS['it-CH'], LOCALE_IDS['it-CH'], 'Italiano', 4, at);

  const currency = db.prepare(
    `INSERT INTO currency (id, iso_code, symbol, factor, position, decimals, item_interval, total_interval, tax_free_from, translations, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  // Swiss francs: line items to the centime, totals rounded to 5 centimes (Rappenrundung).
  currency.run(CURRENCY_IDS.CHF, 'CHF', 'CHF', 1, 1, 2, 0.01, 0.05, tr(
    { name: 'Schweizer Franken', shortName: 'CHF' },
    { name: 'Swiss franc', shortName: 'CHF' },
    { name: 'Franc suisse', shortName: 'CHF' },
    { name: 'Franco svizzero', shortName: 'CHF' },
  ), at);
  currency.run(CURRENCY_IDS.EUR, 'EUR', '€', 1.05, 2, 2, 0.01, 0.01, tr(
    { name: 'Euro', shortName: 'EUR' },
    { name: 'Euro', shortName: 'EUR' },
    { name: 'Euro', shortName: 'EUR' },
  ), at);

  const country = db.prepare(
    `INSERT INTO country (id, iso, iso3, position, active, shipping_available, display_state_in_registration,
       force_state_in_registration, postal_code_required, default_postal_code_pattern, vat_id_pattern, is_eu, translations, created_at)
     VALUES (?, ?, ?, ?, 1, 1, ?, 0, 1, ?, ?, ?, ?, ?)`,
  );
  country.run(COUNTRY_IDS.CH, 'CH', 'CHE', 1, 1, '\\d{4}', 'CHE-?\\d{3}\\.?\\d{3}\\.?\\d{3}( ?(MWST|TVA|IVA))?', 0, named('Schweiz', 'Switzerland', 'Suisse', 'Svizzera'), at);
  country.run(COUNTRY_IDS.LI, 'LI', 'LIE', 2, 0, '94(8[5-9]|9[0-8])', null, 0, named('Liechtenstein', 'Liechtenstein', 'Liechtenstein', 'Liechtenstein'), at);
  country.run(COUNTRY_IDS.DE, 'DE', 'DEU', 3, 0, '\\d{5}', '(DE)?[0-9]{9}', 1, named('Deutschland', 'Germany', 'Allemagne', 'Germania'), at);
  country.run(COUNTRY_IDS.AT, 'AT', 'AUT', 4, 0, '\\d{4}', '(AT)?U[0-9]{8}', 1, named('Österreich', 'Austria', 'Autriche', 'Austria'), at);
  country.run(COUNTRY_IDS.FR, 'FR', 'FRA', 5, 0, '\\d{5}', '(FR)?[0-9A-Z]{2}[0-9]{9}', 1, named('Frankreich', 'France', 'France', 'Francia'), at);
  country.run(COUNTRY_IDS.IT, 'IT', 'ITA', 6, 0, '\\d{5}', '(IT)?[0-9]{11}', 1, named('Italien', 'Italy', 'Italie', 'Italia'), at);

  const state = db.prepare(
    'INSERT INTO country_state (id, country_id, short_code, position, active, translations, created_at) VALUES (?, ?, ?, ?, 1, ?, ?)',
  );
  CANTON_CODES.forEach((code, index) => {
    const [de, en, fr] = CANTON_NAMES[code];
    state.run(CANTON_IDS[code], COUNTRY_IDS.CH, `CH-${code}`, index + 1, named(de, en, fr, CANTON_NAMES_IT[code]), at);
  });

  const salutation = db.prepare(
    'INSERT INTO salutation (id, salutation_key, position, translations, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  salutation.run(SALUTATION_IDS.mr, 'mr', 1, tr(
    { displayName: 'Herr', letterName: 'Sehr geehrter Herr' },
    { displayName: 'Mr.', letterName: 'Dear Mr.' },
    { displayName: 'Monsieur', letterName: 'Cher Monsieur' },
    { displayName: 'Signor', letterName: 'Gentile signor' },
  ), at);
  salutation.run(SALUTATION_IDS.mrs, 'mrs', 2, tr(
    { displayName: 'Frau', letterName: 'Sehr geehrte Frau' },
    { displayName: 'Mrs.', letterName: 'Dear Mrs.' },
    { displayName: 'Madame', letterName: 'Chère Madame' },
    { displayName: 'Signora', letterName: 'Gentile signora' },
  ), at);
  salutation.run(SALUTATION_IDS.not_specified, 'not_specified', 3, tr(
    { displayName: 'Keine Angabe', letterName: 'Guten Tag' },
    { displayName: 'Not specified', letterName: 'Hello' },
    { displayName: 'Non spécifié', letterName: 'Bonjour' },
    { displayName: 'Nessuna indicazione', letterName: 'Buongiorno' },
  ), at);

  const deliveryTime = db.prepare(
    'INSERT INTO delivery_time (id, min, max, unit, translations, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  deliveryTime.run(DELIVERY_TIME_IDS.oneToThreeDays, 1, 3, 'day', named('1-3 Tage', '1-3 days', '1-3 jours', '1-3 giorni'), at);
  deliveryTime.run(DELIVERY_TIME_IDS.oneDay, 1, 1, 'day', named('1 Tag', '1 day', '1 jour', '1 giorno'), at);
  deliveryTime.run(DELIVERY_TIME_IDS.twoToFourDays, 2, 4, 'day', named('2-4 Tage', '2-4 days', '2-4 jours', '2-4 giorni'), at);

  const payment = db.prepare(
    `INSERT INTO payment_method (id, technical_name, short_name, position, active, after_order_enabled, asynchronous, translations, created_at)
     VALUES (?, ?, ?, ?, 1, 1, ?, ?, ?)`,
  );
  payment.run(PAYMENT_METHOD_IDS.invoice, 'payment_invoice', 'invoice_payment', 1, 0, tr(
    { name: 'Rechnung', description: 'Bezahlen Sie bequem innert 30 Tagen nach Erhalt der Ware.' },
    { name: 'Invoice', description: 'Pay within 30 days of receiving your goods.' },
    { name: 'Facture', description: 'Payez dans les 30 jours suivant la réception de la marchandise.' },
    { name: 'Fattura', description: 'Paghi comodamente entro 30 giorni dal ricevimento della merce.' },
  ), at);
  payment.run(PAYMENT_METHOD_IDS.prepayment, 'payment_prepayment', 'pre_payment', 2, 0, tr(
    { name: 'Vorauskasse', description: 'Wir versenden die Ware nach Eingang Ihrer Zahlung.' },
    { name: 'Prepayment', description: 'We ship your order once your payment has arrived.' },
    { name: 'Paiement anticipé', description: 'Nous expédions la marchandise dès réception de votre paiement.' },
    { name: 'Pagamento anticipato', description: 'Spediamo la merce non appena riceviamo il Suo pagamento.' },
  ), at);
  payment.run(PAYMENT_METHOD_IDS.online, 'payment_gipfel_online', 'gipfel_online_payment', 3, 1, tr(
    { name: 'Kreditkarte / TWINT', description: 'Sie werden nach der Bestellung zur Zahlungsseite weitergeleitet.' },
    { name: 'Credit card / TWINT', description: 'You will be taken to the payment page after placing your order.' },
    { name: 'Carte de crédit / TWINT', description: 'Vous serez redirigé vers la page de paiement après la commande.' },
    { name: 'Carta di credito / TWINT', description: 'Dopo l’ordine sarà reindirizzato alla pagina di pagamento.' },
  ), at);
  payment.run(PAYMENT_METHOD_IDS.cashOnDelivery, 'payment_cash_on_delivery', 'cash_payment', 4, 0, tr(
    { name: 'Barzahlung bei Abholung', description: 'Bezahlen Sie bar, wenn Sie Ihre Bestellung im Laden abholen.' },
    { name: 'Cash on pick-up', description: 'Pay in cash when you collect your order in store.' },
    { name: 'Paiement en espèces au retrait', description: 'Payez en espèces lors du retrait de votre commande en magasin.' },
    { name: 'Pagamento in contanti al ritiro', description: 'Paghi in contanti quando ritira l’ordine in negozio.' },
  ), at);

  const shipping = db.prepare(
    `INSERT INTO shipping_method (id, technical_name, position, active, delivery_time_id, tax_type, prices, translations, created_at)
     VALUES (?, ?, ?, 1, ?, 'auto', ?, ?, ?)`,
  );
  const prices = (chf: number, eur: number) => JSON.stringify({ [CURRENCY_IDS.CHF]: chf, [CURRENCY_IDS.EUR]: eur });
  shipping.run(SHIPPING_METHOD_IDS.standard, 'shipping_standard', 1, DELIVERY_TIME_IDS.oneToThreeDays, prices(7.9, 8.5), tr(
    { name: 'Standardversand', description: 'Paket mit der Post, Zustellung in 1-3 Werktagen.' },
    { name: 'Standard shipping', description: 'Parcel post, delivered in 1-3 working days.' },
    { name: 'Envoi standard', description: 'Colis postal, livré en 1 à 3 jours ouvrables.' },
    { name: 'Spedizione standard', description: 'Pacco postale, consegna in 1-3 giorni lavorativi.' },
  ), at);
  shipping.run(SHIPPING_METHOD_IDS.express, 'shipping_express', 2, DELIVERY_TIME_IDS.oneDay, prices(14.9, 15.9), tr(
    { name: 'Expressversand', description: 'Bestellung bis 12 Uhr, Zustellung am nächsten Werktag.' },
    { name: 'Express shipping', description: 'Order by noon, delivered the next working day.' },
    { name: 'Envoi express', description: 'Commande avant midi, livraison le jour ouvrable suivant.' },
    { name: 'Spedizione espressa', description: 'Ordine entro mezzogiorno, consegna il giorno lavorativo successivo.' },
  ), at);
  shipping.run(SHIPPING_METHOD_IDS.pickup, 'shipping_pickup', 3, DELIVERY_TIME_IDS.twoToFourDays, prices(0, 0), tr(
    { name: 'Abholung im Laden', description: 'Kostenlos abholen in unserem Laden in Bern.' },
    { name: 'Click & collect', description: 'Collect free of charge from our shop in Bern.' },
    { name: 'Retrait en magasin', description: 'Retrait gratuit dans notre magasin à Berne.' },
    { name: 'Ritiro in negozio', description: 'Ritiro gratuito nel nostro negozio a Berna.' },
  ), at);

  db.prepare('INSERT INTO customer_group (id, display_gross, translations, created_at) VALUES (?, 1, ?, ?)').run(
    CUSTOMER_GROUP_ID,
    named('Standard-Kundengruppe', 'Standard customer group', 'Groupe de clients standard', 'Gruppo clienti standard'),
    at,
  );

  const channel = db.prepare(
    `INSERT INTO sales_channel (id, language_id, currency_id, country_id, payment_method_id, shipping_method_id,
       customer_group_id, navigation_category_id, translations, created_at, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const assign = (table: string, column: string, salesChannelId: string, ids: readonly string[]) => {
    const insert = db.prepare(`INSERT INTO sales_channel_${table} (sales_channel_id, ${column}) VALUES (?, ?)`);
    for (const id of ids) insert.run(salesChannelId, id);
  };
  // "Gipfel": the Swiss shop in francs (euros on request), in German, English, French and Italian.
  channel.run(
    SALES_CHANNEL_ID, DE, CURRENCY_IDS.CHF, COUNTRY_IDS.CH, PAYMENT_METHOD_IDS.invoice, SHIPPING_METHOD_IDS.standard,
    CUSTOMER_GROUP_ID, ROOT_CATEGORY_ID, named('Gipfel', 'Gipfel', 'Gipfel', 'Gipfel'), at, 1,
  );
  assign('language', 'language_id', SALES_CHANNEL_ID, [DE, EN, FR, IT]);
  assign('currency', 'currency_id', SALES_CHANNEL_ID, [CURRENCY_IDS.CHF, CURRENCY_IDS.EUR]);
  assign('country', 'country_id', SALES_CHANNEL_ID, Object.values(COUNTRY_IDS));
  assign('payment_method', 'payment_method_id', SALES_CHANNEL_ID, Object.values(PAYMENT_METHOD_IDS));
  assign('shipping_method', 'shipping_method_id', SALES_CHANNEL_ID, Object.values(SHIPPING_METHOD_IDS));
  // "Gipfel Deutschland": the same catalogue in euros for Germany and Austria, in German and English;
  // no pick-up in the Bern shop and no cash on pick-up.
  channel.run(
    EURO_SALES_CHANNEL_ID, DE, CURRENCY_IDS.EUR, COUNTRY_IDS.DE, PAYMENT_METHOD_IDS.invoice, SHIPPING_METHOD_IDS.standard,
    CUSTOMER_GROUP_ID, ROOT_CATEGORY_ID, named('Gipfel Deutschland', 'Gipfel Germany', 'Gipfel Allemagne'), at, 2,
  );
  assign('language', 'language_id', EURO_SALES_CHANNEL_ID, [DE, EN]);
  assign('currency', 'currency_id', EURO_SALES_CHANNEL_ID, [CURRENCY_IDS.EUR]);
  assign('country', 'country_id', EURO_SALES_CHANNEL_ID, [COUNTRY_IDS.DE, COUNTRY_IDS.AT]);
  assign('payment_method', 'payment_method_id', EURO_SALES_CHANNEL_ID, [PAYMENT_METHOD_IDS.invoice, PAYMENT_METHOD_IDS.prepayment, PAYMENT_METHOD_IDS.online]);
  assign('shipping_method', 'shipping_method_id', EURO_SALES_CHANNEL_ID, [SHIPPING_METHOD_IDS.standard, SHIPPING_METHOD_IDS.express]);
}

/** Creates or updates the Admin API integration so the configured client id and secret always work. */
export function ensureIntegration(db: Db, config: Pick<StoreApiConfig, 'adminClientId' | 'adminClientSecret'>): void {
  db.prepare(
    `INSERT INTO integration (id, client_id, secret_hash, label, created_at) VALUES (?, ?, ?, 'Gipfel storefront', ?)
     ON CONFLICT(id) DO UPDATE SET client_id = excluded.client_id, secret_hash = excluded.secret_hash`,
  ).run(INTEGRATION_ID, config.adminClientId, hashSecret(config.adminClientSecret), SEED_CREATED_AT);
}

/**
 * Empties every table (sessions and tokens included) and writes the demo shop again: reference
 * data and the catalogue (`content`, by default the demo catalogue of `src/demo`).
 */
export function seedDemoShop(
  db: Db,
  config: Pick<StoreApiConfig, 'adminClientId' | 'adminClientSecret'>,
  content: CatalogueContent = defaultCatalogueContent(),
): void {
  db.transaction(() => {
    for (const table of TABLES) db.prepare(`DELETE FROM ${table}`).run();
    insertReferenceData(db);
    insertCatalogue(db, content, SEED_CREATED_AT);
    insertBlog(db, SEED_CREATED_AT);
    insertRecipes(db, SEED_CREATED_AT);
    ensureIntegration(db, config);
  })();
}

/**
 * Seeds a database that has no sales channel yet, or one written before the catalogue or the sales-channel
 * migration (it lacks their data: the whole demo shop is written again); returns whether it did.
 */
export function seedIfEmpty(db: Db, config: Pick<StoreApiConfig, 'adminClientId' | 'adminClientSecret'>): boolean {
  const row = db.prepare('SELECT COUNT(*) AS count FROM sales_channel').get() as { count: number };
  // A database from before the catalogue migration has reference data but no catalogue yet.
  const catalogue = db.prepare('SELECT COUNT(*) AS count FROM category').get() as { count: number };
  // One from before the sales-channel migration (11) has no channel assignments, no Italian and no euro channel.
  const assigned = db.prepare('SELECT COUNT(*) AS count FROM sales_channel_language').get() as { count: number };
  // A database from before the blog migration gets its posts (before any catalogue cache is loaded).
  if (row.count > 0 && catalogue.count > 0 && assigned.count > 0) {
    db.transaction(() => {
      seedBlogIfEmpty(db, SEED_CREATED_AT);
      seedRecipesIfEmpty(db, SEED_CREATED_AT);
    })();
    return false;
  }
  seedDemoShop(db, config);
  return true;
}
