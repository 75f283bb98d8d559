import { CURRENCY_IDS, LANGUAGE_IDS, SALES_CHANNEL_ID } from './ids';

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

/** Fixed ids of the three domains (in the order above) and of the snippet sets they name. */
const DOMAIN_IDS = ['5d000000000000000000000000000001', '5d000000000000000000000000000002', '5d000000000000000000000000000003'];
const SNIPPET_SET_IDS: Record<string, string> = {
  [LANGUAGE_IDS['de-DE']]: '5e000000000000000000000000000001',
  [LANGUAGE_IDS['en-GB']]: '5e000000000000000000000000000002',
  [LANGUAGE_IDS['fr-CH']]: '5e000000000000000000000000000003',
};

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

/** The URLs a `storefrontUrl` must be one of (Shopware's `getDomainUrls`: every domain's URL, trailing `/` trimmed). */
export function domainUrls(storefrontUrl: string): string[] {
  return salesChannelDomains(storefrontUrl).map((domain) => domain.url.replace(/\/+$/, ''));
}

/**
 * Whether a request's `storefrontUrl` is one of the sales channel's domain URLs, compared exactly as
 * Shopware's `Choice(choices: getDomainUrls())` in RegisterRoute, SendPasswordRecoveryMailRoute and
 * NewsletterSubscribeRoute: the value as sent (no trimming, no case folding) against the trimmed URLs.
 */
export function isDomainUrl(value: string, storefrontUrl: string): boolean {
  return domainUrls(storefrontUrl).includes(value);
}

/**
 * The domains as `salesChannel.domains` of the context carries them (Shopware's `SalesChannelDomain`
 * entities, loaded with the sales channel by BaseSalesChannelContextFactory): CHF, one snippet set per language.
 */
export function salesChannelDomainEntities(storefrontUrl: string, createdAt: string): Record<string, unknown>[] {
  return salesChannelDomains(storefrontUrl).map((domain, index) => ({
    id: DOMAIN_IDS[index],
    url: domain.url,
    salesChannelId: SALES_CHANNEL_ID,
    languageId: domain.languageId,
    currencyId: CURRENCY_IDS.CHF,
    snippetSetId: SNIPPET_SET_IDS[domain.languageId],
    hreflangUseOnlyLocale: false,
    measurementUnits: { system: 'metric', units: { length: 'mm', weight: 'kg' } },
    customFields: null,
    createdAt,
    updatedAt: null,
    apiAlias: 'sales_channel_domain',
  }));
}
