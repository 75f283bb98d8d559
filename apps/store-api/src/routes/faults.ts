import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { StoreApiConfig } from '../config';
import { apiError, errors } from '../errors';
import { readObjectBody, type AppEnv } from '../http';
import { devRouteAllowed } from '../dev-routes';

/** Deterministic failures: the next `count` Store API calls that match fail with `status`. */
export interface FailNext {
  count: number;
  status: number;
  /** Only calls with this method (GET, POST, …). */
  method?: string;
  /** Only calls whose path contains this text. */
  path?: string;
}

/** Latency only for calls whose path contains `path` (e.g. only order placement is slow). */
export interface SlowPath {
  path: string;
  ms: number;
}

export interface FaultState {
  failNext: FailNext | null;
  slow?: SlowPath | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Test switches on every Store API and Admin API call: latency, random injected failures
 * (incl. 429 with Retry-After) and a number of deterministic failures set through `/_faults`.
 */
export function faultSwitches(config: StoreApiConfig, state: FaultState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (config.latencyMs > 0) await sleep(config.latencyMs);
    if (state.slow && c.req.path.includes(state.slow.path)) await sleep(state.slow.ms);
    const planned = state.failNext;
    if (planned && planned.count > 0 && (!planned.method || planned.method === c.req.method) && (!planned.path || c.req.path.includes(planned.path))) {
      planned.count -= 1;
      if (planned.count === 0) state.failNext = null;
      throw errors.injectedFailure(planned.status, config.retryAfterSeconds);
    }
    if (config.failRate > 0 && config.random() < config.failRate) {
      throw errors.injectedFailure(config.failStatus, config.retryAfterSeconds);
    }
    await next();
  };
}

function invalid(pointer: string, detail: string) {
  return apiError(400, 'VIOLATION::INVALID_FAULT_SWITCH', detail, { pointer });
}

function numberIn(body: Record<string, unknown>, key: string, min: number, max: number): number | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) throw invalid(`/${key}`, `${key} must be a number from ${min} to ${max}.`);
  return value;
}

function snapshot(config: StoreApiConfig, state: FaultState) {
  return {
    maintenance: config.maintenance,
    latencyMs: config.latencyMs,
    failRate: config.failRate,
    failStatus: config.failStatus,
    retryAfterSeconds: config.retryAfterSeconds,
    failNext: state.failNext,
    slow: state.slow ?? null,
  };
}

/**
 * `/_faults`: read and change the fault switches while the server runs (end-to-end tests of
 * maintenance, slow and failing backends). Same access rule as the outbox (`dev-routes.ts`:
 * the admin secret, loopback only by default), never under /store-api. `PUT` with any subset of the fields; `DELETE` resets all.
 */
export function registerFaultRoutes(app: Hono<AppEnv>, config: StoreApiConfig, state: FaultState) {
  const initial = snapshot(config, state);
  // The central devRouteGuard (app.ts) answers first; this repeats its verdict where the routes are.
  const allowed = (c: Context<AppEnv>) => devRouteAllowed(c, config);
  const guard = (c: Context<AppEnv>) => {
    if (!allowed(c)) throw errors.routeNotFound(c.req.method, c.req.path);
  };

  app.get('/_faults', (c) => {
    guard(c);
    return c.json(snapshot(config, state));
  });

  app.put('/_faults', async (c) => {
    guard(c);
    const body = await readObjectBody(c);
    if (body.maintenance !== undefined) {
      if (typeof body.maintenance !== 'boolean') throw invalid('/maintenance', 'maintenance must be true or false.');
      config.maintenance = body.maintenance;
    }
    const latencyMs = numberIn(body, 'latencyMs', 0, 60_000);
    const failRate = numberIn(body, 'failRate', 0, 1);
    const failStatus = numberIn(body, 'failStatus', 400, 599);
    const retryAfterSeconds = numberIn(body, 'retryAfterSeconds', 0, 3600);
    if (latencyMs !== undefined) config.latencyMs = latencyMs;
    if (failRate !== undefined) config.failRate = failRate;
    if (failStatus !== undefined) config.failStatus = Math.round(failStatus);
    if (retryAfterSeconds !== undefined) config.retryAfterSeconds = retryAfterSeconds;
    if (body.failNext !== undefined) {
      if (body.failNext === null) state.failNext = null;
      else {
        if (typeof body.failNext !== 'object' || Array.isArray(body.failNext)) throw invalid('/failNext', 'failNext must be an object or null.');
        const plan = body.failNext as Record<string, unknown>;
        const count = numberIn(plan, 'count', 1, 1000);
        const status = numberIn(plan, 'status', 400, 599);
        if (count === undefined || status === undefined) throw invalid('/failNext', 'failNext needs count and status.');
        if (plan.method !== undefined && (typeof plan.method !== 'string' || !/^[A-Z]{3,7}$/.test(plan.method))) throw invalid('/failNext/method', 'method must be an HTTP method in capitals.');
        if (plan.path !== undefined && (typeof plan.path !== 'string' || plan.path.length > 500)) throw invalid('/failNext/path', 'path must be a string.');
        state.failNext = { count: Math.round(count), status: Math.round(status), method: plan.method as string | undefined, path: plan.path as string | undefined };
      }
    }
    if (body.slow !== undefined) {
      if (body.slow === null) state.slow = null;
      else {
        const slow = (typeof body.slow === 'object' && !Array.isArray(body.slow) ? body.slow : {}) as Record<string, unknown>;
        const ms = numberIn(slow, 'ms', 1, 60_000);
        if (typeof slow.path !== 'string' || !slow.path || slow.path.length > 500 || ms === undefined) throw invalid('/slow', 'slow needs a path and ms.');
        state.slow = { path: slow.path, ms };
      }
    }
    return c.json(snapshot(config, state));
  });

  app.delete('/_faults', (c) => {
    guard(c);
    config.maintenance = initial.maintenance;
    config.latencyMs = initial.latencyMs;
    config.failRate = initial.failRate;
    config.failStatus = initial.failStatus;
    config.retryAfterSeconds = initial.retryAfterSeconds;
    state.failNext = null;
    state.slow = null;
    return c.json(snapshot(config, state));
  });
}
