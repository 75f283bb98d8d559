import { isIP } from 'node:net';
import { DEFAULT_ACCESS_KEY, DEFAULT_ADMIN_CLIENT_ID, DEFAULT_ADMIN_CLIENT_SECRET, DEFAULT_EURO_ACCESS_KEY, EURO_SALES_CHANNEL_ID, SALES_CHANNEL_ID } from './ids';
import type { TrustProxy } from './ratelimit';

export interface StoreApiConfig {
  /** The `sw-access-key` of the sales channel "Gipfel" (Switzerland, CHF). */
  accessKey: string;
  /**
   * The `sw-access-key` of the sales channel "Gipfel Deutschland" (EUR, de-DE and en-GB), or null when that
   * channel is closed (with NODE_ENV=production unless `STORE_API_EURO_ACCESS_KEY` is set; `0` closes it always).
   */
  euroAccessKey: string | null;
  adminClientId: string;
  adminClientSecret: string;
  /** Answer every Store API call with 503 FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE. */
  maintenance: boolean;
  /** Delay added to every API response, in milliseconds. */
  latencyMs: number;
  /** Share (0..1) of API calls that fail on purpose with `failStatus`. */
  failRate: number;
  failStatus: number;
  /** Seconds announced in Retry-After when a call fails on purpose with 429. */
  retryAfterSeconds: number;
  /** Lifetime of Admin API access tokens, in seconds. */
  adminTokenTtlSeconds: number;
  /** Source of randomness for the failure switch (replaceable in tests). */
  random: () => number;
  /** Clock (replaceable in tests). */
  now: () => number;
  /** Public URL of the storefront of "Gipfel": the base of its domains (src/domains.ts). */
  storefrontUrl: string;
  /** Public URL of the storefront of "Gipfel Deutschland": the base of its domains. */
  euroStorefrontUrl: string;
  /**
   * Failed logins per client IP and user name (`max`) and per client IP over all names (`ipMax`,
   * default 3 × `max`); account registrations and recovery mails per client IP (`max`); per
   * window. `max: 0` switches the limits off.
   */
  accountRateLimit: { max: number; windowSeconds: number; ipMax?: number };
  /**
   * Who may use the developer routes under `/_` (outbox, captcha answers, fault switches): nobody
   * (`off`), requests from loopback addresses (`loopback`, the default) or from any address (`on`);
   * each request must also carry the admin secret (`Authorization: Bearer …`) and a loopback, IP or
   * allowed host name.
   */
  outbox: OutboxMode;
  /** Host names (besides loopback names and IP addresses) under which the `/_` routes answer. */
  allowedHosts: string[];
  /** Address of the shop: contact form messages are sent there. */
  shopEmail: string;
  /** Requests per IP and window on the newsletter and contact-form routes; `max: 0` switches the limit off. */
  formRateLimit: { max: number; windowSeconds: number };
  /**
   * New image captchas (`GET /store-api/basic-captcha`) per client IP and window (default 60 per
   * 10 minutes); `max: 0` switches the limit off. docs/decisions/0048-captcha-proof-of-work-and-issue-limits.md: a client fetching without limit
   * cost every shopper their open captcha.
   */
  captchaRateLimit: { max: number; windowSeconds: number };
  /**
   * Captcha answers sent WITHOUT the proof of work (a browser without JavaScript, or a script)
   * per client IP and window (default 10 per hour); `max: 0` switches the limit off (decision 0048).
   */
  captchaWithoutProofLimit: { max: number; windowSeconds: number };
  /**
   * Which socket peers may name the client IP in `X-Forwarded-For`: none (`false`), loopback
   * proxies (`true`) or loopback and the listed addresses. The IP is the hop they appended.
   */
  trustProxy: TrustProxy;
  /**
   * Double opt-in for customer registrations (the sales channel's `core.loginRegistration.doubleOptInRegistration`):
   * new accounts stay inactive until the link of the confirmation mail is followed. On by default.
   */
  doubleOptInRegistration: boolean;
  /**
   * The basic image captcha is served (`GET /store-api/basic-captcha`, `POST /store-api/basic-captcha/validate`,
   * for the storefront to check its forms; the contact form route itself takes no captcha, as Shopware's).
   * On unless `STORE_API_CAPTCHA=0`.
   */
  captcha: boolean;
  /**
   * Browser origins that may call `/store-api` and `/api` from another origin (CORS): `'*'` (any
   * origin, Shopware's CorsListener; the default) or a list of exact origins; `[]` sends no CORS
   * headers at all.
   */
  corsOrigins: CorsOrigins;
}

