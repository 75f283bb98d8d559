import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n-instance';
import { extendNamespaces, extendTexts, languageTexts, missingTextKeys, textsInLanguage } from './texts';

const cart = {
  de: { title: 'Warenkorb', items_one: '{{count}} Artikel', items_other: '{{count}} Artikel', empty: { text: 'Leer' } },
  en: { title: 'Cart', items_one: '{{count}} item', items_other: '{{count}} items', empty: { text: 'Empty' } },
  fr: { title: 'Panier', items_one: '{{count}} article', items_other: '{{count}} articles', empty: { text: 'Vide' } },
};

describe('texts a host extends', () => {
  it('adds a language whose missing keys fall back to the default language, key by key', () => {
    const namespaces = extendNamespaces({ cart }, languageTexts('it', { cart: { title: 'Carrello', empty: {} } }));
    const i18n = createI18n({ language: 'it', namespaces, defaultLanguage: 'de' });
    expect(i18n.t('cart:title')).toBe('Carrello');
    expect(i18n.t('cart:empty.text')).toBe('Leer');
    expect(i18n.t('cart:items', { count: 2 })).toBe('2 Artikel');
    expect(textsInLanguage(namespaces.cart!, 'it', 'en')).toMatchObject({ title: 'Carrello', items_one: '{{count}} item' });
  });

  it('overrides single keys of a shipped language and keeps the others', () => {
    const texts = extendTexts(cart, { de: { title: 'Einkaufskorb' } });
    const i18n = createI18n({ language: 'de', namespaces: { cart: texts } });
    expect(i18n.t('cart:title')).toBe('Einkaufskorb');
    expect(i18n.t('cart:empty.text')).toBe('Leer');
    expect(cart.de.title).toBe('Warenkorb');
  });

  it('takes only strings and no prototype keys from a host', () => {
    const texts = extendTexts(cart, JSON.parse('{"de": {"__proto__": {"polluted": "yes"}, "title": 5, "empty": {"text": null}}}') as never);
    expect(textsInLanguage(texts, 'de', 'de')).toEqual(cart.de);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('lists the keys a language lacks against the default language', () => {
    const namespaces = extendNamespaces({ cart }, languageTexts('it', { cart: { title: 'Carrello', items_other: '{{count}} articoli' } }));
    expect(missingTextKeys(namespaces, 'it', 'de')).toEqual(['cart:items_one', 'cart:empty.text']);
    expect(missingTextKeys(namespaces, 'fr', 'de')).toEqual([]);
    expect(missingTextKeys({ cart }, 'rm', 'de')).toEqual(['cart:title', 'cart:items_one', 'cart:items_other', 'cart:empty.text']);
  });
});
