import assets from 'virtual:gipfel/page-part-assets';

/**
 * A page part's name and the URLs of its chunks (built by `vite/page-parts.node.ts` from the client
 * build), for `pagePartLinks` in the page's head. An unknown name has no chunks.
 */
export function pagePartOf(name: string): { name: string; assets: readonly string[] } {
  return { name, assets: assets[name] ?? [] };
}
