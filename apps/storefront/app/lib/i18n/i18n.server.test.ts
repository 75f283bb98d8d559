import { describe, expect, it } from 'vitest';
import { fallbackTexts } from './fallback-texts';
import { formatIngredient } from '@gipfel/recipes';
import { namespaces, serverTranslator, textsFor } from './i18n.server';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

// Plural forms differ by language (French has `_many`), so keys are compared without them.
function keyPaths(value: unknown): string[] {
  return [...new Set(leaves(value).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
}

describe('storefront texts', () => {
  it.each(Object.keys(namespaces))('namespace %s has the same keys in de, en and fr, none empty', (ns) => {
    const texts = namespaces[ns]!;
    const de = keyPaths(texts.de);
    expect(keyPaths(texts.en)).toEqual(de);
    expect(keyPaths(texts.fr)).toEqual(de);
    for (const language of ['de', 'en', 'fr'] as const) {
      const empty = leaves(texts[language]).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty, `${ns} ${language}`).toEqual([]);
    }
  });

  it('sends one language with overrides merged in', () => {
    const fr = textsFor('fr', { storefront: { home: { title: 'Salut' } } });
    expect((fr.storefront as { home: { title: string; intro: string } }).home.title).toBe('Salut');
    expect((fr.storefront as { home: { intro: string } }).home.intro).toContain('Suisse');
    expect(Object.keys(fr)).toEqual(Object.keys(namespaces));
  });

  it('falls back, without the root loader, to the same error and maintenance texts in each language', () => {
    for (const language of ['de', 'en', 'fr'] as const) {
      const fallback = fallbackTexts(language).storefront as Record<string, unknown>;
      const full = namespaces.storefront![language] as Record<string, unknown>;
      expect(Object.keys(fallback).sort()).toEqual(['error', 'maintenance', 'shopName']);
      for (const key of Object.keys(fallback)) expect(fallback[key], `${language} ${key}`).toEqual(full[key]);
    }
  });

  it('sends page-only namespaces only to the pages that name them', () => {
    const all = Object.keys(namespaces);
    expect(Object.keys(textsFor('de', {}, []))).toEqual(all.filter((ns) => ns !== 'recipes' && ns !== 'checkout'));
    expect(Object.keys(textsFor('de', {}, ['recipes']))).toEqual(all.filter((ns) => ns !== 'checkout'));
    expect(Object.keys(textsFor('de', {}, ['checkout']))).toEqual(all.filter((ns) => ns !== 'recipes'));
    expect(Object.keys(textsFor('de'))).toEqual(all);
  });

  it('gives a loader the text runtime of one namespace with the host\'s texts, so a package writes Italian on the server', () => {
    const t = serverTranslator('it', 'recipes');
    expect(formatIngredient({ amount: 2, unit: 'clove', name: 'aglio' }, 'it', t)).toBe('2 spicchi aglio');
    expect(formatIngredient({ amount: 1, unit: 'teaspoon', name: 'sale' }, 'it', t)).toBe('1 cucchiaino sale');
    // The shop's overrides apply over the host's texts; a language's missing key falls back per key.
    const overridden = serverTranslator('it', 'recipes', { recipes: { units: { clove_other: 'spicchi interi' } } });
    expect(formatIngredient({ amount: 2, unit: 'clove', name: 'aglio' }, 'it', overridden)).toBe('2 spicchi interi aglio');
    expect(serverTranslator('fr', 'recipes')('units.clove_other')).toBe('gousses');
  });
});
