/**
 * Shopware's compressed criteria: a read sent as GET carries its criteria in one query
 * parameter, `_criteria=base64url(gzip(JSON))` (the schema's `CompressedCriteria`). A GET can be
 * cached by a CDN in front of the Store API; a POST with a JSON body cannot.
 *
 * Only the criteria fields go into `_criteria`. The route parameters that Shopware's schema
 * lists as plain query parameters of the GET variants (`search`, `order`, `p`, `properties`,
 * `manufacturer`, `min-price`, …) stay plain, so every listing processor reads them where it
 * reads them for any GET.
 */

/** The fields Shopware's request criteria builder reads; everything else is a route parameter. */
export const CRITERIA_FIELDS: readonly string[] = [
  'ids',
  'page',
  'limit',
  'term',
  'filter',
  'post-filter',
  'query',
  'sort',
  'aggregations',
  'associations',
  'includes',
  'excludes',
  'fields',
  'grouping',
  'total-count-mode',
];

/** Longest `_criteria` Shopware accepts (its decoder refuses more: 128 KiB). */
export const MAX_COMPRESSED_CRITERIA_LENGTH = 128 * 1024;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Sends `bytes` through a (de)compression stream; more than `limit` bytes out is an error. */
async function pipe(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream, limit = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
  // Written without waiting (the reader below drains it); a failure shows on the readable side.
  const writer = transform.writable.getWriter();
  writer.write(bytes).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = transform.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    // Stop a decompression bomb while it inflates, not after.
    if (length > limit) {
      await reader.cancel().catch(() => undefined);
      throw new Error('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

// The same criteria (includes, associations) come back on every page view: keep their encoding.
const encoded = new Map<string, string>();
const maxRemembered = 256;

/** `base64url(gzip(JSON.stringify(criteria)))`, without padding, as Shopware decodes it. */
export async function encodeCriteria(criteria: Record<string, unknown>): Promise<string> {
  const json = JSON.stringify(criteria);
  const known = encoded.get(json);
  if (known !== undefined) return known;
  const value = toBase64Url(await pipe(new TextEncoder().encode(json), new CompressionStream('gzip')));
  if (encoded.size >= maxRemembered) encoded.delete(encoded.keys().next().value as string);
  encoded.set(json, value);
  return value;
}

/**
 * Reads a `_criteria` value back (the local Store API and tests use it). Throws on anything
 * that is not base64url of gzipped JSON describing an object, or that is longer than Shopware
 * accepts; the decompressed text is capped at 20 times that length.
 */
export async function decodeCriteria(value: string): Promise<Record<string, unknown>> {
  if (value.length > MAX_COMPRESSED_CRITERIA_LENGTH) throw new Error('The _criteria parameter is too long');
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(value);
  } catch {
    throw new Error('Unable to decode base64 data');
  }
  let json: string;
  try {
    const inflated = await pipe(bytes, new DecompressionStream('gzip'), MAX_COMPRESSED_CRITERIA_LENGTH * 20);
    json = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    throw new Error('Unable to decompress gzipped data');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`Invalid JSON data: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('Criteria data must be an object');
  return parsed as Record<string, unknown>;
}

type QueryScalar = string | number | boolean;

/**
 * Splits a read's JSON body into the query of its GET variant: the criteria fields as one
 * `_criteria` value (left out when there are none), the route parameters as plain values.
 * Flags are sent as `1` and `0`, which PHP reads as true and false both as a boolean
 * (`buildTree`) and as a truthy value (`no-aggregations`). Lists become Shopware's
 * `|`-separated form.
 */
export async function criteriaQuery(body: unknown): Promise<Record<string, string>> {
  const query: Record<string, string> = {};
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) return query;
  const criteria: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (CRITERIA_FIELDS.includes(key)) {
      criteria[key] = value;
    } else if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item))) {
      if (value.length > 0) query[key] = value.join('|');
    } else if (typeof value === 'boolean') {
      query[key] = value ? '1' : '0';
    } else if (['string', 'number'].includes(typeof value)) {
      query[key] = String(value as QueryScalar);
    } else {
      // A structured route parameter has no plain form: it travels inside `_criteria`, where
      // Shopware's listing processors copy unknown fields back into the request.
      criteria[key] = value;
    }
  }
  if (Object.keys(criteria).length > 0) query._criteria = await encodeCriteria(criteria);
  return query;
}
