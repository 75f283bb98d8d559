import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { AccountService } from '../account/service';
import type { CatalogueStore } from '../catalogue/store';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { readObjectBody, type AppEnv } from '../http';
import { UUID_PATTERN } from '../ids';
import { FieldChecks } from '../mail/validate';
import { RateLimiter, rateLimit } from '../ratelimit';
import type { StoreApiConfig } from '../config';

/**
 * `POST /store-api/product/{productId}/review`, Shopware's ProductReviewSaveRoute: a logged-in
 * customer (not a guest) writes a review; it is stored unapproved (`status: false`) and shows
 * in `/product/{id}/reviews` only once the shop approves it. Rules as in Shopware: title at least
 * 5 characters, content at least 40, points 1 to 5; name and email default to the customer's.
 * Answers 204 without a body, as Shopware's NoContentResponse does. Decision 0019.
 */

export const REVIEW_TITLE_MIN = 5;
export const REVIEW_CONTENT_MIN = 40;

export function registerReviewRoutes(app: Hono<AppEnv>, db: Db, catalogue: CatalogueStore, accounts: AccountService, config: StoreApiConfig): void {
  const limiter = new RateLimiter({ ...config.formRateLimit, now: config.now });
  const insert = db.prepare(
    'INSERT INTO product_review (id, product_id, language_id, status, points, data, created_at) VALUES (?, ?, ?, 0, ?, ?, ?)',
  );

  app.post('/store-api/product/:productId/review', rateLimit(limiter, 'product-review', config.trustProxy), async (c) => {
    const session = c.get('session');
    const customer = accounts.requireCustomer(session);
    const id = c.req.param('productId').toLowerCase();
    const cat = catalogue.get();
    const product = UUID_PATTERN.test(id) ? cat.products.get(id) : undefined;
    const parent = product?.parentId ? cat.products.get(product.parentId) : undefined;
    if (!product || !product.active || (parent && !parent.active)) {
      throw errors.productNotFound(id);
    }

    const body = await readObjectBody(c);
    const checks = new FieldChecks(body);
    const title = checks.string('title', { required: true, max: 255 });
    const content = checks.string('content', { required: true, max: 5000 });
    const points = checks.number('points', { min: 1, max: 5, required: true });
    const name = checks.string('name', { max: 255, noUrl: true });
    const email = body.email === undefined || body.email === null || body.email === '' ? null : checks.email('email');
    for (const [field, value, min] of [['title', title, REVIEW_TITLE_MIN], ['content', content, REVIEW_CONTENT_MIN]] as const) {
      if (value !== null && value.length < min) {
        checks.problems.push({
          pointer: `/${field}`,
          code: 'VIOLATION::TOO_SHORT_ERROR',
          detail: `This value is too short. It should have ${min} characters or more.`,
          parameters: { '{{ limit }}': min, '{{ value }}': value },
        });
      }
    }
    checks.throwIfAny();

    const data = JSON.parse(customer.data) as { firstName?: string };
    const createdAt = new Date(config.now()).toISOString().replace('Z', '+00:00');
    const review = {
      id: randomUUID().replace(/-/g, ''),
      productId: product.id,
      languageId: session.languageId,
      title: title!,
      content: content!,
      points: Math.round(points! * 2) / 2,
      status: false,
      comment: null,
      externalUser: name ?? data.firstName ?? '',
      externalEmail: email ?? customer.email,
      customerId: customer.id,
      createdAt,
    };
    insert.run(review.id, review.productId, review.languageId, review.points, JSON.stringify(review), createdAt);
    return c.body(null, 204);
  });
}