export type CorsOrigins = '*' | string[];

export type OutboxMode = 'off' | 'loopback' | 'on';

function outboxFrom(value: string | undefined): OutboxMode {
  const normalized = value?.trim().toLowerCase() ?? '';
  if (normalized === '') return 'loopback';
  if (['0', 'off', 'false', 'no'].includes(normalized)) return 'off';
  if (['public', 'on', 'all'].includes(normalized)) return 'on';
  if (['1', 'true', 'yes', 'loopback'].includes(normalized)) return 'loopback';
  throw new Error(`STORE_API_OUTBOX must be 0, 1 (loopback only) or public, got "${value}"`);
}

/** The Shopware version whose Store API this app imitates. */
export const SHOPWARE_VERSION = '6.7.13.0';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative number, got "${value}"`);
  }
  return parsed;
}

function flagFrom(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** A switch that is on unless set to `0`, `false`, `no` or `off`. */
function onUnlessOff(value: string | undefined, name: string): boolean {
  const normalized = value?.trim().toLowerCase() ?? '';
  if (normalized === '' || ['1', 'true', 'yes', 'on'].includes(normalized)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalized)) return false;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

/** `STORE_API_TRUST_PROXY`: off, `1` (proxies on loopback) or a comma-separated list of proxy addresses. */
function trustProxyFrom(value: string | undefined): TrustProxy {
  const normalized = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(normalized)) return false;
  if (['1', 'true', 'yes', 'on', 'loopback'].includes(normalized)) return true;
  const addresses = normalized.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const wrong = addresses.filter((entry) => isIP(entry) === 0);
  if (wrong.length > 0) throw new Error(`STORE_API_TRUST_PROXY must be 0, 1 (proxies on loopback) or a comma-separated list of proxy IP addresses, got "${value}"`);
  return addresses;
}

/**
 * `STORE_API_CORS_ORIGINS`: empty or `*` (any origin, as Shopware), `0` / `off` / `none` (no CORS),
 * or a comma-separated list of origins (`https://shop.example.ch`, scheme, host and port only).
 */
function corsOriginsFrom(value: string | undefined): CorsOrigins {
  const normalized = value?.trim() ?? '';
  if (normalized === '' || normalized === '*') return '*';
  if (['0', 'off', 'none', 'false', 'no'].includes(normalized.toLowerCase())) return [];
  const origins = normalized.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return origins.map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '').toLowerCase()) {
      throw new Error(`STORE_API_CORS_ORIGINS must be *, 0 or a comma-separated list of origins such as https://shop.example.ch (no path), got "${entry}"`);
    }
    return url.origin;
  });
}

function listFrom(value: string | undefined): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
}

