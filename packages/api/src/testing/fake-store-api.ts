/**
 * A Store API for unit tests: the real client (`createStoreApiClient`) over a fake `fetch` that
 * answers from a script and records every call. Workspace only (`@gipfel/api/testing`): it is not
 * built into the package's `dist` and only test files may import it (ESLint).
 */
import { createStoreApiClient, type StoreApiClient, type StoreApiClientOptions } from '../client';
import { decodeCriteria } from '../compressed-criteria';

/** One answer of the fake Store API; a missing or null body answers without one (e.g. 204). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * What a call sent: method, path below the endpoint (`/checkout/cart`) and body: the JSON body,
 * or for a GET read its plain query with the decoded `_criteria` (undefined without a query).
 */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers a call by its method, path and body. */
export type FakeRoute = (method: string, path: string, body: unknown) => FakeAnswer;

/**
 * How the fake answers: one answer for every call, a list of answers in turn (then
 * `200 {}`), or a route.
 */
export type FakeAnswers = FakeAnswer | readonly FakeAnswer[] | FakeRoute;

export interface FakeStoreApi {
  /** The real client, talking to the fake. */
  client: StoreApiClient;
  /** Every call in order. */
  calls: FakeCall[];
  /** Every request as sent (headers, URL, the unread body). */
  requests: Request[];
}

export const FAKE_STORE_API_ENDPOINT = 'http://127.0.0.1:8787/store-api';

async function sentBody(request: Request): Promise<unknown> {
  if (request.method !== 'GET') return request.json().catch(() => undefined);
  const { _criteria: compressed, ...plain } = Object.fromEntries(new URL(request.url).searchParams);
  if (compressed) return { ...plain, ...(await decodeCriteria(compressed)) };
  return Object.keys(plain).length > 0 ? plain : undefined;
}

function answerer(answers: FakeAnswers): FakeRoute {
  if (typeof answers === 'function') return answers;
  if (Array.isArray(answers)) {
    const queue = [...(answers as readonly FakeAnswer[])];
    return () => queue.shift() ?? { status: 200, body: {} };
  }
  return () => answers as FakeAnswer;
}

/** A Store API client whose calls are answered by `answers` (default: `200 {}` for every call). */
export function fakeStoreApi(answers: FakeAnswers = { status: 200, body: {} }, options: Partial<StoreApiClientOptions> = {}): FakeStoreApi {
  const answer = answerer(answers);
  const calls: FakeCall[] = [];
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const path = new URL(request.url).pathname.replace(/^\/store-api/, '');
    const body = await sentBody(request);
    calls.push({ method: request.method, path, body });
    const { status = 200, body: answerBody, headers } = answer(request.method, path, body);
    const empty = answerBody === undefined || answerBody === null;
    return new Response(empty ? null : JSON.stringify(answerBody), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
  const client = createStoreApiClient({ endpoint: FAKE_STORE_API_ENDPOINT, accessKey: 'KEY', retryDelay: 0, ...options, fetch });
  return { client, calls, requests };
}
