import { createI18n, type LanguageCode } from '@gipfel/i18n';

export type LanguageTexts = Record<string, object>;

// The error texts for a page without the root's data (fallbackTexts, shellErrorTextsIn) live in
// fallback-texts.ts: importing them here would put them back into the browser's shell.

/** Builds the text runtime's instance from the texts the root loader sent (already one language's, with fallback). */
export function i18nFromTexts(language: LanguageCode, texts: LanguageTexts, debugKeys = false) {
  const asPackageTexts = Object.fromEntries(Object.entries(texts).map(([ns, t]) => [ns, { [language]: t }]));
  return createI18n({ language, namespaces: asPackageTexts, debugKeys });
}
