import { useMatches } from '@remix-run/react';
import type { LayoutData } from './layout-data.server';
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

function useLayoutData(): LayoutData | undefined {
  const match = useMatches().find((m) => m.id.startsWith('layout-') && m.data && typeof m.data === 'object' && 'currencies' in m.data);
  return match?.data as LayoutData | undefined;
}

/** ISO code of the shopper's currency for price formatting (CHF, the shop's default, when unknown). */
export function useCurrency(): string {
  return useLayoutData()?.currency?.isoCode ?? 'CHF';
}

/** The currency switch's data: the current currency and the choices. */
export function useCurrencyChoice(): { current: LayoutData['currency']; currencies: LayoutData['currencies'] } {
  const data = useLayoutData();
  return { current: data?.currency ?? null, currencies: data?.currencies ?? [] };
}
