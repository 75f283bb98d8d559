import type { MetaFunction } from '@remix-run/node';
import { textsOfRoot } from './text-registry';

type MetaMatches = Parameters<MetaFunction>[0]['matches'];

/** The shop's name in the page's language (the root's texts), for page titles. */
export function shopNameOf(matches: MetaMatches): string {
  return (textsOfRoot(matches)?.storefront as { shopName?: string } | undefined)?.shopName ?? 'Gipfel';
}

/** Title of a page from the current language's `storefront:pages.<id>.title`, with the shop name. */
export function pageMeta(pageId: string): MetaFunction {
  return ({ matches }) => {
    const texts = textsOfRoot(matches)?.storefront as
      | { shopName?: string; pages?: Record<string, { title?: string; description?: string }> }
      | undefined;
    const page = texts?.pages?.[pageId];
    const tags: ReturnType<MetaFunction> = [{ title: [page?.title, texts?.shopName ?? 'Gipfel'].filter(Boolean).join(' | ') }];
    if (page?.description) tags.push({ name: 'description', content: page.description });
    return tags;
  };
}
