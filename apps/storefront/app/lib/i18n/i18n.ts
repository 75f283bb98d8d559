import { createI18n, extendTexts, textsInLanguage, type LanguageCode } from '@gipfel/i18n';
import { hostShellErrorTexts } from '../../texts/host-shell-error-texts';
import { shellErrorTexts } from '../../texts/shell-error-texts';
import { defaultLanguage } from './shop-locales';

export type LanguageTexts = Record<string, object>;

/** The shell's error texts in every language, the host's included (the browser bundle's only built-in texts). */
const shellErrorTextsAll = extendTexts(shellErrorTexts, hostShellErrorTexts);

/** The shell's error and maintenance texts of a language, each key falling back to the default language. */
export function shellErrorTextsIn(language: LanguageCode): (typeof shellErrorTexts)['de'] {
  return textsInLanguage(shellErrorTextsAll, language, defaultLanguage()) as unknown as (typeof shellErrorTexts)['de'];
}

/**
 * Texts for an error page rendered without the root loader's data (the root loader itself
 * failed): the shell's error and maintenance texts only (the rest of the shell's texts stays out
 * of the browser bundle; it arrives with the root loader).
 */
export function fallbackTexts(language: LanguageCode): LanguageTexts {
  return { storefront: shellErrorTextsIn(language) };
}

/** Builds the text runtime's instance from the texts the root loader sent (already one language's, with fallback). */
export function i18nFromTexts(language: LanguageCode, texts: LanguageTexts, debugKeys = false) {
  const asPackageTexts = Object.fromEntries(Object.entries(texts).map(([ns, t]) => [ns, { [language]: t }]));
  return createI18n({ language, namespaces: asPackageTexts, debugKeys });
}
