import { builtInTextLanguages, missingTextKeys } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../lib/i18n/i18n.server';
import { shopLocales } from '../lib/i18n/shop-locales';

/**
 * The host's texts of the shop's languages against the default language (decision 0055):
 * `npm run texts:missing` prints the keys each language still shows in the default language.
 */
const locales = shopLocales();

/** Languages have other plural forms (French `_many`): a key counts once, whatever its forms. */
const withoutPluralForm = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the texts of every shop language', () => {
  for (const language of locales.codes) {
    it(`${language}: no key the default language lacks (a typo would never show)`, () => {
      const defaultKeys = new Set(missingTextKeys(namespaces, '\u0000none', locales.defaultLanguage).map(withoutPluralForm));
      expect(missingTextKeys(namespaces, locales.defaultLanguage, language).filter((key) => !defaultKeys.has(withoutPluralForm(key)))).toEqual([]);
    });

    const missing = missingTextKeys(namespaces, language, locales.defaultLanguage);
    if ((builtInTextLanguages as readonly string[]).includes(language)) {
      it(`${language}: the packages' own texts are complete`, () => {
        expect(missing).toEqual([]);
      });
    } else {
      it(`${language}: lists the keys shown in ${locales.defaultLanguage} (${missing.length})`, () => {
        if (missing.length) console.info(`${language}: ${missing.length} keys fall back to ${locales.defaultLanguage}:\n  ${missing.join('\n  ')}`);
        expect(missing.every((key) => key.includes(':'))).toBe(true);
      });
    }
  }
});
