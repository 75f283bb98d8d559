/**
 * Fixed, stable ids of the demo shop (32 lower-case hex characters, the way Shopware writes UUIDs).
 * The storefront and the tests may rely on them; a re-seed always produces the same ids.
 */

/** The demo shop's sales channels: "Gipfel" (Switzerland, CHF) and "Gipfel Deutschland" (euros). */
export const SALES_CHANNEL_ID = '5c000000000000000000000000000001';
export const EURO_SALES_CHANNEL_ID = '5c000000000000000000000000000002';
export const CUSTOMER_GROUP_ID = 'c9000000000000000000000000000001';
/** Root of the main navigation (the catalogue is seeded below it). */
export const ROOT_CATEGORY_ID = 'ca000000000000000000000000000001';

export const LANGUAGE_IDS = {
  'de-DE': '1a000000000000000000000000000001',
  'en-GB': '1a000000000000000000000000000002',
  'fr-CH': '1a000000000000000000000000000003',
  'it-CH': '1a000000000000000000000000000004',
} as const;
/** German is the system language: every translation chain ends with it. */
export const SYSTEM_LANGUAGE_ID = LANGUAGE_IDS['de-DE'];

export const LOCALE_IDS = {
  'de-DE': '10c00000000000000000000000000001',
  'en-GB': '10c00000000000000000000000000002',
  'fr-CH': '10c00000000000000000000000000003',
  'it-CH': '10c00000000000000000000000000004',
} as const;

export const CURRENCY_IDS = {
  CHF: 'c0000000000000000000000000000001',
  EUR: 'c0000000000000000000000000000002',
} as const;

/** The ISO code of one of the demo shop's currency ids (francs for anything but the euro's id). */
export function currencyCodeOf(currencyId: unknown): keyof typeof CURRENCY_IDS {
  return currencyId === CURRENCY_IDS.EUR ? 'EUR' : 'CHF';
}

export const COUNTRY_IDS = {
  CH: 'c1000000000000000000000000000001',
  DE: 'c1000000000000000000000000000002',
  AT: 'c1000000000000000000000000000003',
  FR: 'c1000000000000000000000000000004',
  IT: 'c1000000000000000000000000000005',
  LI: 'c1000000000000000000000000000006',
} as const;

/** Swiss cantons in their official order; the id ends with the two-digit position. */
export const CANTON_CODES = [
  'ZH', 'BE', 'LU', 'UR', 'SZ', 'OW', 'NW', 'GL', 'ZG', 'FR', 'SO', 'BS', 'BL',
  'SH', 'AR', 'AI', 'SG', 'GR', 'AG', 'TG', 'TI', 'VD', 'VS', 'NE', 'GE', 'JU',
] as const;
export type CantonCode = (typeof CANTON_CODES)[number];
export const CANTON_IDS = Object.fromEntries(
  CANTON_CODES.map((code, index) => [code, `c5${'0'.repeat(28)}${String(index + 1).padStart(2, '0')}`]),
) as Record<CantonCode, string>;

export const SALUTATION_IDS = {
  mr: '5a000000000000000000000000000001',
  mrs: '5a000000000000000000000000000002',
  not_specified: '5a000000000000000000000000000003',
} as const;

export const PAYMENT_METHOD_IDS = {
  invoice: 'fa000000000000000000000000000001',
  prepayment: 'fa000000000000000000000000000002',
  online: 'fa000000000000000000000000000003',
  cashOnDelivery: 'fa000000000000000000000000000004',
} as const;

export const SHIPPING_METHOD_IDS = {
  standard: 'f5000000000000000000000000000001',
  express: 'f5000000000000000000000000000002',
  pickup: 'f5000000000000000000000000000003',
} as const;

export const DELIVERY_TIME_IDS = {
  oneToThreeDays: 'de000000000000000000000000000001',
  oneDay: 'de000000000000000000000000000002',
  twoToFourDays: 'de000000000000000000000000000003',
} as const;

export const TAX_IDS = {
  standard: '7a000000000000000000000000000001',
  reduced: '7a000000000000000000000000000002',
} as const;

export const INTEGRATION_ID = '1e000000000000000000000000000001';

export const DEFAULT_ACCESS_KEY = 'SWGIPFELDEMO0000000000000001';
/** The euro sales channel's demo access key (`STORE_API_EURO_ACCESS_KEY`; refused with NODE_ENV=production). */
export const DEFAULT_EURO_ACCESS_KEY = 'SWGIPFELDEMO0000000000000002';
export const DEFAULT_ADMIN_CLIENT_ID = 'SWIAGIPFELADMIN000000000001';
export const DEFAULT_ADMIN_CLIENT_SECRET = 'gipfel-demo-admin-secret-0000000000000001';

export const UUID_PATTERN = /^[0-9a-f]{32}$/;
