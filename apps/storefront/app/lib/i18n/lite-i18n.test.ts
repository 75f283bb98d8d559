import { createI18n, textsInLanguage } from '@gipfel/i18n';
// The reference: i18next with the runtime's options, a dev dependency of the workspace's tests only.
import { referenceI18next } from '../../../../../packages/i18n/src/lite/i18next-reference.test-support';
import { describe, expect, it } from 'vitest';
import { namespaces } from './i18n.server';
import { shopLocales } from './shop-locales';

const languageCodes = shopLocales().codes;

/**
 * The storefront renders texts with the lite runtime, Storybook and the package tests with
 * i18next (decision 0028): every text of every namespace must come out the same.
 */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function leaves(texts: unknown, prefix = ''): Array<[string, string]> {
  if (typeof texts === 'string') return [[prefix, texts]];
  if (typeof texts !== 'object' || texts === null) return [];
  return Object.entries(texts).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}


describe('the browser texts runtime', () => {
  for (const language of languageCodes) {
    it(`gives every storefront text like i18next (${language})`, () => {
      const real = referenceI18next({ language, namespaces, defaultLanguage: shopLocales().defaultLanguage });
      const mine = createI18n({ language, namespaces, defaultLanguage: shopLocales().defaultLanguage });
      let compared = 0;
      for (const [ns, texts] of Object.entries(namespaces)) {
        const realT = real.getFixedT(null, ns);
        const mineT = mine.getFixedT(null, ns);
        const keys = new Map<string, Set<string>>();
        for (const [path, text] of leaves(textsInLanguage(texts, language, shopLocales().defaultLanguage))) {
          const key = path.replace(pluralSuffix, '');
          const variables = keys.get(key) ?? new Set<string>();
          for (const match of text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)) variables.add(match[1]!);
          keys.set(key, variables);
        }
        for (const [key, variables] of keys) {
          const values = Object.fromEntries([...variables].map((name) => [name, `‹${name}›`]));
          const variants: Array<Record<string, unknown>> = [
            {},
            values,
            ...[0, 1, 2, 5, 21].map((count) => ({ ...values, count })),
          ];
          for (const options of variants) {
            expect(mineT(key, options), `${language} ${ns}:${key} ${JSON.stringify(options)}`).toBe(realT(key, options));
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('needs no nesting or formats: no text uses them', () => {
    const uses = languageCodes.flatMap((language) =>
      Object.entries(namespaces).flatMap(([ns, texts]) =>
        leaves(texts[language])
          .filter(([, text]) => text.includes('$t(') || /\{\{[^}]*,[^}]*\}\}/.test(text))
          .map(([path]) => `${language} ${ns}:${path}`),
      ),
    );
    expect(uses).toEqual([]);
  });
});
