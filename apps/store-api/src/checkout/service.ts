import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { contentLocaleOf, LOCALE_LANGUAGE } from '../catalogue/seed';
import { round2, type CatalogueContext, type Json } from '../catalogue/serialize';
import type { CatalogueStore } from '../catalogue/store';
import { LIVE_VERSION_ID, newContextToken, type ContextRow, type ContextService } from '../context';
import type { Db } from '../db/database';
import type { DemoLocale } from '../demo/types';
import { apiError, errors as apiErrors } from '../errors';
import type { AppEnv } from '../http';
import { SALES_CHANNEL_ID, UUID_PATTERN, currencyCodeOf } from '../ids';
import { describeValue } from '../request-data';
import {
  calculateCart,
  CartRepository,
  findPromotionByCode,
  type CalculationResult,
  type CartError,
  type StoredCart,
} from './cart';

const LOCALE_OF = Object.fromEntries(Object.entries(LOCALE_LANGUAGE).map(([locale, id]) => [id, locale])) as Record<string, DemoLocale>;

/** Largest quantity accepted in a request (Shopware rejects what does not fit an integer column). */
const MAX_REQUEST_QUANTITY = 2_147_483_647;

export const newId = () => randomUUID().replace(/-/g, '');

export type TransactionState = 'open' | 'paid' | 'failed' | 'cancelled';

const STATE_NAMES: Record<string, { de: string; en: string; fr: string; technicalName: string }> = {
  open: { technicalName: 'open', de: 'Offen', en: 'Open', fr: 'Ouvert' },
  paid: { technicalName: 'paid', de: 'Bezahlt', en: 'Paid', fr: 'Payé' },
  failed: { technicalName: 'failed', de: 'Fehlgeschlagen', en: 'Failed', fr: 'Échoué' },
  cancelled: { technicalName: 'cancelled', de: 'Abgebrochen', en: 'Cancelled', fr: 'Annulé' },
};

/** Fixed state ids per state machine and state, like Shopware's state_machine_state rows. */
export function stateId(machine: 'order' | 'order_transaction' | 'order_delivery', state: string): string {
  const machines = { order: '51', order_transaction: '52', order_delivery: '53' } as const;
  const states = ['open', 'paid', 'failed', 'cancelled'];
  return `${machines[machine]}${'0'.repeat(28)}${String(states.indexOf(state) + 1).padStart(2, '0')}`;
}

export function stateEntity(machine: 'order' | 'order_transaction' | 'order_delivery', state: string, locale: DemoLocale, createdAt: string): Json {
  const names = STATE_NAMES[state] ?? STATE_NAMES.open!;
  const name = names[locale];
  return {
    id: stateId(machine, state),
    technicalName: names.technicalName,
    name,
    createdAt,
    updatedAt: null,
    customFields: null,
    translated: { name, customFields: {} },
    apiAlias: 'state_machine_state',
  };
}

export interface GuestCustomer {
  id: string;
  email: string;
  salutationId: string | null;
  firstName: string;
  lastName: string;
  title?: string | null;
  /** true for guests of the checkout, false for registered customers (see src/account). */
  guest: boolean;
  createdAt: string;
  /** The billing address. */
  address: PartyAddress;
  /** The delivery address when it is not the billing address (Shopware's `activeShippingAddress`). */
  shippingAddress?: PartyAddress;
  /**
   * Every address of the guest once the account routes changed them (Shopware allows guests there):
   * the defaults are `address` and `shippingAddress`, kept in step. Absent: those two only.
   */
  book?: PartyAddress[];
}

/** The addresses of a guest: their book, else the billing and a separate delivery address. */
export function guestAddressBook(customer: GuestCustomer): PartyAddress[] {
  return customer.book ?? (customer.shippingAddress ? [customer.address, customer.shippingAddress] : [customer.address]);
}

/** An address of a customer or an order; without its own name it is the customer's. */
export interface PartyAddress {
  id: string;
  street: string;
  zipcode: string;
  city: string;
  countryId: string;
  countryStateId: string | null;
  salutationId?: string | null;
  firstName?: string;
  lastName?: string;
  company?: string | null;
  title?: string | null;
  department?: string | null;
  phoneNumber?: string | null;
  additionalAddressLine1?: string | null;
  additionalAddressLine2?: string | null;
}

