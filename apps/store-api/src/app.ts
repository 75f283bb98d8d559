import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SHOPWARE_VERSION, salesChannelOfAccessKey, storefrontUrlOf, type StoreApiConfig } from './config';
import { ContextService } from './context';
import type { Db } from './db/database';
import { errors, StoreApiError } from './errors';
import { type AppEnv } from './http';
import { OAuthService } from './oauth';
import { registerContextRoutes } from './routes/context';
import { registerReferenceRoutes } from './routes/reference';
import { registerAdminRoutes } from './routes/admin';
import { registerCatalogueRoutes } from './routes/catalogue';
import type { DemoReview } from './demo/types';
import { registerCheckoutRoutes } from './routes/checkout';
import { registerAccountRoutes } from './routes/account';
import { registerFormRoutes } from './routes/forms';
import { registerBlogRoutes } from './routes/blog';
import { registerRecipeRoutes } from './routes/recipes';
import { registerReviewRoutes } from './routes/reviews';
import { faultSwitches, registerFaultRoutes, type FaultState } from './routes/faults';
import { CheckoutService } from './checkout/service';
import { CatalogueStore } from './catalogue/store';
import { cors } from './cors';
import { devRouteGuard } from './dev-routes';
import { salesChannelDomainEntities } from './domains';
import { Outbox } from './mail/outbox';
import { ensureIntegration } from './seed';
import { operationsMiddleware, registerHealthRoutes, type Operations } from './operations';
import pino from 'pino';

export interface StoreApiOptions {
  db: Db;
  config: StoreApiConfig;
  /** Where unexpected errors are reported (defaults to console.error). */
  logError?: (error: unknown) => void;
  /** Logger, metrics and the draining state (main.ts); by default nothing is logged or measured. */
  operations?: Partial<Pick<Operations, 'logger' | 'metrics' | 'state' | 'logRequests'>>;
}

function accessKey(config: StoreApiConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('sw-access-key');
    if (key === undefined || key.trim() === '') throw errors.missingAccessKey();
    // The key names the sales channel, as in Shopware (SalesChannelAuthenticationListener).
    const salesChannelId = salesChannelOfAccessKey(config, key.trim());
    if (salesChannelId === null) throw errors.invalidAccessKey();
    if (config.maintenance) throw errors.maintenance();
    c.set('salesChannelId', salesChannelId);
    await next();
  };
}

function session(contexts: ContextService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header('sw-context-token')?.trim() || undefined;
    const resolved = contexts.resolve(token, c.req.header('sw-language-id'), c.get('salesChannelId'));
    c.set('session', resolved);
    c.header('sw-context-token', resolved.token);
    await next();
  };
}

/** Builds the Hono app of the local Store API (and Admin OAuth) over an open, migrated database. */
export function createStoreApi({ db, config, logError = (error) => console.error(error), operations = {} }: StoreApiOptions): Hono<AppEnv> {
  ensureIntegration(db, config);
  const contexts = new ContextService(db, config.now);
  const oauth = new OAuthService(db, config);
  const app = new Hono<AppEnv>();
  // First: every request's id, log line and metrics; then /healthz and /readyz, before any access key or limit.
  const ops: Operations = {
    logger: operations.logger ?? pino({ level: 'silent' }),
    metrics: operations.metrics,
    state: operations.state ?? { draining: false },
    logRequests: operations.logRequests,
    trustProxy: config.trustProxy,
    databaseAnswers: () => db.prepare('SELECT 1 AS one').get() !== undefined,
  };
  app.use('*', operationsMiddleware(ops));
  registerHealthRoutes(app, ops);

  app.onError((error, c) => {
    if (error instanceof StoreApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      // The Admin API's published error schema only accepts `meta: null`.
      const body = c.req.path.startsWith('/api/') ? { errors: error.errors.map((entry) => ({ ...entry, meta: null })) } : error.body;
      return c.json(body, error.status as ContentfulStatusCode);
    }
    logError(error);
    return c.json(errors.internal().body, 500);
  });
  app.notFound((c) => c.json(errors.routeNotFound(c.req.method, c.req.path).body, 404));

  app.get('/', (c) =>
    c.json({ name: 'Gipfel local Store API', shopwareVersion: SHOPWARE_VERSION, storeApi: '/store-api', adminApi: '/api' }),
  );

  // Every developer route under /_ (outbox, captcha answers, fault switches) needs the admin
  // secret from an allowed peer and host; registered before any of them.
  app.use('/_*', devRouteGuard(config));
  // CORS first, as Shopware's CorsListener: a preflight needs no access key and no context. Not
  // for the developer routes under /_ (they take the admin secret) nor the payment gateway page.
  app.use('/store-api/*', cors(config.corsOrigins));
  app.use('/api/*', cors(config.corsOrigins));
  const faults: FaultState = { failNext: null };
  registerFaultRoutes(app, config, faults);
  app.use('/store-api/*', faultSwitches(config, faults), accessKey(config), session(contexts));
  app.use('/api/*', faultSwitches(config, faults));

  // The storefront URL (base of the domains) of each sales channel, from the configuration.
  const storefrontUrl = (salesChannelId: string) => storefrontUrlOf(config, salesChannelId);
  contexts.salesChannelDomains = (createdAt, salesChannelId) => salesChannelDomainEntities(storefrontUrl(salesChannelId), createdAt, salesChannelId);
  registerContextRoutes(app, contexts, { storefrontUrl });
  registerReferenceRoutes(app, contexts);
  registerAdminRoutes(app, oauth);
  const catalogue = new CatalogueStore(db);
  registerCatalogueRoutes(app, catalogue, {
    storefrontUrl,
    now: config.now,
    pendingReviews: (customerId, productIds) =>
      (
        db
          .prepare(`SELECT data FROM product_review WHERE status = 0 AND json_extract(data, '$.customerId') = ? AND product_id IN (${productIds.map(() => '?').join(', ')})`)
          .all(customerId, ...productIds) as { data: string }[]
      ).map((row) => JSON.parse(row.data) as DemoReview),
  });
  const checkout = new CheckoutService(db, contexts, catalogue, config.now);
  // Accounts first: their POST /account/register hands guest registrations on to the checkout's route.
  const accounts = registerAccountRoutes(app, db, contexts, checkout, {
    storefrontUrl,
    now: config.now,
    rateLimit: config.accountRateLimit,
    trustProxy: config.trustProxy,
    doubleOptInRegistration: config.doubleOptInRegistration,
  });
  registerCheckoutRoutes(app, checkout, contexts, { storefrontUrl, outbox: new Outbox(db, config.now) });
  registerFormRoutes(app, db, config);
  registerBlogRoutes(app, db, catalogue, { now: config.now });
  registerRecipeRoutes(app, db, catalogue);
  registerReviewRoutes(app, db, catalogue, accounts, config);
  return app;
}
