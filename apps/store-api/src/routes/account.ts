import type { Context, Hono } from 'hono';
import { AccountService } from '../account/service';
import { clientIp, RateLimiter } from '../account/rate-limit';
import type { CheckoutService } from '../checkout/service';
import type { ContextService } from '../context';
import type { Db } from '../db/database';
import { parseCriteria, search, searchResultBody } from '../criteria';
import { apiError } from '../errors';
import { readObjectBody, type AppEnv } from '../http';
import { UUID_PATTERN } from '../ids';
import { guestCustomerEntity } from './checkout';

export interface AccountRouteOptions {
  storefrontUrl: string;
  now: () => number;
  /** Attempts per client IP and window for login failures and registrations; `max: 0` = off. */
  rateLimit: { max: number; windowSeconds: number };
  /** Take the client IP from the first hop of `X-Forwarded-For`. */
  trustProxy: boolean;
}

function addressId(value: string): string {
  const id = value.trim().toLowerCase();
  if (!UUID_PATTERN.test(id)) throw apiError(400, 'FRAMEWORK__INVALID_UUID', `The string "${value}" is not a valid uuid.`, { pointer: '/addressId' });
  return id;
}

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
  const accounts = new AccountService(db, contexts, { storefrontUrl: options.storefrontUrl, now: options.now });
  const loginLimiter = new RateLimiter({ ...options.rateLimit, now: options.now });
  const registerLimiter = new RateLimiter({ ...options.rateLimit, now: options.now });

  contexts.customerOf = (session) => {
    const guest = checkout.guest(session.row.customer_id);
    if (guest) return guestCustomerEntity(guest, session.languageId);
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
    const ip = clientIp(c, options.trustProxy);
    registerLimiter.check(ip);
    registerLimiter.hit(ip);
    return c.json(await accounts.register(c, body));
  });

  app.post('/store-api/account/login', async (c) => {
    const body = await readObjectBody(c);
    const ip = clientIp(c, options.trustProxy);
    loginLimiter.check(ip);
    try {
      const result = await accounts.login(c, body);
      loginLimiter.reset(ip);
      return c.json(result);
    } catch (error) {
      loginLimiter.hit(ip);
      throw error;
    }
  });

  app.post('/store-api/account/logout', (c) => c.json(accounts.logout(c)));

  const readCustomer = (c: Context<AppEnv>) => {
    const session = c.get('session');
    const guest = checkout.guest(session.row.customer_id);
    if (guest) return c.json(guestCustomerEntity(guest, session.languageId));
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

  app.post('/store-api/account/list-address', async (c) => {
    const body = await readObjectBody(c);
    const addresses = accounts.listAddresses(c);
    const criteria = parseCriteria(body, { defaultLimit: null });
    return c.json(searchResultBody(search(addresses as Record<string, unknown>[], criteria, 'customer_address'), 'customer_address'));
  });
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
