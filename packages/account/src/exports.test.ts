import { expect, it } from 'vitest';
import * as account from './index';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', () => {
  expect(Object.keys(account).sort()).toEqual(
    [
      'LoginForm',
      'accountTexts',
      'createLocalWishlist',
      'getLoginError',
      'getSessionRole',
      'getWishlistPage',
      'isCustomerSession',
      'isEmailLike',
      'isGuestSession',
      'isLoggedIn',
      'shouldRefreshIntoSession',
      'usesServerWishlist',
      'wishlistPageSize',
      'wishlistStorageKey',
    ].sort(),
  );
});
