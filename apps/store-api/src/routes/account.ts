import type { Context, Hono } from 'hono';
import { AccountService, loginName } from '../account/service';
import { productNotFound, visibleProduct, WishlistService } from '../account/wishlist';
import type { CheckoutService } from '../checkout/service';
import type { ContextService } from '../context';
import type { Db } from '../db/database';
import { parseCriteria, search, searchResultBody } from '../criteria';
import { apiError, violations } from '../errors';
import { rawCriteria, readObjectBody, type AppEnv } from '../http';
import { UUID_PATTERN } from '../ids';
import { Outbox } from '../mail/outbox';
import { clientIp, customerAuthThrottled, ipBucket, RateLimiter, takeAttempt, type TrustProxy } from '../ratelimit';
import { guestCustomerEntity } from './checkout';

export interface AccountRouteOptions {
  /** A sales channel's storefront URL (the base of its domains). */
  storefrontUrl: (salesChannelId: string) => string;
  now: () => number;
  /**
   * Failed logins per client IP and user name (`max`) and per client IP (`ipMax`, default 3 × `max`),
   * registrations and recovery mails per client IP (`max`), per window; `max: 0` = off.
   */
  rateLimit: { max: number; windowSeconds: number; ipMax?: number };
  /** Which proxies may name the client IP in `X-Forwarded-For` (see `clientIp`). */
  trustProxy: TrustProxy;
  /** Registrations wait for the confirmation link (double opt-in). */
  doubleOptInRegistration: boolean;
}

/** A path id: 400 FRAMEWORK__INVALID_UUID (with the parameter as pointer) unless 32 hex characters. */
function pathId(value: string, name: string): string {
  const id = value.trim().toLowerCase();
  if (!UUID_PATTERN.test(id)) throw apiError(400, 'FRAMEWORK__INVALID_UUID', `The string "${value}" is not a valid uuid.`, { pointer: `/${name}` });
  return id;
}

const addressId = (value: string) => pathId(value, 'addressId');

/** At most this many product ids per wishlist merge. */
const MAX_MERGE_IDS = 500;

/**
 * Customer accounts: registration (guests go on to the checkout's route), login, logout, profile,
 * email, password and addresses. Must be registered before the checkout routes.
 */
