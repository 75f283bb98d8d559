import { randomBytes } from 'node:crypto';
import type { Db } from './db/database';
import { ReferenceRepository } from './entities/reference';
import { entityBase, translate } from './entities/translate';
import { errors, violations, type Violation } from './errors';
import { SALES_CHANNEL_ID, UUID_PATTERN } from './ids';

/** Shopware's live version id, sent in `context.versionId`. */
export const LIVE_VERSION_ID = '0fa91ce3e96a4bc2be4bd9ce752c3425';

export interface ContextRow {
  token: string;
  /** The sales channel whose access key created the context; its token works with that key only. */
  sales_channel_id: string;
  language_id: string;
  currency_id: string;
  country_id: string;
  country_state_id: string | null;
  shipping_method_id: string;
  payment_method_id: string;
  customer_id: string | null;
  billing_address_id: string | null;
  shipping_address_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The state of one request: the persisted context plus the language of this very request. */
export interface Session {
  token: string;
  row: ContextRow;
  /** The request's sales channel (from its `sw-access-key`), the context's own. */
  salesChannelId: string;
  /** Language of this request: `sw-language-id` if sent, else the context's language. */
  languageId: string;
  languageIdChain: string[];
  isNew: boolean;
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random alphanumeric characters, like Shopware's context tokens. */
export function newContextToken(): string {
  const bytes = randomBytes(32);
  let token = '';
  for (const byte of bytes) token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
  return token;
}

/**
 * Which unknown `sw-context-token` values get a context under their own name: 16 to 255 letters,
 * digits, `-` and `_` (Shopware's own tokens are 32 alphanumerics; decision 0037). Shopware keeps
 * any string; a shorter or odd one gets a new token here, so that a client cannot share a trivial
 * token such as `1` with others by accident.
 */
export function isAcceptableToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,255}$/.test(token);
}

/**
 * The body of Shopware's ContextTokenResponse (login, logout, change-password, PATCH /context):
 * an ArrayStruct with `redirectUrl`; the token itself is only in the `sw-context-token` header.
 */
export function contextTokenBody(redirectUrl: string | null): { redirectUrl: string | null; apiAlias: 'array_struct' } {
  return { redirectUrl, apiAlias: 'array_struct' };
}

export class ContextService {
  readonly reference: ReferenceRepository;
  /** Serializes the customer of a session for `context.customer` (set by the account service; else null). */
  customerOf: ((session: Session) => Record<string, unknown> | null) | null = null;
  /** Whether an address belongs to a customer (set by the account service), for PATCH billingAddressId / shippingAddressId. */
  ownsAddress: ((customerId: string, addressId: string) => boolean) | null = null;
  /** A sales channel's domains for `salesChannel.domains` (set by the app from `src/domains.ts`). */
  salesChannelDomains: ((createdAt: string, salesChannelId: string) => Record<string, unknown>[]) | null = null;

  constructor(private readonly db: Db, private readonly now: () => number = Date.now) {
    this.reference = new ReferenceRepository(db);
  }

  private timestamp(): string {
    return new Date(this.now()).toISOString();
  }

  private insert(row: ContextRow): void {
    this.db
      .prepare(
        `INSERT INTO sales_channel_context (token, sales_channel_id, language_id, currency_id, country_id, country_state_id, shipping_method_id,
           payment_method_id, customer_id, billing_address_id, shipping_address_id, created_at, updated_at)
         VALUES (@token, @sales_channel_id, @language_id, @currency_id, @country_id, @country_state_id, @shipping_method_id,
           @payment_method_id, @customer_id, @billing_address_id, @shipping_address_id, @created_at, @updated_at)`,
      )
      .run(row);
  }

  find(token: string): ContextRow | undefined {
    return this.db.prepare('SELECT * FROM sales_channel_context WHERE token = ?').get(token) as ContextRow | undefined;
  }

  /** Creates a context with the sales channel's defaults, under `token` or a new one. */
  create(token: string = newContextToken(), salesChannelId: string = SALES_CHANNEL_ID): ContextRow {
    const channel = this.reference.salesChannelRow(salesChannelId);
    const at = this.timestamp();
    const row: ContextRow = {
      token,
      sales_channel_id: channel.id,
      language_id: channel.language_id,
      currency_id: channel.currency_id,
      country_id: channel.country_id,
      country_state_id: null,
      shipping_method_id: channel.shipping_method_id,
      payment_method_id: channel.payment_method_id,
      customer_id: null,
      billing_address_id: null,
      shipping_address_id: null,
      created_at: at,
      updated_at: at,
    };
    this.insert(row);
    return row;
  }

