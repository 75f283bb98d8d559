import { defineShopLanguages, type LanguageCode, type ShopLanguagesConfig } from '@gipfel/i18n';
import { demoShopLanguages, shopLanguagesVariable } from '../config/shop-languages';
import type { AppShopLanguagesConfig } from './shop-locales';

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

