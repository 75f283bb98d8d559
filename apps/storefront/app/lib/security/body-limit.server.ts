import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { LanguageCode } from '@gipfel/i18n';
import { parseLocalePath } from '../i18n/shop-locales';
import { resourceRoutes, uploadPageIds } from '../../route-table';
import { matchedRouteId } from '../routing/route-match.server';
import { shellErrorTextsIn } from '../i18n/fallback-texts';
import { publicOriginFor } from '../server/origin.server';
import type { BodyAdmission } from '../server/request-context.server';
import { isSameOriginOf, maxProxyBodyBytes } from '../server/store-proxy.server';
import { clientKey } from './client-key.server';
import { countLimitedSubmission, crossSiteHeader, isSameOriginMutationOf } from './request-guard.server';

/**
 * Request bodies are capped in the server, before Remix reads them (`formData()`, `text()` read a
 * whole body into memory): a too large body is never buffered beyond its cap, and the shopper gets
 * the translated 413 page. The cap follows the route the request reaches, found by Remix's own
 * matcher (any case, percent-decoded), so `/CONTACT` gets the contact form's cap and no other.
 *
 * Before a single byte of a body is read (decision 0051): a cross-site post is handed to Remix with
 * an empty body, marked, so the action's guard answers the 403 page; a form sent too often from one
 * client gets its 429 the same way (counted here, not again in the action); and a large body (above
 * the small-form cap: the service forms' uploads) waits for none of a few slots: beyond
 * `STOREFRONT_LARGE_BODIES` at once (default 4), or 2 of one client, it is refused with 503 or 429
 * and Retry-After. A large body that is taken goes to a temporary file as it arrives, not into
 * memory, and Remix reads it from there.
 */

/** The caps per kind of route, in bytes. */
export const bodyLimits = {
  // The service forms: one photo of at most 5 MB today; room for three,
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

/** Large bodies (above `bodyLimits.form`) read or processed at the same time, over all clients and per client. */
export const largeBodyDefaults = { total: 4, perClient: 2, retryAfterSeconds: 10 } as const;

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

/**
 * Whether a body is a multipart form. Only that gets the upload cap on the service forms: any other
 * body there (a script's urlencoded post) is read whole by the action, so it gets the small one.
 */
export function isMultipartForm(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
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

export type BodySpoolResult = { outcome: 'complete'; bytes: number } | { outcome: 'tooLarge'; bytes: number } | { outcome: 'aborted' } | { outcome: 'failed'; error: Error };

/**
 * Writes a body to `file` as it arrives, counting its bytes like `readBodyWithin`: at most one
 * chunk and the file stream's buffer are in memory (the request waits while the disk does). A body
 * over `limit` or cut off leaves no file behind.
 */
export function spoolBodyWithin(stream: Readable, limit: number, file: string): Promise<BodySpoolResult> {
  return new Promise((resolve) => {
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    let bytes = 0;
    let settled = false;
    const finish = (result: BodySpoolResult) => {
      if (settled) return;
      settled = true;
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onAbort);
      stream.off('close', onAbort);
      if (result.outcome === 'complete') {
        out.end(() => resolve(result));
        return;
      }
      if (result.outcome === 'tooLarge') stream.pause();
      out.destroy();
      void rm(file, { force: true }).then(() => resolve(result), () => resolve(result));
    };
    const onData = (chunk: Buffer | string) => {
      const piece = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      bytes += piece.byteLength;
      if (bytes > limit) return finish({ outcome: 'tooLarge', bytes });
      if (!out.write(piece)) {
        stream.pause();
        out.once('drain', () => !settled && stream.resume());
      }
    };
    const onEnd = () => finish({ outcome: 'complete', bytes });
    const onAbort = () => finish({ outcome: 'aborted' });
    out.once('error', (error) => finish({ outcome: 'failed', error }));
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onAbort);
    stream.once('close', onAbort);
  });
}

