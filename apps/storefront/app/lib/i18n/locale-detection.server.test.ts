import { describe, expect, it } from 'vitest';
import { detectedHomeLanguage, detectLanguage, localeCookie, localeDetection } from './locale-detection.server';

const request = (headers: Record<string, string>, path = '/') => new Request(`http://shop.test${path}`, { headers });

describe('detectLanguage (remix-i18next)', () => {
  it('takes the language cookie first, then the browser’s preferred languages in order, else the default language', async () => {
    expect(await detectLanguage(request({ cookie: 'a=1; gipfel_locale=fr', 'accept-language': 'en-GB,en;q=0.9' }))).toBe('fr');
    expect(await detectLanguage(request({ 'accept-language': 'en-GB,en;q=0.9' }))).toBe('en');
    expect(await detectLanguage(request({ 'accept-language': 'fr-CH' }))).toBe('fr');
    expect(await detectLanguage(request({ 'accept-language': 'en;q=0.2,de-CH;q=0.9' }))).toBe('de');
    // Italian is one of the demo configuration's languages (SHOP_LANGUAGES), not of a package's list.
    expect(await detectLanguage(request({ 'accept-language': 'it-CH,de;q=0.5' }))).toBe('it');
    expect(await detectLanguage(request({ 'accept-language': 'es-ES' }))).toBe('de');
    expect(await detectLanguage(request({}))).toBe('de');
    // The browser's languages in their order of preference: a Spanish browser that also reads French gets French.
    expect(await detectLanguage(request({ 'accept-language': 'es-ES,es;q=0.9,fr;q=0.8' }))).toBe('fr');
  });

  it('ignores a cookie that names no language of ours, and a broken header', async () => {
    expect(await detectLanguage(request({ cookie: 'gipfel_locale=xx', 'accept-language': 'en-US' }))).toBe('en');
    expect(await detectLanguage(request({ cookie: 'gipfel_locale=<script>', 'accept-language': 'fr' }))).toBe('fr');
    expect(await detectLanguage(request({ cookie: 'gipfel_locale=%E0%A4%A', 'accept-language': ';;;q=x,,*' }))).toBe('de');
    expect(await detectLanguage(request({ cookie: '__proto__=en; constructor=fr' }))).toBe('de');
  });

  it('is remix-i18next’s detector, reading our plain language cookie', async () => {
    expect(await localeDetection().getLocale(request({ cookie: 'gipfel_locale=en' }))).toBe('en');
    expect(await localeCookie.parse('gipfel_locale=fr')).toBe('fr');
    expect(await localeCookie.parse(null)).toBeNull();
  });
});

describe('detectedHomeLanguage', () => {
  it('detects on the bare home page', async () => {
    expect(await detectedHomeLanguage(request({ cookie: 'gipfel_locale=fr', 'accept-language': 'en' }))).toBe('fr');
    expect(await detectedHomeLanguage(request({ 'accept-language': 'en-GB,en;q=0.9' }))).toBe('en');
    expect(await detectedHomeLanguage(request({ 'accept-language': 'fr', referer: 'https://elsewhere.example/' }))).toBe('fr');
  });

  it('leaves shoppers coming from the shop itself, crawlers and other pages alone', async () => {
    expect(await detectedHomeLanguage(request({ cookie: 'gipfel_locale=fr', referer: 'http://shop.test/fr/' }))).toBeUndefined();
    expect(await detectedHomeLanguage(request({ 'accept-language': 'en', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).toBeUndefined();
    expect(await detectedHomeLanguage(request({ 'accept-language': 'en' }, '/search'))).toBeUndefined();
  });
});
