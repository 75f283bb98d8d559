import type { LanguageCode } from './locales';
import { LiteI18n } from './lite/i18next';
import { mergeTexts, textsInLanguage, type PackageTexts, type TextOverrides } from './texts';

export interface CreateI18nOptions {
  language: LanguageCode;
  /** Built-in texts keyed by namespace, e.g. `{ ui: uiTexts, cart: cartTexts }` (extended by the host's). */
  namespaces: Record<string, PackageTexts>;
  /** The shop's default language: a key `language` lacks is shown in it. Defaults to `language`. */
  defaultLanguage?: LanguageCode;
  /** Overrides for the current language, keyed by namespace. */
  overrides?: TextOverrides;
  /** Show raw keys instead of texts (`?lang_debug`). */
  debugKeys?: boolean;
}

/** The text runtime's instance: `t`, `getFixedT`, `language` (see `LiteI18n`). */
export type I18n = LiteI18n;

/** The resources of one language: each namespace's texts with per-key fallback and the overrides. */
export function buildResources(
  language: LanguageCode,
  namespaces: Record<string, PackageTexts>,
  overrides: TextOverrides = {},
  defaultLanguage: LanguageCode = language,
): Record<string, Record<string, Record<string, unknown>>> {
  const bundle: Record<string, Record<string, unknown>> = {};
  for (const [ns, texts] of Object.entries(namespaces)) {
    bundle[ns] = mergeTexts(textsInLanguage(texts, language, defaultLanguage), overrides[ns]);
  }
  return { [language]: bundle };
}

/**
 * Creates a fresh text runtime instance with one language's texts: one per request on the
 * server, one per page in the browser, one per story or test. Texts are plain: `{{value}}`
 * interpolation and plurals (`_zero`, `_one`, `_other`…), no nesting (`$t(…)`) or formats.
 */
export function createI18n({ language, namespaces, defaultLanguage, overrides, debugKeys = false }: CreateI18nOptions): I18n {
  const instance = new LiteI18n();
  void instance.init({
    lng: debugKeys ? 'cimode' : language,
    ns: Object.keys(namespaces),
    defaultNS: Object.keys(namespaces)[0],
    resources: buildResources(language, namespaces, overrides, defaultLanguage ?? language),
    appendNamespaceToCIMode: true,
  });
  return instance;
}
