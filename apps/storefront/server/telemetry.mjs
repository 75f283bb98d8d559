/**
 * What the app reports (app/lib/server/telemetry.server.ts) goes to this process's logger and
 * metrics, with the id of the request it happened in (the request context, server.mjs). Store API
 * failures, timeouts and retries are logged with the operation's name (`GET /product/{id}`), never
 * with a URL's query, a header or a body.
 */
import { maskText } from './logger.mjs';

const key = Symbol.for('gipfel.telemetry');

/**
 * @param {{ logger: import('pino').Logger, metrics?: ReturnType<typeof import('./metrics.mjs').createMetrics>, requestContext: import('node:async_hooks').AsyncLocalStorage<{ requestId?: string }> }} options
 */
export function installTelemetry({ logger, metrics, requestContext }) {
  const withId = (fields) => ({ reqId: requestContext.getStore()?.requestId, ...fields });
  globalThis[key] = {
    storeApiCall(event) {
      metrics?.storeApiCall(event);
      const fields = withId({ operation: event.operation, status: event.status, failure: event.failure, ms: Math.round(event.durationMs * 10) / 10 });
      if (event.failure === 'timeout') logger.warn(fields, 'Store API call timed out');
      else if (event.failure === 'network') logger.warn(fields, 'Store API call failed: no answer');
      else if (event.status !== undefined && (event.status >= 500 || event.status === 408 || event.status === 429)) logger.warn(fields, 'Store API call failed');
      else logger.debug(fields, 'Store API call');
    },
    storeApiRetry(event) {
      metrics?.storeApiRetry(event);
      logger.warn(withId({ operation: event.operation, status: event.status, attempt: event.attempt }), 'Store API call retried');
    },
    rateLimitRefusal(limiter) {
      metrics?.rateLimitRefusal(limiter);
      logger.info(withId({ limiter }), 'refused by a rate limit');
    },
    log(level, fields, message) {
      const masked = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? maskText(value) : value]));
      logger[level](withId(masked), message);
    },
  };
}
