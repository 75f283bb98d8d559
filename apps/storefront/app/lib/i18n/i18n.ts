import { createI18n, type LanguageCode, type PackageTexts } from '@gipfel/i18n';
import { shellErrorTexts } from '../../texts/shell-error-texts';

export type LanguageTexts = Record<string, object>;

/**
 * Texts for an error page rendered without the root loader's data (the root loader itself
 * failed): the shell's error and maintenance texts only (the rest of the shell's texts stays out
 * of the browser bundle; it arrives with the root loader).
 */
export function fallbackTexts(language: LanguageCode): LanguageTexts {
  return { storefront: shellErrorTexts[language] };
}

/** Builds an i18next instance from the texts the root loader sent. */
export function i18nFromTexts(language: LanguageCode, texts: LanguageTexts, debugKeys = false) {
  const asPackageTexts = Object.fromEntries(
    Object.entries(texts).map(([ns, t]) => [ns, { de: t, en: t, fr: t } satisfies PackageTexts]),
  );
  return createI18n({ language, namespaces: asPackageTexts, debugKeys });
}
