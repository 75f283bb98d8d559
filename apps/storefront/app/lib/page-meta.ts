import type { MetaFunction } from '@remix-run/node';
import type { LanguageTexts } from './i18n';

type RootData = { texts: LanguageTexts };

/** Title of a page from the current language's `storefront:pages.<id>.title`, with the shop name. */
export function pageMeta(pageId: string): MetaFunction {
  return ({ matches }) => {
    const root = matches.find((m) => m.id === 'root')?.data as RootData | undefined;
    const texts = root?.texts.storefront as
      | { shopName?: string; pages?: Record<string, { title?: string; description?: string }> }
      | undefined;
    const page = texts?.pages?.[pageId];
    const tags: ReturnType<MetaFunction> = [{ title: [page?.title, texts?.shopName ?? 'Gipfel'].filter(Boolean).join(' | ') }];
    if (page?.description) tags.push({ name: 'description', content: page.description });
    return tags;
  };
}
