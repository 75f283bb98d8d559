import type { Context } from 'hono';
import type { Session } from './context';
import { criteriaFromQuery } from './criteria';
import { errors } from './errors';

export interface AppEnv {
  Variables: { session: Session };
}

/** Reads a JSON body; an empty body is `undefined`, a malformed one a 400 in Shopware's shape. */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw errors.malformedJson(error instanceof Error ? error.message : 'invalid JSON');
  }
}

/** Reads a JSON object body (empty body → `{}`); anything but an object is a 400. */
export async function readObjectBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw errors.bodyNotObject();
  return body as Record<string, unknown>;
}

/** The raw criteria of a read route: the JSON body for POST, the query string for GET. */
export async function rawCriteria(c: Context): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET') return criteriaFromQuery(c.req.url);
  return readObjectBody(c);
}
