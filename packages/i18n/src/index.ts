export {
  locales,
  defaultLanguage,
  fallbackLocale,
  languageCodes,
  isLanguageCode,
  getLocaleEntry,
  languageFromLocaleCode,
} from './locales';
export type { LocaleEntry, LanguageCode, LocaleCode } from './locales';
export { createI18n, i18nInitOptions, buildResources, mergeTexts } from './i18n-instance';
export { numberFormat, dateTimeFormat, pluralRulesFor } from './intl-cache';
export { formatShopDate } from './shop-date';
export { formatLocaleOf, formatMoney } from './format-locale';
export { ShopFormatProvider, useShopTimeZone } from './shop-format';
export type { FormatMoneyOptions } from './format-locale';
export type { ShopDateStyle, ShopDateOptions } from './shop-date';
export type { ShopFormatProviderProps } from './shop-format';
export type { PackageTexts, TextOverrides, CreateI18nOptions } from './i18n-instance';
export {
  parseLocalePath,
  languageFromParam,
  localizePath,
  switchLanguagePath,
  getAlternateLinks,
  getCanonicalUrl,
} from './paths';
export type { LocalePath, AlternateLink } from './paths';
export {
  localeCookieName,
  localeCookieMaxAge,
  languageFromCookie,
  serializeLocaleCookie,
} from './detect';
