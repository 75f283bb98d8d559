import { AsyncLocalStorage } from 'node:async_hooks';
import type { StoreApiSession } from './store-api.server';

/** One Store API call made while answering a request: offsets in ms from the request's start. */
export interface StoreApiCallTiming {
  label: string;
  start: number;
  duration: number;
}

/**
 * What server.mjs decided about a request's body before reading it (app/lib/security/body-limit.server.ts).
 * The action's guard (`guardMutation`) follows it: a refused body is never read, the action
 * answers with the refusal.
 */
export interface BodyAdmission {
  /** The per-IP form limit was counted already (before the body was read): not again. */
  formLimitCounted: boolean;
  /** Refused unread: too many posts of this form from this client (429), or too many large bodies at once (503, 429). */
  refusal?: { status: 429 | 503; retryAfterSeconds: number };
}

/** What the server (server.mjs, in production and development) knows about the request being answered. */
export interface RequestContext {
  /** The request's id (a trusted proxy's X-Request-Id or a new one), sent on to the Store API and logged. */
  requestId?: string;
  /** The shopper's IP address (the proxy's first hop with TRUST_PROXY), forwarded to the Store API. */
  clientIp?: string;
  /** `performance.now()` when the request came in. */
  startedAt: number;
  /** Store API calls of this request, in the order they ended. */
  calls: StoreApiCallTiming[];
  /** The request's Store API sessions by language, shared by its loaders (lib/server/shop-route.server.ts). */
  sessions?: Map<string, Promise<StoreApiSession>>;
  /** server.mjs's verdict on the request's body, taken before reading it. */
  admission?: BodyAdmission;
}

const key = Symbol.for('gipfel.requestContext');
const registry = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;

/**
 * The request context of the current request. server.mjs enters it for each request through the
 * same global, so loaders, actions and the document renderer all see it, in development too
 * (`pnpm dev` runs server.mjs, decision 0064); outside server.mjs (a unit test) there is none, and
 * everything that uses it does without.
 */
export const requestContext: AsyncLocalStorage<RequestContext> = (registry[key] ??= new AsyncLocalStorage<RequestContext>());
