// @vitest-environment node
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyAdmission } from '../server/request-context.server';
import {
  bodyLimits,
  bodyRefusedHeader,
  bodyTargetOf,
  createBodyLimitHandler,
  LargeBodySlots,
  pathnameOf,
  readBodyWithin,
  refuseMarkedBody,
  spoolBodyWithin,
} from './body-limit.server';

const targetOf = (target: string) => bodyTargetOf(pathnameOf(target)!);

describe('the body cap of a route', () => {
  it('gives the service forms the upload cap, however Remix would still find them', () => {
    for (const path of ['/contact', '/contact/', '/%63ontact', '/%63ontact/', '/repair-request', '/return', '/warranty', '/en/contact', '/EN/warranty', '/fr/return/', '/fr/repair-request.data']) {
      expect(targetOf(path), path).toMatchObject({ kind: 'upload', limit: bodyLimits.upload });
    }
    expect(targetOf('/EN/contact').language).toBe('en');
    expect(targetOf('/fr/warranty').language).toBe('fr');
    expect(targetOf('/contact').language).toBe('de');
  });

  it('gives every other route a small cap: sign-in, pages below a form, other spellings that are not the form', () => {
    // Another case is the catch-all (a shop page such as /fr/Contact/, decision 0034), not the form.
    for (const path of ['/login', '/LOGIN', '/CONTACT', '/Contact/', '/%43ONTACT', '/fr/Contact/', '/EN/Warranty', '/en/register', '/checkout', '/contact/x', '//contact', '/%2fcontact', '/contact%2f', '/x/../login', '/_root.data', '/api/context', '/api/wishlist', '/nowhere', '/en/contacts']) {
      expect(targetOf(path), path).toMatchObject({ kind: 'form', limit: bodyLimits.form });
    }
    expect(targetOf('/api/store/checkout/cart/line-item')).toMatchObject({ kind: 'proxy', limit: bodyLimits.proxy, document: false });
    expect(targetOf('/API/Store/search').kind).toBe('proxy');
  });

  it('answers pages with the 413 page and scripts (resource routes, single fetch) with JSON', () => {
    expect(targetOf('/en/login').document).toBe(true);
    expect(targetOf('/en/login.data').document).toBe(false);
    expect(targetOf('/api/context').document).toBe(false);
    expect(targetOf('/contact').document).toBe(true);
  });

  it('reads the pathname as the Express adapter builds it', () => {
    expect(pathnameOf('/a/../contact?x=1')).toBe('/contact');
    expect(pathnameOf('/%2e%2e/contact')).toBe('/contact');
    expect(pathnameOf('/\\contact')).toBe('//contact');
    expect(pathnameOf('http://other.example/contact')).toBeNull();
  });
});

describe('readBodyWithin', () => {
  it('returns a body within the cap whole', async () => {
    const result = await readBodyWithin(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4);
    expect(result).toEqual({ outcome: 'complete', body: Buffer.from('abcd') });
  });

  it('stops reading as soon as the count passes the cap', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 1;
        this.push(Buffer.alloc(1024));
      },
    });
    const result = await readBodyWithin(endless, 10 * 1024);
    expect(result).toEqual({ outcome: 'tooLarge', bytes: 11 * 1024 });
    // Paused: what was read ahead is bounded by the stream's own buffer, not by the body.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(produced).toBeLessThan(40);
    endless.destroy();
  });

  it('notices a client that goes away', async () => {
    const stream = new Readable({ read() {} });
    const pending = readBodyWithin(stream, 100);
    stream.push('x');
    stream.destroy();
    expect(await pending).toEqual({ outcome: 'aborted' });
  });
});

describe('spoolBodyWithin', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'gipfel-spool-test-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('writes a body within the cap to its file, not into memory', async () => {
    const file = path.join(directory, 'a');
    const result = await spoolBodyWithin(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4, file);
    expect(result).toEqual({ outcome: 'complete', bytes: 4 });
    expect(readFileSync(file, 'utf8')).toBe('abcd');
  });

  it('stops at the cap and leaves no file behind', async () => {
    const file = path.join(directory, 'b');
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
      },
    });
    expect(await spoolBodyWithin(endless, 10 * 1024, file)).toEqual({ outcome: 'tooLarge', bytes: 11 * 1024 });
    expect(existsSync(file)).toBe(false);
    endless.destroy();
  });
});

