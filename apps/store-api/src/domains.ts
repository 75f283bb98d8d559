import { LANGUAGE_IDS } from './ids';

/** A domain of the sales channel (Shopware's `sales_channel_domain`): the storefront URL of one language. */
export interface SalesChannelDomain {
  languageId: string;
  url: string;
}

/** The storefront's path of each language, in the order of the domains (German has no prefix). */
const LANGUAGE_PATHS: [languageId: string, path: string][] = [
  [LANGUAGE_IDS['de-DE'], ''],
  [LANGUAGE_IDS['en-GB'], '/en'],
  [LANGUAGE_IDS['fr-CH'], '/fr'],
];

/**
 * The demo sales channel's domains, one per language on the storefront's URL
 * (`STORE_API_STOREFRONT_URL`): `…`, `…/en`, `…/fr`, without a trailing slash as Shopware stores them.
 */
export function salesChannelDomains(storefrontUrl: string): SalesChannelDomain[] {
  const base = storefrontUrl.replace(/\/+$/, '');
  return LANGUAGE_PATHS.map(([languageId, path]) => ({ languageId, url: `${base}${path}` }));
}

/** The URL of the first domain of a language, or null when the sales channel has none for it. */
export function domainUrlOf(storefrontUrl: string, languageId: string): string | null {
  return salesChannelDomains(storefrontUrl).find((domain) => domain.languageId === languageId)?.url ?? null;
}
