import net from 'node:net';

/**
 * Graceful shutdown on SIGTERM (and SIGINT): the instance stops being ready at once (its /readyz
 * answers 503), waits SHUTDOWN_DELAY_MS (default 0; an orchestrator that takes a moment to stop
 * sending needs a few seconds) while still answering, then stops listening (new connections are
 * refused, so nginx tries the next instance), answers every request with `Connection: close` (one
 * in flight, or one that comes on a kept-alive connection) and exits 0 once every connection is
 * closed. After SHUTDOWN_TIMEOUT_MS (default 10 000) it closes what is left and exits 1.
 *
 * An idle kept-alive connection is not closed by the instance: a request may be on its way on it
 * (nginx picked the connection, the instance has not read the request yet), and closing it then
 * cuts that request: nginx answers a POST with 502 and skips the instance as failed. The client
 * closes it (nginx after 4 s idle, deploy/nginx) or Node does after `keepAliveTimeout` (5 s), the
 * time a client is told it may keep one.
 */

/** Reads a non-negative whole number of milliseconds from the environment. */
export function millisecondsFrom(value, fallback, name) {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return ms;
}

/**
 * Marks each answer whose header is written while draining (also of a request that came in before)
 * with `Connection: close`, so that no connection is kept for another request.
 */
export function closeWhileDraining(state) {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (state.draining && !res.headersSent) res.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    };
    next();
  };
}

/**
 * @param {{ server: import('node:http').Server, state: { draining: boolean }, logger: import('pino').Logger, delayMs: number, timeoutMs: number, inFlight: () => number, onDraining?: () => void, exit?: (code: number) => void }} options
 */
export function gracefulShutdown({ server, state, logger, delayMs, timeoutMs, inFlight, onDraining, exit = (code) => process.exit(code) }) {
  let started = false;
  return (signal) => {
    if (started) return;
    started = true;
    state.draining = true;
    onDraining?.();
    const begun = Date.now();
    logger.info({ signal, inFlight: inFlight(), delayMs, timeoutMs }, 'draining');
    let finished = false;
    const finish = (code, message) => {
      if (finished) return;
      finished = true;
      logger.info({ ms: Date.now() - begun, exitCode: code }, message);
      logger.flush?.();
      exit(code);
    };
    setTimeout(() => {
      // The listening socket only: http.Server#close would also close the idle connections.
      net.Server.prototype.close.call(server, () => finish(0, 'drained'));
    }, delayMs).unref();
    setTimeout(() => {
      logger.warn({ inFlight: inFlight() }, 'shutdown bound reached: closing the connections left');
      server.closeAllConnections?.();
      finish(1, 'stopped');
    }, delayMs + timeoutMs).unref();
  };
}
