import { createI18n, mergeTexts, type LanguageCode, type PackageTexts, type TextOverrides } from '@gipfel/i18n';
import { storefrontTexts } from './texts';

/** Every namespace the storefront renders: the shell's own texts and those of the packages. */
export const namespaces: Record<string, PackageTexts> = {
  storefront: storefrontTexts,
};

export type LanguageTexts = Record<string, object>;

/** The texts of one language with the shop's overrides, as sent to the browser with the root loader. */
export function textsFor(language: LanguageCode, overrides: TextOverrides = {}): LanguageTexts {
  return Object.fromEntries(Object.entries(namespaces).map(([ns, texts]) => [ns, mergeTexts(texts[language], overrides[ns])]));
}

/** Builds an i18next instance from the texts the root loader sent. */
export function i18nFromTexts(language: LanguageCode, texts: LanguageTexts, debugKeys = false) {
  const asPackageTexts = Object.fromEntries(
    Object.entries(texts).map(([ns, t]) => [ns, { de: t, en: t, fr: t } satisfies PackageTexts]),
  );
  return createI18n({ language, namespaces: asPackageTexts, debugKeys });
}
