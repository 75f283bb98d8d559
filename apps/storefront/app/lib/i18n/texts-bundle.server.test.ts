import { describe, expect, it } from 'vitest';
import { loader } from '../../resources/texts';
import { textsFor } from './i18n.server';
import { parsePageNamespaces, textsBundle, textsBundleAt } from './texts-bundle.server';

async function get(path: string) {
  const request = new Request(`http://shop.test${path}`);
  const language = new URL(request.url).pathname.split('/')[3];
  return loader({ request, params: { language }, context: {} });
}

describe('texts bundle', () => {
  it('names one language and page-only namespaces by a versioned address, the same for the same texts', () => {
    const overrides = {};
    const bundle = textsBundle('fr', overrides, ['recipes']);
    expect(bundle.url).toMatch(/^\/api\/texts\/fr\?v=[\w-]{12}&ns=recipes$/);
    expect(bundle.texts).toEqual(textsFor('fr', overrides, ['recipes']));
    expect(Object.keys(bundle.texts)).toContain('recipes');
    expect(Object.keys(textsBundle('fr', overrides, []).texts)).not.toContain('recipes');
    // Read again (a new overrides object with the same content): the same address.
    expect(textsBundle('fr', {}, ['recipes']).url).toBe(bundle.url);
    expect(textsBundle('de', {}, ['recipes']).url).not.toBe(bundle.url);
  });

  it('gives changed texts a new address and keeps the earlier one for pages cached before', () => {
    const before = textsBundle('en', {}, []);
    const after = textsBundle('en', { storefront: { shopName: 'Summit' } }, []);
    expect(after.url).not.toBe(before.url);
    expect((after.texts.storefront as { shopName: string }).shopName).toBe('Summit');
    expect(textsBundleAt(before.url)?.texts).toEqual(before.texts);
    textsBundle('en', {}, []);
  });

  it('accepts only the page-only namespaces', () => {
    expect(parsePageNamespaces(null)).toEqual([]);
    expect(parsePageNamespaces('recipes,checkout,recipes')).toEqual(['checkout', 'recipes']);
    expect(parsePageNamespaces('recipes,storefront')).toBeNull();
  });
});

describe('GET /api/texts/{language}', () => {
  it('answers the current version for good and other versions briefly', async () => {
    const current = textsBundle('de', {}, ['checkout']);
    const exact = await get(current.url);
    expect(exact.status).toBe(200);
    expect(exact.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await exact.json()).toEqual(current.texts);

    const unknown = await get('/api/texts/de?v=not-a-version&ns=checkout');
    expect(unknown.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(await unknown.json()).toEqual(current.texts);
  });

  it('answers 404 for an unknown language or namespace', async () => {
    expect((await get('/api/texts/es?v=x')).status).toBe(404);
    const response = await get('/api/texts/de?ns=storefront');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'UNKNOWN_TEXTS' }] });
  });
});
