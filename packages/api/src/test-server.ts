// Test helper (not exported): a real HTTP server on 127.0.0.1 with an ephemeral port that
// records every request and answers through a handler the test sets.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (to provoke timeouts). */
  hang?: boolean;
}

export type Handler = (request: RecordedRequest, attempt: number) => Reply;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Requests for one path (and method, when given). */
  hits(path: string, method?: string): RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(initial: Handler = () => ({ status: 200, body: {} })): Promise<TestServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const attempt = requests.filter((r) => r.method === recorded.method && r.path === recorded.path).length;
      const reply = handler(recorded, attempt);
      if (reply.hang) {
        hanging.push(res);
        return;
      }
      const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
      res.writeHead(reply.status ?? 200, {
        ...(payload === '' ? {} : { 'content-type': 'application/json' }),
        ...reply.headers,
      });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hits: (path, method) => requests.filter((r) => r.path === path && (!method || r.method === method)),
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (a server is opened and closed again). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
