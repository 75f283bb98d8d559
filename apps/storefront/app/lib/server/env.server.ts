import type { CriteriaTransport } from '@gipfel/api';
import { parseCaptchaWidget, type CaptchaWidgetServerConfig } from '../security/captcha-widget.server';
import { parseExternalHosts, parseTagManagerId, type TagManagerConfig } from '../config/shell-config';
import { parseShopTimeZone } from '../config/shop-time-zone';
import { homePrefixesOf } from '../config/shop-languages';
import { parseShopLanguages } from '../i18n/shop-languages.server';
import type { AppShopLanguagesConfig } from '../i18n/shop-locales';
import { routePrefixes } from '../../route-table';

/**
 * The storefront's configuration, read and checked once at start-up. Only what is listed in
 * `publicEnv` ever reaches the browser.
 */
export interface ServerEnv {
  /** Base URL of the Store API, e.g. `https://shop.example/store-api`. */
  storeApiEndpoint: string;
  storeApiAccessKey: string;
  /** True when the storefront runs on the embedded local Store API. */
  usesLocalStoreApi: boolean;
  isProduction: boolean;
  /** Milliseconds before a Store API call counts as too slow (408 page); `STORE_API_TIMEOUT_MS`, default 10 000. */
  storeApiTimeoutMs: number;
  /**
   * How catalogue reads send their criteria: `get` (default, `_criteria`, cacheable by a CDN in
   * front of the Store API) or `post` for a Shopware that does not decode `_criteria`;
   * `SHOPWARE_CRITERIA_TRANSPORT` (decision 0026).
   */
  storeApiCriteriaTransport: CriteriaTransport;
  /**
   * The process-wide cache of Store API reads that are the same for many visitors (decision
   * 0041): `STORE_API_CACHE_TTL` seconds fresh (default 10, `0` turns it off),
   * `STORE_API_CACHE_STALE` seconds more served while one refresh runs (default 60),
   * `STORE_API_CACHE_MAX_ENTRIES` answers at most (default 1000), `STORE_API_CACHE_MAX_MB` MiB of
   * heap at most, the answers' texts and parsed copies together (default 100, decision 0051).
   */
  storeApiCache: { ttlMs: number; staleMs: number; maxEntries: number; maxBytes: number };
  /** Hosts external links and redirects may lead to; `STOREFRONT_EXTERNAL_HOSTS` (decision 0020). */
  externalHosts: string[];
  /** The tag manager, when `TAG_MANAGER_ID` is set (checked here: decision 0020). */
  tagManager: TagManagerConfig | null;
  /** The reCAPTCHA v3 widget, when `CAPTCHA_SITE_KEY` and `CAPTCHA_SECRET_KEY` are set (decision 0022). */
  captchaWidget: CaptchaWidgetServerConfig | null;
  /** The shop's time zone, whose calendar day dates are written on; `SHOP_TIME_ZONE`, default `Europe/Zurich` (decision 0057). */
  shopTimeZone: string;
  /** The shop's languages, `SHOP_LANGUAGES` (JSON) or the demo's (decision 0055). */
  shopLanguages: AppShopLanguagesConfig;
}

/**
 * `SHOP_LANGUAGES` checked at start-up: a shop's languages, whose URL prefixes must each have a
 * home page in the build (the variable is read by the build too). A configuration may use fewer
 * prefixes than the build mounted, so one build serves several sales channels (the euro channel:
 * de and /en of the demo's de, /en, /fr, /it); the home of a prefix it does not use answers 404.
 */
function shopLanguagesFrom(value: string | undefined): AppShopLanguagesConfig {
  const config = parseShopLanguages(value);
  const mounted = new Set(Object.values(routePrefixes));
  const missing = Object.values(homePrefixesOf(JSON.stringify(config))).filter((prefix) => !mounted.has(prefix));
  if (missing.length) {
    throw new Error(`SHOP_LANGUAGES: the build mounted home pages for ${JSON.stringify(routePrefixes)}, this configuration also needs ${JSON.stringify(missing)}; build with the same SHOP_LANGUAGES`);
  }
  return config;
}

