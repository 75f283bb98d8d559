import type { Db } from '../db/database';
import { SALES_CHANNEL_ID, SYSTEM_LANGUAGE_ID } from '../ids';
import { entityBase, translate } from './translate';

/** Serializers and loaders for the reference data: languages, currencies, countries, methods... */

export type Entity = Record<string, unknown> & { id: string; apiAlias: string };
type Chain = readonly string[];

interface LocaleRow { id: string; code: string; translations: string; created_at: string }
interface LanguageRow {
  id: string; parent_id: string | null; locale_id: string; translation_code_id: string;
  name: string; position: number; active: number; created_at: string;
}
interface CurrencyRow {
  id: string; iso_code: string; symbol: string; factor: number; position: number; decimals: number;
  item_interval: number; total_interval: number; tax_free_from: number; translations: string; created_at: string;
}
interface CountryRow {
  id: string; iso: string; iso3: string; position: number; active: number; shipping_available: number;
  display_state_in_registration: number; force_state_in_registration: number; postal_code_required: number;
  default_postal_code_pattern: string | null; vat_id_pattern: string | null; is_eu: number; translations: string; created_at: string;
}
interface CountryStateRow { id: string; country_id: string; short_code: string; position: number; active: number; translations: string; created_at: string }
interface SalutationRow { id: string; salutation_key: string; position: number; translations: string; created_at: string }
interface DeliveryTimeRow { id: string; min: number; max: number; unit: string; translations: string; created_at: string }
interface PaymentMethodRow {
  id: string; technical_name: string; short_name: string; position: number; active: number;
  after_order_enabled: number; asynchronous: number; translations: string; created_at: string;
}
interface ShippingMethodRow {
  id: string; technical_name: string; position: number; active: number; delivery_time_id: string;
  tax_type: string; prices: string; translations: string; created_at: string;
}
interface CustomerGroupRow { id: string; display_gross: number; translations: string; created_at: string }
export interface SalesChannelRow {
  id: string; language_id: string; currency_id: string; country_id: string; payment_method_id: string;
  shipping_method_id: string; customer_group_id: string; navigation_category_id: string; translations: string; created_at: string;
}

const ADDRESS_FORMAT = [
  ['address/company', 'symbol/dash', 'address/department'],
  ['address/first_name', 'address/last_name'],
  ['address/street'],
  ['address/zipcode', 'address/city'],
  ['address/country'],
];

function rounding(decimals: number, interval: number) {
  return {
    decimals,
    interval,
    roundForNet: true,
    apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
  };
}

export function localeEntity(row: LocaleRow, chain: Chain): Entity {
  const t = translate(row.translations, chain, ['name', 'territory']);
  return {
    ...entityBase(row.id, row.created_at, 'locale'),
    code: row.code,
    name: t.name,
    territory: t.territory,
    translated: { ...t, customFields: {} },
  };
}

export function currencyEntity(row: CurrencyRow, chain: Chain): Entity {
  const t = translate(row.translations, chain, ['name', 'shortName']);
  return {
    ...entityBase(row.id, row.created_at, 'currency'),
    isoCode: row.iso_code,
    factor: row.factor,
    symbol: row.symbol,
    shortName: t.shortName,
    name: t.name,
    position: row.position,
    isSystemDefault: row.factor === 1 && row.position === 1,
    taxFreeFrom: row.tax_free_from,
    itemRounding: rounding(row.decimals, row.item_interval),
    totalRounding: rounding(row.decimals, row.total_interval),
    translated: { ...t, customFields: {} },
  };
}

export function countryStateEntity(row: CountryStateRow, chain: Chain): Entity {
  const t = translate(row.translations, chain, ['name']);
  return {
    ...entityBase(row.id, row.created_at, 'country_state'),
    countryId: row.country_id,
    shortCode: row.short_code,
    name: t.name,
    position: row.position,
    active: row.active === 1,
    translated: { ...t, customFields: {} },
  };
}

