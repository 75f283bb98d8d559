/**
 * Liveness and readiness, for a load balancer or an orchestrator (deploy/README.md):
 *   GET /healthz  200 while the process serves;
 *   GET /readyz   200 when it can serve shoppers (its build is loaded and the Store API answered
 *                 within STORE_API_TIMEOUT_MS), 503 while starting, draining or without the Store API.
 * Answered before every other handler: never cached (no-store), never rate-limited, never logged as
 * a page, and not in the sitemap (no route of the app). The Store API is asked at most once every
 * `probeEveryMs`, however often the probes come.
 */

/**
 * @param {{ state: { loaded: boolean, draining: boolean }, probe: () => Promise<{ ok: boolean, status?: number, reason?: string }>, probeEveryMs?: number, now?: () => number }} options
 */
export function healthHandler({ state, probe, probeEveryMs = 2000, now = Date.now }) {
  let last;
  let pending;
  const storeApi = () => {
    if (last && now() - last.at < probeEveryMs) return Promise.resolve(last.result);
    pending ??= probe()
      .then((result) => {
        last = { at: now(), result };
        return result;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  const answer = (res, status, body) => {
    res.status(status).set({ 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }).send(JSON.stringify(body));
  };
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/healthz') return answer(res, 200, { status: 'ok' });
    if (req.path !== '/readyz') return next();
    if (state.draining) return answer(res, 503, { status: 'draining' });
    if (!state.loaded) return answer(res, 503, { status: 'starting' });
    const result = await storeApi();
    if (!result.ok) return answer(res, 503, { status: 'unavailable', storeApi: result.reason ?? 'status', storeApiStatus: result.status });
    return answer(res, 200, { status: 'ready' });
  };
}