function timeoutFrom(value: string | undefined): number {
  if (!value?.trim()) return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 120_000) throw new Error(`STORE_API_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000, got "${value}"`);
  return ms;
}

function criteriaTransportFrom(value: string | undefined): CriteriaTransport {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return 'get';
  if (wanted === 'get' || wanted === 'post') return wanted;
  throw new Error(`SHOPWARE_CRITERIA_TRANSPORT must be "get" or "post", got "${value}"`);
}

function wholeNumberFrom(name: string, value: string | undefined, fallback: number, max: number): number {
  if (!value?.trim()) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max) throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  return number;
}

function storeApiCacheFrom(source: Record<string, string | undefined>): ServerEnv['storeApiCache'] {
  return {
    ttlMs: wholeNumberFrom('STORE_API_CACHE_TTL', source.STORE_API_CACHE_TTL, 10, 3600) * 1000,
    staleMs: wholeNumberFrom('STORE_API_CACHE_STALE', source.STORE_API_CACHE_STALE, 60, 86_400) * 1000,
    maxEntries: Math.max(1, wholeNumberFrom('STORE_API_CACHE_MAX_ENTRIES', source.STORE_API_CACHE_MAX_ENTRIES, 1000, 100_000)),
    maxBytes: Math.max(1, wholeNumberFrom('STORE_API_CACHE_MAX_MB', source.STORE_API_CACHE_MAX_MB, 100, 16_384)) * 1024 * 1024,
  };
}

export const localStoreApiDefaults = {
  port: 8787,
  accessKey: 'SWGIPFELDEMO0000000000000001',
};

function withStoreApiPath(endpoint: string): string {
  const trimmed = endpoint.replace(/\/+$/, '');
  return trimmed.endsWith('/store-api') ? trimmed : `${trimmed}/store-api`;
}

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const shell = {
    storeApiCriteriaTransport: criteriaTransportFrom(source.SHOPWARE_CRITERIA_TRANSPORT),
    storeApiCache: storeApiCacheFrom(source),
    externalHosts: parseExternalHosts(source.STOREFRONT_EXTERNAL_HOSTS),
    tagManager: parseTagManagerId(source.TAG_MANAGER_ID, source.NODE_ENV === 'production'),
    captchaWidget: parseCaptchaWidget(source),
    shopTimeZone: parseShopTimeZone(source.SHOP_TIME_ZONE),
    shopLanguages: shopLanguagesFrom(source.SHOP_LANGUAGES),
  };
  const endpoint = source.SHOPWARE_ENDPOINT?.trim();
  const accessKey = source.SHOPWARE_ACCESS_KEY?.trim();
  if (endpoint || accessKey) {
    if (!endpoint || !accessKey) {
      throw new Error('Make sure that endpoint and accessToken are settled in the configuration');
    }
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new Error(`SHOPWARE_ENDPOINT is not a valid URL: ${endpoint}`);
    }
    return {
      storeApiEndpoint: withStoreApiPath(url.toString()),
      storeApiAccessKey: accessKey,
      usesLocalStoreApi: false,
      isProduction: source.NODE_ENV === 'production',
      storeApiTimeoutMs: timeoutFrom(source.STORE_API_TIMEOUT_MS),
      ...shell,
    };
  }
  const port = Number(source.STORE_API_PORT ?? localStoreApiDefaults.port);
  return {
    storeApiEndpoint: `http://127.0.0.1:${Number.isInteger(port) && port > 0 ? port : localStoreApiDefaults.port}/store-api`,
    storeApiAccessKey: source.STORE_API_ACCESS_KEY?.trim() || localStoreApiDefaults.accessKey,
    usesLocalStoreApi: true,
    isProduction: source.NODE_ENV === 'production',
    storeApiTimeoutMs: timeoutFrom(source.STORE_API_TIMEOUT_MS),
    ...shell,
  };
}

let cached: ServerEnv | undefined;
export function getServerEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}
