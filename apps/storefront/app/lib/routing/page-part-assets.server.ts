import assets from 'virtual:gipfel/page-part-assets';
import type { DeferredPart } from './page-part';

export interface PagePartAssets {
  name: string;
  /** The URLs of the part's chunks, its own first. */
  assets: readonly string[];
}

/**
 * A page part's name and the URLs of its chunks (built by `vite/page-parts.node.ts` from the client
 * build), for `pagePartLinks` in the page's head. An unknown name has no chunks.
 */
export function pagePartOf(name: string): PagePartAssets {
  return { name, assets: assets[name] ?? [] };
}

/** For a loader: loads the parts the page renders with (the server renders them at once) and names their chunks for the head. */
export async function pageParts(parts: readonly DeferredPart<unknown>[]): Promise<PagePartAssets[]> {
  await Promise.all(parts.map((part) => part.preload()));
  return parts.map((part) => pagePartOf(part.name));
}
