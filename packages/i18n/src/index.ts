export { fallbackLocale, builtInTextLanguages, isLanguageCode } from './locales';
export type { LanguageCode, BuiltInTextLanguage } from './locales';
export { defineShopLanguages } from './shop-languages';
export type { ShopLanguage, ShopLanguagesConfig, UrlScheme } from './shop-languages';
export { createShopLocales } from './paths';
export type { ShopLocales, LocalePath, AlternateLink, StoreApiLanguage } from './paths';
export { ShopLocalesProvider, useShopLocales } from './shop-locales-context';
export { mergeTexts, textsInLanguage, extendTexts, extendNamespaces, languageTexts, missingTextKeys } from './texts';
export type { PackageTexts, TextOverrides } from './texts';
export { createI18n, buildResources } from './i18n-instance';
export type { CreateI18nOptions, I18n } from './i18n-instance';
// The one text runtime of packages, tests, Storybook and hosts (decision 0055).
export { LiteI18n } from './lite/i18next';
export type { LiteInitOptions, LiteTOptions } from './lite/i18next';
export { I18nextProvider, useTranslation } from './lite/react-i18next';
export type { I18nextProviderProps } from './lite/react-i18next';
// Formatting through Intl for any locale, currency and time zone (decision 0057).
export { numberFormat, dateTimeFormat, pluralRulesFor } from './intl-cache';
export { formatShopDate } from './shop-date';
export { formatLocaleOf } from './format-locale';
export { formatMoney } from './money';
export { ShopFormatProvider, useShopTimeZone } from './shop-format';
export type { FormatMoneyOptions, MoneyPattern } from './money';
export type { ShopDateStyle, ShopDateOptions } from './shop-date';
export type { ShopFormatProviderProps } from './shop-format';
