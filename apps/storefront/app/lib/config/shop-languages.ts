import type { ShopLanguage, ShopLanguagesConfig } from '@gipfel/i18n';

/**
 * The demo shop's languages: the storefront's default configuration (not a package's). German is
 * the default language without a URL prefix; Italian is served from the host's texts
 * (app/texts/it); the Store API's content comes in Italian where its sales channel has it-CH.
 * `SHOP_LANGUAGES` (JSON of this shape, plus an optional `contactPath` per language) replaces it;
 * set it for the build too, which mounts a home page per prefix (decision 0055).
 *
 * Plain data with type imports only: Vite loads it with its config (the route table's home pages).
 */
export const demoShopLanguages = {
  urlScheme: 'prefix',
  defaultLanguage: 'de',
  languages: [
    { code: 'de', localeCode: 'de-DE', formatLocale: 'de-CH', prefix: '', label: 'Deutsch', contactPath: '/Kontakt/' },
    { code: 'en', localeCode: 'en-GB', formatLocale: 'en-GB', prefix: '/en', label: 'English', contactPath: '/Contact/' },
    { code: 'fr', localeCode: 'fr-CH', formatLocale: 'fr-CH', prefix: '/fr', label: 'Français', contactPath: '/Contact/' },
    { code: 'it', localeCode: 'it-CH', formatLocale: 'it-CH', prefix: '/it', label: 'Italiano' },
  ],
} as const satisfies Omit<ShopLanguagesConfig, 'languages'> & { languages: readonly (ShopLanguage & { contactPath?: string })[] };

/** The environment variable with the shop's languages as JSON (see `demoShopLanguages`). */
export const shopLanguagesVariable = 'SHOP_LANGUAGES';

/**
 * The URL prefix of each language whose home page the build mounts (`{ de: '', en: 'en' }`), from
 * `SHOP_LANGUAGES` at build time or the demo's. Only the prefixes: the start-up checks the rest.
 */
export function homePrefixesOf(json: string | undefined): Record<string, string> {
  const config = (json?.trim() ? JSON.parse(json) : demoShopLanguages) as { urlScheme?: string; languages?: Array<{ code?: unknown; prefix?: unknown }> };
  if (config.urlScheme !== undefined && config.urlScheme !== 'prefix') return { '': '' };
  const prefixes: Record<string, string> = {};
  for (const l of config.languages ?? []) {
    if (typeof l.code !== 'string') continue;
    const prefix = typeof l.prefix === 'string' ? l.prefix : `/${l.code}`;
    prefixes[l.code] = prefix.replace(/^\//, '');
  }
  return prefixes;
}
