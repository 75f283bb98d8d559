// The euro sales channel's storefront: the same build as the Swiss one, configured by its
// environment alone (playwright.config.ts): its access key, its languages and its time zone.
export const euroShopLanguages = {
  urlScheme: 'prefix',
  defaultLanguage: 'de',
  languages: [
    { code: 'de', localeCode: 'de-DE', formatLocale: 'de-DE', prefix: '', label: 'Deutsch' },
    { code: 'en', localeCode: 'en-GB', formatLocale: 'en-GB', prefix: '/en', label: 'English' },
  ],
};

/** The euro channel's storefront origin (the Swiss one's port plus one, unless set). */
export function euroOrigin(): string {
  const swiss = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
  return `http://localhost:${Number(process.env.E2E_EURO_STOREFRONT_PORT ?? swiss + 1)}`;
}
