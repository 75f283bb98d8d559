import { CURRENCY_IDS, EURO_SALES_CHANNEL_ID, LANGUAGE_IDS, SALES_CHANNEL_ID } from './ids';

/** A domain of a sales channel (Shopware's `sales_channel_domain`): the storefront URL of one language. */
export interface SalesChannelDomain {
  languageId: string;
  url: string;
}

interface DomainSpec {
  id: string;
  languageId: string;
  /** Path below the channel's storefront URL (the German domains have none). */
  path: string;
  currencyId: string;
  snippetSetId: string;
  /** The BCP 47 locale the channel writes amounts and dates in for this language (its mails). */
  formatLocale: string;
}

const SNIPPET_SET_IDS = {
  de: '5e000000000000000000000000000001',
  en: '5e000000000000000000000000000002',
  fr: '5e000000000000000000000000000003',
  it: '5e000000000000000000000000000004',
} as const;

/**
 * Each sales channel's domains, in order, as paths below its storefront URL (the configuration:
 * `STORE_API_STOREFRONT_URL` for "Gipfel", `STORE_API_EURO_STOREFRONT_URL` for "Gipfel Deutschland").
 * "Gipfel": `…` (de-DE), `…/en`, `…/fr`, `…/it` in francs. "Gipfel Deutschland": `…` (de-DE) and `…/en`
 * in euros, on a storefront of its own (another host or port), so that a domain URL names one channel.
 */
const CHANNEL_DOMAINS: Readonly<Record<string, readonly DomainSpec[]>> = {
  [SALES_CHANNEL_ID]: [
    { id: '5d000000000000000000000000000001', languageId: LANGUAGE_IDS['de-DE'], path: '', currencyId: CURRENCY_IDS.CHF, snippetSetId: SNIPPET_SET_IDS.de, formatLocale: 'de-CH' },
    { id: '5d000000000000000000000000000002', languageId: LANGUAGE_IDS['en-GB'], path: '/en', currencyId: CURRENCY_IDS.CHF, snippetSetId: SNIPPET_SET_IDS.en, formatLocale: 'en-CH' },
    { id: '5d000000000000000000000000000003', languageId: LANGUAGE_IDS['fr-CH'], path: '/fr', currencyId: CURRENCY_IDS.CHF, snippetSetId: SNIPPET_SET_IDS.fr, formatLocale: 'fr-CH' },
    { id: '5d000000000000000000000000000004', languageId: LANGUAGE_IDS['it-CH'], path: '/it', currencyId: CURRENCY_IDS.CHF, snippetSetId: SNIPPET_SET_IDS.it, formatLocale: 'it-CH' },
  ],
  [EURO_SALES_CHANNEL_ID]: [
    { id: '5d000000000000000000000000000011', languageId: LANGUAGE_IDS['de-DE'], path: '', currencyId: CURRENCY_IDS.EUR, snippetSetId: SNIPPET_SET_IDS.de, formatLocale: 'de-DE' },
    { id: '5d000000000000000000000000000012', languageId: LANGUAGE_IDS['en-GB'], path: '/en', currencyId: CURRENCY_IDS.EUR, snippetSetId: SNIPPET_SET_IDS.en, formatLocale: 'en-GB' },
  ],
};

/**
 * Each sales channel's time zone, in which its mails write dates (Shopware: the sales channel's
 * configured time zone). "Gipfel" is a Swiss shop, "Gipfel Deutschland" a German one.
 */
const CHANNEL_TIME_ZONES: Readonly<Record<string, string>> = {
  [SALES_CHANNEL_ID]: 'Europe/Zurich',
  [EURO_SALES_CHANNEL_ID]: 'Europe/Berlin',
};

function specsOf(salesChannelId: string): readonly DomainSpec[] {
  return Object.hasOwn(CHANNEL_DOMAINS, salesChannelId) ? CHANNEL_DOMAINS[salesChannelId]! : [];
}

