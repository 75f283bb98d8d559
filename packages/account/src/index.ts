export { accountTexts } from './texts';

export {
  isLoggedIn,
  isCustomerSession,
  isGuestSession,
  shouldRefreshIntoSession,
  getSessionRole,
  usesServerWishlist,
} from './session';
export type { SessionCustomer, SessionRole } from './session';

export { createLocalWishlist, getWishlistPage, wishlistStorageKey, wishlistPageSize } from './local-wishlist';
export type { LocalWishlist, WishlistStorage, WishlistPage } from './local-wishlist';

export { getLoginError, isEmailLike } from './login-errors';
export type { LoginError } from './login-errors';

export { LoginForm } from './login-form';
export type { LoginFormProps, LoginCredentials } from './login-form';