  /**
   * Resolves the session of a request: a known token is reused; an unknown one gets a fresh
   * context under that same token, as Shopware's SalesChannelContextService (it only replaces an
   * expired token), if it is a well-formed token (`isAcceptableToken`); a missing or malformed one
   * gets a fresh context with a new token (SalesChannelRequestContextResolver). `sw-language-id`
   * is validated the way Shopware does (412).
   */
  resolve(token: string | undefined, languageHeader: string | undefined, salesChannelId: string = SALES_CHANNEL_ID): Session {
    const found = token ? this.find(token) : undefined;
    // Shopware's SalesChannelContextPersister loads a token within the request's sales channel only: another
    // channel's token is unknown here, and since the token names that other context, this one gets a new token.
    const existing = found && found.sales_channel_id === salesChannelId ? found : undefined;
    const row = existing ?? this.create(token && !found && isAcceptableToken(token) ? token : undefined, salesChannelId);
    let languageId = row.language_id;
    if (languageHeader !== undefined && languageHeader.trim() !== '') {
      const requested = languageHeader.trim().toLowerCase();
      if (!UUID_PATTERN.test(requested)) throw errors.invalidLanguageId();
      // The languages of the request's sales channel (BaseSalesChannelContextFactory: LANGUAGE_NOT_AVAILABLE).
      const available = this.reference.languageIds(salesChannelId);
      if (!available.includes(requested)) throw errors.languageNotAvailable(requested, available);
      languageId = requested;
    }
    return {
      token: row.token,
      row,
      salesChannelId,
      languageId,
      languageIdChain: this.reference.languageChain(languageId),
      isNew: !existing,
    };
  }

  /**
   * Moves a session to a new context token, as Shopware's SalesChannelContextPersister::replace
   * (login, registration, guest registration, logout): the settings (with `changes`) and the cart
   * go along, the old token stops working. Returns the new row; the caller answers its token.
   */
  replace(session: Session, changes: Partial<ContextRow>): ContextRow {
    const next: ContextRow = { ...session.row, ...changes, token: newContextToken(), updated_at: this.timestamp() };
    this.db.transaction(() => {
      this.insert(next);
      this.db.prepare('UPDATE cart SET token = ? WHERE token = ?').run(next.token, session.token);
      this.db.prepare('DELETE FROM sales_channel_context WHERE token = ?').run(session.token);
    })();
    return next;
  }

  /**
   * Logout of a registered customer, as Shopware's LogoutRoute (with `invalidateSessionOnLogOut`
   * off): the customer's context and cart move to a new token that nobody is given
   * (`SalesChannelContextPersister::replace`), so the next login restores the cart; the shopper
   * goes on in a new anonymous context (`changes` applied to the old settings). A context without
   * a cart is not kept. Returns the new, anonymous row.
   */
  logoutCustomer(session: Session, changes: Partial<ContextRow>): ContextRow {
    const at = this.timestamp();
    const next: ContextRow = { ...session.row, ...changes, customer_id: null, token: newContextToken(), created_at: at, updated_at: at };
    this.db.transaction(() => {
      const hasCart = this.db.prepare('SELECT 1 FROM cart WHERE token = ?').get(session.token) !== undefined;
      if (hasCart) {
        const parked = newContextToken();
        this.db.prepare('UPDATE sales_channel_context SET token = ?, updated_at = ? WHERE token = ?').run(parked, at, session.token);
        this.db.prepare('UPDATE cart SET token = ? WHERE token = ?').run(parked, session.token);
      } else {
        this.db.prepare('DELETE FROM sales_channel_context WHERE token = ?').run(session.token);
      }
      this.insert(next);
    })();
    return next;
  }

  /**
   * Logs the customer out of every context but `keepToken`, as Shopware's
   * `SalesChannelContextPersister::revokeAllCustomerTokens` after a password change or reset
   * (CustomerTokenSubscriber): the tokens and their carts stay, the contexts become anonymous
   * with the sales channel's defaults.
   */
  revokeCustomer(customerId: string, keepToken: string | null = null): void {
    // Each context gets the defaults of its own sales channel.
    const channelDefault = (column: string) => `(SELECT s.${column} FROM sales_channel s WHERE s.id = sales_channel_context.sales_channel_id)`;
    this.db
      .prepare(
        `UPDATE sales_channel_context SET customer_id = NULL, billing_address_id = NULL, shipping_address_id = NULL,
           language_id = ${channelDefault('language_id')}, currency_id = ${channelDefault('currency_id')},
           country_id = ${channelDefault('country_id')}, country_state_id = NULL,
           shipping_method_id = ${channelDefault('shipping_method_id')}, payment_method_id = ${channelDefault('payment_method_id')},
           updated_at = @at
         WHERE customer_id = @customerId AND token IS NOT @keepToken`,
      )
      .run({ at: this.timestamp(), customerId, keepToken });
  }

