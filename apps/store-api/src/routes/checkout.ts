import type { Context, Hono } from 'hono';
import { contentLocaleOf, LOCALE_LANGUAGE } from '../catalogue/seed';
import type { Json } from '../catalogue/serialize';
import { gatewayLocale, gatewayMessage, gatewayPage, isAllowedReturnUrl } from '../checkout/gateway';
import { sendOrderConfirmation } from '../checkout/order-mail';
import { guestAddressBook, guestAddressFields, newId, type CheckoutService, type GuestCustomer, type PartyAddress } from '../checkout/service';
import { LIVE_VERSION_ID, type ContextService } from '../context';
import type { DemoLocale } from '../demo/types';
import { apiError, errors, violations, type Violation } from '../errors';
import { rawCriteria, readObjectBody, type AppEnv } from '../http';
import { describeValue, flatQuery } from '../request-data';
import type { Outbox } from '../mail/outbox';
import { CUSTOMER_GROUP_ID, EURO_SALES_CHANNEL_ID, PAYMENT_METHOD_IDS, SALES_CHANNEL_ID, SHIPPING_METHOD_IDS, UUID_PATTERN } from '../ids';

/** Cart, order and payment routes of the Store API, and the local payment gateway page. */

export interface CheckoutRouteOptions {
  /**
   * A sales channel's storefront URL: the origin its return URLs may lead to (besides loopback hosts), the
   * base of its order mails' deep links.
   */
  storefrontUrl: (salesChannelId: string) => string;
  /** Where the order confirmation goes (none without). */
  outbox?: Outbox;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** OrderRoute's `deepLinkExpireDays`: a guest's deep link finds orders created or changed this recently. */
const DEEP_LINK_DAYS = 30;

function uuidField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    throw violations([{ pointer: `/${field}`, code: 'VIOLATION::IS_BLANK_ERROR', detail: 'This value should not be blank.' }]);
  }
  if (typeof value !== 'string' || !UUID_PATTERN.test(value.trim().toLowerCase())) {
    throw apiError(400, 'FRAMEWORK__INVALID_UUID', `The string "${describeValue(value)}" is not a valid uuid.`, { pointer: `/${field}` });
  }
  return value.trim().toLowerCase();
}

function optionalUrl(body: Record<string, unknown>, field: string, storefrontUrl: string): string | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') {
    throw violations([{ pointer: `/${field}`, code: 'VIOLATION::INVALID_TYPE_ERROR', detail: 'This value should be of type string.' }]);
  }
  if (!isAllowedReturnUrl(value, storefrontUrl)) {
    throw violations([
      { pointer: `/${field}`, code: 'VIOLATION::INVALID_URL_ERROR', detail: 'The URL must be an http(s) URL of the storefront.', parameters: { '{{ value }}': value } },
    ]);
  }
  return value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A positive integer from a JSON number or a query string's digits; else null. */
