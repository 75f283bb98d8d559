import { expect, it } from 'vitest';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index')).sort()).toEqual([
    'I18nextProvider',
    'LiteI18n',
    'ShopFormatProvider',
    'ShopLocalesProvider',
    'buildResources',
    'builtInTextLanguages',
    'createI18n',
    'createShopLocales',
    'dateTimeFormat',
    'defineShopLanguages',
    'extendNamespaces',
    'extendTexts',
    'fallbackLocale',
    'formatLocaleOf',
    'formatMoney',
    'formatShopDate',
    'isLanguageCode',
    'languageTexts',
    'mergeTexts',
    'missingTextKeys',
    'numberFormat',
    'pluralRulesFor',
    'textsInLanguage',
    'useShopLocales',
    'useShopTimeZone',
    'useTranslation',
  ]);
});

it('has one domain entry: the text runtime is part of it, not a build alias (decision 0055); ./host is the host wiring (decision 0067)', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const manifest = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  expect(Object.keys(manifest.exports!)).toEqual(['.', './host']);
  expect(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })).not.toContain('i18next');
  expect(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })).not.toContain('react-i18next');
});

// Host wiring lives in its own entry, `@gipfel/i18n/host` (decision 0067), never in the domain entry.
it('exports the host wiring from ./host only', async () => {
  expect(Object.keys(await import('./host')).sort()).toEqual(['localeCookieMaxAge', 'localeCookieName', 'moneyPatternsOf', 'serializeLocaleCookie']);
});
