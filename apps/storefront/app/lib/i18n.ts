import { createI18n, type LanguageCode, type PackageTexts } from '@gipfel/i18n';
import { storefrontTexts } from './texts';

export type LanguageTexts = Record<string, object>;

/**
 * Texts for an error page rendered without the root loader's data (the root loader itself
 * failed): the shell's own texts only.
 */
export function fallbackTexts(language: LanguageCode): LanguageTexts {
  return { storefront: storefrontTexts[language] };
}

/** Builds an i18next instance from the texts the root loader sent. */
export function i18nFromTexts(language: LanguageCode, texts: LanguageTexts, debugKeys = false) {
  const asPackageTexts = Object.fromEntries(
    Object.entries(texts).map(([ns, t]) => [ns, { de: t, en: t, fr: t } satisfies PackageTexts]),
  );
  return createI18n({ language, namespaces: asPackageTexts, debugKeys });
}
