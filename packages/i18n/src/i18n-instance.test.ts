import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n-instance';
import { mergeTexts } from './texts';

const texts = {
  de: { greeting: 'Grüezi {{name}}', nested: { a: 'A-de' } },
  en: { greeting: 'Hello {{name}}', nested: { a: 'A-en' } },
  fr: { greeting: 'Bonjour {{name}}', nested: { a: 'A-fr' } },
};

describe('createI18n', () => {
  it('translates per language with interpolation', () => {
    expect(createI18n({ language: 'fr', namespaces: { demo: texts } }).t('demo:greeting', { name: 'Anna' })).toBe('Bonjour Anna');
    expect(createI18n({ language: 'de', namespaces: { demo: texts } }).t('demo:greeting', { name: 'Anna' })).toBe('Grüezi Anna');
  });

  it('applies overrides over built-in texts', () => {
    const i18n = createI18n({ language: 'en', namespaces: { demo: texts }, overrides: { demo: { nested: { a: 'Override' } } } });
    expect(i18n.t('demo:nested.a')).toBe('Override');
    expect(i18n.t('demo:greeting', { name: 'X' })).toBe('Hello X');
  });

  it('shows raw keys in debug mode', () => {
    const i18n = createI18n({ language: 'en', namespaces: { demo: texts }, debugKeys: true });
    expect(i18n.t('demo:nested.a')).toBe('demo:nested.a');
  });
});

describe('mergeTexts', () => {
  it('ignores non-string leaves and keeps the base', () => {
    expect(mergeTexts({ a: 'x', b: { c: 'y' } }, { a: 5, b: { c: 'z' }, d: null })).toEqual({ a: 'x', b: { c: 'z' } });
  });
});
