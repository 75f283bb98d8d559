import { mergeTexts, type LanguageCode, type PackageTexts, type TextOverrides } from '@gipfel/i18n';
import { packageTexts } from '@gipfel/texts';
import { pageOnlyNamespaces } from '../../route-table';
import type { LanguageTexts } from './i18n';
import { storefrontTexts } from '../../texts/storefront-texts';

/** Every namespace the storefront renders: the shell's own texts and those of the packages. */
export const namespaces: Record<string, PackageTexts> = {
  storefront: storefrontTexts,
  ...packageTexts,
};

/**
 * The texts of one language with the shop's overrides, as sent to the browser with the root
 * loader: the shell's namespaces and, of the page-only ones (`pageOnlyNamespaces`), those the
 * page names (`pageTextNamespaces`; all of them when not given). Server-only, so the browser never
 * downloads the other languages.
 */
export function textsFor(language: LanguageCode, overrides: TextOverrides = {}, pageNamespaces?: readonly string[]): LanguageTexts {
  const pageOnly: readonly string[] = pageOnlyNamespaces;
  const wanted = (ns: string) => !pageNamespaces || !pageOnly.includes(ns) || pageNamespaces.includes(ns);
  return Object.fromEntries(
    Object.entries(namespaces)
      .filter(([ns]) => wanted(ns))
      .map(([ns, texts]) => [ns, mergeTexts(texts[language], overrides[ns])]),
  );
}
