/**
 * A browser-sized stand-in for the part of i18next that `createI18n` and our packages use: one
 * language's resources, `ns:key` and nested keys, plurals (`_zero`, then `_one`/`_other`… from
 * `Intl.PluralRules`), `{{value}}` interpolation without escaping, `defaultValue`, `getFixedT` and
 * the `cimode` debug language. About 1 KB gzip instead of i18next's 15 KB.
 *
 * Alias `i18next` to `@gipfel/i18n/lite/i18next` in a build to use it. With the options of
 * `createI18n` it gives the same text as i18next for every key, so a browser build with it
 * hydrates HTML a server rendered with i18next. Not supported: nesting (`$t(…)`) and formats
 * (`{{value, number}}`), which `createI18n` leaves as written in i18next too, context and
 * returned objects.
 */

import { pluralRulesFor } from '../intl-cache';

type Texts = Record<string, unknown>;

export interface LiteInitOptions {
  lng?: string;
  fallbackLng?: string | readonly string[] | false;
  ns?: string | readonly string[];
  defaultNS?: string | readonly string[];
  resources?: Record<string, Record<string, Texts>>;
  appendNamespaceToCIMode?: boolean;
  [option: string]: unknown;
}

export type LiteTOptions = {
  ns?: string | readonly string[];
  lng?: string | null;
  count?: unknown;
  defaultValue?: unknown;
  keyPrefix?: string;
  [value: string]: unknown;
};

const nsSeparator = ':';
const keySeparator = '.';
const interpolations = [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g];

function asList(value: string | readonly string[] | false | undefined): string[] {
  if (value === undefined || value === false) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/**
 * The value at `path` like i18next finds it: through nested objects first (`a.b` is `{ a: { b } }`),
 * then as a flat key with dots (`{ 'a.b': … }`, e.g. from an override written that way).
 */
function deepFind(texts: unknown, path: string): unknown {
  if (typeof texts !== 'object' || texts === null) return undefined;
  // Most keys and variables have no dot: one property read, no array (it runs for every text a page renders).
  if (!path.includes(keySeparator)) return (texts as Texts)[path];
  let current: unknown = texts;
  for (const token of path.split(keySeparator)) {
    if (typeof current !== 'object' || current === null) {
      current = undefined;
      break;
    }
    current = (current as Texts)[token];
  }
  return current !== undefined ? current : (texts as Texts)[path];
}

function interpolate(text: string, data: LiteTOptions): string {
  // Most texts have no variable: no regular expression runs over them.
  if (!text.includes('{{')) return text;
  let result = text;
  for (const pattern of interpolations) {
    result = result.replace(pattern, (match, name: string) => {
      const variable = name.trim();
      const value = deepFind(data, variable);
      if (value === undefined) return Object.prototype.hasOwnProperty.call(data, variable) ? '' : match;
      return value === null ? '' : String(value);
    });
  }
  return result;
}

/**
 * Plural rules of a language, made once for all instances (`pluralRulesFor`: the server creates an
 * instance per request); null for a language Intl does not know, remembered as such.
 */
const noPluralRules = new Set<string>();

function cardinalRules(language: string): Intl.PluralRules | null {
  if (noPluralRules.has(language)) return null;
  try {
    return pluralRulesFor(language, { type: 'cardinal' });
  } catch {
    noPluralRules.add(language);
    return null;
  }
}

export class LiteI18n {
  language = '';
  languages: string[] = [];
  options: LiteInitOptions = {};
  isInitialized = false;
  private resources: Record<string, Record<string, Texts>> = {};

  init(options: LiteInitOptions, callback?: (error: unknown, t: LiteI18n['t']) => void): Promise<LiteI18n['t']> {
    this.options = { ...options };
    this.resources = options.resources ?? {};
    this.language = options.lng ?? asList(options.fallbackLng)[0] ?? 'dev';
    this.languages = [...new Set([this.language, ...asList(options.fallbackLng)])];
    this.isInitialized = true;
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  /** Translates `key` (`key`, `nested.key` or `ns:nested.key`). */
  t = (key: string | null | undefined, optionsOrDefault?: LiteTOptions | string): string => {
    if (key === undefined || key === null) return '';
    const options: LiteTOptions =
      typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : { ...optionsOrDefault };
    const { key: bareKey, namespaces } = this.extract(String(key), options);
    const language = options.lng || this.language;
    if (language.toLowerCase() === 'cimode') {
      return this.options.appendNamespaceToCIMode ? `${namespaces[namespaces.length - 1]}${nsSeparator}${bareKey}` : bareKey;
    }
    const found = this.lookup(bareKey, namespaces, options);
    if (typeof found === 'object' && found !== null) return `key '${bareKey} (${this.language})' returned an object instead of string.`;
    const text = found ?? (options.defaultValue !== undefined ? options.defaultValue : bareKey);
    return typeof text === 'string' ? interpolate(text, options) : (text as string);
  };

  /** A `t` bound to a language and namespace, as `useTranslation` asks for it. */
  getFixedT(lng: string | null, ns?: string | readonly string[], keyPrefix?: string): LiteI18n['t'] {
    return (key, optionsOrDefault) => {
      const options: LiteTOptions =
        typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : { ...optionsOrDefault };
      options.lng = options.lng || lng;
      options.ns = options.ns || ns;
      const prefix = options.keyPrefix || keyPrefix;
      return this.t(prefix && key ? `${prefix}${keySeparator}${key}` : key, options);
    };
  }

  private extract(key: string, options: LiteTOptions): { key: string; namespaces: string[] } {
    let namespaces = asList(options.ns ?? this.options.defaultNS);
    let bareKey = key;
    if (key.includes(nsSeparator)) {
      const parts = key.split(nsSeparator);
      namespaces = [parts.shift()!];
      bareKey = parts.join(keySeparator);
    }
    return { key: bareKey, namespaces };
  }

  private pluralSuffix(language: string, count: number): string | null {
    const rules = cardinalRules(language);
    return rules ? `_${rules.select(count)}` : null;
  }

  private lookup(key: string, namespaces: readonly string[], options: LiteTOptions): unknown {
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    const languages = options.lng ? [options.lng, ...this.languages.filter((l) => l !== options.lng)] : this.languages;
    for (const ns of namespaces) {
      for (const language of languages) {
        const texts = this.resources[language]?.[ns];
        const candidates = [key];
        if (plural) {
          const suffix = this.pluralSuffix(language, count as number);
          if (suffix) candidates.unshift(key + suffix);
          if (count === 0) candidates.unshift(`${key}_zero`);
        }
        for (const candidate of candidates) {
          const value = deepFind(texts, candidate);
          if (value !== undefined && value !== null) return value;
        }
      }
    }
    return undefined;
  }
}

