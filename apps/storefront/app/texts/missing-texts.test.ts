import { builtInTextLanguages, missingTextKeys, pluralRulesFor } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../lib/i18n/i18n.server';
import { shopLocales } from '../lib/i18n/shop-locales';

/**
 * The host's texts of the shop's languages against the default language (decision 0055): every
 * language has every key of the default language, so a new key without its Italian text fails CI
 * instead of showing German to Italian shoppers. `npm run texts:missing` prints what a language lacks.
 */
const locales = shopLocales();

/**
 * Keys a language may show in the default language, with the reason. Keep it empty: a key belongs
 * here only while its text waits for a translator, never to silence the check.
 */
const mayFallBack: Readonly<Record<string, readonly string[]>> = {};

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Languages have other plural forms (French `_many`): a key counts once, whatever its forms. */
const withoutPluralForm = (key: string) => key.replace(pluralSuffix, '');

/** The plural keys of `language` (without suffix) that lack one of its plural forms (Italian and French `_many`). */
function missingPluralForms(language: string): string[] {
  const categories = pluralRulesFor(locales.formatLocaleOf(language)).resolvedOptions().pluralCategories;
  const own = missingTextKeys(namespaces, '\u0000none', language);
  const keys = new Set(own);
  const plurals = new Set(own.filter((key) => key.endsWith('_other')).map(withoutPluralForm));
  return [...plurals].flatMap((base) => categories.filter((category) => !keys.has(`${base}_${category}`)).map((category) => `${base}_${category}`));
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]))].sort();

/** Texts of `language` whose `{{placeholders}}` differ from the default language's text of the key (plural forms: its `_other`). */
function placeholderMismatches(language: string): string[] {
  return Object.entries(namespaces).flatMap(([namespace, texts]) => {
    const defaults = new Map(leaves(texts[locales.defaultLanguage]));
    return leaves(texts[language])
      .filter(([key, text]) => {
        const original = defaults.get(key) ?? defaults.get(`${withoutPluralForm(key)}_other`);
        return original !== undefined && placeholders(original).join() !== placeholders(text).join();
      })
      .map(([key]) => `${namespace}:${key}`);
  });
}

describe('the texts of every shop language', () => {
  for (const language of locales.codes) {
    it(`${language}: no key the default language lacks (a typo would never show)`, () => {
      const defaultKeys = new Set(missingTextKeys(namespaces, '\u0000none', locales.defaultLanguage).map(withoutPluralForm));
      expect(missingTextKeys(namespaces, locales.defaultLanguage, language).filter((key) => !defaultKeys.has(withoutPluralForm(key)))).toEqual([]);
    });

    const missing = missingTextKeys(namespaces, language, locales.defaultLanguage);
    if (missing.length) console.info(`${language}: ${missing.length} keys fall back to ${locales.defaultLanguage}:\n  ${missing.join('\n  ')}`);
    const allowed = new Set(mayFallBack[language] ?? []);
    const label = (builtInTextLanguages as readonly string[]).includes(language) ? 'the packages’ own texts' : 'the host’s texts';

    it(`${language}: ${label} have every key of ${locales.defaultLanguage} (allowed to fall back: ${allowed.size})`, () => {
      expect(missing.filter((key) => !allowed.has(key))).toEqual([]);
    });

    it(`${language}: the allow-list names only keys still missing`, () => {
      expect([...allowed].filter((key) => !missing.includes(key))).toEqual([]);
    });

    it(`${language}: every text keeps the {{placeholders}} of ${locales.defaultLanguage}`, () => {
      expect(placeholderMismatches(language)).toEqual([]);
    });

    it(`${language}: every plural text has each plural form of ${locales.formatLocaleOf(language)}`, () => {
      expect(missingPluralForms(language)).toEqual([]);
    });
  }
});
