/**
 * Shell configuration that is checked at start-up (env.server.ts) and also used in the browser:
 * the external hosts links and redirects may lead to, and the tag manager id (decision 0020).
 */

/**
 * External hosts allowed when `STOREFRONT_EXTERNAL_HOSTS` is not set: the demo shop's Instagram
 * page (its footer links there). Set the variable to an empty string to allow none.
 */
export const defaultExternalHosts: readonly string[] = ['www.instagram.com'];

const hostPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * `STOREFRONT_EXTERNAL_HOSTS`: comma-separated host names (`www.instagram.com, shop.example`),
 * an `https://host/` URL is taken as its host. Anything else fails the start-up with a message.
 */
export function parseExternalHosts(value: string | undefined): string[] {
  if (value === undefined) return [...defaultExternalHosts];
  const hosts = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      let host = entry;
      if (/^https?:\/\//.test(entry)) {
        try {
          host = new URL(entry).hostname;
        } catch {
          host = '';
        }
      }
      if (!hostPattern.test(host)) {
        throw new Error(`STOREFRONT_EXTERNAL_HOSTS: "${entry}" is not a host name (expected e.g. "www.instagram.com", comma-separated)`);
      }
      return host;
    });
  return [...new Set(hosts)];
}

/**
 * The two accepted tag manager id forms: the long three-part form `UA-<account>-<property>`
 * (Universal Analytics, e.g. `UA-12345678-1`) and the short analytics form `G-<measurement id>`
 * (Google Analytics 4, e.g. `G-AB12CD34EF`). Both are loaded with Google's tag (gtag.js).
 */
export const tagManagerIdPatterns = {
  long: /^UA-\d{4,10}-\d{1,4}$/,
  short: /^G-[A-Z0-9]{6,12}$/,
} as const;

export const tagManagerOrigin = 'https://www.googletagmanager.com';

export interface TagManagerConfig {
  id: string;
  /** Google's debug mode (DebugView): on in development. */
  debug: boolean;
}

/** `TAG_MANAGER_ID`: empty or unset means no tag manager; an id in neither form fails the start-up. */
export function parseTagManagerId(value: string | undefined, isProduction: boolean): TagManagerConfig | null {
  const id = value?.trim();
  if (!id) return null;
  if (!tagManagerIdPatterns.long.test(id) && !tagManagerIdPatterns.short.test(id)) {
    throw new Error(
      `TAG_MANAGER_ID "${id}" is not a valid tag manager id: use the long three-part form UA-<digits>-<digits> (e.g. UA-12345678-1) or the short analytics form G-<letters and digits> (e.g. G-AB12CD34EF)`,
    );
  }
  return { id, debug: !isProduction };
}