/** A request whose body records every read: the handler must decide without one. */
function recordingRequest(target: string, headers: Record<string, string>, method = 'POST') {
  let reads = 0;
  const request = new Readable({
    read() {
      reads += 1;
      this.push(Buffer.alloc(64 * 1024, 'a'));
    },
  }) as Readable & { method: string; url: string; headers: Record<string, string>; socket: unknown };
  Object.assign(request, { method, url: target, headers: { host: 'shop.test', ...headers }, socket: { remoteAddress: '203.0.113.50' } });
  return { request: request as unknown as IncomingMessage, reads: () => reads };
}

/** A response that only says when it is done (the handler listens for that to drop the body and free slots). */
function idleResponse() {
  const response = new EventEmitter() as EventEmitter & { writeContinue: () => void; headersSent: boolean };
  response.writeContinue = () => undefined;
  response.headersSent = false;
  return response as unknown as ServerResponse;
}

/** Calls the handler and returns what it handed on, synchronously (nothing to read), or null. */
function decide(handler: ReturnType<typeof createBodyLimitHandler>, request: IncomingMessage, response = idleResponse()) {
  let handed: { request: IncomingMessage; admission: BodyAdmission } | null = null;
  handler(request, response, (forwarded, admission) => (handed = { request: forwarded, admission }));
  return handed as { request: IncomingMessage; admission: BodyAdmission } | null;
}

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
const fifteenMB = String(15 * 1024 * 1024);