/** The delivery address of a customer: their own one, else the billing address. */
export function shippingAddressOf(customer: GuestCustomer): PartyAddress {
  return customer.shippingAddress ?? customer.address;
}

/** The address fields a guest's customer address and an order address share (Shopware's names). */
export function guestAddressFields(customer: GuestCustomer, address: PartyAddress = customer.address) {
  return {
    countryId: address.countryId,
    countryStateId: address.countryStateId,
    salutationId: address.salutationId !== undefined ? address.salutationId : customer.salutationId,
    firstName: address.firstName ?? customer.firstName,
    lastName: address.lastName ?? customer.lastName,
    street: address.street,
    zipcode: address.zipcode,
    city: address.city,
    company: address.company ?? null,
    department: address.department ?? null,
    title: address.title ?? null,
    phoneNumber: address.phoneNumber ?? null,
    additionalAddressLine1: address.additionalAddressLine1 ?? null,
    additionalAddressLine2: address.additionalAddressLine2 ?? null,
  };
}

interface OrderRow {
  id: string;
  order_number: string;
  customer_id: string;
  email: string;
  zipcode: string;
  deep_link_code: string;
  cart_token: string;
  data: string;
  created_at: string;
}

export interface TransactionRow {
  id: string;
  order_id: string;
  payment_method_id: string;
  state: TransactionState;
  gateway_token: string;
  finish_url: string | null;
  error_url: string | null;
  created_at: string;
  updated_at: string;
}

function invalidQuantity(value: unknown, pointer: string) {
  return apiError(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', `The quantity must be a positive integer. Given: "${JSON.stringify(value) ?? 'undefined'}"`, {
    pointer,
    parameters: { quantity: value ?? null },
  });
}

function quantityOf(value: unknown, pointer: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_REQUEST_QUANTITY) throw invalidQuantity(value, pointer);
  return value;
}