/**
 * A sales channel's domains, one per language on its storefront URL (`storefrontUrl`, that channel's):
 * without a trailing slash, as Shopware stores them.
 */
export function salesChannelDomains(storefrontUrl: string, salesChannelId: string = SALES_CHANNEL_ID): SalesChannelDomain[] {
  const base = storefrontUrl.replace(/\/+$/, '');
  return specsOf(salesChannelId).map(({ languageId, path }) => ({ languageId, url: `${base}${path}` }));
}

/** The URL of the first domain of a language, or null when the sales channel has none for it. */
export function domainUrlOf(storefrontUrl: string, languageId: string, salesChannelId: string = SALES_CHANNEL_ID): string | null {
  return salesChannelDomains(storefrontUrl, salesChannelId).find((domain) => domain.languageId === languageId)?.url ?? null;
}

/** The URLs a `storefrontUrl` must be one of (Shopware's `getDomainUrls`: every domain's URL, trailing `/` trimmed). */
export function domainUrls(storefrontUrl: string, salesChannelId: string = SALES_CHANNEL_ID): string[] {
  return salesChannelDomains(storefrontUrl, salesChannelId).map((domain) => domain.url.replace(/\/+$/, ''));
}

/**
 * Whether a request's `storefrontUrl` is one of the sales channel's domain URLs, compared exactly as
 * Shopware's `Choice(choices: getDomainUrls())` in RegisterRoute, SendPasswordRecoveryMailRoute and
 * NewsletterSubscribeRoute: the value as sent (no trimming, no case folding) against the trimmed URLs
 * of the request's own sales channel (another channel's domain is refused).
 */
export function isDomainUrl(value: string, storefrontUrl: string, salesChannelId: string = SALES_CHANNEL_ID): boolean {
  return domainUrls(storefrontUrl, salesChannelId).includes(value);
}

/** How a sales channel writes amounts and dates in one language: BCP 47 locale and IANA time zone. */
export interface ChannelFormat {
  locale: string;
  timeZone: string;
}

/**
 * How `salesChannelId` writes amounts and dates for `languageId` (its mails): the formatting locale
 * of the channel's domain of that language (de-CH, en-CH, fr-CH, it-CH in "Gipfel"; de-DE, en-GB in
 * "Gipfel Deutschland"), else of its default language, and the channel's time zone. An unknown
 * channel writes as "Gipfel".
 */
export function channelFormatOf(salesChannelId: string, languageId: string): ChannelFormat {
  const channel = Object.hasOwn(CHANNEL_DOMAINS, salesChannelId) ? salesChannelId : SALES_CHANNEL_ID;
  const specs = specsOf(channel);
  const spec = specs.find((domain) => domain.languageId === languageId) ?? specs[0]!;
  return { locale: spec.formatLocale, timeZone: CHANNEL_TIME_ZONES[channel]! };
}

/**
 * The domains as `salesChannel.domains` of the context carries them (Shopware's `SalesChannelDomain`
 * entities, loaded with the sales channel by BaseSalesChannelContextFactory): the channel's currency,
 * one snippet set per language.
 */
export function salesChannelDomainEntities(storefrontUrl: string, createdAt: string, salesChannelId: string = SALES_CHANNEL_ID): Record<string, unknown>[] {
  const base = storefrontUrl.replace(/\/+$/, '');
  return specsOf(salesChannelId).map((domain) => ({
    id: domain.id,
    url: `${base}${domain.path}`,
    salesChannelId,
    languageId: domain.languageId,
    currencyId: domain.currencyId,
    snippetSetId: domain.snippetSetId,
    hreflangUseOnlyLocale: false,
    measurementUnits: { system: 'metric', units: { length: 'mm', weight: 'kg' } },
    customFields: null,
    createdAt,
    updatedAt: null,
    apiAlias: 'sales_channel_domain',
  }));
}
