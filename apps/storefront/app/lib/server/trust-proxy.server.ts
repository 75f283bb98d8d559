import { isIP } from 'node:net';
import { randomUUID } from 'node:crypto';

/** The names Express's `trust proxy` knows for address ranges. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Express's `trust proxy` from `TRUST_PROXY`: whose `X-Forwarded-For` (and `-Proto`, `-Host`)
 * counts. Off by default. `1` trusts a proxy on this host (loopback) only, so a client that reaches
 * the storefront directly cannot choose its IP by sending the header; a comma-separated list of
 * addresses, CIDR ranges or Express's names (`loopback`, `linklocal`, `uniquelocal`) trusts those
 * proxies. Anything else stops the start-up with a message.
 */
export function trustProxySetting(value: string | undefined): false | string[] {
  const text = value?.trim() ?? '';
  if (['', '0', 'false', 'off'].includes(text.toLowerCase())) return false;
  if (['1', 'true', 'on'].includes(text.toLowerCase())) return ['loopback'];
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined || entries.length === 0) {
    throw new Error(`TRUST_PROXY: "${wrong ?? text}" is neither 1 nor a proxy address, CIDR range, loopback, linklocal or uniquelocal`);
  }
  return entries;
}

interface ForwardedHostRequest {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string };
}

/**
 * Drops `X-Forwarded-Host` unless a trusted proxy sent it. Express reads the header's host name
 * only from a trusted proxy, but Remix's Express adapter takes its port from whoever sent it, and
 * the request's URL (canonical links, the origin check) would carry a port the client chose.
 * `trusts` is Express's compiled `trust proxy` (`app.get('trust proxy fn')`).
 */
export function dropUntrustedForwardedHost(request: ForwardedHostRequest, trusts: (address: string, hop: number) => boolean): void {
  if (request.headers['x-forwarded-host'] === undefined) return;
  if (!trusts(request.socket.remoteAddress ?? '', 0)) delete request.headers['x-forwarded-host'];
}

/** What a request id may look like: nginx's `$request_id` (32 hex digits), a UUID, a load balancer's trace id. */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id for the logs and the Store API calls it makes: the `X-Request-Id` of a trusted
 * proxy (the socket's peer is one, as for X-Forwarded-Host), when it looks like an id; otherwise a
 * new one. A client that reaches the storefront directly cannot choose the id its lines are logged
 * under, nor put a line break or an address into the log with it.
 */
export function requestIdOf(request: ForwardedHostRequest, trusts: (address: string, hop: number) => boolean, newId: () => string = randomUUID): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && requestIdPattern.test(given) && trusts(request.socket.remoteAddress ?? '', 0)) return given;
  return newId();
}
