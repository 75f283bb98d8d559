import { createStoreApiClient, decodeCriteria } from '@gipfel/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearResolvedPages, parseTechnicalPath, resolvePage } from './resolve-page.server';

const id = '0123456789abcdef0123456789abcdef';

function shop(seoUrls: Record<string, { routeName: string; foreignKey: string }>) {
  const calls: string[] = [];
  const client = createStoreApiClient({
    endpoint: 'http://upstream.test/store-api',
    accessKey: 'KEY',
    fetch: async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      // The SEO URL lookup is a cacheable read: GET with its criteria in `_criteria`.
      expect(request.method).toBe('GET');
      const body = (await decodeCriteria(new URL(request.url).searchParams.get('_criteria')!)) as { filter: { value: string }[] };
      const paths = body.filter[0]!.value.split('|');
      calls.push(paths[0]!);
      const elements = paths.flatMap((path) => {
        const hit = seoUrls[path];
        return hit ? [{ ...hit, seoPathInfo: path, pathInfo: '', id: 'x', apiAlias: 'seo_url' }] : [];
      });
      return Response.json({ elements, total: elements.length, apiAlias: 'dal_entity_search_result' });
    },
  });
  return { client, calls };
}

describe('resolvePage', () => {
  beforeEach(() => clearResolvedPages());

  it('recognises technical paths without a call', async () => {
    expect(parseTechnicalPath(`/detail/${id}`)).toEqual({ kind: 'product', id });
    expect(parseTechnicalPath(`/navigation/${id.toUpperCase()}/`)).toEqual({ kind: 'category', id });
    expect(parseTechnicalPath(`/landingPage/${id}`)).toEqual({ kind: 'landing', id });
    expect(parseTechnicalPath('/detail/not-an-id')).toBeNull();
  });

  it('resolves SEO paths by route name and caches the answer, including misses', async () => {
    const { client, calls } = shop({ 'Lebensmittel/Schokolade/': { routeName: 'frontend.navigation.page', foreignKey: id } });
    expect(await resolvePage(client, 'de', '/Lebensmittel/Schokolade/')).toEqual({
      kind: 'category',
      id,
      seoPath: '/Lebensmittel/Schokolade/',
      technical: false,
    });
    await resolvePage(client, 'de', '/Lebensmittel/Schokolade/');
    // Remix's data requests drop the trailing slash.
    expect((await resolvePage(client, 'de', '/Lebensmittel/Schokolade'))?.id).toBe(id);
    expect(await resolvePage(client, 'de', '/nothing/')).toBeNull();
    expect(await resolvePage(client, 'de', '/nothing/')).toBeNull();
    expect(calls).toEqual(['Lebensmittel/Schokolade/', 'Lebensmittel/Schokolade', 'nothing/']);
  });

  it('decodes escaped paths and rejects malformed ones without a call', async () => {
    const { client, calls } = shop({ 'Käse/': { routeName: 'frontend.navigation.page', foreignKey: id } });
    expect((await resolvePage(client, 'de', '/K%C3%A4se/'))?.id).toBe(id);
    expect(await resolvePage(client, 'de', '/%E0%A4%A')).toBeNull();
    expect(calls).toEqual(['Käse/']);
  });
});
