import type { Context, Hono } from 'hono';
import { SHOPWARE_VERSION } from '../config';
import { errors } from '../errors';
import { readJsonBody, type AppEnv } from '../http';
import type { OAuthService } from '../oauth';

async function tokenParams(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]));
  }
  const body = await readJsonBody(c);
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw errors.bodyNotObject();
  return body as Record<string, unknown>;
}

/** Admin API: OAuth token endpoint and a bearer-protected version probe. */
export function registerAdminRoutes(app: Hono<AppEnv>, oauth: OAuthService): void {
  app.post('/api/oauth/token', async (c) => {
    const result = oauth.token(await tokenParams(c));
    c.header('Cache-Control', 'no-store');
    return c.json(result);
  });

  app.get('/api/_info/version', (c) => {
    oauth.authenticate(c.req.header('authorization'));
    return c.json({ version: SHOPWARE_VERSION });
  });
}