export function registerAccountRoutes(
  app: Hono<AppEnv>,
  db: Db,
  contexts: ContextService,
  checkout: CheckoutService,
  options: AccountRouteOptions,
): AccountService {
  const accounts = new AccountService(db, contexts, {
    storefrontUrl: options.storefrontUrl,
    now: options.now,
    doubleOptInRegistration: options.doubleOptInRegistration,
    outbox: new Outbox(db, options.now),
  });
  const wishlists = new WishlistService(db, options.now);
  const { max, windowSeconds } = options.rateLimit;
  const limiter = (perWindow: number) => new RateLimiter({ max: perWindow, windowSeconds, now: options.now });
  // Password guesses: per IP and user name (guesses at one account), and a looser limit per IP
  // (guesses spread over many accounts). Each attempt counts before its password is checked.
  const loginPerName = limiter(max);
  const loginPerIp = limiter(max > 0 ? (options.rateLimit.ipMax ?? max * 3) : 0);
  const registerLimiter = limiter(max);
  const recoveryLimiter = limiter(max);
  const ipOf = (c: Context<AppEnv>) => ipBucket(clientIp(c, options.trustProxy));

  contexts.customerOf = (session) => {
    const guest = checkout.guest(session.row.customer_id);
    if (guest) return guestCustomerEntity(guest, session.languageId, session.salesChannelId);
    const customer = accounts.customerRow(session.row.customer_id);
    return customer ? accounts.customerEntity(customer, session) : null;
  };
  contexts.ownsAddress = (customerId, id) => accounts.ownsAddress(customerId, id);
  checkout.accountCustomer = (row) => accounts.orderCustomer(row);

  app.post('/store-api/account/register', async (c, next) => {
    const body = await readObjectBody(c);
    if (body.guest === true) {
      await next();
      return;
    }
    takeAttempt([[registerLimiter, ipOf(c)]]);
    return c.json(await accounts.register(c, body));
  });

  app.post('/store-api/account/login', async (c) => {
    const body = await readObjectBody(c);
    const ip = ipOf(c);
    // Login is case-insensitive: one account is one key however its email is spelled.
    const login = loginName(body);
    const name = login.toLowerCase().slice(0, 320);
    const nameKey = `${ip}|${name}`;
    // Counted before the password hash is awaited: parallel guesses cannot all pass the check.
    const [, ipHit] = takeAttempt(
      [
        [loginPerName, nameKey],
        [loginPerIp, ip],
      ],
      customerAuthThrottled,
    );
    const result = await accounts.login(c, body);
    // Only failures count: a right password clears the guesses at this same account from this
    // IP and gives back its own attempt on the IP's count, nothing of other accounts.
    loginPerName.clear(nameKey);
    loginPerIp.release(ipHit!);
    return c.json(result);
  });

  app.post('/store-api/account/register-confirm', async (c) => c.json(accounts.registerConfirm(c, await readObjectBody(c))));

  app.post('/store-api/account/logout', (c) => c.json(accounts.logout(c)));

  // --- password recovery (every request counts for the client IP's limit, like registrations) ---------
  app.post('/store-api/account/recovery-password', async (c) => {
    takeAttempt([[recoveryLimiter, ipOf(c)]]);
    return c.json(accounts.sendRecoveryMail(c, await readObjectBody(c)));
  });
  app.post('/store-api/account/recovery-password-confirm', async (c) => c.json(await accounts.resetPassword(await readObjectBody(c))));
  app.post('/store-api/account/customer-recovery-is-expired', async (c) => c.json(accounts.recoveryIsExpired(await readObjectBody(c))));

  // --- default payment method (Shopware ≤ 6.6 route, kept for the storefront's account page) ----------
  const changePaymentMethod = (c: Context<AppEnv>) => {
    accounts.requireCustomer(c.get('session'));
    return c.json(accounts.changePaymentMethod(c, pathId(c.req.param('paymentMethodId') ?? '', 'paymentMethodId')));
  };
  app.patch('/store-api/account/change-payment-method/:paymentMethodId', changePaymentMethod);
  app.post('/store-api/account/change-payment-method/:paymentMethodId', changePaymentMethod);

  // AccountNewsletterRecipientRoute: GET and POST, registered customers only.
  app.post('/store-api/account/newsletter-recipient', async (c) => {
    await readObjectBody(c);
    return c.json(accounts.newsletterRecipient(c));
  });
  app.get('/store-api/account/newsletter-recipient', (c) => c.json(accounts.newsletterRecipient(c)));

  // --- wishlist -----------------------------------------------------------------------------------
  const catalogueContext = (c: Context<AppEnv>) => {
    const header = c.req.header('sw-include-seo-urls')?.trim().toLowerCase();
    return { ...checkout.catalogueContext(c), includeSeoUrls: header === '1' || header === 'true' };
  };
  const loadWishlist = async (c: Context<AppEnv>) => {
    const customer = accounts.requireCustomer(c.get('session'));
    const criteria = parseCriteria(await rawCriteria(c), { defaultLimit: null });
    return c.json(wishlists.load(customer.id, catalogueContext(c), criteria));
  };
  app.post('/store-api/customer/wishlist', loadWishlist);
  app.get('/store-api/customer/wishlist', loadWishlist);
  app.post('/store-api/customer/wishlist/add/:productId', (c) => {
    const customer = accounts.requireCustomer(c.get('session'));
    const productId = pathId(c.req.param('productId') ?? '', 'productId');
    if (!visibleProduct(catalogueContext(c), productId)) throw productNotFound(productId);
    wishlists.add(customer.id, productId);
    return c.json({ success: true, apiAlias: 'success_response' });
  });
  app.delete('/store-api/customer/wishlist/delete/:productId', (c) => {
    const customer = accounts.requireCustomer(c.get('session'));
    wishlists.remove(customer.id, pathId(c.req.param('productId') ?? '', 'productId'));
    return c.json({ success: true, apiAlias: 'success_response' });
  });
  app.post('/store-api/customer/wishlist/merge', async (c) => {
    const customer = accounts.requireCustomer(c.get('session'));
    const body = await readObjectBody(c);
    const raw = body.productIds;
    if (raw === undefined || raw === null) {
      throw apiError(400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING', 'Parameter "productIds" is missing.', { pointer: '/productIds' });
    }
    if (!Array.isArray(raw)) {
      throw violations([{ pointer: '/productIds', code: 'VIOLATION::INVALID_TYPE_ERROR', detail: 'This value should be of type array.', parameters: { '{{ type }}': 'array' } }]);
    }
    if (raw.length > MAX_MERGE_IDS) {
      throw violations([
        {
          pointer: '/productIds',
          code: 'VIOLATION::TOO_MANY_ERROR',
          detail: `This collection should contain ${MAX_MERGE_IDS} elements or less.`,
          parameters: { '{{ limit }}': MAX_MERGE_IDS },
        },
      ]);
    }
    const ids = raw.map((value, index) => pathId(typeof value === 'string' ? value : JSON.stringify(value) ?? '', `productIds/${index}`));
    // Unknown or inactive products are left out, as Shopware's merge does.
    const ctx = catalogueContext(c);
    wishlists.merge(customer.id, ids.filter((id) => visibleProduct(ctx, id) !== undefined));
    return c.json({ success: true, apiAlias: 'success_response' });
  });

  const readCustomer = (c: Context<AppEnv>) => {
    const session = c.get('session');
    const guest = checkout.guest(session.row.customer_id);
    if (guest) return c.json(guestCustomerEntity(guest, session.languageId, session.salesChannelId));
    return c.json(accounts.customerEntity(accounts.requireCustomer(session), session));
  };
  app.get('/store-api/account/customer', (c) => readCustomer(c));
  app.post('/store-api/account/customer', async (c) => {
    await readObjectBody(c);
    return readCustomer(c);
  });

  app.post('/store-api/account/change-profile', async (c) => c.json(accounts.changeProfile(c, await readObjectBody(c))));
  app.post('/store-api/account/change-email', async (c) => c.json(await accounts.changeEmail(c, await readObjectBody(c))));
  app.post('/store-api/account/change-password', async (c) => c.json(await accounts.changePassword(c, await readObjectBody(c))));

  // Shopware's ListAddressRoute: GET and POST, login required, guests allowed (their addresses); the
  // address routes below (UpsertAddressRoute, DeleteAddressRoute, SwitchDefaultAddressRoute) allow guests too.
  const listAddresses = async (c: Context<AppEnv>) => {
    const raw = await rawCriteria(c);
    const addresses = accounts.listAddresses(c);
    const criteria = parseCriteria(raw, { defaultLimit: null });
    return c.json(searchResultBody(search(addresses as Record<string, unknown>[], criteria, 'customer_address'), 'customer_address'));
  };
  app.post('/store-api/account/list-address', listAddresses);
  app.get('/store-api/account/list-address', listAddresses);
  app.post('/store-api/account/address', async (c) => c.json(accounts.createAddress(c, await readObjectBody(c))));
  app.patch('/store-api/account/address/default-billing/:addressId', (c) => {
    accounts.setDefaultAddress(c, addressId(c.req.param('addressId')), 'billing');
    return c.body(null, 204);
  });
  app.patch('/store-api/account/address/default-shipping/:addressId', (c) => {
    accounts.setDefaultAddress(c, addressId(c.req.param('addressId')), 'shipping');
    return c.body(null, 204);
  });
  app.patch('/store-api/account/address/:addressId', async (c) =>
    c.json(accounts.updateAddress(c, addressId(c.req.param('addressId')), await readObjectBody(c))),
  );
  app.delete('/store-api/account/address/:addressId', (c) => {
    accounts.deleteAddress(c, addressId(c.req.param('addressId')));
    return c.body(null, 204);
  });

  return accounts;
}
