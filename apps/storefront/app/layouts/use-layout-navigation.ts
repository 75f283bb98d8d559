import { isRouteErrorResponse, useMatches, useRouteError } from '@remix-run/react';
import type { CustomerSummary } from '@gipfel/account';
import type { LayoutData } from './layout-data.server';
import type { SiteNavigation } from '@gipfel/cms';

const isLayoutData = (value: unknown): value is LayoutData => typeof value === 'object' && value !== null && 'currencies' in value;

/**
 * The data of the current full layout's loader (default, account), if it ran; also in error
 * boundaries: a 404 the layout's loader threw carries it as `layout` (see `loadLayoutData`).
 */
function useLayoutData(): LayoutData | undefined {
  const error = useRouteError();
  const match = useMatches().find((m) => m.id.startsWith('layout-') && isLayoutData(m.data));
  if (match) return match.data as LayoutData;
  const thrown = isRouteErrorResponse(error) ? (error.data as { layout?: unknown } | null) : null;
  return thrown && isLayoutData(thrown.layout) ? thrown.layout : undefined;
}

/** The site navigation loaded by the current full layout, if it could be loaded. */
export function useLayoutNavigation(): SiteNavigation | undefined {
  return useLayoutData()?.navigation ?? undefined;
}

/** The number of items in the cart, loaded by the current full layout (null when unknown). */
export function useLayoutCartCount(): number | null {
  return useLayoutData()?.cartCount ?? null;
}

/** The whole cart loaded by the current full layout, for the side cart (null when unknown). */
export function useLayoutCart(): LayoutData['cart'] {
  return useLayoutData()?.cart ?? null;
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

/** The country switch's data: the shopper's shipping country and the choices. */
export function useCountryChoice(): { current: LayoutData['country']; countries: NonNullable<LayoutData['countries']> } {
  const data = useLayoutData();
  return { current: data?.country ?? null, countries: data?.countries ?? [] };
}

/** The shopper as the current full layout saw them (role and name), or null when unknown. */
export function useLayoutCustomer(): CustomerSummary | null {
  return useLayoutData()?.customer ?? null;
}
