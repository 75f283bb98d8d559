import { isStoreApiError, readCustomer, type Schemas, type StoreApiClient } from '@gipfel/api';
import { getSessionRole, isLoggedIn, type SessionRole } from './session';

/** What a header's account menu needs to know about the shopper (no ids, no addresses). */
export interface CustomerSummary {
  role: SessionRole;
  firstName: string;
  lastName: string;
}

export function summarizeCustomer(customer: Partial<Schemas['Customer']> | null | undefined): CustomerSummary {
  return { role: getSessionRole(customer), firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '' };
}

/** An account page's session: the signed-in customer with the page's data, or nobody to show it to. */
export type CustomerPage<T> = { status: 'signedIn'; customer: Schemas['Customer']; data: T } | { status: 'signedOut' };

const isSessionError = (error: unknown) => isStoreApiError(error) && (error.status === 401 || error.status === 403);

/**
 * For account pages: the logged-in customer (id present, active, not a guest) with the
 * default addresses, and the page's own data, loaded in parallel (no waterfall). Visitors and
 * guests are `signedOut` (the host sends them to its sign-in); other failures are thrown.
 */
export async function loadCustomerPage<T = undefined>(client: StoreApiClient, load?: (client: StoreApiClient) => Promise<T>): Promise<CustomerPage<T>> {
  const [customerResult, dataResult] = await Promise.allSettled([
    readCustomer(client, { associations: { defaultBillingAddress: {}, defaultShippingAddress: {} } } as never),
    load ? load(client) : Promise.resolve(undefined as T),
  ]);
  if (customerResult.status === 'rejected') {
    if (isSessionError(customerResult.reason)) return { status: 'signedOut' };
    throw customerResult.reason;
  }
  const customer = customerResult.value as Schemas['Customer'];
  if (!isLoggedIn(customer)) return { status: 'signedOut' };
  if (dataResult.status === 'rejected') throw dataResult.reason;
  return { status: 'signedIn', customer, data: dataResult.value };
}
