import { createShopLocales, defineShopLanguages, type LanguageCode, type ShopLanguagesConfig, type ShopLocales } from '@gipfel/i18n';
import { demoShopLanguages, shopLanguagesVariable } from '../config/shop-languages';

/**
 * The storefront's languages (decision 0055): `SHOP_LANGUAGES` (JSON) or the demo's, read once
 * per process. The server renders them into the document (`ShopLanguagesData`), where the
 * browser reads them before it renders anything, so both use the same configuration.
 */
export const shopLanguagesElementId = 'gipfel-shop-languages';

export interface AppShopLanguagesConfig extends ShopLanguagesConfig {
  /** The path of the shop's contact page per language (a CMS page of the shop); the storefront's form `/contact` otherwise. */
  contactPaths: Readonly<Record<LanguageCode, string>>;
}

/** `SHOP_LANGUAGES` checked: a clear message for the start-up when it is not a shop's languages. */
export function parseShopLanguages(json: string | undefined): AppShopLanguagesConfig {
  let raw: unknown = demoShopLanguages;
  if (json?.trim()) {
    try {
      raw = JSON.parse(json);
    } catch {
      throw new Error(`${shopLanguagesVariable} is not JSON: expected {"urlScheme":"prefix","defaultLanguage":"de","languages":[{"code":"de","localeCode":"de-DE","prefix":"","label":"Deutsch"}]}`);
    }
  }
  let config: ShopLanguagesConfig;
  try {
    config = defineShopLanguages(raw);
  } catch (error) {
    throw new Error(`${shopLanguagesVariable}: ${(error as Error).message}`);
  }
  const contactPaths: Record<LanguageCode, string> = {};
  for (const entry of (raw as { languages: unknown[] }).languages) {
    const { code, contactPath } = entry as { code: string; contactPath?: unknown };
    if (contactPath === undefined) continue;
    if (typeof contactPath !== 'string' || !/^\/[^/\\]/.test(contactPath)) throw new Error(`${shopLanguagesVariable}: contactPath of "${code}" must be a path such as "/Kontakt/"`);
    contactPaths[code.toLowerCase()] = contactPath;
  }
  return { ...config, contactPaths };
}

function initialConfig(): AppShopLanguagesConfig {
  if (typeof document !== 'undefined') {
    const text = document.getElementById(shopLanguagesElementId)?.textContent;
    if (text) return JSON.parse(text) as AppShopLanguagesConfig;
  }
  return parseShopLanguages(typeof process !== 'undefined' ? process.env?.[shopLanguagesVariable] : undefined);
}

let current: { config: AppShopLanguagesConfig; locales: ShopLocales } | undefined;

function state() {
  if (!current) {
    const config = initialConfig();
    current = { config, locales: createShopLocales(config) };
  }
  return current;
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
export const detectLanguage: ShopLocales['detectLanguage'] = (request) => shopLocales().detectLanguage(request);
export const languageFromLocaleCode: ShopLocales['languageFromLocaleCode'] = (code) => shopLocales().languageFromLocaleCode(code);
