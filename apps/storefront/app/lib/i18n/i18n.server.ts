import { extendNamespaces, mergeTexts, textsInLanguage, type LanguageCode, type PackageTexts, type TextOverrides } from '@gipfel/i18n';
import { packageTexts } from '@gipfel/texts';
import { pageOnlyNamespaces } from '../../route-table';
import { i18nFromTexts, type LanguageTexts } from './i18n';
import { hostTexts } from '../../texts/host-texts';
import { storefrontTexts } from '../../texts/storefront-texts';
import { defaultLanguage } from './shop-locales';

/**
 * Every namespace the storefront renders: the shell's own texts and those of the packages, with
 * the host's texts over them (added languages such as Italian, overrides; decision 0055).
 */
export const namespaces: Record<string, PackageTexts> = extendNamespaces({ storefront: storefrontTexts, ...packageTexts }, hostTexts);

/** The shell's texts of a language, each key falling back to the default language. */
export function storefrontTextsIn(language: LanguageCode): (typeof storefrontTexts)['de'] {
  return textsInLanguage(namespaces.storefront!, language, defaultLanguage()) as unknown as (typeof storefrontTexts)['de'];
}

/**
 * The texts of one language with the shop's overrides, as sent to the browser with the root
 * loader: the shell's namespaces and, of the page-only ones (`pageOnlyNamespaces`), those the
 * page names (`pageTextNamespaces`; all of them when not given). Server-only, so the browser never
 * downloads the other languages.
 */
export function textsFor(language: LanguageCode, overrides: TextOverrides = {}, pageNamespaces?: readonly string[]): LanguageTexts {
  const pageOnly: readonly string[] = pageOnlyNamespaces;
  const wanted = (ns: string) => !pageNamespaces || !pageOnly.includes(ns) || pageNamespaces.includes(ns);
  return Object.fromEntries(
    Object.entries(namespaces)
      .filter(([ns]) => wanted(ns))
      .map(([ns, texts]) => [ns, mergeTexts(textsInLanguage(texts, language, defaultLanguage()), overrides[ns])]),
  );
}

/**
 * The text runtime's `t` of one namespace for a loader (texts a package writes on the server, such
 * as the recipe units of a page's cart form and JSON-LD): the same texts as the page, the host's
 * languages and the shop's `overrides` included, each key falling back to the default language.
 */
export function serverTranslator(language: LanguageCode, namespace: string, overrides: TextOverrides = {}) {
  const texts = namespaces[namespace] ?? {};
  return i18nFromTexts(language, { [namespace]: mergeTexts(textsInLanguage(texts, language, defaultLanguage()), overrides[namespace]) }).getFixedT(language, namespace);
}
