// @vitest-environment node
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyLimits,
  bodyRefusedHeader,
  bodyTargetOf,
  createBodyLimitHandler,
  pathnameOf,
  readBodyWithin,
  refuseMarkedBody,
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

describe('createBodyLimitHandler', () => {
  let server: Server;
  let port: number;
  const seen: { method: string; marked: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    const limit = createBodyLimitHandler();
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
    expect((await send('/contact/', { total: 2 * 1024 * 1024 })).text).toBe(`read ${2 * 1024 * 1024}`);
    expect((await send('/contact', { total: bodyLimits.upload + 1024 * 1024 })).status).toBe(413);
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
