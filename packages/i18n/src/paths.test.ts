import { describe, expect, it } from 'vitest';
import { createShopLocales, serializeLocaleCookie } from './paths';
import { defineShopLanguages } from './shop-languages';

/** A Swiss shop in four languages: German without a prefix, the others under theirs. */
const swiss = createShopLocales(
  defineShopLanguages({
    urlScheme: 'prefix',
    defaultLanguage: 'de',
    languages: [
      { code: 'de', localeCode: 'de-DE', formatLocale: 'de-CH', prefix: '', label: 'Deutsch' },
      { code: 'en', localeCode: 'en-GB', prefix: '/en', label: 'English' },
      { code: 'fr', localeCode: 'fr-CH', prefix: '/fr', label: 'Français' },
      { code: 'it', localeCode: 'it-CH', label: 'Italiano' },
    ],
  }),
);

/** An English shop of one language, without any prefix. */
const english = createShopLocales(defineShopLanguages({ urlScheme: 'none', defaultLanguage: 'en', languages: [{ code: 'en', localeCode: 'en-GB', label: 'English' }] }));

/** An Austrian shop on two domains. */
const domains = createShopLocales(
  defineShopLanguages({
    urlScheme: 'domain',
    defaultLanguage: 'de',
    languages: [
      { code: 'de', localeCode: 'de-AT', domain: 'https://shop.example.at', label: 'Deutsch' },
      { code: 'en', localeCode: 'en-GB', domain: 'https://en.shop.example.at/', label: 'English' },
    ],
  }),
);

describe('a four-language shop with prefixes', () => {
  it.each([
    ['/', 'de', '', '/'],
    ['/schokolade/dunkel', 'de', '', '/schokolade/dunkel'],
    ['/en', 'en', '/en', '/'],
    ['/en/', 'en', '/en', '/'],
    ['/fr/chocolat-noir', 'fr', '/fr', '/chocolat-noir'],
    ['/FR/x', 'fr', '/fr', '/x'],
    ['/it/cioccolato', 'it', '/it', '/cioccolato'],
    ['/english', 'de', '', '/english'],
    ['/es/x', 'de', '', '/es/x'],
  ])('parses %s → %s %s %s', (input, language, prefix, path) => {
    expect(swiss.parseLocalePath(input)).toEqual({ language, prefix, path });
  });

  it('accepts no segment and the prefixes as a route parameter, nothing else', () => {
    expect(swiss.languageFromParam(undefined)).toBe('de');
    expect(swiss.languageFromParam('it')).toBe('it');
    expect(swiss.languageFromParam('FR')).toBe('fr');
    expect(swiss.languageFromParam('de')).toBeNull();
    expect(swiss.languageFromParam('es')).toBeNull();
    expect(swiss.languageFromParam('__proto__')).toBeNull();
  });

  it('localizes and switches paths, keeping the home slash and the query', () => {
    expect(swiss.localizePath('/', 'de')).toBe('/');
    expect(swiss.localizePath('/', 'it')).toBe('/it/');
    expect(swiss.localizePath('search', 'fr')).toBe('/fr/search');
    expect(swiss.localizePath('/search', 'xx')).toBe('/search');
    expect(swiss.switchLanguagePath('/fr/search', '?search=tee', 'it')).toBe('/it/search?search=tee');
    expect(swiss.switchLanguagePath('/it/', '', 'de')).toBe('/');
  });

  it('lists every language in hreflang links, x-default the default language', () => {
    expect(swiss.getAlternateLinks('https://shop.example/', '/it/search')).toEqual([
      { hrefLang: 'de-DE', href: 'https://shop.example/search' },
      { hrefLang: 'en-GB', href: 'https://shop.example/en/search' },
      { hrefLang: 'fr-CH', href: 'https://shop.example/fr/search' },
      { hrefLang: 'it-CH', href: 'https://shop.example/it/search' },
      { hrefLang: 'x-default', href: 'https://shop.example/search' },
    ]);
    expect(swiss.getCanonicalUrl('https://shop.example', '/it')).toBe('https://shop.example/it/');
  });

  it('detects the cookie first, then the browser languages by quality, by locale code or base language', () => {
    expect(swiss.detectLanguage({ cookie: 'a=1; gipfel_locale=it', acceptLanguage: 'en-GB' })).toBe('it');
    expect(swiss.detectLanguage({ cookie: 'gipfel_locale=xx', acceptLanguage: 'it-CH,de;q=0.5' })).toBe('it');
    expect(swiss.languageFromAcceptLanguage('es-ES,es;q=0.9,fr-CH;q=0.8,en;q=0.7')).toBe('fr');
    expect(swiss.languageFromAcceptLanguage('en;q=0.2,de-CH;q=0.9')).toBe('de');
    expect(swiss.languageFromAcceptLanguage('rm-CH')).toBeUndefined();
    expect(swiss.languageFromCookie('gipfel_locale=constructor')).toBeUndefined();
    expect(swiss.languageFromCookie('gipfel_locale=<script>')).toBeUndefined();
  });

  it('maps a language to the Store API language of its locale code, or to the configured id', () => {
    const storeApi = [
      { id: 'id-de', translationCode: { code: 'de-DE' } },
      { id: 'id-fr', translationCode: { code: 'FR-ch' } },
    ];
    expect(swiss.storeApiLanguageId('de', storeApi)).toBe('id-de');
    expect(swiss.storeApiLanguageId('fr', storeApi)).toBe('id-fr');
    // No it-CH in the Store API: no id, its content comes in the sales channel's default language.
    expect(swiss.storeApiLanguageId('it', storeApi)).toBeUndefined();
    expect(swiss.storeApiLanguageId('xx', storeApi)).toBeUndefined();
    const configured = createShopLocales(defineShopLanguages({ languages: [{ code: 'it', localeCode: 'it-CH', languageId: 'fixed-id' }] }));
    expect(configured.storeApiLanguageId('it', storeApi)).toBe('fixed-id');
    expect(swiss.formatLocaleOf('de')).toBe('de-CH');
    expect(swiss.formatLocaleOf('it')).toBe('it-CH');
    expect(swiss.languageFromLocaleCode('IT-ch')).toBe('it');
  });
});