export function countryEntity(row: CountryRow, chain: Chain, currencyId: string, states?: Entity[]): Entity {
  const t = translate(row.translations, chain, ['name']);
  const taxFree = {
    enabled: false,
    currencyId,
    amount: 0,
    apiAlias: 'shopware_core_framework_data_abstraction_layer_tax_free_config',
  };
  const entity: Entity = {
    ...entityBase(row.id, row.created_at, 'country'),
    name: t.name,
    iso: row.iso,
    iso3: row.iso3,
    position: row.position,
    active: row.active === 1,
    shippingAvailable: row.shipping_available === 1,
    displayStateInRegistration: row.display_state_in_registration === 1,
    forceStateInRegistration: row.force_state_in_registration === 1,
    checkVatIdPattern: row.vat_id_pattern !== null,
    vatIdPattern: row.vat_id_pattern,
    vatIdRequired: false,
    customerTax: { ...taxFree },
    companyTax: { ...taxFree },
    postalCodeRequired: row.postal_code_required === 1,
    checkPostalCodePattern: row.default_postal_code_pattern !== null,
    checkAdvancedPostalCodePattern: false,
    advancedPostalCodePattern: null,
    defaultPostalCodePattern: row.default_postal_code_pattern,
    // The published schema types addressFormat as an object while Shopware sends a list of lines;
    // the list is kept in `translated.addressFormat` (as Shopware also does), the field itself is null.
    addressFormat: null,
    isEu: row.is_eu === 1,
    translated: { ...t, customFields: {}, addressFormat: ADDRESS_FORMAT },
  };
  if (states) entity.states = states;
  return entity;
}

export function salutationEntity(row: SalutationRow, chain: Chain): Entity {
  const t = translate(row.translations, chain, ['displayName', 'letterName']);
  return {
    ...entityBase(row.id, row.created_at, 'salutation'),
    salutationKey: row.salutation_key,
    displayName: t.displayName,
    letterName: t.letterName,
    position: row.position,
    translated: { ...t, customFields: {} },
  };
}

export function deliveryTimeEntity(row: DeliveryTimeRow, chain: Chain): Entity {
  const t = translate(row.translations, chain, ['name']);
  return {
    ...entityBase(row.id, row.created_at, 'delivery_time'),
    name: t.name,
    min: row.min,
    max: row.max,
    unit: row.unit,
    translated: { ...t, customFields: {} },
  };
}

export function paymentMethodEntity(row: PaymentMethodRow, chain: Chain): Entity {
  const t = translate(row.translations, chain, ['name', 'description']);
  return {
    ...entityBase(row.id, row.created_at, 'payment_method'),
    name: t.name,
    distinguishableName: t.name,
    description: t.description,
    position: row.position,
    active: row.active === 1,
    afterOrderEnabled: row.after_order_enabled === 1,
    technicalName: row.technical_name,
    shortName: row.short_name,
    synchronous: row.asynchronous === 0,
    asynchronous: row.asynchronous === 1,
    prepared: false,
    refundable: false,
    recurring: false,
    mediaId: null,
    media: null,
    translated: { name: t.name, distinguishableName: t.name, description: t.description, customFields: {} },
  };
}

export function shippingMethodEntity(row: ShippingMethodRow, chain: Chain, deliveryTime: Entity | null): Entity {
  const t = translate(row.translations, chain, ['name', 'description']);
  const prices = JSON.parse(row.prices) as Record<string, number>;
  return {
    ...entityBase(row.id, row.created_at, 'shipping_method'),
    name: t.name,
    technicalName: row.technical_name,
    active: row.active === 1,
    position: row.position,
    description: t.description,
    trackingUrl: null,
    taxType: row.tax_type,
    mediaId: null,
    media: null,
    deliveryTimeId: row.delivery_time_id,
    deliveryTime,
    prices: [
      {
        ...entityBase(`5f${row.id.slice(2)}`, row.created_at, 'shipping_method_price'),
        shippingMethodId: row.id,
        ruleId: null,
        calculation: 1,
        calculationRuleId: null,
        quantityStart: 1,
        quantityEnd: null,
        currencyPrice: Object.entries(prices).map(([currencyId, gross]) => ({
          currencyId,
          gross,
          net: Math.round((gross / 1.081) * 100) / 100,
          linked: false,
          listPrice: null,
          percentage: null,
          regulationPrice: null,
          apiAlias: 'price',
        })),
      },
    ],
    translated: { ...t, trackingUrl: null, customFields: {} },
  };
}

