import type { Context, Hono } from 'hono';
import type { ContextService } from '../context';
import { applyIncludes, parseCriteria, search, searchResultBody } from '../criteria';
import type { Entity } from '../entities/reference';
import { apiError } from '../errors';
import { rawCriteria, type AppEnv } from '../http';
import { UUID_PATTERN } from '../ids';

/**
 * Read routes of the reference data: language, currency, country, country-state, salutation, payment and shipping
 * methods. Languages, currencies, countries and methods are the request's sales channel's, as Shopware's routes
 * filter them by `salesChannels.id`.
 */
export function registerReferenceRoutes(app: Hono<AppEnv>, contexts: ContextService): void {
  const ref = contexts.reference;

  async function list(c: Context<AppEnv>, entity: string, load: (associations: Record<string, unknown>) => Entity[]) {
    const criteria = parseCriteria(await rawCriteria(c));
    const result = search(load(criteria.associations), criteria, entity);
    return { criteria, body: searchResultBody(result, entity) };
  }

  const languages = async (c: Context<AppEnv>) => {
    const { languageIdChain: chain, salesChannelId } = c.get('session');
    const { criteria, body } = await list(c, 'language', () => ref.languages(chain, salesChannelId));
    return c.json(applyIncludes(body, criteria.includes));
  };
  app.get('/store-api/language', languages);
  app.post('/store-api/language', languages);

  // Shopware answers the currency route with a plain array of currencies.
  const currencies = async (c: Context<AppEnv>) => {
    const { languageIdChain: chain, salesChannelId } = c.get('session');
    const { criteria, body } = await list(c, 'currency', () => ref.currencies(chain, salesChannelId));
    return c.json(applyIncludes(body.elements, criteria.includes));
  };
  app.get('/store-api/currency', currencies);
  app.post('/store-api/currency', currencies);

  const countries = async (c: Context<AppEnv>) => {
    const session = c.get('session');
    const { criteria, body } = await list(c, 'country', (associations) =>
      ref.countries(session.languageIdChain, session.row.currency_id, 'states' in associations, session.salesChannelId),
    );
    return c.json(applyIncludes(body, criteria.includes));
  };
  app.get('/store-api/country', countries);
  app.post('/store-api/country', countries);

  const countryStates = async (c: Context<AppEnv>) => {
    const countryId = c.req.param('countryId')?.toLowerCase() ?? '';
    if (!UUID_PATTERN.test(countryId)) {
      throw apiError(400, 'FRAMEWORK__INVALID_UUID', `The string "${countryId}" is not a valid uuid.`, { pointer: '/countryId' });
    }
    const chain = c.get('session').languageIdChain;
    const { criteria, body } = await list(c, 'country_state', () => ref.countryStates(countryId, chain));
    return c.json(applyIncludes(body, criteria.includes));
  };
  app.get('/store-api/country-state/:countryId', countryStates);
  app.post('/store-api/country-state/:countryId', countryStates);

  const salutations = async (c: Context<AppEnv>) => {
    const chain = c.get('session').languageIdChain;
    const { criteria, body } = await list(c, 'salutation', () => ref.salutations(chain));
    return c.json(applyIncludes(body, criteria.includes));
  };
  app.get('/store-api/salutation', salutations);
  app.post('/store-api/salutation', salutations);

  const paymentMethods = async (c: Context<AppEnv>) => {
    const { languageIdChain: chain, salesChannelId } = c.get('session');
    const { criteria, body } = await list(c, 'payment_method', () => ref.paymentMethods(chain, salesChannelId));
    return c.json(applyIncludes(body, criteria.includes));
  };
  app.get('/store-api/payment-method', paymentMethods);
  app.post('/store-api/payment-method', paymentMethods);

  const shippingMethods = async (c: Context<AppEnv>) => {
    const { languageIdChain: chain, salesChannelId } = c.get('session');
    const { criteria, body } = await list(c, 'shipping_method', () => ref.shippingMethods(chain, salesChannelId));
    return c.json(applyIncludes(body, criteria.includes));
  };
  app.get('/store-api/shipping-method', shippingMethods);
  app.post('/store-api/shipping-method', shippingMethods);
}
