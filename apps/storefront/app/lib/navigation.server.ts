import { getNavigationLink, readNavigation, type Schemas, type StoreApiClient, translatedText } from '@gipfel/api';
import { localizePath, parseLocalePath, type LanguageCode } from '@gipfel/i18n';
import { toErrorResponse } from './store-api.server';

/** A navigation entry as the header and footer need it: small, serialisable, already localised. */
export interface NavItem {
  id: string;
  name: string;
  /** null for folders (headings without a page). */
  href: string | null;
  external: boolean;
  newTab: boolean;
  children: NavItem[];
}

export interface SiteNavigation {
  main: NavItem[];
  footer: NavItem[];
  service: NavItem[];
}

type Category = Schemas['Category'];

export function toNavItems(entries: readonly Category[] | null | undefined, language: LanguageCode): NavItem[] {
  return (entries ?? [])
    .filter((entry) => entry.visible !== false && entry.active !== false)
    .map((entry) => {
      const link = getNavigationLink(entry);
      const name = translatedText(entry, 'name');
      return {
        id: entry.id,
        name: name.trim(),
        // An internal link that names its language already (`/en/recipes`) is kept as it is.
        href: link.kind === 'none' ? null : link.kind === 'external' || parseLocalePath(link.href).prefix ? link.href : localizePath(link.href, language),
        external: link.kind === 'external',
        newTab: link.newTab,
        children: toNavItems(entry.children as Category[] | undefined, language),
      };
    })
    .filter((item) => item.name !== '');
}

const cache = new Map<string, { expires: number; navigation: SiteNavigation }>();
const cacheMs = 60_000;

/**
 * The main (3 levels), footer and service navigation of the sales channel, in parallel. They are
 * the same for every shopper of a language, so they are cached in-process for a minute.
 */
export async function loadSiteNavigation(client: StoreApiClient, language: LanguageCode): Promise<SiteNavigation> {
  const key = `${client.endpoint}|${language}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.navigation;
  const read = (rootId: 'main-navigation' | 'footer-navigation' | 'service-navigation', depth: number) =>
    readNavigation(client, { activeId: rootId, rootId, criteria: { depth, buildTree: true } as never });
  try {
    const [main, footer, service] = await Promise.all([
      read('main-navigation', 3),
      read('footer-navigation', 2),
      read('service-navigation', 1),
    ]);
    const navigation = {
      main: toNavItems(main as Category[], language),
      footer: toNavItems(footer as Category[], language),
      service: toNavItems(service as Category[], language),
    };
    cache.set(key, { expires: Date.now() + cacheMs, navigation });
    return navigation;
  } catch (error) {
    throw toErrorResponse(error);
  }
}
