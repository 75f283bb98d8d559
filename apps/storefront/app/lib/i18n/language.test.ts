import { describe, expect, it } from 'vitest';
import { detectedHomeLanguage, isDocumentRequest, isUnknownLanguagePrefix } from './language';

const home = (headers: Record<string, string>, path = '/') => new Request(`http://shop.test${path}`, { headers });

describe('detectedHomeLanguage', () => {
  it('uses the cookie first, then the browser languages', () => {
    expect(detectedHomeLanguage(home({ cookie: 'gipfel_locale=fr', 'accept-language': 'en' }))).toBe('fr');
    expect(detectedHomeLanguage(home({ 'accept-language': 'en-GB,en;q=0.9' }))).toBe('en');
    expect(detectedHomeLanguage(home({ 'accept-language': 'es-ES' }))).toBeUndefined();
    // Italian comes from the configuration (SHOP_LANGUAGES or the demo's), not from a list in a package.
    expect(detectedHomeLanguage(home({ 'accept-language': 'it-CH,de;q=0.5' }))).toBe('it');
  });

  it('leaves shoppers coming from the shop itself, crawlers and other pages alone', () => {
    expect(detectedHomeLanguage(home({ cookie: 'gipfel_locale=fr', referer: 'http://shop.test/fr/' }))).toBeUndefined();
    expect(detectedHomeLanguage(home({ 'accept-language': 'en', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).toBeUndefined();
    expect(detectedHomeLanguage(home({ 'accept-language': 'en' }, '/search'))).toBeUndefined();
    expect(detectedHomeLanguage(home({ 'accept-language': 'fr', referer: 'https://elsewhere.example/' }))).toBe('fr');
  });
});

describe('isUnknownLanguagePrefix', () => {
  it('recognises language-shaped first segments that are not ours', () => {
    expect(isUnknownLanguagePrefix('/es/x')).toBe(true);
    expect(isUnknownLanguagePrefix('/de')).toBe(true);
    expect(isUnknownLanguagePrefix('/it-ch/')).toBe(true);
    expect(isUnknownLanguagePrefix('/fr/x')).toBe(false);
    expect(isUnknownLanguagePrefix('/schokolade/')).toBe(false);
  });
});

describe('isDocumentRequest', () => {
  const withDest = (dest?: string) => new Request('http://shop.test/en', dest ? { headers: { 'sec-fetch-dest': dest } } : undefined);
  it('treats navigations and clients without Fetch Metadata as page loads', () => {
    expect(isDocumentRequest(withDest('document'))).toBe(true);
    expect(isDocumentRequest(withDest())).toBe(true);
  });
  it("does not treat Remix's fetch data requests as page loads", () => {
    expect(isDocumentRequest(withDest('empty'))).toBe(false);
  });
});
