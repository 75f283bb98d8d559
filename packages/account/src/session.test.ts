import { describe, expect, it } from 'vitest';
import {
  getSessionRole,
  isCustomerSession,
  isGuestSession,
  isLoggedIn,
  shouldRefreshIntoSession,
  usesServerWishlist,
  type SessionCustomer,
} from './session';

const active: SessionCustomer = { id: 'c1', active: true, guest: false };
const inactive: SessionCustomer = { id: 'c1', active: false, guest: false };
const guest: SessionCustomer = { id: 'g1', active: true, guest: true };
const noId: SessionCustomer = { id: '', active: true, guest: false };

describe('session states', () => {
  it('isLoggedIn needs id, active and not guest', () => {
    expect(isLoggedIn(active)).toBe(true);
    expect([inactive, guest, noId, null, undefined].map(isLoggedIn)).toEqual([false, false, false, false, false]);
  });

  it('isCustomerSession needs id and not guest, active or not', () => {
    expect([active, inactive].map(isCustomerSession)).toEqual([true, true]);
    expect([guest, noId, null].map(isCustomerSession)).toEqual([false, false, false]);
  });

  it('isGuestSession follows the guest flag', () => {
    expect(isGuestSession(guest)).toBe(true);
    expect([active, null, { id: 'x', guest: undefined }].map(isGuestSession)).toEqual([false, false, false]);
  });

  it('refreshes a registered customer into the session only when active', () => {
    expect(shouldRefreshIntoSession(active)).toBe(true);
    expect(shouldRefreshIntoSession(inactive)).toBe(false);
    expect(shouldRefreshIntoSession(noId)).toBe(false);
  });

  it('names the role and where the wishlist lives', () => {
    expect([null, guest, inactive, active].map(getSessionRole)).toEqual(['visitor', 'guest', 'visitor', 'customer']);
    expect([null, guest, active].map(usesServerWishlist)).toEqual([false, false, true]);
  });
});
