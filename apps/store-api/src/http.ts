import { gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { Session } from './context';
import { errors } from './errors';
import { parseQuery, requestRecord, toRequestData, type RequestRecord } from './request-data';

export interface AppEnv {
  /** `salesChannelId`: the sales channel the request's `sw-access-key` names (set before the session). */
  Variables: { session: Session; salesChannelId: string };
}

/**
 * Reads a JSON body as request data (objects without a prototype, bounded nesting:
 * `request-data.ts`); an empty body is `undefined`, a malformed one a 400 in Shopware's shape.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    throw errors.malformedJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  return toRequestData(parsed);
}

/** Reads a JSON object body (empty body → `{}`); anything but an object is a 400. */
export async function readObjectBody(c: Context): Promise<RequestRecord> {
  const body = await readJsonBody(c);
  if (body === undefined || body === null) return requestRecord();
  if (typeof body !== 'object' || Array.isArray(body)) throw errors.bodyNotObject();
  return body as RequestRecord;
}

/** Longest `_criteria` accepted, and how far it may inflate (Shopware's limits: 128 KiB, 20×). */
export const maxCompressedCriteriaLength = 128 * 1024;
const maxInflatedCriteriaLength = maxCompressedCriteriaLength * 20;

/**
 * Decodes Shopware's compressed criteria, `base64url(gzip(JSON))`; anything else is a 400
 * naming what is wrong with it.
 */
export function decodeCompressedCriteria(value: string): RequestRecord {
  const refuse = (reason: string) => errors.invalidCompressedCriteria(reason);
  if (value.length > maxCompressedCriteriaLength) throw refuse('The _criteria parameter is too long');
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw refuse('Unable to decode base64 data');
  let json: string;
  try {
    json = gunzipSync(Buffer.from(value, 'base64url'), { maxOutputLength: maxInflatedCriteriaLength }).toString('utf8');
  } catch {
    throw refuse('Unable to decompress gzipped data');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw refuse(`Invalid JSON data: ${error instanceof Error ? error.message : 'not JSON'}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw refuse('Criteria data must be an object');
  return toRequestData(parsed, (reason) => refuse(`Invalid JSON data: ${reason}`)) as RequestRecord;
}

/**
 * The raw criteria of a read route: the JSON body for POST, the query string for GET. A GET
 * may carry its criteria compressed in `_criteria`; its fields win over plain parameters of the
 * same name, the other plain parameters (`p`, `order`, `search`, …) stay, as in Shopware.
 */
export async function rawCriteria(c: Context): Promise<RequestRecord> {
  if (c.req.method !== 'GET') return readObjectBody(c);
  const plain = parseQuery(c.req.url);
  const compressed = plain._criteria;
  if (compressed === undefined) return plain;
  delete plain._criteria;
  if (typeof compressed !== 'string') throw errors.invalidCompressedCriteria('The _criteria parameter must be a string');
  return requestRecord(plain, decodeCompressedCriteria(compressed));
}

/**
 * A boolean query parameter as Symfony's `getBoolean` reads it (`1`, `true`, `on`, `yes`, any
 * case): Shopware's `skipCmsPage` and `skipConfigurator`.
 */
export function queryFlag(c: Context, name: string): boolean {
  const value = c.req.query(name);
  return value !== undefined && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());
}
