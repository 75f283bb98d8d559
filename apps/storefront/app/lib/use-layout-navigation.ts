import { useMatches } from '@remix-run/react';
import type { SiteNavigation } from './navigation.server';

/** The site navigation loaded by the current full layout, if its loader succeeded (also in error boundaries). */
export function useLayoutNavigation(): SiteNavigation | undefined {
  const match = useMatches().find((m) => m.id.startsWith('layout-') && (m.data as { navigation?: SiteNavigation } | undefined)?.navigation);
  return (match?.data as { navigation?: SiteNavigation } | undefined)?.navigation;
}