  /** Validates and applies a PATCH /context body; throws 400 (violations) or 403 like Shopware. */
  update(session: Session, body: Record<string, unknown>): ContextRow {
    const problems: Violation[] = [];
    const fields = [
      'languageId', 'currencyId', 'countryId', 'countryStateId', 'shippingMethodId',
      'paymentMethodId', 'billingAddressId', 'shippingAddressId',
    ] as const;
    const values: Partial<Record<(typeof fields)[number], string | null>> = {};
    for (const field of fields) {
      // Own fields only: an inherited one (a polluted prototype, a body built on another object) is not sent.
      if (!Object.hasOwn(body, field)) continue;
      const value = body[field];
      if (value === null && field === 'countryStateId') {
        values[field] = null;
        continue;
      }
      if (typeof value !== 'string') {
        problems.push({
          pointer: `/${field}`,
          code: 'VIOLATION::INVALID_TYPE_ERROR',
          detail: 'This value should be of type string.',
          parameters: { '{{ type }}': 'string', '{{ value }}': JSON.stringify(value) ?? 'undefined' },
        });
        continue;
      }
      const id = value.trim().toLowerCase();
      if (!UUID_PATTERN.test(id)) {
        problems.push({
          pointer: `/${field}`,
          code: 'VIOLATION::INVALID_UUID_ERROR',
          detail: `The string "${value}" is not a valid uuid.`,
          parameters: { '{{ value }}': value },
        });
        continue;
      }
      values[field] = id;
    }
    if (problems.length > 0) throw violations(problems);

    if ((values.billingAddressId || values.shippingAddressId) && !session.row.customer_id) throw errors.notLoggedIn();

    const chain = session.languageIdChain;
    // Within the request's sales channel, as Shopware's ContextSwitchRoute (`…salesChannels.id` filters).
    const channel = session.salesChannelId;
    const exists: Record<string, (id: string) => boolean> = {
      languageId: (id) => this.reference.language(id, chain, channel) !== null,
      currencyId: (id) => this.reference.currency(id, chain, channel) !== null,
      countryId: (id) => this.reference.country(id, chain, session.row.currency_id, channel) !== null,
      shippingMethodId: (id) => this.reference.shippingMethod(id, chain, channel) !== null,
      paymentMethodId: (id) => this.reference.paymentMethod(id, chain, channel) !== null,
      countryStateId: (id) => this.reference.countryState(id, chain) !== null,
      billingAddressId: (id) => !!session.row.customer_id && (this.ownsAddress?.(session.row.customer_id, id) ?? false),
      shippingAddressId: (id) => !!session.row.customer_id && (this.ownsAddress?.(session.row.customer_id, id) ?? false),
    };
    const entityNames: Record<string, string> = {
      languageId: 'language', currencyId: 'currency', countryId: 'country', shippingMethodId: 'shipping_method',
      paymentMethodId: 'payment_method', countryStateId: 'country_state', billingAddressId: 'customer_address',
      shippingAddressId: 'customer_address',
    };
    for (const [field, id] of Object.entries(values)) {
      if (id === null || id === undefined) continue;
      if (!exists[field]?.(id)) {
        problems.push({
          pointer: `/${field}`,
          code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
          detail: `The ${entityNames[field]} entity with id ${id} does not exist.`,
          parameters: { '{{ entity }}': entityNames[field], '{{ primaryProperty }}': 'id', '{{ id }}': id },
        });
      }
    }
    const countryId = values.countryId ?? session.row.country_id;
    let stateId = values.countryStateId !== undefined ? values.countryStateId : values.countryId ? null : session.row.country_state_id;
    if (stateId) {
      const state = this.reference.countryState(stateId, chain);
      if (state && state.countryId !== countryId) {
        problems.push({
          pointer: '/countryStateId',
          code: 'VIOLATION::STATE_NOT_IN_COUNTRY',
          detail: `The country state ${stateId} does not belong to the country ${countryId}.`,
          parameters: { '{{ countryStateId }}': stateId, '{{ countryId }}': countryId },
        });
        stateId = null;
      }
    }
    if (problems.length > 0) throw violations(problems);

    const next: ContextRow = {
      ...session.row,
      language_id: values.languageId ?? session.row.language_id,
      currency_id: values.currencyId ?? session.row.currency_id,
      country_id: countryId,
      country_state_id: stateId ?? null,
      shipping_method_id: values.shippingMethodId ?? session.row.shipping_method_id,
      payment_method_id: values.paymentMethodId ?? session.row.payment_method_id,
      billing_address_id: values.billingAddressId ?? session.row.billing_address_id,
      shipping_address_id: values.shippingAddressId ?? session.row.shipping_address_id,
      updated_at: this.timestamp(),
    };
    this.db
      .prepare(
        `UPDATE sales_channel_context SET language_id = @language_id, currency_id = @currency_id, country_id = @country_id,
           country_state_id = @country_state_id, shipping_method_id = @shipping_method_id,
           payment_method_id = @payment_method_id, billing_address_id = @billing_address_id,
           shipping_address_id = @shipping_address_id, updated_at = @updated_at
         WHERE token = @token`,
      )
      .run(next);
    return next;
  }

