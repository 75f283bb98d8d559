import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { defaultLanguage, type LanguageCode } from './locales';

/** Built-in texts of one package: a nested key object per language. */
export type PackageTexts = { readonly de: object; readonly en: object; readonly fr: object };

/** Overrides per namespace, as returned by `GET /api/translations/{locale}` (merged over the built-in texts). */
export type TextOverrides = Record<string, object>;

export interface CreateI18nOptions {
  language: LanguageCode;
  /** Built-in texts keyed by namespace, e.g. `{ ui: uiTexts, cart: cartTexts }`. */
  namespaces: Record<string, PackageTexts>;
  /** Overrides for the current language, keyed by namespace. */
  overrides?: TextOverrides;
  /** Show raw keys instead of texts (`?lang_debug`). */
  debugKeys?: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges `override` over `base`; only string leaves of the override win. */
export function mergeTexts(base: object, override: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  if (!isPlainObject(override)) return result;
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    if (typeof value === 'string') result[key] = value;
    else if (isPlainObject(value)) result[key] = mergeTexts(isPlainObject(current) ? current : {}, value);
  }
  return result;
}

/** Builds the i18next resources of one language from package texts and overrides. */
export function buildResources(
  language: LanguageCode,
  namespaces: Record<string, PackageTexts>,
  overrides: TextOverrides = {},
): Resource {
  const bundle: Record<string, Record<string, unknown>> = {};
  for (const [ns, texts] of Object.entries(namespaces)) {
    bundle[ns] = mergeTexts(texts[language], overrides[ns]);
  }
  return { [language]: bundle } as Resource;
}

/**
 * The i18next options `createI18n` uses. Texts are plain: `{{value}}` interpolation and plurals,
 * no nesting (`$t(…)`) and no formats (`{{value, number}}`); both are switched off, so a text
 * that contains them is shown as written, by i18next and by the browser's lite runtime alike
 * (`@gipfel/i18n/lite/i18next`).
 */
export function i18nInitOptions({ language, namespaces, overrides, debugKeys = false }: CreateI18nOptions): InitOptions {
  return {
    lng: debugKeys ? 'cimode' : language,
    fallbackLng: defaultLanguage,
    supportedLngs: ['de', 'en', 'fr', 'cimode'],
    ns: Object.keys(namespaces),
    defaultNS: Object.keys(namespaces)[0],
    resources: buildResources(language, namespaces, overrides),
    interpolation: { escapeValue: false, formatSeparator: '\u0000', nestingPrefix: '\u0000$t(', nestingSuffix: ')\u0000' },
    initImmediate: false,
    returnNull: false,
    appendNamespaceToCIMode: true,
    react: { useSuspense: false },
  };
}

/**
 * Creates a fresh, synchronously initialised i18next instance: one per request on the server,
 * one per page in the browser, one per story or test. (The storefront's browser build swaps
 * i18next for `@gipfel/i18n/lite/i18next`, which gives the same texts in 1 KB.)
 */
export function createI18n(options: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  void instance.init(i18nInitOptions(options));
  return instance;
}