describe('a one-language shop without prefixes', () => {
  it('reads every path as its language and never prefixes', () => {
    expect(english.parseLocalePath('/en/tea')).toEqual({ language: 'en', prefix: '', path: '/en/tea' });
    expect(english.localizePath('/search', 'en')).toBe('/search');
    expect(english.languageFromParam(undefined)).toBe('en');
    expect(english.languageFromParam('en')).toBeNull();
    expect(english.getAlternateLinks('https://shop.example', '/tea')).toEqual([
      { hrefLang: 'en-GB', href: 'https://shop.example/tea' },
      { hrefLang: 'x-default', href: 'https://shop.example/tea' },
    ]);
    expect(english.detectLanguage({ acceptLanguage: 'de-CH' })).toBeUndefined();
  });
});

describe('a shop on a domain per language', () => {
  it('takes the language from the origin and links the other domain', () => {
    expect(domains.parseLocalePath('/tee', 'https://en.shop.example.at')).toEqual({ language: 'en', prefix: '', path: '/tee' });
    expect(domains.parseLocalePath('/tee', 'https://other.example')).toEqual({ language: 'de', prefix: '', path: '/tee' });
    expect(domains.localizePath('/tee', 'en')).toBe('/tee');
    expect(domains.switchLanguagePath('/tee', '?a=1', 'en', 'https://shop.example.at')).toBe('https://en.shop.example.at/tee?a=1');
    expect(domains.getAlternateLinks('https://shop.example.at', '/tee').map((l) => l.href)).toEqual([
      'https://shop.example.at/tee',
      'https://en.shop.example.at/tee',
      'https://shop.example.at/tee',
    ]);
  });
});

describe('defineShopLanguages', () => {
  it('fills in the prefix and the formatting locale', () => {
    expect(defineShopLanguages({ languages: [{ code: 'it', localeCode: 'it-CH', label: 'Italiano' }] })).toEqual({
      urlScheme: 'prefix',
      defaultLanguage: 'it',
      languages: [{ code: 'it', localeCode: 'it-CH', formatLocale: 'it-CH', prefix: '/it', label: 'Italiano' }],
    });
  });

  it.each([
    [null, /expected an object/],
    [{ languages: [] }, /non-empty/],
    [{ urlScheme: 'path', languages: [{ code: 'de', localeCode: 'de-DE' }] }, /urlScheme/],
    [{ languages: [{ code: 'de', localeCode: 'de-DE' }, { code: 'de', localeCode: 'de-CH' }] }, /twice/],
    [{ languages: [{ code: 'de', localeCode: 'de-DE', prefix: '' }, { code: 'en', localeCode: 'en-GB', prefix: '' }] }, /prefix "" is used twice/],
    [{ languages: [{ code: 'Deutsch!', localeCode: 'de-DE' }] }, /not a language code/],
    [{ languages: [{ code: 'de', localeCode: 'de-DE', prefix: 'de/' }] }, /prefix/],
    [{ defaultLanguage: 'fr', languages: [{ code: 'de', localeCode: 'de-DE' }] }, /defaultLanguage "fr"/],
    [{ urlScheme: 'none', languages: [{ code: 'de', localeCode: 'de-DE' }, { code: 'en', localeCode: 'en-GB' }] }, /one language/],
    [{ urlScheme: 'domain', languages: [{ code: 'de', localeCode: 'de-DE', domain: 'shop.example' }] }, /origin/],
  ])('refuses %j', (input, message) => {
    expect(() => defineShopLanguages(input)).toThrow(message);
  });
});

it('serialises the 365-day Lax cookie', () => {
  expect(serializeLocaleCookie('en', true)).toBe('gipfel_locale=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
});
