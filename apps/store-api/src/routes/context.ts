import type { Hono } from 'hono';
import type { ContextService } from '../context';
import type { AppEnv } from '../http';
import { readObjectBody } from '../http';

export function registerContextRoutes(app: Hono<AppEnv>, contexts: ContextService): void {
  app.get('/store-api/context', (c) => c.json(contexts.salesChannelContext(c.get('session'))));

  app.patch('/store-api/context', async (c) => {
    const session = c.get('session');
    const body = await readObjectBody(c);
    const row = contexts.update(session, body);
    c.set('session', { ...session, row });
    return c.json({ contextToken: session.token, redirectUrl: null, apiAlias: 'context_token' });
  });
}