function positiveInteger(value: unknown): number | null {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

/** An unknown order on `/order/payment`: Shopware's OrderException::orderNotFound (SetPaymentOrderRoute). */
function orderNotFound(orderId: string) {
  return apiError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Could not find order with id "${orderId}"`, { parameters: { entity: 'order', field: 'id', value: orderId } });
}

/** An unknown order on `/handle-payment`: Shopware's PaymentException::invalidOrder (HandlePaymentMethodRoute). */
function invalidOrder(orderId: string) {
  return apiError(404, 'CHECKOUT__INVALID_ORDER_ID', `The order with id ${orderId} is invalid or could not be found.`, { parameters: { orderId } });
}

export function registerCheckoutRoutes(app: Hono<AppEnv>, checkout: CheckoutService, contexts: ContextService, options: CheckoutRouteOptions): void {
  // --- cart -------------------------------------------------------------------------------------
  // Shopware's CartLoadRoute takes GET and POST. Its `token` parameter (read another token's cart)
  // is not offered: the cart is the one of the context's own token.
  app.get('/store-api/checkout/cart', (c) => c.json(checkout.getCart(c)));
  app.post('/store-api/checkout/cart', async (c) => {
    await readObjectBody(c);
    return c.json(checkout.getCart(c));
  });
  app.delete('/store-api/checkout/cart', (c) => {
    checkout.deleteCart(c);
    return c.body(null, 204);
  });
  app.post('/store-api/checkout/cart/line-item', async (c) => c.json(checkout.addItems(c, await readObjectBody(c))));
  app.patch('/store-api/checkout/cart/line-item', async (c) => c.json(checkout.updateItems(c, await readObjectBody(c))));
  app.post('/store-api/checkout/cart/line-item/delete', async (c) => c.json(checkout.removeItems(c, (await readObjectBody(c)).ids)));
  app.delete('/store-api/checkout/cart/line-item', async (c) => {
    const fromQuery = c.req.queries('ids[]') ?? c.req.queries('ids');
    const ids = fromQuery && fromQuery.length > 0 ? fromQuery : (await readObjectBody(c)).ids;
    return c.json(checkout.removeItems(c, ids));
  });

  // --- guest registration (accounts come later) -----------------------------------------------
  app.post('/store-api/account/register', async (c) => {
    const body = await readObjectBody(c);
    if (body.guest !== true) {
      throw apiError(400, 'GIPFEL__REGISTRATION_GUEST_ONLY', 'The local Store API registers guests only (guest: true) for now.', { pointer: '/guest' });
    }
    const problems: Violation[] = [];
    const str = (value: unknown, pointer: string): string => {
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push({ pointer, code: 'VIOLATION::IS_BLANK_ERROR', detail: 'This value should not be blank.' });
        return '';
      }
      return value.trim();
    };
    const email = str(body.email, '/email');
    if (email && !EMAIL_PATTERN.test(email)) problems.push({ pointer: '/email', code: 'VIOLATION::INVALID_EMAIL_ERROR', detail: 'This value is not a valid email address.' });
    const firstName = str(body.firstName, '/firstName');
    const lastName = str(body.lastName, '/lastName');
    const session = c.get('session');
    const salutationOf = (value: unknown) => (typeof value === 'string' && UUID_PATTERN.test(value) ? value : null);
    const readAddress = (raw: unknown, pointer: string) => {
      const address = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const read = {
        street: str(address.street, `${pointer}/street`),
        zipcode: str(address.zipcode, `${pointer}/zipcode`),
        city: str(address.city, `${pointer}/city`),
        countryId: str(address.countryId, `${pointer}/countryId`).toLowerCase(),
        countryStateId: null,
      };
      const country = read.countryId ? (contexts.reference.country(read.countryId, session.languageIdChain, session.row.currency_id) as Json | null) : null;
      if (read.countryId && !country) {
        problems.push({ pointer: `${pointer}/countryId`, code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS', detail: `The country entity with id ${read.countryId} does not exist.` });
      }
      // The country's postal code pattern, as Shopware checks it for guests and accounts alike.
      const pattern = country?.checkPostalCodePattern ? (country.defaultPostalCodePattern as string | null) : null;
      if (pattern && read.zipcode && !new RegExp(`^(?:${pattern})$`).test(read.zipcode)) {
        const iso = String(country?.iso ?? '');
        problems.push({ pointer: `${pointer}/zipcode`, code: 'VIOLATION::ZIP_CODE_INVALID', detail: `This value is not a valid ZIP code for country "${iso}"`, parameters: { '{{ iso }}': iso } });
      }
      return read;
    };
    const address = readAddress(body.billingAddress, '/billingAddress');
    // A separate delivery address names its recipient (Shopware requires the names of every address).
    const shipping = body.shippingAddress !== undefined && body.shippingAddress !== null ? (body.shippingAddress as Record<string, unknown>) : null;
    const shippingAddress = shipping
      ? {
          salutationId: salutationOf(shipping.salutationId),
          firstName: str(shipping.firstName, '/shippingAddress/firstName'),
          lastName: str(shipping.lastName, '/shippingAddress/lastName'),
          ...readAddress(shipping, '/shippingAddress'),
        }
      : null;
    const salutationId = salutationOf(body.salutationId);
    if (problems.length > 0) throw violations(problems);
    const customer = checkout.registerGuest(c, { email, firstName, lastName, salutationId, address, shippingAddress });
    return c.json(customerEntity(customer, session.languageId, session.salesChannelId));
  });

  // --- orders -----------------------------------------------------------------------------------
  app.post('/store-api/checkout/order', async (c) => {
    const order = checkout.createOrder(c, await readObjectBody(c));
    if (options.outbox) {
      const guest = checkout.isGuestCustomer(String((order.orderCustomer as Json).customerId));
      const salesChannelId = c.get('session').salesChannelId;
      // In the order's language; Italian has its own texts (the other mails fall back to German).
      sendOrderConfirmation(options.outbox, order, { locale: contentLocaleOf(String(order.languageId)), guest, storefrontUrl: options.storefrontUrl(salesChannelId), salesChannelId });
    }
    return c.json(order);
  });

  // Shopware's OrderRoute takes GET (criteria and `email`, `zipcode` in the query string) and POST.
  const orderRoute = async (c: Context<AppEnv>) => {
    const body = await rawCriteria(c);
    const session = c.get('session');
    let rows: ReturnType<CheckoutService['ordersOf']>;
    // A query string's `filter[0][…]` arrives as an object keyed by index.
    const rawFilters = Array.isArray(body.filter) ? body.filter : isPlainObject(body.filter) ? Object.values(body.filter) : [];
    const filters = rawFilters.filter(isPlainObject);
    const deepLink = filters.find((filter) => (filter.field === 'deepLinkCode' || filter.field === 'order.deepLinkCode') && filter.type === 'equals');
    if (deepLink) {
      const code = typeof deepLink.value === 'string' ? deepLink.value : '';
      const found = code ? checkout.orderByDeepLink(code) : undefined;
      const ownOrder = found !== undefined && session.row.customer_id !== null && found.customer_id === session.row.customer_id;
      // Shopware's OrderRoute (src/Core/Checkout/Order/SalesChannel/OrderRoute.php, 6.7): for a guest
      // check, a deep link finds only orders created or changed in the last 30 days
      // (filterOldOrders); none: GuestNotAuthenticated; an order of a registered customer:
      // CustomerNotLoggedIn (they log in); else `email` and `zipcode` must both be given (else
      // GuestNotAuthenticated) and equal the order's, the email without case, the zip code in upper
      // case (GuestAuthenticator; else WrongGuestCredentials). With `login` the guest is logged in
      // (AccountService::loginById: a new context token).
      const recent = found !== undefined && checkout.lastChangeOf(found) > checkout.clock() - DEEP_LINK_DAYS * 24 * 60 * 60 * 1000;
      const order = recent ? found : undefined;
      if (!order) {
        // Shopware's OrderRoute: a customer's search finds nothing; a visitor is not authenticated.
        if (!session.row.customer_id) throw apiError(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.');
        rows = ownOrder && found ? [found] : [];
      } else if (!ownOrder && !checkout.isGuestCustomer(order.customer_id)) {
        // A registered customer's order: they log in (a customer of the context finds no orders).
        if (!session.row.customer_id) throw errors.notLoggedIn();
        rows = [];
      } else {
        if (!ownOrder) {
          // Deliberately (decision 0033) a customer of the context asks too, where Shopware answers no orders.
          const truthy = (value: unknown) => typeof value === 'string' && value !== '' && value !== '0';
          if (!truthy(body.email) || !truthy(body.zipcode)) {
            throw apiError(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.');
          }
          if ((body.email as string).toLowerCase() !== order.email.toLowerCase() || (body.zipcode as string).toUpperCase() !== order.zipcode.toUpperCase()) {
            throw apiError(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.');
          }
          const login = body.login ?? new URL(c.req.url).searchParams.get('login');
          if (!session.row.customer_id && login !== undefined && login !== null && login !== false && login !== '' && login !== '0') checkout.loginGuest(c, order.customer_id);
        }
        rows = [order];
      }
    } else {
      if (!session.row.customer_id) throw errors.notLoggedIn();
      rows = checkout.ordersOf(session.row.customer_id);
    }
    const flag = new URL(c.req.url).searchParams.get('checkPromotion')?.toLowerCase();
    const checkPromotion = body.checkPromotion === true || flag === '1' || flag === 'true' || flag === 'on' || flag === 'yes';
    const limit = Math.min(positiveInteger(body.limit) ?? 100, 100);
    const page = positiveInteger(body.page) ?? 1;
    const slice = rows.slice((page - 1) * limit, page * limit);
    return c.json({
      orders: {
        elements: slice.map((row) => checkout.orderEntity(c, row)),
        aggregations: {},
        page,
        limit,
        entity: 'order',
        total: rows.length,
        states: [],
        apiAlias: 'dal_entity_search_result',
      },
      // Only with `?checkPromotion=true`: whether a promotion of the order has a payment method rule
      // (OrderRoute::checkPromotion); the demo shop has none, so every order's payment is changeable.
      // Without it Shopware sends an empty PHP array, `[]`; we send `{}`, which the published schema
      // (object or null) allows (decision 0040).
      paymentChangeable: checkPromotion ? Object.fromEntries(slice.map((row) => [row.id, true])) : {},
      apiAlias: 'order-route-response-struct',
    });
  };
  app.post('/store-api/order', orderRoute);
  app.get('/store-api/order', orderRoute);

  /** The order of the logged-in customer (or guest); 403 without one, 404 for someone else's order. */
  function ownOrder(c: Context<AppEnv>, orderId: string, notFound: (orderId: string) => Error) {
    const customerId = c.get('session').row.customer_id;
    if (!customerId) throw errors.notLoggedIn();
    const order = checkout.orderRow(orderId);
    if (!order || order.customer_id !== customerId) throw notFound(orderId);
    return order;
  }

  const handlePayment = async (c: Context<AppEnv>) => {
    const body = c.req.method === 'GET' ? flatQuery(c.req.url) : await readObjectBody(c);
    const orderId = uuidField(body, 'orderId');
    const finishUrl = optionalUrl(body, 'finishUrl', options.storefrontUrl(c.get('session').salesChannelId));
    const errorUrl = optionalUrl(body, 'errorUrl', options.storefrontUrl(c.get('session').salesChannelId));
    const order = ownOrder(c, orderId, invalidOrder);
    const transaction = checkout.currentTransaction(order.id);
    if (!transaction) throw invalidOrder(orderId);
    // Shopware's PaymentProcessor::pay takes the newest transaction in the initial state (open); an
    // order that has transactions but none open (paid, failed, cancelled) is no error: `{redirectUrl: null}`
    // (a new attempt goes through POST /order/payment, which reopens the transaction).
    if (transaction.state !== 'open') return c.json({ redirectUrl: null });
    if (transaction.payment_method_id !== PAYMENT_METHOD_IDS.online) {
      // Invoice, prepayment and cash are paid later: nothing to redirect to.
      return c.json({ redirectUrl: null });
    }
    checkout.setGatewayUrls(transaction.id, finishUrl, errorUrl);
    const locale = localeOf(c.get('session').languageId);
    const origin = new URL(c.req.url).origin;
    return c.json({ redirectUrl: `${origin}/payment-gateway/${transaction.id}?token=${transaction.gateway_token}&lang=${locale}` });
  };
  app.post('/store-api/handle-payment', handlePayment);
  app.get('/store-api/handle-payment', handlePayment);

  app.post('/store-api/order/payment', async (c) => {
    const body = await readObjectBody(c);
    const orderId = uuidField(body, 'orderId');
    const paymentMethodId = uuidField(body, 'paymentMethodId');
    const order = ownOrder(c, orderId, orderNotFound);
    const session = c.get('session');
    // As Shopware 6.7's SetPaymentOrderRoute: the method must be available for the order (else 404
    // CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE, OrderException::paymentMethodNotAvailable), allow
    // a change after the order (`afterOrderEnabled`) and the newest transaction must not be paid
    // (else 403 CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE, OrderException::paymentMethodNotChangeable).
    const method = contexts.reference.paymentMethod(paymentMethodId, session.languageIdChain, session.salesChannelId);
    const cashWithoutPickup = paymentMethodId === PAYMENT_METHOD_IDS.cashOnDelivery && checkout.shippingMethodOf(order) !== SHIPPING_METHOD_IDS.pickup;
    if (!method || cashWithoutPickup) {
      throw apiError(404, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE', `The payment method with id ${paymentMethodId} is not available.`, { parameters: { id: paymentMethodId } });
    }
    const transaction = checkout.currentTransaction(order.id);
    if (!transaction) throw orderNotFound(orderId);
    if (method.afterOrderEnabled !== true || transaction.state === 'paid') {
      throw apiError(403, 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE', 'Payment methods of order with current payment transaction type can not be changed.');
    }
    checkout.changePaymentMethod(transaction.id, paymentMethodId);
    return c.json({ success: true });
  });

  // --- the local payment gateway (HTML, no access key) --------------------------------------------
  // The return URLs were checked against the order's own channel at /handle-payment; the page, which has
  // no access key, checks them again against the storefronts of the channels.
  const isReturnUrl = (url: string) => [SALES_CHANNEL_ID, EURO_SALES_CHANNEL_ID].some((id) => isAllowedReturnUrl(url, options.storefrontUrl(id)));
  // form-action also governs where the form's answer may redirect: the gateway's own forms and the
  // shop's return URLs of this transaction (already checked against the storefront's origin).
  const html = (c: Context<AppEnv>, body: string, status: 200 | 400 | 404 = 200, returnUrls: (string | null)[] = []) => {
    const returnOrigins = returnUrls
      .filter((url): url is string => typeof url === 'string' && isReturnUrl(url))
      .map((url) => new URL(url).origin);
    const formAction = ["'self'", ...new Set(returnOrigins)].join(' ');
    c.header('Cache-Control', 'no-store');
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}`);
    return c.html(body, status);
  };

  app.get('/payment-gateway/:transactionId', (c) => {
    const locale = gatewayLocale(c.req.query('lang'), c.req.header('accept-language'));
    const transaction = checkout.transaction(c.req.param('transactionId'));
    if (!transaction || transaction.gateway_token !== c.req.query('token')) return html(c, gatewayMessage(locale, 'notFound'), 404);
    if (transaction.state === 'paid') return html(c, gatewayMessage(locale, 'paid'));
    const order = checkout.orderRow(transaction.order_id);
    if (!order) return html(c, gatewayMessage(locale, 'notFound'), 404);
    const { total, currency } = checkout.amountOf(order);
    return html(
      c,
      gatewayPage({ locale, transactionId: transaction.id, token: transaction.gateway_token, orderNumber: order.order_number, amount: total, currency }),
      200,
      [transaction.finish_url, transaction.error_url],
    );
  });

  app.post('/payment-gateway/:transactionId', async (c) => {
    const locale = gatewayLocale(c.req.query('lang'), c.req.header('accept-language'));
    let form: Record<string, unknown> = {};
    try {
      form = (await c.req.parseBody()) as Record<string, unknown>;
    } catch {
      form = {};
    }
    const transaction = checkout.transaction(c.req.param('transactionId'));
    if (!transaction || typeof form.token !== 'string' || transaction.gateway_token !== form.token) return html(c, gatewayMessage(locale, 'notFound'), 404);
    const action = form.action;
    if (action !== 'pay' && action !== 'fail' && action !== 'cancel') return html(c, gatewayMessage(locale, 'notFound'), 400);
    // A paid transaction stays paid (a second click or a replayed form changes nothing).
    const state = transaction.state === 'paid' ? 'paid' : action === 'pay' ? 'paid' : action === 'fail' ? 'failed' : 'cancelled';
    checkout.setTransactionState(transaction.id, state);
    const target = state === 'paid' ? transaction.finish_url : transaction.error_url;
    if (target && isReturnUrl(target)) return c.redirect(target, 303);
    return html(c, gatewayMessage(locale, state));
  });
}