function lineItemNotFound(id: string) {
  return apiError(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${id} not found.`, { parameters: { identifier: id } });
}

function itemsOf(body: Record<string, unknown>): Record<string, unknown>[] {
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) {
    throw apiError(400, 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.', { pointer: '/items', title: 'Constraint violation error' });
  }
  return items.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw apiError(400, 'FRAMEWORK__INVALID_REQUEST_BODY', 'Each line item must be an object.', { pointer: `/items/${index}` });
    }
    return item as Record<string, unknown>;
  });
}

/** The cart, order and payment side of the Store API. */
export class CheckoutService {
  readonly carts: CartRepository;
  /** Resolves a registered customer of a context for an order (set by the account service). */
  accountCustomer: ((row: ContextRow) => GuestCustomer | null) | null = null;

  constructor(
    private readonly db: Db,
    private readonly contexts: ContextService,
    private readonly store: CatalogueStore,
    private readonly now: () => number,
  ) {
    this.carts = new CartRepository(db, now);
  }

  private timestamp(): string {
    return new Date(this.now()).toISOString();
  }

  catalogueContext(c: Context<AppEnv>): CatalogueContext {
    const session = c.get('session');
    return {
      cat: this.store.get(),
      salesChannelId: session.salesChannelId,
      languageId: session.languageId,
      locale: contentLocaleOf(session.languageId),
      currency: currencyCodeOf(session.row.currency_id),
      origin: new URL(c.req.url).origin,
      includeSeoUrls: false,
    };
  }

  /** Calculates the stored cart of the session, persists the result and any switch of shipping or payment method. */
  calculate(c: Context<AppEnv>, stored: StoredCart, extraErrors: CartError[] = []): CalculationResult {
    const session = c.get('session');
    const ctx = this.catalogueContext(c);
    const chain = session.languageIdChain;
    const ref = this.contexts.reference;
    const currency = this.db.prepare('SELECT total_interval FROM currency WHERE id = ?').get(session.row.currency_id) as { total_interval: number } | undefined;
    const result = calculateCart(stored, {
      ctx,
      currencyId: session.row.currency_id,
      totalInterval: currency?.total_interval ?? 0.01,
      shippingMethodId: session.row.shipping_method_id,
      paymentMethodId: session.row.payment_method_id,
      methodName: (kind, id) =>
        String((kind === 'shipping' ? ref.shippingMethod(id, chain) : ref.paymentMethod(id, chain))?.name ?? id),
      shippingMethodEntity: (id) => ref.shippingMethod(id, chain),
      country: ref.country(session.row.country_id, chain, session.row.currency_id),
      token: session.token,
      now: this.now(),
    });
    for (const error of extraErrors) result.errors[error.key] = error;
    this.carts.save(session.token, result.cart);
    if (result.shippingMethodId !== session.row.shipping_method_id || result.paymentMethodId !== session.row.payment_method_id) {
      const row = { ...session.row, shipping_method_id: result.shippingMethodId, payment_method_id: result.paymentMethodId, updated_at: this.timestamp() };
      this.db
        .prepare('UPDATE sales_channel_context SET shipping_method_id = ?, payment_method_id = ?, updated_at = ? WHERE token = ?')
        .run(row.shipping_method_id, row.payment_method_id, row.updated_at, row.token);
      c.set('session', { ...session, row });
    }
    return result;
  }

  getCart(c: Context<AppEnv>): Json {
    return this.calculate(c, this.carts.load(c.get('session').token)).body;
  }

  deleteCart(c: Context<AppEnv>): void {
    this.carts.delete(c.get('session').token);
  }

  addItems(c: Context<AppEnv>, body: Record<string, unknown>): Json {
    const items = itemsOf(body);
    const cart = this.carts.load(c.get('session').token);
    const extra: CartError[] = [];
    // Validate everything before changing anything.
    const parsed = items.map((item, index) => {
      const type = item.type ?? 'product';
      if (type !== 'product' && type !== 'promotion') {
        throw apiError(400, 'CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED', `Line item type "${describeValue(type)}" is not supported.`, {
          pointer: `/items/${index}/type`,
          parameters: { type },
        });
      }
      const referencedId = item.referencedId ?? (type === 'product' ? item.id : undefined);
      if (typeof referencedId !== 'string' || referencedId.trim() === '') {
        throw apiError(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_PAYLOAD', 'The line item needs a referencedId.', { pointer: `/items/${index}/referencedId` });
      }
      if (item.id !== undefined && typeof item.id !== 'string') {
        throw apiError(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_PAYLOAD', 'The line item id must be a string.', { pointer: `/items/${index}/id` });
      }
      const quantity = quantityOf(item.quantity, `/items/${index}/quantity`, 1);
      return { type, referencedId: referencedId.trim(), id: (item.id as string | undefined)?.trim() || referencedId.trim(), quantity };
    });
    for (const item of parsed) {
      if (item.type === 'promotion') {
        const promotion = findPromotionByCode(item.referencedId);
        if (!promotion) {
          const code = item.referencedId;
          extra.push({ id: code, promotionCode: code, code: 0, key: `promotion-not-found-${code}`, level: 20, message: `Promotion with code ${code} not found!`, messageKey: 'promotion-not-found' });
        } else if (!cart.codes.includes(promotion.code ?? '')) {
          cart.codes.push(promotion.code ?? '');
        }
        continue;
      }
      const existing = cart.items.find((entry) => entry.id === item.id);
      const referencedId = item.referencedId.toLowerCase();
      if (existing) existing.quantity = Math.min(existing.quantity + item.quantity, MAX_REQUEST_QUANTITY);
      else cart.items.push({ id: UUID_PATTERN.test(item.id.toLowerCase()) ? item.id.toLowerCase() : item.id, referencedId, quantity: item.quantity });
    }
    return this.calculate(c, cart, extra).body;
  }

  updateItems(c: Context<AppEnv>, body: Record<string, unknown>): Json {
    const items = itemsOf(body);
    const cart = this.carts.load(c.get('session').token);
    const updates = items.map((item, index) => {
      if (typeof item.id !== 'string') throw apiError(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_PAYLOAD', 'The line item id must be a string.', { pointer: `/items/${index}/id` });
      const target = cart.items.find((entry) => entry.id === item.id);
      if (!target) {
        if (cart.applied.includes(item.id)) {
          throw apiError(400, 'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE', `Line item with identifier ${item.id} is not stackable and the quantity cannot be changed.`, {
            pointer: `/items/${index}/quantity`,
          });
        }
        throw lineItemNotFound(item.id);
      }
      return { target, quantity: item.quantity === undefined ? target.quantity : quantityOf(item.quantity, `/items/${index}/quantity`) };
    });
    for (const update of updates) update.target.quantity = update.quantity;
    return this.calculate(c, cart).body;
  }

  removeItems(c: Context<AppEnv>, ids: unknown): Json {
    if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string')) {
      throw apiError(400, 'VIOLATION::IS_BLANK_ERROR', 'ids must be a non-empty list of line item ids.', { pointer: '/ids', title: 'Constraint violation error' });
    }
    const cart = this.carts.load(c.get('session').token);
    for (const id of ids as string[]) {
      const isItem = cart.items.some((entry) => entry.id === id);
      const promotion = [...cart.codes].map((code) => findPromotionByCode(code)).find((entry) => entry?.id === id);
      if (!isItem && !promotion) throw lineItemNotFound(id);
    }
    for (const id of ids as string[]) {
      cart.items = cart.items.filter((entry) => entry.id !== id);
      cart.codes = cart.codes.filter((code) => findPromotionByCode(code)?.id !== id);
      cart.applied = cart.applied.filter((applied) => applied !== id);
    }
    return this.calculate(c, cart).body;
  }

  // --- customers (guest only, until accounts exist) ---------------------------------------------

  guest(id: string | null): GuestCustomer | null {
    if (!id) return null;
    const row = this.db.prepare('SELECT data FROM guest_customer WHERE id = ?').get(id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as GuestCustomer) : null;
  }

  registerGuest(
    c: Context<AppEnv>,
    guest: Omit<GuestCustomer, 'id' | 'createdAt' | 'guest' | 'address' | 'shippingAddress'> & {
      address: Omit<PartyAddress, 'id'>;
      shippingAddress?: Omit<PartyAddress, 'id'> | null;
    },
  ): GuestCustomer {
    const session = c.get('session');
    const { shippingAddress, ...rest } = guest;
    const customer: GuestCustomer = {
      ...rest,
      id: newId(),
      guest: true,
      createdAt: this.timestamp(),
      address: { ...guest.address, id: newId() },
      ...(shippingAddress ? { shippingAddress: { ...shippingAddress, id: newId() } } : {}),
    };
    const shipping = shippingAddressOf(customer);
    const next = this.db.transaction(() => {
      this.db.prepare('INSERT INTO guest_customer (id, email, data, created_at) VALUES (?, ?, ?, ?)').run(customer.id, customer.email, JSON.stringify(customer), customer.createdAt);
      // A new context token, as Shopware's RegisterRoute gives every registration it logs in
      // (SalesChannelContextPersister::replace): the cart goes along, the old token is dead, so a
      // token known before the registration cannot take over the guest's session.
      // As in Shopware, the delivery address's country becomes the context's (shipping costs and taxes follow it).
      return this.contexts.replace(session, {
        customer_id: customer.id,
        billing_address_id: customer.address.id,
        shipping_address_id: shipping.id,
        country_id: shipping.countryId,
      });
    })();
    c.set('session', { ...session, token: next.token, row: next });
    c.header('sw-context-token', next.token);
    return customer;
  }

  // --- orders -----------------------------------------------------------------------------------

  private nextOrderNumber(): string {
    this.db.prepare('INSERT INTO order_number_sequence (id, last) VALUES (1, 10000) ON CONFLICT(id) DO UPDATE SET last = last + 1').run();
    return String((this.db.prepare('SELECT last FROM order_number_sequence WHERE id = 1').get() as { last: number }).last);
  }

  createOrder(c: Context<AppEnv>, body: Record<string, unknown>): Json {
    const session = c.get('session');
    const customer = this.guest(session.row.customer_id) ?? this.accountCustomer?.(session.row) ?? null;
    if (!customer) throw apiErrors.notLoggedIn();
    for (const field of ['customerComment', 'affiliateCode', 'campaignCode']) {
      if (body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string') {
        throw apiError(400, 'VIOLATION::INVALID_TYPE_ERROR', 'This value should be of type string.', { pointer: `/${field}`, title: 'Constraint violation error' });
      }
    }
    const stored = this.carts.load(session.token);
    if (stored.items.length === 0) throw apiError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
    const result = this.calculate(c, stored);
    if (result.goods.length === 0) throw apiError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
    const blocking = Object.values(result.errors).filter((error) => error.level >= 20);
    if (blocking.length > 0) {
      throw apiError(400, 'CHECKOUT__CART_INVALID', `The cart is invalid, got ${blocking.length} error(s): ${blocking.map((e) => e.message).join(' ')}`, {
        parameters: { errors: blocking.map((error) => error.messageKey) },
      });
    }
    const current = c.get('session');
    const orderId = newId();
    const at = this.timestamp();
    const ctx = this.catalogueContext(c);
    const transactionId = newId();
    const deepLinkCode = newContextToken();
    const order = this.db.transaction(() => {
      const orderNumber = this.nextOrderNumber();
      const data = {
        orderId,
        orderNumber,
        at,
        currencyId: current.row.currency_id,
        currencyFactor: ctx.currency === 'EUR' ? 1.05 : 1,
        languageId: current.languageId,
        salesChannelId: current.salesChannelId,
        shippingMethodId: result.shippingMethodId,
        cart: result.body,
        customer,
        customerComment: typeof body.customerComment === 'string' ? body.customerComment : null,
        affiliateCode: typeof body.affiliateCode === 'string' ? body.affiliateCode : null,
        campaignCode: typeof body.campaignCode === 'string' ? body.campaignCode : null,
      };
      this.db
        .prepare(`INSERT INTO "order" (id, order_number, customer_id, email, zipcode, deep_link_code, cart_token, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(orderId, orderNumber, customer.id, customer.email.toLowerCase(), customer.address.zipcode, deepLinkCode, session.token, JSON.stringify(data), at);
      this.db
        .prepare('INSERT INTO order_transaction (id, order_id, payment_method_id, state, gateway_token, finish_url, error_url, created_at, updated_at) VALUES (?, ?, ?, ?, ?, NULL, NULL, ?, ?)')
        .run(transactionId, orderId, result.paymentMethodId, 'open', randomBytes(16).toString('hex'), at, at);
      // The cart is gone with the order: placing it again finds an empty cart.
      this.carts.delete(session.token);
      return this.orderRow(orderId);
    })();
    if (!order) throw new Error('order vanished');
    return this.orderEntity(c, order);
  }

  orderRow(id: string): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM "order" WHERE id = ?').get(id) as OrderRow | undefined;
  }

  transactions(orderId: string): TransactionRow[] {
    return this.db.prepare('SELECT * FROM order_transaction WHERE order_id = ? ORDER BY created_at, id').all(orderId) as TransactionRow[];
  }

  transaction(id: string): TransactionRow | undefined {
    return this.db.prepare('SELECT * FROM order_transaction WHERE id = ?').get(id) as TransactionRow | undefined;
  }

  setTransactionState(id: string, state: TransactionState): void {
    this.db.prepare('UPDATE order_transaction SET state = ?, updated_at = ? WHERE id = ?').run(state, this.timestamp(), id);
  }

  setGatewayUrls(id: string, finishUrl: string | null, errorUrl: string | null): void {
    this.db.prepare('UPDATE order_transaction SET finish_url = ?, error_url = ?, updated_at = ? WHERE id = ?').run(finishUrl, errorUrl, this.timestamp(), id);
  }

  changePaymentMethod(transactionId: string, paymentMethodId: string): void {
    this.db.prepare("UPDATE order_transaction SET payment_method_id = ?, state = 'open', updated_at = ? WHERE id = ?").run(paymentMethodId, this.timestamp(), transactionId);
  }

  /** Orders of a customer, newest first. */
  ordersOf(customerId: string): OrderRow[] {
    return this.db.prepare('SELECT * FROM "order" WHERE customer_id = ? ORDER BY created_at DESC, order_number DESC').all(customerId) as OrderRow[];
  }

  orderByDeepLink(code: string): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM "order" WHERE deep_link_code = ?').get(code) as OrderRow | undefined;
  }

  /** The newest change of an order: its creation or a change of one of its transactions (Shopware's `updatedAt`). */
  lastChangeOf(order: OrderRow): number {
    const times = [order.created_at, ...this.transactions(order.id).map((transaction) => transaction.updated_at)].map((at) => Date.parse(at));
    return Math.max(...times.filter((time) => !Number.isNaN(time)));
  }

  /** Whether a customer id is a guest's (not a registered account). */
  isGuestCustomer(id: string): boolean {
    return this.guest(id) !== null;
  }

  /** Milliseconds of the service's clock. */
  clock(): number {
    return this.now();
  }

  /**
   * Logs a guest in by id, as Shopware's AccountService::loginById (OrderRoute with `login`): a new
   * context token for the guest with their addresses; the cart goes along. False for no guest.
   */
  loginGuest(c: Context<AppEnv>, guestId: string): boolean {
    const guest = this.guest(guestId);
    if (!guest) return false;
    const session = c.get('session');
    const next = this.contexts.replace(session, { customer_id: guest.id, billing_address_id: guest.address.id, shipping_address_id: shippingAddressOf(guest).id });
    c.set('session', { ...session, token: next.token, row: next });
    c.header('sw-context-token', next.token);
    return true;
  }

  /** The current (last) transaction of an order. */
  currentTransaction(orderId: string): TransactionRow | undefined {
    return this.transactions(orderId).at(-1);
  }

  orderEntity(c: Context<AppEnv>, row: OrderRow): Json {
    const session = c.get('session');
    const chain = session.languageIdChain;
    const locale = LOCALE_OF[session.languageId] ?? 'de';
    const ref = this.contexts.reference;
    const data = JSON.parse(row.data) as {
      orderNumber: string; at: string; currencyId: string; currencyFactor: number; languageId: string; shippingMethodId: string;
      /** Missing on orders from before there were several sales channels: the first sales channel's. */
      salesChannelId?: string;
      cart: Json & { price: Json; lineItems: Json[]; deliveries: (Json & { shippingCosts: Json; deliveryDate: { earliest: string; latest: string } })[] };
      customer: GuestCustomer; customerComment: string | null; affiliateCode: string | null; campaignCode: string | null;
    };
    const customer = data.customer;
    const base = (id: string, alias: string) => ({ id, versionId: LIVE_VERSION_ID, createdAt: data.at, updatedAt: null, customFields: null, translated: [], apiAlias: alias });
    const orderAddress = (party: PartyAddress) => ({
      ...base(party.id, 'order_address'),
      ...guestAddressFields(customer, party),
      country: ref.country(party.countryId, chain, data.currencyId),
    });
    const address = orderAddress(customer.address);
    const shippingAddress = customer.shippingAddress ? orderAddress(customer.shippingAddress) : address;
    const cartPrice = data.cart.price as { totalPrice: number; netPrice: number; positionPrice: number; taxStatus: string };
    const delivery = data.cart.deliveries[0];
    const shippingCosts = delivery ? delivery.shippingCosts : { unitPrice: 0, quantity: 1, totalPrice: 0 };
    // The published schema types the taxes of `shippingCosts` and `amount` as objects; Shopware sends lists. They are sent as null.
    const plainPrice = (price: Json) => ({ ...price, calculatedTaxes: null, taxRules: null, referencePrice: null, listPrice: null, regulationPrice: null });
    const transactions = this.transactions(row.id).map((transaction) => ({
      ...base(transaction.id, 'order_transaction'),
      createdAt: transaction.created_at,
      updatedAt: transaction.updated_at === transaction.created_at ? null : transaction.updated_at,
      orderId: row.id,
      orderVersionId: LIVE_VERSION_ID,
      paymentMethodId: transaction.payment_method_id,
      amount: plainPrice({ unitPrice: cartPrice.totalPrice, quantity: 1, totalPrice: cartPrice.totalPrice }),
      stateId: stateId('order_transaction', transaction.state),
      stateMachineState: stateEntity('order_transaction', transaction.state, locale, data.at),
      paymentMethod: ref.paymentMethod(transaction.payment_method_id, chain),
      validationData: {},
    }));
    const lineItems = data.cart.lineItems.map((item, index) => {
      const price = item.price as { unitPrice: number; totalPrice: number };
      const isProduct = item.type === 'product';
      return {
        ...base(newIdFor(row.id, String(item.id)), 'order_line_item'),
        orderId: row.id,
        orderVersionId: LIVE_VERSION_ID,
        productId: isProduct ? item.referencedId : null,
        productVersionId: isProduct ? LIVE_VERSION_ID : null,
        promotionId: isProduct ? null : item.id,
        identifier: item.id,
        referencedId: item.referencedId,
        quantity: item.quantity,
        label: item.label,
        good: item.good,
        removable: item.removable,
        stackable: item.stackable,
        position: index + 1,
        unitPrice: price.unitPrice,
        totalPrice: price.totalPrice,
        price: item.price,
        priceDefinition: isProduct ? item.priceDefinition : null,
        payload: isProduct ? item.payload : null,
        description: item.description,
        type: item.type,
        states: item.states,
        cover: item.cover,
        coverId: (item.cover as { id?: string } | null)?.id ?? null,
        children: [],
        downloads: null,
        translated: {},
      };
    });
    const orderState = stateEntity('order', 'open', locale, data.at);
    const deliveries = delivery
      ? [
          {
            ...base(newIdFor(row.id, 'delivery'), 'order_delivery'),
            orderId: row.id,
            orderVersionId: LIVE_VERSION_ID,
            shippingOrderAddressId: shippingAddress.id,
            shippingOrderAddressVersionId: LIVE_VERSION_ID,
            shippingMethodId: data.shippingMethodId,
            stateId: stateId('order_delivery', 'open'),
            stateMachineState: stateEntity('order_delivery', 'open', locale, data.at),
            trackingCodes: [],
            shippingDateEarliest: delivery.deliveryDate.earliest,
            shippingDateLatest: delivery.deliveryDate.latest,
            shippingCosts: plainPrice(shippingCosts),
            shippingOrderAddress: shippingAddress,
            shippingMethod: ref.shippingMethod(data.shippingMethodId, chain),
            positions: null,
          },
        ]
      : [];
    const orderDate = `${data.at.slice(0, 10)}T00:00:00.000Z`;
    return {
      ...base(row.id, 'order'),
      orderNumber: row.order_number,
      currencyId: data.currencyId,
      currencyFactor: data.currencyFactor,
      // The order's currency (the `currency` association): a page writes the total in it.
      currency: ref.currency(data.currencyId, chain),
      salesChannelId: data.salesChannelId ?? SALES_CHANNEL_ID,
      billingAddressId: customer.address.id,
      billingAddressVersionId: LIVE_VERSION_ID,
      orderDateTime: data.at,
      orderDate,
      price: data.cart.price,
      amountTotal: cartPrice.totalPrice,
      amountNet: cartPrice.netPrice,
      positionPrice: cartPrice.positionPrice,
      taxStatus: cartPrice.taxStatus,
      shippingCosts: plainPrice(shippingCosts),
      shippingTotal: (shippingCosts as { totalPrice: number }).totalPrice,
      orderCustomer: {
        ...base(newIdFor(row.id, 'customer'), 'order_customer'),
        customerId: customer.id,
        email: customer.email,
        salutationId: customer.salutationId,
        firstName: customer.firstName,
        lastName: customer.lastName,
        company: null,
        title: null,
        vatIds: null,
        customerNumber: null,
      },
      languageId: data.languageId,
      addresses: shippingAddress === address ? [address] : [address, shippingAddress],
      billingAddress: address,
      deliveries,
      primaryOrderDeliveryId: deliveries[0]?.id ?? null,
      primaryOrderTransactionId: transactions.at(-1)?.id ?? null,
      lineItems,
      transactions,
      deepLinkCode: row.deep_link_code,
      stateId: stateId('order', 'open'),
      stateMachineState: orderState,
      documents: [],
      tags: null,
      affiliateCode: data.affiliateCode,
      campaignCode: data.campaignCode,
      customerComment: data.customerComment,
      source: null,
      taxCalculationType: 'horizontal',
      createdById: null,
      updatedById: null,
    };
  }

  /** Whether the payment of an order can still be changed: not paid and the method allows it after ordering. */
  paymentChangeable(orderId: string): boolean {
    const transaction = this.currentTransaction(orderId);
    return transaction !== undefined && transaction.state !== 'paid';
  }

  shippingMethodOf(row: OrderRow): string {
    return (JSON.parse(row.data) as { shippingMethodId: string }).shippingMethodId;
  }

  amountOf(row: OrderRow): { total: number; currency: 'CHF' | 'EUR' } {
    const data = JSON.parse(row.data) as { currencyId: string; cart: { price: { totalPrice: number } } };
    return { total: round2(data.cart.price.totalPrice), currency: currencyCodeOf(data.currencyId) };
  }
}

/** Stable ids of the parts of an order (line items, delivery, customer). */
function newIdFor(orderId: string, part: string): string {
  return createHash('sha1').update(`${orderId}:${part}`).digest('hex').slice(0, 32);
}
