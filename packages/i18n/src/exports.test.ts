import { expect, it } from 'vitest';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index')).sort()).toEqual([
    'ShopFormatProvider',
    'buildResources',
    'createI18n',
    'dateTimeFormat',
    'defaultLanguage',
    'fallbackLocale',
    'formatLocaleOf',
    'formatMoney',
    'formatShopDate',
    'getAlternateLinks',
    'getCanonicalUrl',
    'getLocaleEntry',
    'i18nInitOptions',
    'isLanguageCode',
    'languageCodes',
    'languageFromCookie',
    'languageFromLocaleCode',
    'languageFromParam',
    'localeCookieMaxAge',
    'localeCookieName',
    'locales',
    'localizePath',
    'mergeTexts',
    'numberFormat',
    'parseLocalePath',
    'pluralRulesFor',
    'serializeLocaleCookie',
    'switchLanguagePath',
    'useShopTimeZone',
  ]);
});

it('publishes the lite runtime as its own entries', async () => {
  expect(Object.keys(await import('./lite/i18next')).sort()).toEqual(['LiteI18n', 'default']);
  expect(Object.keys(await import('./lite/react-i18next')).sort()).toEqual(['I18nextProvider', 'initReactI18next', 'useTranslation']);
});
