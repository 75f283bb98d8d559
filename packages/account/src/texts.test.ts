import { describe, expect, it } from 'vitest';
import { accountTexts } from './texts';

function leaves(value: object, prefix = ''): Record<string, string> {
  return Object.entries(value).reduce<Record<string, string>>((acc, [key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof child === 'string' ? { ...acc, [path]: child } : { ...acc, ...leaves(child as object, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('accountTexts', () => {
  it('has the same keys and placeholders in de, en and fr', () => {
    const de = leaves(accountTexts.de);
    for (const language of ['en', 'fr'] as const) {
      const other = leaves(accountTexts[language]);
      expect(Object.keys(other).sort()).toEqual(Object.keys(de).sort());
      for (const [key, text] of Object.entries(de)) expect(placeholders(other[key]!), `${language}:${key}`).toEqual(placeholders(text));
    }
  });
});