function nonEmpty(value: string | undefined, fallback: string): string {
  return value !== undefined && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * The euro channel's access key: `STORE_API_EURO_ACCESS_KEY`; `0` / `off` closes the channel; unset, the demo key
 * outside production and no key (the channel closed) with NODE_ENV=production, so that no public key opens it there.
 */
function euroAccessKeyFrom(env: Record<string, string | undefined>): string | null {
  const value = env.STORE_API_EURO_ACCESS_KEY?.trim();
  if (value === undefined || value === '') return env.NODE_ENV?.trim() === 'production' ? null : DEFAULT_EURO_ACCESS_KEY;
  if (['0', 'off', 'false', 'no'].includes(value.toLowerCase())) return null;
  return value;
}

/**
 * The sales channel an `sw-access-key` opens, or null (Shopware: the access key names the sales channel).
 * The keys are compared exactly as sent, trimmed.
 */
export function salesChannelOfAccessKey(config: Pick<StoreApiConfig, 'accessKey' | 'euroAccessKey'>, key: string): string | null {
  if (key === config.accessKey) return SALES_CHANNEL_ID;
  if (config.euroAccessKey !== null && key === config.euroAccessKey) return EURO_SALES_CHANNEL_ID;
  return null;
}

/** The storefront URL (base of the domains) of a sales channel. */
export function storefrontUrlOf(config: Pick<StoreApiConfig, 'storefrontUrl' | 'euroStorefrontUrl'>, salesChannelId: string): string {
  return salesChannelId === EURO_SALES_CHANNEL_ID ? config.euroStorefrontUrl : config.storefrontUrl;
}

/** Builds the configuration from environment variables; anything not given keeps its default. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<StoreApiConfig> = {}): StoreApiConfig {
  const failRate = numberFrom(env.STORE_API_FAIL_RATE, 0, 'STORE_API_FAIL_RATE');
  if (failRate > 1) throw new Error(`STORE_API_FAIL_RATE must be between 0 and 1, got "${env.STORE_API_FAIL_RATE}"`);
  const failStatus = numberFrom(env.STORE_API_FAIL_STATUS, 500, 'STORE_API_FAIL_STATUS');
  if (!Number.isInteger(failStatus) || failStatus < 400 || failStatus > 599) {
    throw new Error(`STORE_API_FAIL_STATUS must be an HTTP error status (400-599), got "${env.STORE_API_FAIL_STATUS}"`);
  }
  return {
    accessKey: nonEmpty(env.STORE_API_ACCESS_KEY, DEFAULT_ACCESS_KEY),
    euroAccessKey: euroAccessKeyFrom(env),
    adminClientId: nonEmpty(env.STORE_API_ADMIN_CLIENT_ID, DEFAULT_ADMIN_CLIENT_ID),
    adminClientSecret: nonEmpty(env.STORE_API_ADMIN_CLIENT_SECRET, DEFAULT_ADMIN_CLIENT_SECRET),
    maintenance: flagFrom(env.STORE_API_MAINTENANCE),
    latencyMs: numberFrom(env.STORE_API_LATENCY_MS, 0, 'STORE_API_LATENCY_MS'),
    failRate,
    failStatus,
    retryAfterSeconds: numberFrom(env.STORE_API_RETRY_AFTER, 1, 'STORE_API_RETRY_AFTER'),
    adminTokenTtlSeconds: 600,
    random: Math.random,
    now: Date.now,
    storefrontUrl: nonEmpty(env.STORE_API_STOREFRONT_URL, 'http://localhost:3000'),
    euroStorefrontUrl: nonEmpty(env.STORE_API_EURO_STOREFRONT_URL, 'http://localhost:3001'),
    accountRateLimit: {
      max: Math.floor(numberFrom(env.STORE_API_ACCOUNT_RATE_LIMIT, 10, 'STORE_API_ACCOUNT_RATE_LIMIT')),
      windowSeconds: Math.max(1, numberFrom(env.STORE_API_ACCOUNT_RATE_WINDOW, 60, 'STORE_API_ACCOUNT_RATE_WINDOW')),
      ...(env.STORE_API_ACCOUNT_IP_RATE_LIMIT?.trim()
        ? { ipMax: Math.floor(numberFrom(env.STORE_API_ACCOUNT_IP_RATE_LIMIT, 0, 'STORE_API_ACCOUNT_IP_RATE_LIMIT')) }
        : {}),
    },
    outbox: outboxFrom(env.STORE_API_OUTBOX),
    allowedHosts: listFrom(env.STORE_API_ALLOWED_HOSTS),
    shopEmail: nonEmpty(env.STORE_API_SHOP_EMAIL, 'service@gipfel.example'),
    formRateLimit: {
      max: Math.floor(numberFrom(env.STORE_API_FORM_RATE_LIMIT, 5, 'STORE_API_FORM_RATE_LIMIT')),
      windowSeconds: Math.max(1, numberFrom(env.STORE_API_FORM_RATE_WINDOW, 60, 'STORE_API_FORM_RATE_WINDOW')),
    },
    captchaRateLimit: {
      max: Math.floor(numberFrom(env.STORE_API_CAPTCHA_RATE_LIMIT, 60, 'STORE_API_CAPTCHA_RATE_LIMIT')),
      windowSeconds: Math.max(1, numberFrom(env.STORE_API_CAPTCHA_RATE_WINDOW, 600, 'STORE_API_CAPTCHA_RATE_WINDOW')),
    },
    captchaWithoutProofLimit: {
      max: Math.floor(numberFrom(env.STORE_API_CAPTCHA_WITHOUT_PROOF_LIMIT, 10, 'STORE_API_CAPTCHA_WITHOUT_PROOF_LIMIT')),
      windowSeconds: Math.max(1, numberFrom(env.STORE_API_CAPTCHA_WITHOUT_PROOF_WINDOW, 3600, 'STORE_API_CAPTCHA_WITHOUT_PROOF_WINDOW')),
    },
    trustProxy: trustProxyFrom(env.STORE_API_TRUST_PROXY),
    doubleOptInRegistration: onUnlessOff(env.STORE_API_DOUBLE_OPT_IN, 'STORE_API_DOUBLE_OPT_IN'),
    captcha: onUnlessOff(env.STORE_API_CAPTCHA, 'STORE_API_CAPTCHA'),
    corsOrigins: corsOriginsFrom(env.STORE_API_CORS_ORIGINS),
    ...overrides,
  };
}

/** Shortest admin secret accepted in production (it guards the `/_` routes and the Admin API). */
export const MIN_PRODUCTION_SECRET_LENGTH = 16;

/**
 * With `NODE_ENV=production`, the public demo credentials are refused: the access key and the
 * admin secret must be set (`STORE_API_ACCESS_KEY`, `STORE_API_ADMIN_CLIENT_SECRET`), the
 * secret at least 16 characters long. Throws an error naming the variables; anything else passes.
 */
export function assertProductionCredentials(
  config: Pick<StoreApiConfig, 'accessKey' | 'adminClientSecret'> & Partial<Pick<StoreApiConfig, 'euroAccessKey'>>,
  env: Record<string, string | undefined> = process.env,
): void {
  if (config.euroAccessKey && config.euroAccessKey === config.accessKey) {
    throw new Error('STORE_API_EURO_ACCESS_KEY must differ from STORE_API_ACCESS_KEY: an access key names one sales channel');
  }
  if (env.NODE_ENV?.trim() !== 'production') return;
  const problems: string[] = [];
  if (config.accessKey === DEFAULT_ACCESS_KEY) problems.push('STORE_API_ACCESS_KEY is the built-in demo access key');
  if (config.euroAccessKey === DEFAULT_EURO_ACCESS_KEY) problems.push('STORE_API_EURO_ACCESS_KEY is the built-in demo access key of the euro channel');
  if (config.adminClientSecret === DEFAULT_ADMIN_CLIENT_SECRET) problems.push('STORE_API_ADMIN_CLIENT_SECRET is the built-in demo admin secret');
  else if (config.adminClientSecret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    problems.push(`STORE_API_ADMIN_CLIENT_SECRET is shorter than ${MIN_PRODUCTION_SECRET_LENGTH} characters`);
  }
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start with NODE_ENV=production: ${problems.join('; ')}. ` +
      'Set STORE_API_ACCESS_KEY and STORE_API_ADMIN_CLIENT_SECRET to values of your own (the storefront needs the same STORE_API_ACCESS_KEY), ' +
      'or run without NODE_ENV=production for the demo values.',
  );
}
