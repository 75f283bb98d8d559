import { describe, expect, it } from 'vitest';
import { uiTexts } from './texts';

function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keyPaths(child as object, `${prefix}${key}.`),
  );
}

function leaves(value: object): string[] {
  return Object.values(value).flatMap((child) => (typeof child === 'string' ? [child] : leaves(child as object)));
}

describe('uiTexts', () => {
  it('has the same keys in de, en and fr', () => {
    const german = keyPaths(uiTexts.de).sort();
    expect(keyPaths(uiTexts.en).sort()).toEqual(german);
    expect(keyPaths(uiTexts.fr).sort()).toEqual(german);
  });

  it('has no empty texts', () => {
    for (const language of ['de', 'en', 'fr'] as const) {
      for (const text of leaves(uiTexts[language])) expect(text.trim()).not.toBe('');
    }
  });

  it('writes Swiss German without ß', () => {
    expect(leaves(uiTexts.de).join(' ')).not.toContain('ß');
    expect(uiTexts.de.close).toBe('Schliessen');
  });
});
