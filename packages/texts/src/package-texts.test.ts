import { builtInTextLanguages as languageCodes } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import { packageTexts } from './package-texts';

describe('packageTexts', () => {
  it('lists every package that ships texts, once, under its namespace', () => {
    expect(Object.keys(packageTexts)).toEqual(['ui', 'forms', 'listing', 'cms', 'cart', 'checkout', 'account', 'recipes']);
  });

  it('has every namespace in every language the packages ship (de, en, fr)', () => {
    for (const [namespace, texts] of Object.entries(packageTexts)) {
      for (const language of languageCodes) {
        expect(Object.keys(texts[language] ?? {}).length, `${namespace} ${language}`).toBeGreaterThan(0);
      }
    }
  });
});
