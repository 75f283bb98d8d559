import { describe, expect, it } from 'vitest';
import { getAlternateLinks, getCanonicalUrl, languageFromParam, localizePath, parseLocalePath, switchLanguagePath } from './paths';

describe('parseLocalePath', () => {
  it.each([
    ['/', 'de', '', '/'],
    ['/schokolade/dunkel', 'de', '', '/schokolade/dunkel'],
    ['/en', 'en', '/en', '/'],
    ['/en/', 'en', '/en', '/'],
    ['/fr/chocolat-noir', 'fr', '/fr', '/chocolat-noir'],
    ['/FR/x', 'fr', '/fr', '/x'],
    ['/english', 'de', '', '/english'],
  ])('%s → %s %s %s', (input, language, prefix, path) => {
    expect(parseLocalePath(input)).toEqual({ language, prefix, path });
  });
});

describe('languageFromParam', () => {
  it('accepts no prefix, en and fr, and rejects everything else', () => {
    expect(languageFromParam(undefined)).toBe('de');
    expect(languageFromParam('en')).toBe('en');
    expect(languageFromParam('fr')).toBe('fr');
    expect(languageFromParam('de')).toBeNull();
    expect(languageFromParam('es')).toBeNull();
    expect(languageFromParam('checkout')).toBeNull();
  });
});

describe('localizePath', () => {
  it('prefixes and keeps the home trailing slash', () => {
    expect(localizePath('/', 'de')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/search', 'fr')).toBe('/fr/search');
    expect(localizePath('search', 'de')).toBe('/search');
  });

  it('switches the language of a page and keeps the query', () => {
    expect(switchLanguagePath('/fr/search', '?search=tee', 'en')).toBe('/en/search?search=tee');
    expect(switchLanguagePath('/en/', '', 'de')).toBe('/');
  });
});

describe('alternate and canonical links', () => {
  it('lists every language and x-default', () => {
    expect(getAlternateLinks('https://shop.example/', '/en/search')).toEqual([
      { hrefLang: 'de-DE', href: 'https://shop.example/search' },
      { hrefLang: 'en-GB', href: 'https://shop.example/en/search' },
      { hrefLang: 'fr-CH', href: 'https://shop.example/fr/search' },
      { hrefLang: 'x-default', href: 'https://shop.example/search' },
    ]);
    expect(getCanonicalUrl('https://shop.example', '/fr')).toBe('https://shop.example/fr/');
  });
});
