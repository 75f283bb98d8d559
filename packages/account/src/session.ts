import type { Schemas } from '@gipfel/api';

/** The session's customer as far as the session rules need it; null/undefined for a visitor. */
export type SessionCustomer = Pick<Partial<Schemas['Customer']>, 'id' | 'active' | 'guest'> | null | undefined;

/** Logged in means id present, active and not a guest. */
export function isLoggedIn(customer: SessionCustomer): boolean {
  return Boolean(customer?.id) && customer?.active === true && customer?.guest !== true;
}

/** A registered customer's session (id present, not guest), whether or not already active. */
export function isCustomerSession(customer: SessionCustomer): boolean {
  return Boolean(customer?.id) && customer?.guest !== true;
}

/** A guest checkout session: the guest flag is set. */
export function isGuestSession(customer: SessionCustomer): boolean {
  return customer?.guest === true;
}

/**
 * After registration: a registered customer is taken into the session only when active;
 * one still waiting for the double opt-in confirmation is not.
 */
export function shouldRefreshIntoSession(customer: SessionCustomer): boolean {
  return isCustomerSession(customer) && customer?.active === true;
}

/** The three roles of the shop: visitor, guest, customer. */
export type SessionRole = 'visitor' | 'guest' | 'customer';

export function getSessionRole(customer: SessionCustomer): SessionRole {
  if (isGuestSession(customer)) return 'guest';
  return isLoggedIn(customer) ? 'customer' : 'visitor';
}

/** The server wishlist is only for logged-in, non-guest customers. */
export function usesServerWishlist(customer: SessionCustomer): boolean {
  return isLoggedIn(customer);
}
