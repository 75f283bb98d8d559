import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { parseLocalePath, type LanguageCode } from '@gipfel/i18n';
import { resourceRoutes, uploadPageIds } from '../../route-table';
import { matchedRouteId } from '../routing/route-match.server';
import { shellErrorTexts } from '../../texts/shell-error-texts';
import { maxProxyBodyBytes } from '../server/store-proxy.server';

/**
 * Request bodies are capped in the server, before Remix reads them (`formData()`, `text()` read a
 * whole body into memory): a too large body is never buffered beyond its cap, and the shopper gets
 * the translated 413 page. The cap follows the route the request reaches, found by Remix's own
 * matcher (any case, percent-decoded), so `/CONTACT` gets the contact form's cap and no other.
 */

/** The caps per kind of route, in bytes. */
export const bodyLimits = {
  // The service forms: one photo of at most 5 MB today; room for three (the spec's upper bound),
  // the fields and the multipart framing. Stays above the form's own 12 MB check, whose message
  // keeps the shopper on the form.
  upload: 16 * 1024 * 1024,
  // The Store API proxy's JSON (its own check counts the same bytes).
  proxy: maxProxyBodyBytes,
  // Every other form: addresses, sign-in, reviews, cart. The largest is far below 64 KB even with
  // every field full of multi-byte characters.
  form: 256 * 1024,
} as const;

export type BodyKind = keyof typeof bodyLimits;

/** Set by the server on a request whose body was refused; the root loader answers it with the 413 page. */
export const bodyRefusedHeader = 'x-gipfel-body-too-large';

/**
 * How long a refused upload is still read (and dropped) after the answer: closing on a client that
 * is still sending resets the connection, and the browser may then show that instead of the answer
 * (nginx's `lingering_time` is 30 s too). Dropping costs no memory.
 */
const lingerMs = 30_000;

export interface BodyTarget {
  kind: BodyKind;
  limit: number;
  language: LanguageCode;
  /** A document request (a page's form post without JavaScript), answered with the 413 page. */
  document: boolean;
}

const uploadPages = new Set(uploadPageIds);
const resourceIds = new Set(resourceRoutes.map((route) => route.id));

/**
 * The cap of a request to `pathname` (the URL's pathname as Remix gets it): the route Remix would
 * match, single-fetch `.data` requests included. Nothing matched is a small form.
 */
export function bodyTargetOf(pathname: string): BodyTarget {
  const data = pathname.endsWith('.data');
  const routeId = matchedRouteId(pathname) ?? '';
  const kind: BodyKind = uploadPages.has(routeId) ? 'upload' : routeId === 'api-store' ? 'proxy' : 'form';
  const language = parseLocalePath(pathname.replace(/\.data$/, '')).language;
  return { kind, limit: bodyLimits[kind], language, document: !data && !resourceIds.has(routeId) };
}

/** The pathname Remix's Express adapter gives a request target (`req.originalUrl`), or null when it could not build one. */
export function pathnameOf(target: string): string | null {
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://storefront.invalid${target}`).pathname;
  } catch {
    return null;
  }
}

/** The body length the client announced, if any. */
export function declaredLength(headers: IncomingHttpHeaders): number | undefined {
  const value = headers['content-length'];
  return value === undefined || !/^\d+$/.test(value) ? undefined : Number(value);
}

export type BodyReadResult = { outcome: 'complete'; body: Buffer } | { outcome: 'tooLarge'; bytes: number } | { outcome: 'aborted' };

/**
 * Reads a body while counting its bytes: it stops (and pauses the stream) as soon as the count
 * passes `limit`, so at most `limit` bytes plus one chunk are ever held.
 */
export function readBodyWithin(stream: Readable, limit: number): Promise<BodyReadResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const finish = (result: BodyReadResult) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onAbort);
      stream.off('close', onAbort);
      if (result.outcome === 'tooLarge') stream.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const piece = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      bytes += piece.byteLength;
      if (bytes > limit) finish({ outcome: 'tooLarge', bytes });
      else chunks.push(piece);
    };
    const onEnd = () => finish({ outcome: 'complete', body: Buffer.concat(chunks, bytes) });
    const onAbort = () => finish({ outcome: 'aborted' });
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onAbort);
    stream.once('close', onAbort);
  });
}

