import { describe, expect, it } from 'vitest';
import { createI18n, type CreateI18nOptions, type PackageTexts } from '../index';
import type { LiteI18n } from './i18next';
import { referenceI18next } from './i18next-reference.test-support';

const shop = {
  greeting: 'Grüezi {{name}}',
  unescaped: 'Code {{- code}}',
  nestedValue: 'Bestellung {{order.number}}',
  count_zero: 'Keine Artikel',
  count_one: 'Ein Artikel',
  count_other: '{{count}} Artikel',
  stock_one: 'Noch {{count}} Stück',
  stock_other: 'Noch {{count}} Stück',
  plain: 'Ohne Werte',
  empty: '',
  price: 'Preis: {{amount}} $& $1',
  nesting: 'Siehe $t(shop:plain)',
  format: 'Am {{date, datetime}}',
  twice: '{{name}} und {{name}}',
  deep: { inner: { text: 'Tief {{level}}' } },
  flat: { inner: 'Verschachtelt' },
  'flat.inner': 'Flach',
  'only.flat': 'Nur flach',
};
const texts: Record<string, PackageTexts> = {
  shop: { de: shop, en: { ...shop, greeting: 'Hello {{name}}', count_zero: undefined as never }, fr: { ...shop, greeting: 'Bonjour {{name}}' } },
  forms: { de: { required: 'Pflichtfeld' }, en: { required: 'Required' }, fr: { required: 'Obligatoire' } },
};

/** The text runtime, as `createI18n` makes it. */
function lite(options: CreateI18nOptions): LiteI18n {
  return createI18n(options);
}

const calls: Array<[string, Record<string, unknown> | string | undefined]> = [
  ['greeting', { name: 'Anna' }],
  ['greeting', {}],
  ['greeting', { name: undefined }],
  ['greeting', { name: null }],
  ['greeting', { name: 42 }],
  ['unescaped', { code: '<b>' }],
  ['nestedValue', { order: { number: '10042' } }],
  ['nestedValue', { 'order.number': '10043' }],
  ['nestedValue', { order: { number: '10044' }, 'order.number': '10045' }],
  ['flat.inner', undefined],
  ['only.flat', undefined],
  ['count', { count: 0 }],
  ['count', { count: 1 }],
  ['count', { count: 2 }],
  ['count', { count: 1.5 }],
  ['count', { count: '3' }],
  ['stock', { count: 0 }],
  ['stock', { count: 1 }],
  ['plain', undefined],
  ['empty', undefined],
  ['price', { amount: 'CHF 5.–' }],
  ['nesting', undefined],
  ['format', { date: 'heute' }],
  ['twice', { name: 'Ueli' }],
  ['deep.inner.text', { level: 3 }],
  ['deep.inner', undefined],
  ['missing.key', undefined],
  ['missing.key', { defaultValue: 'Ersatz {{name}}', name: 'X' }],
  ['missing.key', 'Ersatz'],
  ['forms:required', undefined],
  ['forms:missing', undefined],
  ['other:key', undefined],
];

describe('lite i18next', () => {
  for (const language of ['de', 'en', 'fr'] as const) {
    it(`gives the same texts as i18next (${language})`, () => {
      const real = referenceI18next({ language, namespaces: texts }).getFixedT(null, 'shop');
      const mine = lite({ language, namespaces: texts }).getFixedT(null, 'shop');
      for (const [key, options] of calls) {
        expect(mine(key, options as never), `${key} ${JSON.stringify(options)}`).toBe(real(key, options as never));
      }
    });
  }

  it('gives the same keys as i18next in the cimode debug language', () => {
    const real = referenceI18next({ language: 'fr', namespaces: texts, debugKeys: true });
    const mine = lite({ language: 'fr', namespaces: texts, debugKeys: true });
    expect(mine.language).toBe(real.language);
    for (const [key, options] of calls) {
      expect(mine.getFixedT(null, 'shop')(key, options as never)).toBe(real.getFixedT(null, 'shop')(key, options as never));
      expect(mine.getFixedT(null, ['forms', 'shop'])(key, options as never)).toBe(real.getFixedT(null, ['forms', 'shop'])(key, options as never));
    }
  });

  it('takes overrides and reports its language', () => {
    const options = { language: 'en' as const, namespaces: texts, overrides: { shop: { plain: 'Overridden' } } };
    expect(lite(options).t('shop:plain')).toBe('Overridden');
    expect(lite(options).language).toBe('en');
    expect(lite(options).isInitialized).toBe(true);
  });

  it('prefixes keys with keyPrefix', () => {
    const mine = lite({ language: 'de', namespaces: texts });
    expect(mine.getFixedT(null, 'shop', 'deep.inner')('text', { level: 1 })).toBe('Tief 1');
  });
});
