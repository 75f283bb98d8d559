import { createShopLocales, type LanguageCode, type ShopLanguagesConfig, type ShopLocales } from '@gipfel/i18n';
import { demoShopLanguages } from '../config/shop-languages';

/**
 * The storefront's languages (decision 0055): `SHOP_LANGUAGES` (JSON, checked at start-up by
 * shop-languages.server.ts) or the demo's, one configuration per process. The server renders it
 * into the document (root.tsx), where the browser reads it before it renders anything, so both
 * use the same languages (and the browser bundle carries no parser for them).
 */
export const shopLanguagesElementId = 'gipfel-shop-languages';

export interface AppShopLanguagesConfig extends ShopLanguagesConfig {
  /** The path of the shop's contact page per language (a CMS page of the shop); the storefront's form `/contact` otherwise. */
  contactPaths: Readonly<Record<LanguageCode, string>>;
}

/** The demo's configuration (app/lib/config/shop-languages.ts) in the shape the app keeps. */
function demoConfig(): AppShopLanguagesConfig {
  const contactPaths: Record<LanguageCode, string> = {};
  const languages = demoShopLanguages.languages.map((entry) => {
    const { contactPath, ...language } = entry as typeof entry & { contactPath?: string };
    if (contactPath) contactPaths[language.code] = contactPath;
    return language;
  });
  return { ...demoShopLanguages, languages, contactPaths };
}

/** The browser's: what the server wrote into the document; else (tests, the server before start-up) the demo's. */
function initialConfig(): AppShopLanguagesConfig {
  if (typeof document !== 'undefined') {
    const text = document.getElementById(shopLanguagesElementId)?.textContent;
    if (text) return JSON.parse(text) as AppShopLanguagesConfig;
  }
  return demoConfig();
}

let current: { config: AppShopLanguagesConfig; locales: ShopLocales } | undefined;

function state() {
  if (!current) {
    const config = initialConfig();
    current = { config, locales: createShopLocales(config) };
  }
  return current;
}

/** Sets the process's languages: the server's start-up does, from `SHOP_LANGUAGES` (env.server.ts, entry.server.tsx). */
export function configureShopLocales(config: AppShopLanguagesConfig): void {
  current = { config, locales: createShopLocales(config) };
}

/** The storefront's languages with their path, link and detection helpers. */
export function shopLocales(): ShopLocales {
  return state().locales;
}

/** The configuration as the document carries it to the browser. */
export function shopLanguagesConfig(): AppShopLanguagesConfig {
  return state().config;
}

/** The shop's default language. */
export function defaultLanguage(): LanguageCode {
  return shopLocales().defaultLanguage;
}

/** Whether `value` is one of the shop's languages. */
export function isShopLanguage(value: unknown): value is LanguageCode {
  return shopLocales().isLanguage(value);
}

/** The path of the shop's contact page in a language (`contactPath` of the configuration; else the storefront's form). */
export function contactPathOf(language: LanguageCode): string {
  const { contactPaths } = shopLanguagesConfig();
  return localizePath(Object.hasOwn(contactPaths, language) ? contactPaths[language]! : '/contact', language);
}

// The helpers of `ShopLocales`, bound to the storefront's languages (one import for the app's ~50 links).
export const localizePath: ShopLocales['localizePath'] = (path, language) => shopLocales().localizePath(path, language);
export const parseLocalePath: ShopLocales['parseLocalePath'] = (pathname, origin) => shopLocales().parseLocalePath(pathname, origin);
export const switchLanguagePath: ShopLocales['switchLanguagePath'] = (pathname, search, language, origin) => shopLocales().switchLanguagePath(pathname, search, language, origin);
export const languageFromParam: ShopLocales['languageFromParam'] = (param) => shopLocales().languageFromParam(param);
export const getAlternateLinks: ShopLocales['getAlternateLinks'] = (origin, pathname) => shopLocales().getAlternateLinks(origin, pathname);
export const getCanonicalUrl: ShopLocales['getCanonicalUrl'] = (origin, pathname) => shopLocales().getCanonicalUrl(origin, pathname);
export const languageFromCookie: ShopLocales['languageFromCookie'] = (cookie) => shopLocales().languageFromCookie(cookie);
export const languageFromLocaleCode: ShopLocales['languageFromLocaleCode'] = (code) => shopLocales().languageFromLocaleCode(code);
