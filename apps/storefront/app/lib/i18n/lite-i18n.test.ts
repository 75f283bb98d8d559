import { createI18n, i18nInitOptions, languageCodes, type CreateI18nOptions } from '@gipfel/i18n';
import liteI18next, { type LiteI18n } from '@gipfel/i18n/lite/i18next';
import { describe, expect, it } from 'vitest';
import { namespaces } from './i18n.server';

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

function lite(options: CreateI18nOptions): LiteI18n {
  const instance = liteI18next.createInstance();
  void instance.init(i18nInitOptions(options) as Parameters<LiteI18n['init']>[0]);
  return instance;
}

describe('the browser texts runtime', () => {
  for (const language of languageCodes) {
    it(`gives every storefront text like i18next (${language})`, () => {
      const real = createI18n({ language, namespaces });
      const mine = lite({ language, namespaces });
      let compared = 0;
      for (const [ns, texts] of Object.entries(namespaces)) {
        const realT = real.getFixedT(null, ns);
        const mineT = mine.getFixedT(null, ns);
        const keys = new Map<string, Set<string>>();
        for (const [path, text] of leaves(texts[language])) {
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
