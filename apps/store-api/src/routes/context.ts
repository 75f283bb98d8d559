import type { Hono } from 'hono';
import { contextTokenBody, type ContextService } from '../context';
import { domainUrlOf } from '../domains';
import type { AppEnv } from '../http';
import { readObjectBody } from '../http';

export interface ContextRouteOptions {
  /** Public URL of a sales channel's storefront: the base of its domains (`src/domains.ts`). */
  storefrontUrl: (salesChannelId: string) => string;
}

export function registerContextRoutes(app: Hono<AppEnv>, contexts: ContextService, options: ContextRouteOptions): void {
  app.get('/store-api/context', (c) => c.json(contexts.salesChannelContext(c.get('session'))));

  app.patch('/store-api/context', async (c) => {
    const session = c.get('session');
    const body = await readObjectBody(c);
    const row = contexts.update(session, body);
    c.set('session', { ...session, row });
    // As Shopware's ContextSwitchRoute (checkNewDomain): a languageId other than the request's
    // language answers the URL of the sales channel's first domain of that language, else null.
    const languageId = typeof body.languageId === 'string' ? body.languageId.trim().toLowerCase() : null;
    const redirectUrl = languageId && languageId !== session.languageId ? domainUrlOf(options.storefrontUrl(session.salesChannelId), languageId, session.salesChannelId) : null;
    // A ContextTokenResponse: the token is in the header only.
    return c.json(contextTokenBody(redirectUrl));
  });
}
