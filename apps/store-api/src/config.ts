import { DEFAULT_ACCESS_KEY, DEFAULT_ADMIN_CLIENT_ID, DEFAULT_ADMIN_CLIENT_SECRET } from './ids';

export interface StoreApiConfig {
  /** The `sw-access-key` every Store API call must carry. */
  accessKey: string;
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
  /** Public URL of the storefront, used for the URLs in the sitemap. */
  storefrontUrl: string;
  /**
   * Login and account registration attempts per client IP and window (failed logins and account
   * registrations count); `max: 0` switches the limit off.
   */
  accountRateLimit: { max: number; windowSeconds: number };
  /**
   * Who may read and clear the mail outbox at `/_outbox`: nobody (`off`), requests from loopback
   * addresses only (`loopback`, the default) or everybody (`on`).
   */
  outbox: OutboxMode;
  /** Address of the shop: contact form messages are sent there. */
  shopEmail: string;
  /** Requests per IP and window on the newsletter and contact-form routes; `max: 0` switches the limit off. */
  formRateLimit: { max: number; windowSeconds: number };
  /** Take the client IP of the rate limit from `X-Forwarded-For` (only behind a trusted proxy). */
  trustProxy: boolean;
  /**
   * Double opt-in for customer registrations (the sales channel's `core.loginRegistration.doubleOptInRegistration`):
   * new accounts stay inactive until the link of the confirmation mail is followed. On by default.
   */
  doubleOptInRegistration: boolean;
  /**
   * The contact form asks for the basic image captcha (`captchaId` + `captchaValue` from
   * `GET /store-api/basic-captcha`). On unless `STORE_API_CAPTCHA=0`.
   */
  captcha: boolean;
}

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

function nonEmpty(value: string | undefined, fallback: string): string {
  return value !== undefined && value.trim() !== '' ? value.trim() : fallback;
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
    accountRateLimit: {
      max: Math.floor(numberFrom(env.STORE_API_ACCOUNT_RATE_LIMIT, 10, 'STORE_API_ACCOUNT_RATE_LIMIT')),
      windowSeconds: Math.max(1, numberFrom(env.STORE_API_ACCOUNT_RATE_WINDOW, 60, 'STORE_API_ACCOUNT_RATE_WINDOW')),
    },
    outbox: outboxFrom(env.STORE_API_OUTBOX),
    shopEmail: nonEmpty(env.STORE_API_SHOP_EMAIL, 'service@gipfel.example'),
    formRateLimit: {
      max: Math.floor(numberFrom(env.STORE_API_FORM_RATE_LIMIT, 5, 'STORE_API_FORM_RATE_LIMIT')),
      windowSeconds: Math.max(1, numberFrom(env.STORE_API_FORM_RATE_WINDOW, 60, 'STORE_API_FORM_RATE_WINDOW')),
    },
    trustProxy: flagFrom(env.STORE_API_TRUST_PROXY),
    doubleOptInRegistration: onUnlessOff(env.STORE_API_DOUBLE_OPT_IN, 'STORE_API_DOUBLE_OPT_IN'),
    captcha: onUnlessOff(env.STORE_API_CAPTCHA, 'STORE_API_CAPTCHA'),
    ...overrides,
  };
}