/**
 * `AND <alias>.id IN (the sales channel's assignments)` when a sales channel is given (Shopware's
 * `salesChannels.id` filter of the Store API's reference routes and of ContextSwitchRoute), else nothing.
 */
function assignedTo(table: 'language' | 'currency' | 'country' | 'payment_method' | 'shipping_method', salesChannelId: string | undefined): string {
  return salesChannelId === undefined
    ? ''
    : ` AND id IN (SELECT ${table}_id FROM sales_channel_${table} WHERE sales_channel_id = @salesChannelId)`;
}

/**
 * Typed read access to the reference tables, serialized for a language chain. A `salesChannelId` limits
 * a read to what that sales channel offers; without one (an order's stored method, say) every row counts.
 */
export class ReferenceRepository {
  constructor(private readonly db: Db) {}

  private all<T>(sql: string, ...params: unknown[]): T[] {
    return this.db.prepare(sql).all(...params) as T[];
  }

  private one<T>(sql: string, ...params: unknown[]): T | undefined {
    return this.db.prepare(sql).get(...params) as T | undefined;
  }

  salesChannelRow(salesChannelId: string = SALES_CHANNEL_ID): SalesChannelRow {
    const row = this.one<SalesChannelRow>('SELECT * FROM sales_channel WHERE id = ?', salesChannelId);
    if (!row) throw new Error(`The database holds no sales channel ${salesChannelId}: run the seed command`);
    return row;
  }

  languageIds(salesChannelId?: string): string[] {
    return this.all<{ id: string }>(`SELECT id FROM language WHERE active = 1${assignedTo('language', salesChannelId)} ORDER BY position`, { salesChannelId }).map((row) => row.id);
  }

  languageChain(languageId: string): string[] {
    const chain = [languageId];
    const row = this.one<{ parent_id: string | null }>('SELECT parent_id FROM language WHERE id = ?', languageId);
    if (row?.parent_id) chain.push(row.parent_id);
    if (!chain.includes(SYSTEM_LANGUAGE_ID)) chain.push(SYSTEM_LANGUAGE_ID);
    return chain;
  }

  locale(id: string, chain: Chain): Entity | null {
    const row = this.one<LocaleRow>('SELECT * FROM locale WHERE id = ?', id);
    return row ? localeEntity(row, chain) : null;
  }

  languages(chain: Chain, salesChannelId?: string): Entity[] {
    return this.all<LanguageRow>(`SELECT * FROM language WHERE active = 1${assignedTo('language', salesChannelId)} ORDER BY position`, { salesChannelId }).map((row) =>
      this.languageFromRow(row, chain),
    );
  }

  language(id: string, chain: Chain, salesChannelId?: string): Entity | null {
    const row = this.one<LanguageRow>(`SELECT * FROM language WHERE id = @id AND active = 1${assignedTo('language', salesChannelId)}`, { id, salesChannelId });
    return row ? this.languageFromRow(row, chain) : null;
  }

  private languageFromRow(row: LanguageRow, chain: Chain): Entity {
    return {
      ...entityBase(row.id, row.created_at, 'language'),
      parentId: row.parent_id,
      localeId: row.locale_id,
      translationCodeId: row.translation_code_id,
      name: row.name,
      active: row.active === 1,
      position: row.position,
      locale: this.locale(row.locale_id, chain),
      translationCode: this.locale(row.translation_code_id, chain),
      parent: null,
      children: null,
      translated: [],
    };
  }

  currencies(chain: Chain, salesChannelId?: string): Entity[] {
    return this.all<CurrencyRow>(`SELECT * FROM currency WHERE 1 = 1${assignedTo('currency', salesChannelId)} ORDER BY position`, { salesChannelId }).map((row) =>
      currencyEntity(row, chain),
    );
  }

