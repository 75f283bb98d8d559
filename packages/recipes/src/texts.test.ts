import { describe, expect, it } from 'vitest';
import { recipesTexts } from './texts';

function leaves(value: object, prefix = ''): Record<string, string> {
  return Object.entries(value).reduce<Record<string, string>>((acc, [key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof child === 'string' ? { ...acc, [path]: child } : { ...acc, ...leaves(child as object, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
// French has the i18next plural form `_many` besides `_one` and `_other`.
const withoutMany = (keys: string[]) => keys.filter((key) => !key.endsWith('_many')).sort();

describe('recipesTexts', () => {
  it('has the same keys and placeholders in de, en and fr, none empty', () => {
    const de = leaves(recipesTexts.de);
    for (const language of ['en', 'fr'] as const) {
      const other = leaves(recipesTexts[language]);
      expect(withoutMany(Object.keys(other))).toEqual(Object.keys(de).sort());
      for (const [key, text] of Object.entries(de)) expect(placeholders(other[key]!), `${language}:${key}`).toEqual(placeholders(text));
      for (const [key, text] of Object.entries(other)) expect(text.trim(), `${language}:${key}`).not.toBe('');
    }
  });

  it('has a French _many form for every plural', () => {
    const fr = Object.keys(leaves(recipesTexts.fr));
    for (const key of fr.filter((k) => k.endsWith('_other'))) expect(fr, key).toContain(key.replace(/_other$/, '_many'));
  });

  it('writes German without ß', () => {
    expect(JSON.stringify(recipesTexts.de)).not.toContain('ß');
  });
});
