import { describe, expect, it } from 'vitest';
import { cartTexts } from './texts';

function leaves(value: object, prefix = ''): Record<string, string> {
  return Object.entries(value).reduce<Record<string, string>>((acc, [key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof child === 'string' ? { ...acc, [path]: child } : { ...acc, ...leaves(child as object, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
// French has the plural form `_many` (1 000 000 de …) besides `_one` and `_other`.
const withoutMany = (keys: string[]) => keys.filter((key) => !key.endsWith('_many')).sort();

describe('cartTexts', () => {
  it('has the same keys and placeholders in de, en and fr', () => {
    const de = leaves(cartTexts.de);
    for (const language of ['en', 'fr'] as const) {
      const other = leaves(cartTexts[language]);
      expect(withoutMany(Object.keys(other))).toEqual(Object.keys(de).sort());
      for (const [key, text] of Object.entries(de)) expect(placeholders(other[key]!), `${language}:${key}`).toEqual(placeholders(text));
    }
  });

  it('has a French _many form for every plural (without it a count such as 1 000 000 shows the key)', () => {
    const fr = Object.keys(leaves(cartTexts.fr));
    for (const key of fr.filter((k) => k.endsWith('_other'))) expect(fr, key).toContain(key.replace(/_other$/, '_many'));
  });
});