/** The request as Remix's adapter reads it, its body replayed from what was read already (in memory, or a file). */
function withBody<T extends IncomingMessage>(request: T, body: Buffer | Readable): T {
  const replay = body instanceof Readable ? body : Readable.from(body.byteLength ? [body] : [], { objectMode: false });
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
  return shellErrorTextsIn(language).error[413];
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

type Forward = (request: IncomingMessage, admission: BodyAdmission) => void;

type NodeRequest = IncomingMessage & { originalUrl?: string };

function refuse(request: IncomingMessage, response: ServerResponse, target: BodyTarget, forward: Forward) {
  dropRestAfterAnswer(request, response);
  if (target.document) {
    // The page itself answers, as a read marked refused: the root loader throws the 413 that the
    // error page shows in the page's language. Remix never touches the body.
    request.method = 'GET';
    for (const name of ['content-length', 'transfer-encoding', 'content-type']) delete request.headers[name];
    request.headers[bodyRefusedHeader] = String(target.limit);
    forward(request, { formLimitCounted: false });
    return;
  }
  // Resource routes and the data requests of scripts: JSON in the shape of the proxy's errors.
  const body = JSON.stringify({ errors: [{ status: '413', code: 'STOREFRONT__BODY_TOO_LARGE', title: 'Payload Too Large', detail: bodyTooLargeText(target.language) }] });
  response.statusCode = 413;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(body);
}

/**
 * Hands Remix the request with an empty body, its own left unread (and dropped once the answer is
 * out): the action's guard answers it from the mark or the admission (403, 429, 503), in the
 * page's language, as a page or as data for a script, as it would have after reading it.
 */
function forwardUnread(request: IncomingMessage, response: ServerResponse, forward: Forward, admission: BodyAdmission, crossSite: boolean) {
  dropRestAfterAnswer(request, response);
  if (crossSite) {
    // Without its foreign Origin (Remix would abort with a bare 500), marked for the guard.
    delete request.headers.origin;
    request.headers[crossSiteHeader] = '1';
  }
  delete request.headers['transfer-encoding'];
  request.headers['content-length'] = '0';
  // An empty multipart body does not parse; an empty urlencoded one is an empty form.
  if (request.headers['content-type'] !== undefined) request.headers['content-type'] = 'application/x-www-form-urlencoded';
  forward(withBody(request, Buffer.alloc(0)), admission);
}

const headerOf = (headers: IncomingHttpHeaders) => (name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * The origin a request was addressed to, as Remix's Express adapter builds the request's URL
 * (Express's protocol and hostname, which follow TRUST_PROXY; the port of X-Forwarded-Host or
 * Host); without Express, the Host header over http.
 */
export function requestOriginOf(request: IncomingMessage): string {
  const express = request as IncomingMessage & { protocol?: string; hostname?: string };
  const header = headerOf(request.headers);
  try {
    if (express.protocol && express.hostname) {
      const port = [header('x-forwarded-host'), header('host')].map((value) => Number.parseInt(value?.split(':')[1] ?? '', 10)).find(Number.isSafeInteger);
      return new URL(`${express.protocol}://${express.hostname}${port ? `:${port}` : ''}`).origin;
    }
    return new URL(`http://${header('host') ?? ''}`).origin;
  } catch {
    return 'null';
  }
}

/**
 * The slots for large bodies: at most `total` at once over all clients and `perClient` per client
 * key. A slot is held from the first byte read until the answer is out (the action reads the body
 * too), so it bounds the memory and disk of uploads whatever their number.
 */
export class LargeBodySlots {
  private held = 0;
  private readonly byClient = new Map<string, number>();
  constructor(
    readonly total: number,
    readonly perClient: number,
  ) {}

  /** Takes a slot for `client`; says who is full otherwise (`client` before `all`). */
  take(client: string): 'taken' | 'client' | 'all' {
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.perClient) return 'client';
    if (this.held >= this.total) return 'all';
    this.held += 1;
    this.byClient.set(client, mine + 1);
    return 'taken';
  }

  release(client: string): void {
    const mine = this.byClient.get(client) ?? 0;
    if (mine <= 0) return;
    this.held -= 1;
    if (mine === 1) this.byClient.delete(client);
    else this.byClient.set(client, mine - 1);
  }

  /** Slots held now. */
  get inUse(): number {
    return this.held;
  }
}

export interface BodyLimitOptions {
  /** Large bodies at once over all clients (`STOREFRONT_LARGE_BODIES`, default 4). */
  largeBodies?: number;
  /** Large bodies at once per client (`STOREFRONT_LARGE_BODIES_PER_CLIENT`, default 2). */
  largeBodiesPerClient?: number;
  /** Where large bodies are kept while they are processed (default: the system's temporary directory). */
  spoolDirectory?: string;
  /** The client's IP (default: Express's `req.ip`, which follows TRUST_PROXY; else the socket's). */
  clientIpOf?: (request: IncomingMessage) => string | undefined;
  /** PUBLIC_ORIGIN and the limits' variables (default `process.env`). */
  env?: Record<string, string | undefined>;
}

export interface BodyLimitHandler {
  /** Checks and caps the request's body, then hands the request on (or answers 413 itself). */
  (request: NodeRequest, response: ServerResponse, forward: Forward): void;
  /**
   * For server.mjs's `checkContinue`: the client waits for `100 Continue` before it sends the
   * body. It is sent only when the body is going to be read, so a refused body never comes.
   */
  expectsContinue(request: IncomingMessage): void;
  /** The large-body slots (tests, stats). */
  readonly largeBodies: LargeBodySlots;
}

function countFrom(name: string, value: string | undefined, fallback: number): number {
  if (!value?.trim()) return fallback;
  const number = Number(value);
  if (Number.isInteger(number) && number >= 1 && number <= 10_000) return number;
  console.error(`[storefront] ${name} must be a whole number from 1 to 10000, got "${value}"; using ${fallback}`);
  return fallback;
}

/** server.mjs's body guard, per route of the storefront's route table (the routes Remix mounts). */
export function createBodyLimitHandler(options: BodyLimitOptions = {}): BodyLimitHandler {
  const env = options.env ?? process.env;
  const slots = new LargeBodySlots(
    options.largeBodies ?? countFrom('STOREFRONT_LARGE_BODIES', env.STOREFRONT_LARGE_BODIES, largeBodyDefaults.total),
    options.largeBodiesPerClient ?? countFrom('STOREFRONT_LARGE_BODIES_PER_CLIENT', env.STOREFRONT_LARGE_BODIES_PER_CLIENT, largeBodyDefaults.perClient),
  );
  const spoolDirectory = options.spoolDirectory ?? path.join(tmpdir(), 'gipfel-bodies');
  const clientIpOf = options.clientIpOf ?? ((request: IncomingMessage) => (request as IncomingMessage & { ip?: string }).ip ?? request.socket?.remoteAddress);
  const waitingForContinue = new WeakSet<IncomingMessage>();
  const readsBody = (request: IncomingMessage) => !['GET', 'HEAD'].includes((request.method ?? 'GET').toUpperCase());

  const handler = ((request, response, forward) => {
    // Only the server sets the mark.
    delete request.headers[bodyRefusedHeader];
    if (!readsBody(request)) return forward(request, { formLimitCounted: false });
    const method = (request.method ?? 'POST').toUpperCase();
    const pathname = pathnameOf(request.originalUrl ?? request.url ?? '/');
    const target: BodyTarget = pathname === null ? { kind: 'form', limit: bodyLimits.form, language: 'de', document: false } : bodyTargetOf(pathname);
    // The upload cap is for a multipart form only: anything else the action would read whole.
    if (target.kind === 'upload' && !isMultipartForm(request.headers['content-type'])) target.limit = bodyLimits.form;
    const header = headerOf(request.headers);

    // 1. An announced length over the cap: the 413, at once.
    const declared = declaredLength(request.headers);
    if (declared !== undefined && declared > target.limit) return refuse(request, response, target, forward);

    // 2. A post from another site. The service forms (the large bodies) also need their Origin or
    //    Referer to be ours, as their action checks.
    const own = requestOriginOf(request);
    const crossSite = !isSameOriginMutationOf(method, header, own, env) || (target.kind === 'upload' && !isSameOriginOf(header, publicOriginFor(own, env)));
    if (crossSite) return forwardUnread(request, response, forward, { formLimitCounted: false }, true);

    // 3. The per-IP limit of the sensitive forms, counted here and not again by the action.
    const clientIp = clientIpOf(request);
    const wait = pathname === null ? null : countLimitedSubmission(method, pathname, clientIp);
    const admission: BodyAdmission = { formLimitCounted: wait !== null };
    if (wait) return forwardUnread(request, response, forward, { ...admission, refusal: { status: 429, retryAfterSeconds: wait } }, false);

    if (declared === 0 || (declared === undefined && request.headers['transfer-encoding'] === undefined)) return forward(request, admission);

    // 4. A large body waits for no one: a slot, or 503 (all taken) / 429 (this client's taken).
    const large = target.limit > bodyLimits.form && (declared === undefined || declared > bodyLimits.form);
    const client = clientKey(clientIp ?? '');
    if (large) {
      const slot = slots.take(client);
      if (slot !== 'taken') {
        const refusal = { status: slot === 'client' ? 429 : 503, retryAfterSeconds: largeBodyDefaults.retryAfterSeconds } as const;
        return forwardUnread(request, response, forward, { ...admission, refusal }, false);
      }
      let released = false;
      response.once('close', () => {
        if (!released) slots.release(client);
        released = true;
      });
    }
    if (waitingForContinue.has(request)) response.writeContinue();

    if (!large) {
      void readBodyWithin(request, target.limit).then((result) => {
        if (result.outcome === 'complete') forward(withBody(request, result.body), admission);
        else if (result.outcome === 'tooLarge') refuse(request, response, target, forward);
        // Aborted: the client is gone, there is no one to answer.
      });
      return;
    }
    // To disk as it comes; Remix reads it from there. The file goes when the answer is out.
    const file = path.join(spoolDirectory, `body-${randomBytes(12).toString('hex')}`);
    response.once('close', () => void rm(file, { force: true }).catch(() => undefined));
    void mkdir(spoolDirectory, { recursive: true, mode: 0o700 })
      .then(() => spoolBodyWithin(request, target.limit, file))
      .then(
        (result) => {
          if (result.outcome === 'complete') forward(withBody(request, createReadStream(file)), admission);
          else if (result.outcome === 'tooLarge') refuse(request, response, target, forward);
          else if (result.outcome === 'failed') cannotKeep(result.error);
        },
        (error: unknown) => cannotKeep(error),
      );
    // The disk is full or not writable: the server's fault, said as "busy, try again" (the 503 page).
    function cannotKeep(error: unknown) {
      console.error(`[storefront] could not keep a request body: ${error instanceof Error ? error.message : String(error)}`);
      forwardUnread(request, response, forward, { ...admission, refusal: { status: 503, retryAfterSeconds: largeBodyDefaults.retryAfterSeconds } }, false);
    }
  }) as BodyLimitHandler;
  handler.expectsContinue = (request) => void waitingForContinue.add(request);
  Object.defineProperty(handler, 'largeBodies', { value: slots });
  return handler;
}

/** The root loader's check: a request whose body the server refused gets the 413 page. */
export function refuseMarkedBody(request: Request): void {
  if (request.headers.has(bodyRefusedHeader)) throw new Response('BODY_TOO_LARGE', { status: 413, headers: { 'Cache-Control': 'no-store' } });
}
