import { createHash, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { LOCALE_LANGUAGE } from '../catalogue/seed';
import { storefrontUrlOf, type StoreApiConfig } from '../config';
import type { Db } from '../db/database';
import type { DemoLocale } from '../demo/types';
import { isDomainUrl } from '../domains';
import { apiError, errors } from '../errors';
import { readObjectBody, type AppEnv } from '../http';
import { Outbox } from '../mail/outbox';
import { contactFormMail, newsletterDoubleOptInMail, newsletterRegisterMail, type ContactFormType } from '../mail/texts';
import { FieldChecks } from '../mail/validate';
import { devRouteAllowed } from '../dev-routes';
import { newsletterThrottled, RateLimiter, rateLimit } from '../ratelimit';
import { CaptchaStore, registerCaptchaRoutes } from './captcha';
import { readUploads, storeSubmission } from './form-uploads';

/**
 * Newsletter (double opt-in), contact form (with Gipfel's repair/return/warranty extension) and
 * the developer outbox at /_outbox, where the mails of both end up.
 */

const LOCALE_OF = Object.fromEntries(Object.entries(LOCALE_LANGUAGE).map(([locale, id]) => [id, locale])) as Record<string, DemoLocale>;

function localeOf(c: Context<AppEnv>): DemoLocale {
  return LOCALE_OF[c.get('session').languageId] ?? 'de';
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const newId = () => randomUUID().replace(/-/g, '');

type NewsletterStatus = 'notSet' | 'optIn' | 'optOut' | 'direct';

interface RecipientRow {
  id: string;
  email: string;
  em: string;
  hash: string;
  status: NewsletterStatus;
  first_name: string | null;
  last_name: string | null;
  language_id: string;
}

function recipientNotFound(identifier: string, value: string) {
  return apiError(404, 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND', `The NewsletterRecipient with the identifier "${identifier}" - ${value} was not found.`, {
    parameters: { identifier, value },
  });
}

export /** ContactFormValidationFactory::DOMAIN_NAME_REGEX (`/((https?:\/))/`) must not match a name. */
const NO_URL_IN_NAME = /^(?![\s\S]*https?:\/)/;

const CONTACT_FORM_TYPES = ['contact', 'repair', 'return', 'warranty'] as const satisfies readonly ContactFormType[];

export function registerFormRoutes(app: Hono<AppEnv>, db: Db, config: StoreApiConfig): Outbox {
  const outbox = new Outbox(db, config.now);
  const limiter = new RateLimiter({ ...config.formRateLimit, now: config.now });
  const limitNewsletter = rateLimit(limiter, 'newsletter', config.trustProxy);
  // NewsletterSubscribeRoute answers its own code when throttled (the other newsletter routes have no limit in Shopware).
  const limitSubscribe = rateLimit(limiter, 'newsletter', config.trustProxy, newsletterThrottled);
  const limitContact = rateLimit(limiter, 'contact', config.trustProxy);
  // Captcha answers count per client as the contact forms did when they carried the captcha: a
  // storefront's wrong tries reach the limit (429) although no form is sent.
  const limitCaptcha = rateLimit(limiter, 'captcha', config.trustProxy);

  // --- outbox (developers and tests; never under /store-api; access: devRouteGuard in app.ts) ---
  const outboxAllowed = (c: Context<AppEnv>) => devRouteAllowed(c, config);
  app.get('/_outbox', (c) => {
    if (!outboxAllowed(c)) throw errors.routeNotFound(c.req.method, c.req.path);
    const limit = Number(c.req.query('limit') ?? 100);
    return c.json(
      outbox.list({
        to: c.req.query('to') || undefined,
        type: c.req.query('type') || undefined,
        limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 500) : 100,
      }),
    );
  });
  app.delete('/_outbox', (c) => {
    if (!outboxAllowed(c)) throw errors.routeNotFound(c.req.method, c.req.path);
    outbox.clear();
    return c.body(null, 204);
  });

  // --- basic captcha (see ./captcha.ts; its answers are readable where the outbox is) -----------
  registerCaptchaRoutes(app, { store: new CaptchaStore(config.now), config, answersAllowed: outboxAllowed, limitAnswers: limitCaptcha });

  // --- newsletter ------------------------------------------------------------------------------
  const findBy = (column: 'email' | 'hash', value: string) =>
    db.prepare(`SELECT * FROM newsletter_recipient WHERE ${column} = ?`).get(value) as RecipientRow | undefined;

  app.post('/store-api/newsletter/subscribe', limitSubscribe, async (c) => {
    const body = await readObjectBody(c);
    const checks = new FieldChecks(body);
    const email = checks.email('email');
    // Double opt-in is on: `direct` is not offered, and confirming goes through /newsletter/confirm.
    checks.choice('option', ['subscribe'] as const, null, true);
    const storefrontUrl = checks.string('storefrontUrl', { required: true, max: 1000 });
    // NewsletterSubscribeRoute: NotBlank and Choice of the sales channel's domain URLs (trailing `/` trimmed), exactly.
    if (storefrontUrl !== null && (storefrontUrl !== body.storefrontUrl || !isDomainUrl(storefrontUrl, storefrontUrlOf(config, c.get('session').salesChannelId), c.get('session').salesChannelId))) {
      checks.problems.push({
        pointer: '/storefrontUrl',
        code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
        detail: 'The value you selected is not a valid choice.',
        parameters: { '{{ value }}': storefrontUrl },
      });
    }
    const salutationId = checks.uuid('salutationId');
    const firstName = checks.string('firstName', { max: 255, noUrl: true });
    const lastName = checks.string('lastName', { max: 255, noUrl: true });
    if (salutationId && !db.prepare('SELECT 1 FROM salutation WHERE id = ?').get(salutationId)) {
      checks.problems.push({ pointer: '/salutationId', code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS', detail: `The salutation entity with id ${salutationId} does not exist.` });
    }
    checks.throwIfAny();

    const address = email!.toLowerCase();
    const locale = localeOf(c);
    const now = new Date(config.now()).toISOString();
    const existing = findBy('email', address);
    if (existing && (existing.status === 'optIn' || existing.status === 'direct')) {
      // Already confirmed: nothing to confirm again, no mail.
      return c.json({ success: true, status: existing.status });
    }
    const hash = existing?.hash ?? newId();
    const em = sha1(address);
    if (existing) {
      db.prepare(
        `UPDATE newsletter_recipient SET status = 'notSet', first_name = COALESCE(?, first_name), last_name = COALESCE(?, last_name),
           salutation_id = COALESCE(?, salutation_id), language_id = ?, storefront_url = ?, updated_at = ? WHERE id = ?`,
      ).run(firstName, lastName, salutationId, LOCALE_LANGUAGE[locale], storefrontUrl, now, existing.id);
    } else {
      db.prepare(
        `INSERT INTO newsletter_recipient (id, email, em, hash, status, first_name, last_name, salutation_id, language_id, storefront_url, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'notSet', ?, ?, ?, ?, ?, ?, ?)`,
      ).run(newId(), address, em, hash, firstName, lastName, salutationId, LOCALE_LANGUAGE[locale], storefrontUrl, now, now);
    }
    const link = `${storefrontUrl!.replace(/\/+$/, '')}/newsletter-subscribe?em=${em}&hash=${hash}`;
    const person = { firstName: firstName ?? existing?.first_name, lastName: lastName ?? existing?.last_name };
    const mail = newsletterDoubleOptInMail(locale, person, link);
    outbox.send({ type: 'newsletter_double_opt_in', to: address, subject: mail.subject, text: mail.text, links: [link], language: locale, data: { em, hash } });
    return c.json({ success: true, status: 'notSet' });
  });

  app.post('/store-api/newsletter/confirm', limitNewsletter, async (c) => {
    const body = await readObjectBody(c);
    const checks = new FieldChecks(body);
    const hash = checks.string('hash', { required: true, max: 64 });
    const em = checks.string('em', { required: true, max: 64 });
    checks.throwIfAny();
    const recipient = findBy('hash', hash!.toLowerCase());
    if (!recipient || recipient.status === 'optOut') throw recipientNotFound('hash', hash!);
    if (em!.toLowerCase() !== recipient.em) {
      checks.problems.push({ pointer: '/em', code: 'VIOLATION::NOT_EQUAL_ERROR', detail: 'This value should be equal to the hash of the email address.' });
      checks.throwIfAny();
    }
    if (recipient.status === 'notSet') {
      const now = new Date(config.now()).toISOString();
      db.prepare(`UPDATE newsletter_recipient SET status = 'optIn', confirmed_at = ?, updated_at = ? WHERE id = ?`).run(now, now, recipient.id);
      const locale = localeOf(c);
      const mail = newsletterRegisterMail(locale, { firstName: recipient.first_name, lastName: recipient.last_name });
      outbox.send({ type: 'newsletter_register', to: recipient.email, subject: mail.subject, text: mail.text, language: locale });
    }
    return c.json({ success: true });
  });

  app.post('/store-api/newsletter/unsubscribe', limitNewsletter, async (c) => {
    const body = await readObjectBody(c);
    const checks = new FieldChecks(body);
    const email = checks.email('email');
    checks.throwIfAny();
    const recipient = findBy('email', email!.toLowerCase());
    if (!recipient || recipient.status === 'optOut') throw recipientNotFound('email', email!);
    const now = new Date(config.now()).toISOString();
    // A new hash, so an old confirmation link cannot subscribe the address again.
    db.prepare(`UPDATE newsletter_recipient SET status = 'optOut', hash = ?, updated_at = ? WHERE id = ?`).run(newId(), now, recipient.id);
    return c.json({ success: true });
  });

  // --- contact form (and the repair / return / warranty forms) ----------------------------------
  app.post('/store-api/contact-form', limitContact, async (c) => {
    const body = await readObjectBody(c);
    const checks = new FieldChecks(body);
    const formType = checks.choice('formType', CONTACT_FORM_TYPES, 'contact') ?? 'contact';
    const salutationId = checks.uuid('salutationId', true);
    const fields: Record<string, unknown> = {
      // Shopware's ContactFormValidationFactory: names only without URLs; required only by the
      // sales channel's `firstNameFieldRequired` / `lastNameFieldRequired` (off by default).
      firstName: checks.string('firstName', { max: 255, pattern: NO_URL_IN_NAME }),
      lastName: checks.string('lastName', { max: 255, pattern: NO_URL_IN_NAME }),
      email: checks.email('email'),
      phone: checks.string('phone', { max: 30, pattern: /^\+?[0-9 ()/.-]{5,30}$/ }),
      company: checks.string('company', { max: 255, noUrl: true }),
      businessType: checks.string('businessType', { max: 100 }),
      address: checks.string('address', { max: 255 }),
      postcode: checks.string('postcode', { max: 10, pattern: /^[A-Za-z0-9 -]{3,10}$/ }),
      customerNumber: checks.string('customerNumber', { max: 50, pattern: /^[A-Za-z0-9._/-]+$/ }),
      invoiceNumber: checks.string('invoiceNumber', { max: 50, pattern: /^[A-Za-z0-9._/-]+$/ }),
      orderNumber: checks.string('orderNumber', { max: 50, pattern: /^[A-Za-z0-9._/-]+$/ }),
      itemNumbers: checks.stringList('itemNumbers', { maxItems: 50, max: 64 }),
      itemName: checks.string('itemName', { max: 255 }),
      itemDescription: checks.string('itemDescription', { max: 2000 }),
      itemPrice: checks.number('itemPrice', { min: 0, max: 1_000_000 }),
      quantity: checks.number('quantity', { min: 1, max: 100_000, integer: true }),
      problemDescription: checks.string('problemDescription', { max: 5000 }),
      proofOfPurchase: checks.boolean('proofOfPurchase'),
      returnLabelRequested: checks.boolean('returnLabelRequested'),
      subject: checks.string('subject', { required: true, max: 255 }),
      comment: checks.string('comment', { required: true, max: 5000 }),
    };
    const navigationId = checks.uuid('navigationId');
    const slotId = checks.uuid('slotId');
    const uploads = readUploads(body, checks.problems);
    const given = (field: string) => fields[field] !== null;
    if (formType === 'repair' || formType === 'warranty') {
      checks.require('itemName', given('itemName') || given('itemNumbers'));
      checks.require('problemDescription', given('problemDescription'));
    }
    if (formType === 'return') {
      checks.require('orderNumber', given('orderNumber') || given('invoiceNumber'));
      checks.require('itemNumbers', given('itemNumbers') || given('itemName'));
    }
    if (formType === 'warranty') checks.require('proofOfPurchase', given('proofOfPurchase'));
    let salutation: string | null = null;
    if (salutationId) {
      const row = db.prepare('SELECT salutation_key FROM salutation WHERE id = ?').get(salutationId) as { salutation_key: string } | undefined;
      if (!row) checks.problems.push({ pointer: '/salutationId', code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS', detail: `The salutation entity with id ${salutationId} does not exist.` });
      salutation = row?.salutation_key ?? null;
    }
    checks.throwIfAny();

    const locale = localeOf(c);
    const stored = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
    const files = storeSubmission(db, { formType, email: fields.email as string, data: { salutationId, ...stored }, uploads, now: config.now() });
    const mail = contactFormMail(locale, formType, fields.subject as string, { salutation, ...stored });
    outbox.send({
      type: 'contact_form',
      to: config.shopEmail,
      replyTo: fields.email as string,
      subject: mail.subject,
      text: mail.text,
      language: locale,
      data: { formType, salutationId, ...stored, navigationId, slotId, ...(files.length > 0 ? { uploads: files } : {}) },
    });
    return c.json({ individualSuccessMessage: '', apiAlias: 'contact_form_result' });
  });

  return outbox;
}
