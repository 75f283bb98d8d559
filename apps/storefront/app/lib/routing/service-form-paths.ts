import type { ServiceFormKind } from '@gipfel/forms';

/** The route path of each service form (without language prefix; see decision 0014). */
export const serviceFormPaths: Record<ServiceFormKind, string> = {
  contact: 'contact',
  repair: 'repair-request',
  return: 'return',
  warranty: 'warranty',
};

/** The form of a page path such as `/fr/repair-request`; undefined for other paths. */
export function serviceFormKindOf(pathname: string): ServiceFormKind | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (Object.entries(serviceFormPaths) as [ServiceFormKind, string][]).find(([, path]) => path === last)?.[0];
}
