import { expect, it } from 'vitest';
import * as account from './index';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', () => {
  expect(Object.keys(account).sort()).toEqual(
    [
      'LoginForm',
      // account pages
      'AccountOverview',
      'AddressCard',
      'AddressForm',
      'AddressList',
      'EmailChangeForm',
      'OrderDetail',
      'OrderList',
      'PasswordChangeForm',
      'PaymentMethodForm',
      'ProfileForm',
      'addressFields',
      'accountTexts',
      'validateEmailChange',
      'validatePasswordChange',
      'validateProfile',
      'createLocalWishlist',
      'getLoginError',
      'getSessionRole',
      'getWishlistPage',
      'isCustomerSession',
      'isGuestSession',
      'isLoggedIn',
      'shouldRefreshIntoSession',
      'usesServerWishlist',
      'wishlistPageSize',
      'wishlistStorageKey',
      // Sign-up, confirmation and password recovery
      'RegisterForm',
      'RecoveryRequestForm',
      'NewPasswordForm',
      'passwordMinLength',
      'registerFields',
      'readRegisterValues',
      'validateRegistration',
      'validateNewPassword',
      'validateRecoveryEmail',
      // Wishlist
      'createWishlistStore',
      'WishlistProvider',
      'useWishlist',
      'useWishlistStore',
      'WishlistToggle',
      'WishlistCount',
      'WishlistEmpty',
      'WishlistNotice',
    ].sort(),
  );
});