/** The request as Remix's adapter reads it, its body replayed from what was read already. */
function withBody<T extends IncomingMessage>(request: T, body: Buffer): T {
  const replay = Readable.from(body.byteLength ? [body] : [], { objectMode: false });
  // Stream members come from the replay, everything else (method, headers, Express's getters) from the request.
  return new Proxy(replay, {
    get(target, key) {
      const source: object = key in target ? target : request;
      const value: unknown = Reflect.get(source, key, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  }) as unknown as T;
}

/** The 413 text of a language (the same as the error page's). */
export function bodyTooLargeText(language: LanguageCode): string {
  return shellErrorTexts[language].error[413];
}

/**
 * After a refusal: the rest of the body is read and dropped for a few seconds (so the client can
 * read the answer instead of a reset connection), then the connection is closed if it is still
 * coming.
 */
function dropRestAfterAnswer(request: IncomingMessage, response: ServerResponse) {
  response.once('finish', () => {
    request.resume();
    if (request.complete) return;
    const timer = setTimeout(() => request.socket?.destroy(), lingerMs);
    timer.unref();
    request.once('end', () => clearTimeout(timer));
  });
}

type Forward = (request: IncomingMessage) => void;

function refuse(request: IncomingMessage, response: ServerResponse, target: BodyTarget, forward: Forward) {
  dropRestAfterAnswer(request, response);
  if (target.document) {
    // The page itself answers, as a read marked refused: the root loader throws the 413 that the
    // error page shows in the page's language. Remix never touches the body.
    request.method = 'GET';
    for (const name of ['content-length', 'transfer-encoding', 'content-type']) delete request.headers[name];
    request.headers[bodyRefusedHeader] = String(target.limit);
    forward(request);
    return;
  }
  // Resource routes and the data requests of scripts: JSON in the shape of the proxy's errors.
  const body = JSON.stringify({ errors: [{ status: '413', code: 'STOREFRONT__BODY_TOO_LARGE', title: 'Payload Too Large', detail: bodyTooLargeText(target.language) }] });
  response.statusCode = 413;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(body);
}

export interface BodyLimitHandler {
  /** Caps the request's body, then hands the request on (or answers 413 itself). */
  (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, forward: Forward): void;
  /** Whether a request is refused on its announced length alone (no `100 Continue` for it). */
  refusesAtOnce(request: IncomingMessage & { originalUrl?: string }): boolean;
}

/** server.mjs's body cap, per route of the storefront's route table (the routes Remix mounts). */
export function createBodyLimitHandler(): BodyLimitHandler {
  const targetOf = (request: IncomingMessage & { originalUrl?: string }): BodyTarget => {
    const pathname = pathnameOf(request.originalUrl ?? request.url ?? '/');
    return pathname === null ? { kind: 'form', limit: bodyLimits.form, language: 'de', document: false } : bodyTargetOf(pathname);
  };
  const readsBody = (request: IncomingMessage) => !['GET', 'HEAD'].includes((request.method ?? 'GET').toUpperCase());

  const handler: BodyLimitHandler = (request, response, forward) => {
    // Only the server sets the mark.
    delete request.headers[bodyRefusedHeader];
    if (!readsBody(request)) return forward(request);
    const target = targetOf(request);
    const declared = declaredLength(request.headers);
    if (declared !== undefined && declared > target.limit) return refuse(request, response, target, forward);
    if (declared === 0 || (declared === undefined && request.headers['transfer-encoding'] === undefined)) return forward(request);
    void readBodyWithin(request, target.limit).then((result) => {
      if (result.outcome === 'complete') forward(withBody(request, result.body));
      else if (result.outcome === 'tooLarge') refuse(request, response, target, forward);
      // Aborted: the client is gone, there is no one to answer.
    });
  };
  handler.refusesAtOnce = (request) => {
    const declared = declaredLength(request.headers);
    return readsBody(request) && declared !== undefined && declared > targetOf(request).limit;
  };
  return handler;
}

/** The root loader's check: a request whose body the server refused gets the 413 page. */
export function refuseMarkedBody(request: Request): void {
  if (request.headers.has(bodyRefusedHeader)) throw new Response('BODY_TOO_LARGE', { status: 413, headers: { 'Cache-Control': 'no-store' } });
}
