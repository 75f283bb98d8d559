import { useMatches } from '@remix-run/react';
import type { SiteNavigation } from './navigation.server';

/** The site navigation loaded by the current full layout, if its loader succeeded (also in error boundaries). */
export function useLayoutNavigation(): SiteNavigation | undefined {
  const match = useMatches().find((m) => m.id.startsWith('layout-') && (m.data as { navigation?: SiteNavigation } | undefined)?.navigation);
  return (match?.data as { navigation?: SiteNavigation } | undefined)?.navigation;
}

/** The number of items in the cart, loaded by the current full layout (null when unknown). */
export function useLayoutCartCount(): number | null {
  const match = useMatches().find((m) => m.id.startsWith('layout-') && typeof (m.data as { cartCount?: unknown } | undefined)?.cartCount === 'number');
  return (match?.data as { cartCount?: number } | undefined)?.cartCount ?? null;
}