function localeOf(languageId: string): DemoLocale {
  const entry = Object.entries(LOCALE_LANGUAGE).find(([, id]) => id === languageId);
  return (entry?.[0] as DemoLocale | undefined) ?? 'de';
}

/** The customer entity of a guest (register answer, `context.customer`, `/account/customer`). */
export function guestCustomerEntity(customer: GuestCustomer, languageId: string, salesChannelId: string = SALES_CHANNEL_ID): Json {
  return customerEntity(customer, languageId, salesChannelId);
}

/** A guest belongs to the sales channel of the session that registered it (the request's). */
function customerEntity(customer: GuestCustomer, languageId: string, salesChannelId: string): Json {
  const entity = (party: PartyAddress) => ({
    id: party.id,
    customerId: customer.id,
    ...guestAddressFields(customer, party),
    createdAt: customer.createdAt,
    updatedAt: null,
    customFields: null,
    apiAlias: 'customer_address',
  });
  const address = entity(customer.address);
  const shipping = customer.shippingAddress ? entity(customer.shippingAddress) : address;
  const others = guestAddressBook(customer)
    .filter((party) => party.id !== address.id && party.id !== shipping.id)
    .map(entity);
  return {
    id: customer.id,
    versionId: LIVE_VERSION_ID,
    groupId: CUSTOMER_GROUP_ID,
    salesChannelId,
    languageId,
    lastPaymentMethodId: null,
    defaultBillingAddressId: customer.address.id,
    defaultShippingAddressId: shipping.id,
    activeBillingAddress: address,
    activeShippingAddress: shipping,
    defaultBillingAddress: address,
    defaultShippingAddress: shipping,
    addresses: [...(shipping === address ? [address] : [address, shipping]), ...others],
    customerNumber: `G-${customer.id.slice(0, 8)}`,
    salutationId: customer.salutationId,
    title: customer.title ?? null,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    guest: true,
    active: true,
    accountType: 'private',
    createdAt: customer.createdAt,
    updatedAt: null,
    customFields: null,
    apiAlias: 'customer',
    _uniqueIdentifier: newId(),
  };
}
