/**
 * The process's logger (pino): one JSON object a line in production, readable lines in development
 * (pino-pretty). LOG_LEVEL (default info), LOG_FORMAT=json|pretty (default: pretty unless
 * NODE_ENV=production). Fields that could name a person are never written: the request lines carry
 * no query, header, cookie or body, and the keys below are censored wherever they appear.
 */
import { createRequire } from 'node:module';
import pino from 'pino';

export const redactedKeys = ['password', 'newPassword', 'email', 'token', 'contextToken', 'cookie', 'authorization', 'street', 'address', 'sw-context-token', 'sw-access-key'];

/** Addresses, tokens and e-mail addresses in free text (an error's message): masked. */
export function maskText(text) {
  return String(text)
    .replace(/[^\s@<>"']+@[^\s@<>"']+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/\b[A-Za-z0-9_-]{32,}\b/g, '[token]');
}

function prettyAvailable() {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {{ name: string, env?: Record<string, string | undefined>, destination?: import('pino').DestinationStream }} options
 */
export function createLogger({ name, env = process.env, destination }) {
  const format = env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : env.NODE_ENV === 'production' ? 'json' : 'pretty';
  const options = {
    name,
    level: env.LOG_LEVEL || 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: [...redactedKeys, ...redactedKeys.map((key) => `*.${key}`)], censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  if (format === 'pretty' && prettyAvailable()) return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } });
  return pino(options);
}
