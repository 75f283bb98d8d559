import { extendTexts, textsInLanguage, type LanguageCode } from '@gipfel/i18n';
import { hostShellErrorTexts } from '../../texts/host-shell-error-texts';
import { shellErrorTexts } from '../../texts/shell-error-texts';
import type { LanguageTexts } from './i18n';
import { defaultLanguage } from './shop-locales';

/** The shell's error texts in every language, the host's included. */
const shellErrorTextsAll = extendTexts(shellErrorTexts, hostShellErrorTexts);

/** The shell's error and maintenance texts of a language, each key falling back to the default language. */
export function shellErrorTextsIn(language: LanguageCode): (typeof shellErrorTexts)['de'] {
  return textsInLanguage(shellErrorTextsAll, language, defaultLanguage()) as unknown as (typeof shellErrorTexts)['de'];
}

/**
 * Texts for an error page rendered without the root loader's data (the root loader itself
 * failed): the shell's error and maintenance texts only. Server-only (entry.server.tsx): the
 * server writes them into such a page and the browser reads them there (fallback-texts-context.ts),
 * so the browser's shell does not carry them in every language.
 */
export function fallbackTexts(language: LanguageCode): LanguageTexts {
  return { storefront: shellErrorTextsIn(language) };
}