  currency(id: string, chain: Chain, salesChannelId?: string): Entity | null {
    const row = this.one<CurrencyRow>(`SELECT * FROM currency WHERE id = @id${assignedTo('currency', salesChannelId)}`, { id, salesChannelId });
    return row ? currencyEntity(row, chain) : null;
  }

  countries(chain: Chain, currencyId: string, withStates = false, salesChannelId?: string): Entity[] {
    return this.all<CountryRow>(`SELECT * FROM country WHERE active = 1${assignedTo('country', salesChannelId)} ORDER BY position`, { salesChannelId }).map((row) =>
      countryEntity(row, chain, currencyId, withStates ? this.countryStates(row.id, chain) : undefined),
    );
  }

  country(id: string, chain: Chain, currencyId: string, salesChannelId?: string): Entity | null {
    const row = this.one<CountryRow>(`SELECT * FROM country WHERE id = @id AND active = 1${assignedTo('country', salesChannelId)}`, { id, salesChannelId });
    return row ? countryEntity(row, chain, currencyId) : null;
  }

  countryStates(countryId: string, chain: Chain): Entity[] {
    return this.all<CountryStateRow>('SELECT * FROM country_state WHERE country_id = ? AND active = 1 ORDER BY position', countryId).map(
      (row) => countryStateEntity(row, chain),
    );
  }

  countryState(id: string, chain: Chain): Entity | null {
    const row = this.one<CountryStateRow>('SELECT * FROM country_state WHERE id = ? AND active = 1', id);
    return row ? countryStateEntity(row, chain) : null;
  }

  salutations(chain: Chain): Entity[] {
    return this.all<SalutationRow>('SELECT * FROM salutation ORDER BY position').map((row) => salutationEntity(row, chain));
  }

  paymentMethods(chain: Chain, salesChannelId?: string): Entity[] {
    return this.all<PaymentMethodRow>(`SELECT * FROM payment_method WHERE active = 1${assignedTo('payment_method', salesChannelId)} ORDER BY position`, { salesChannelId }).map(
      (row) => paymentMethodEntity(row, chain),
    );
  }

  paymentMethod(id: string, chain: Chain, salesChannelId?: string): Entity | null {
    const row = this.one<PaymentMethodRow>(`SELECT * FROM payment_method WHERE id = @id AND active = 1${assignedTo('payment_method', salesChannelId)}`, { id, salesChannelId });
    return row ? paymentMethodEntity(row, chain) : null;
  }

  shippingMethods(chain: Chain, salesChannelId?: string): Entity[] {
    return this.all<ShippingMethodRow>(`SELECT * FROM shipping_method WHERE active = 1${assignedTo('shipping_method', salesChannelId)} ORDER BY position`, { salesChannelId }).map(
      (row) => shippingMethodEntity(row, chain, this.deliveryTime(row.delivery_time_id, chain)),
    );
  }

  shippingMethod(id: string, chain: Chain, salesChannelId?: string): Entity | null {
    const row = this.one<ShippingMethodRow>(`SELECT * FROM shipping_method WHERE id = @id AND active = 1${assignedTo('shipping_method', salesChannelId)}`, { id, salesChannelId });
    return row ? shippingMethodEntity(row, chain, this.deliveryTime(row.delivery_time_id, chain)) : null;
  }

  deliveryTime(id: string, chain: Chain): Entity | null {
    const row = this.one<DeliveryTimeRow>('SELECT * FROM delivery_time WHERE id = ?', id);
    return row ? deliveryTimeEntity(row, chain) : null;
  }

  customerGroup(id: string, chain: Chain): { name: string | null; displayGross: boolean } | null {
    const row = this.one<CustomerGroupRow>('SELECT * FROM customer_group WHERE id = ?', id);
    if (!row) return null;
    return { name: translate(row.translations, chain, ['name']).name, displayGross: row.display_gross === 1 };
  }
}