describe('what is refused before a byte of the body is read', () => {
  const handler = createBodyLimitHandler({ env: {}, largeBodies: 2, largeBodiesPerClient: 1, clientIpOf: (request) => request.headers['x-test-ip'] as string | undefined });

  it.each([
    ['a foreign Origin', '/en/login', { origin: 'https://evil.example', 'content-length': '100000' }],
    ['Sec-Fetch-Site cross-site without Origin', '/checkout/cart', { 'sec-fetch-site': 'cross-site', 'transfer-encoding': 'chunked' }],
    ['an upload without Origin or Referer of ours', '/contact', { ...multipart, 'content-length': fifteenMB }],
    ['an upload with a foreign Referer', '/fr/warranty', { ...multipart, 'content-length': fifteenMB, referer: 'https://evil.example/form' }],
  ])('a cross-site post (%s): handed on unread, with an empty body and the mark the guard refuses', async (_name, target, headers) => {
    const { request, reads } = recordingRequest(target, headers);
    const handed = decide(handler, request);
    expect(reads()).toBe(0);
    expect(handed?.request.headers).toMatchObject({ 'x-gipfel-cross-site': '1', 'content-length': '0' });
    expect(handed?.request.headers.origin).toBeUndefined();
    expect(handed?.request.headers['transfer-encoding']).toBeUndefined();
    expect(handed?.admission).toEqual({ formLimitCounted: false });
    expect(await bodyOf(handed!.request)).toBe('');
    expect(reads()).toBe(0);
  });

  it('lets a post of our own through to be read: Origin ours, or an upload with our Referer', () => {
    for (const [target, headers] of [
      ['/contact', { ...multipart, origin: 'http://shop.test', 'content-length': '0' }],
      ['/contact', { ...multipart, referer: 'http://shop.test/contact', 'content-length': '0' }],
      ['/login', { 'sec-fetch-site': 'same-origin', 'content-length': '0' }],
      ['/login', { 'content-length': '0' }],
    ] as const) {
      const { request } = recordingRequest(target, headers);
      expect(decide(handler, request)?.request.headers['x-gipfel-cross-site'], JSON.stringify(headers)).toBeUndefined();
    }
    // PUBLIC_ORIGIN is ours too.
    const behindProxy = createBodyLimitHandler({ env: { PUBLIC_ORIGIN: 'https://shop.example' } });
    const { request } = recordingRequest('/contact', { ...multipart, origin: 'https://shop.example', 'content-length': '0' });
    expect(decide(behindProxy, request)?.request.headers['x-gipfel-cross-site']).toBeUndefined();
  });

  it('counts a limited form once, here, and refuses one too many with 429 before reading it', () => {
    const statuses = Array.from({ length: 31 }, () => {
      const { request, reads } = recordingRequest('/en/login', { origin: 'http://shop.test', 'content-length': '100', 'x-test-ip': '198.51.100.77' });
      const response = idleResponse();
      let admission: BodyAdmission | undefined;
      handler(request, response, (_forwarded, given) => (admission = given));
      return { admission, reads: reads() };
    });
    // Within the limit: read (the handler reads small bodies), marked as counted for the guard.
    expect(statuses[0]!.admission).toBeUndefined();
    const last = statuses[30]!;
    expect(last.reads).toBe(0);
    expect(last.admission).toMatchObject({ formLimitCounted: true, refusal: { status: 429 } });
    expect(last.admission!.refusal!.retryAfterSeconds).toBeGreaterThan(0);
    // Another client is not affected; an unlimited form is not counted.
    const other = recordingRequest('/en/login', { origin: 'http://shop.test', 'content-length': '0', 'x-test-ip': '198.51.100.78' });
    expect(decide(handler, other.request)?.admission).toEqual({ formLimitCounted: true });
    const cart = recordingRequest('/checkout/cart', { origin: 'http://shop.test', 'content-length': '0', 'x-test-ip': '198.51.100.77' });
    expect(decide(handler, cart.request)?.admission).toEqual({ formLimitCounted: false });
  });

  it('takes a few large bodies at once: one more from the same client gets 429, one more from anyone 503, unread', () => {
    const upload = (ip: string) => recordingRequest('/contact', { ...multipart, origin: 'http://shop.test', 'content-length': fifteenMB, 'x-test-ip': ip });
    const first = upload('192.0.2.1');
    const firstResponse = idleResponse();
    expect(decide(handler, first.request, firstResponse)).toBeNull();
    const second = upload('192.0.2.2');
    expect(decide(handler, second.request)).toBeNull();
    expect(handler.largeBodies.inUse).toBe(2);

    const again = upload('192.0.2.1');
    const third = upload('192.0.2.3');
    const refusedAgain = decide(handler, again.request);
    const refusedThird = decide(handler, third.request);
    expect(again.reads() + third.reads()).toBe(0);
    expect(refusedAgain?.admission.refusal).toEqual({ status: 429, retryAfterSeconds: 10 });
    expect(refusedThird?.admission.refusal).toEqual({ status: 503, retryAfterSeconds: 10 });
    expect(refusedThird?.request.headers['content-length']).toBe('0');

    // A slot is free again once the answer is out; a small post never needs one.
    firstResponse.emit('close');
    expect(handler.largeBodies.inUse).toBe(1);
    expect(decide(handler, upload('192.0.2.3').request)).toBeNull();
    const small = recordingRequest('/contact', { ...multipart, origin: 'http://shop.test', 'content-length': '1000', 'x-test-ip': '192.0.2.9' });
    handler(small.request, idleResponse(), () => undefined);
    expect(handler.largeBodies.inUse).toBe(2);
  });

  it('gives a service form post that is not multipart the small cap', () => {
    const { request } = recordingRequest('/contact', { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test', 'content-length': String(bodyLimits.form + 1) });
    expect(decide(handler, request)?.request.headers[bodyRefusedHeader]).toBe(String(bodyLimits.form));
  });
});

describe('LargeBodySlots', () => {
  it('counts per client and over all, and frees what was taken', () => {
    const slots = new LargeBodySlots(3, 2);
    expect(['a', 'a', 'a', 'b', 'c'].map((client) => slots.take(client))).toEqual(['taken', 'taken', 'client', 'taken', 'all']);
    slots.release('a');
    slots.release('z');
    expect(slots.inUse).toBe(2);
    expect(slots.take('c')).toBe('taken');
  });
});

describe('createBodyLimitHandler', () => {
  let server: Server;
  let port: number;
  const seen: { method: string; marked: string | undefined; body: string }[] = [];
  const spool = mkdtempSync(path.join(tmpdir(), 'gipfel-spool-test-'));

  beforeAll(async () => {
    const limit = createBodyLimitHandler({ env: {}, spoolDirectory: spool });
    server = createServer((req, res) =>
      limit(req, res, async (request: IncomingMessage) => {
        // Like Remix's adapter: a read's body is not looked at.
        const chunks: Buffer[] = [];
        if (request.method !== 'GET') for await (const chunk of request) chunks.push(chunk as Buffer);
        const marked = request.headers[bodyRefusedHeader] as string | undefined;
        seen.push({ method: request.method!, marked, body: Buffer.concat(chunks).toString() });
        res.statusCode = marked ? 413 : 200;
        res.end(marked ? 'page 413' : `read ${Buffer.concat(chunks).byteLength}`);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    rmSync(spool, { recursive: true, force: true });
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Sends a body in chunks (chunked when no length is given) until the server answers. */
  function send(path: string, options: { chunk?: number; total: number; length?: number; headers?: Record<string, string> }) {
    return new Promise<{ status: number; text: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest({ port, host: '127.0.0.1', path, method: 'POST', agent: false, headers: { ...(options.length !== undefined ? { 'content-length': String(options.length) } : {}), ...options.headers } }, (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (piece: string) => (text += piece));
        res.on('end', () => {
          resolve({ status: res.statusCode!, text, sent });
          req.destroy();
        });
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(options.chunk ?? 64 * 1024, 'a');
      const pump = () => {
        while (!answered && sent < options.total) {
          const piece = chunk.subarray(0, Math.min(chunk.byteLength, options.total - sent));
          sent += piece.byteLength;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        if (!answered && sent >= options.total) req.end();
      };
      pump();
    });
  }

  it('hands a body within the cap on, replayed whole', async () => {
    const answer = await send('/login', { total: 200 * 1024 });
    expect(answer).toMatchObject({ status: 200, text: `read ${200 * 1024}` });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', marked: undefined });
  });

  it('refuses a too large Content-Length at once, without reading it', async () => {
    const answer = await send('/en/login', { total: 64 * 1024, length: 10 * 1024 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', marked: String(bodyLimits.form), body: '' });
  });

  it('stops a chunked body when its count passes the cap, and the page answers as a marked read', async () => {
    const answer = await send('/LOGIN', { total: 50 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', marked: String(bodyLimits.form), body: '' });
  });

  it('lets an upload form take more than the small cap, but not more than its own', async () => {
    const headers = { ...multipart, origin: `http://127.0.0.1:${port}` };
    expect((await send('/contact/', { total: 2 * 1024 * 1024, headers })).text).toBe(`read ${2 * 1024 * 1024}`);
    expect((await send('/contact', { total: bodyLimits.upload + 1024 * 1024, headers })).status).toBe(413);
    // Kept on disk while it was handled, gone once answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(spool)).toEqual([]);
  });

  it('answers a script (proxy, resource route) with the translated JSON 413 itself', async () => {
    const before = seen.length;
    const answer = await send('/api/store/search', { total: 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).errors[0]).toMatchObject({ code: 'STOREFRONT__BODY_TOO_LARGE', detail: 'Das Gesendete ist zu gross. Bitte senden Sie weniger Text oder kleinere Dateien.' });
    expect(seen.length).toBe(before);
  });

  it('does not take the mark from a client', async () => {
    const answer = await send('/login', { total: 10, headers: { [bodyRefusedHeader]: '1' } });
    expect(answer.status).toBe(200);
  });

  it('still answers after refusing', async () => {
    await send('/login', { total: 4 * 1024 * 1024 });
    expect((await send('/login', { total: 10 })).text).toBe('read 10');
  });
});

describe('refuseMarkedBody', () => {
  it('throws the 413 only for a request the server marked', () => {
    expect(() => refuseMarkedBody(new Request('http://shop.test/login'))).not.toThrow();
    let thrown: unknown;
    try {
      refuseMarkedBody(new Request('http://shop.test/login', { headers: { [bodyRefusedHeader]: '262144' } }));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(413);
  });
});