  /** Serializes the SalesChannelContext the way GET /store-api/context answers it. */
  salesChannelContext(session: Session): Record<string, unknown> {
    const ref = this.reference;
    const chain = session.languageIdChain;
    const row = session.row;
    const channel = ref.salesChannelRow(session.salesChannelId);
    const currency = ref.currency(row.currency_id, chain) ?? ref.currency(channel.currency_id, chain);
    if (!currency) throw new Error('The context currency does not exist');
    const language = ref.language(session.languageId, chain);
    const translationCode = language?.translationCode as { code?: string } | null | undefined;
    const group = ref.customerGroup(channel.customer_group_id, chain) ?? { name: null, displayGross: true };
    const country = ref.country(row.country_id, chain, currency.id);
    const state = row.country_state_id ? ref.countryState(row.country_state_id, chain) : null;
    const itemRounding = currency.itemRounding as { decimals: number };
    const channelName = translate(channel.translations, chain, ['name']).name;

    return {
      token: session.token,
      currentCustomerGroup: { ...group, apiAlias: 'customer_group' },
      fallbackCustomerGroup: { ...group, apiAlias: 'customer_group' },
      currency,
      salesChannel: {
        ...entityBase(channel.id, channel.created_at, 'sales_channel'),
        typeId: '8a243080f92e4c719546314b577cf82b',
        languageId: channel.language_id,
        customerGroupId: channel.customer_group_id,
        currencyId: channel.currency_id,
        paymentMethodId: channel.payment_method_id,
        shippingMethodId: channel.shipping_method_id,
        countryId: channel.country_id,
        navigationCategoryId: channel.navigation_category_id,
        navigationCategoryVersionId: LIVE_VERSION_ID,
        navigationCategoryDepth: 2,
        name: channelName,
        shortName: null,
        taxCalculationType: 'horizontal',
        configuration: null,
        active: true,
        hreflangActive: true,
        maintenance: false,
        // As Shopware's BaseSalesChannelContextFactory, which loads the `domains` association.
        domains: this.salesChannelDomains?.(channel.created_at, channel.id) ?? [],
        translated: { name: channelName, customFields: {} },
      },
      measurementSystem: { system: 'metric', units: { length: 'mm', weight: 'kg' } },
      taxRules: [
        { taxRate: 8.1, name: 'Normalsatz' },
        { taxRate: 2.6, name: 'Reduzierter Satz' },
      ],
      customer: this.customerOf?.(session) ?? null,
      paymentMethod: ref.paymentMethod(row.payment_method_id, chain),
      shippingMethod: ref.shippingMethod(row.shipping_method_id, chain),
      shippingLocation: {
        apiAlias: 'cart_delivery_shipping_location',
        country,
        state,
        address: null,
      },
      context: {
        versionId: LIVE_VERSION_ID,
        currencyId: currency.id,
        currencyPrecision: itemRounding.decimals,
        languageIdChain: chain,
        scope: 'user',
        source: { type: 'sales-channel', salesChannelId: channel.id },
        taxState: 'gross',
        useCache: true,
        rounding: currency.itemRounding,
        apiAlias: 'context',
      },
      itemRounding: currency.itemRounding,
      totalRounding: currency.totalRounding,
      languageInfo: {
        name: (language?.name as string | undefined) ?? '',
        localeCode: translationCode?.code ?? 'de-DE',
      },
      apiAlias: 'sales_channel_context',
    };
  }
}
