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
export { summarizeCustomer, loadCustomerPage } from './customer-session';
export type { CustomerSummary, CustomerPage } from './customer-session';

export { createLocalWishlist, getWishlistPage, wishlistStorageKey, wishlistPageSize } from './local-wishlist';
export type { LocalWishlist, WishlistStorage, WishlistPage } from './local-wishlist';

export { getLoginError } from './login-errors';
export type { LoginError } from './login-errors';

export { LoginForm } from './login-form';
export type { LoginFormProps, LoginCredentials } from './login-form';

// Sign-up, confirmation and password recovery (auth area)
export { RegisterForm } from './register-form';
export type { RegisterFormProps } from './register-form';
export { RecoveryRequestForm } from './recovery-request-form';
export type { RecoveryRequestFormProps, RecoveryRequestError } from './recovery-request-form';
export { GuestOrderForm } from './guest-order-form';
export type { GuestOrderFormProps } from './guest-order-form';
export { NewPasswordForm } from './new-password-form';
export type { NewPasswordFormProps } from './new-password-form';
export { passwordMinLength, registerFields, readRegisterValues, validateRegistration, validateNewPassword, validateRecoveryEmail, validateGuestOrder } from './auth-validation';
export type { RegisterField, RegisterValues, NewPasswordValues } from './auth-validation';

// Account pages: overview, profile, addresses, orders, payment
export { validateProfile, validateEmailChange, validatePasswordChange, validateAddress } from './account-validation';
export type { EmailChangeValues, PasswordChangeValues } from './account-validation';
export { ProfileForm } from './profile-form';
export type { ProfileFormProps, ProfileValues } from './profile-form';
export { EmailChangeForm } from './email-change-form';
export type { EmailChangeFormProps } from './email-change-form';
export { PasswordChangeForm } from './password-change-form';
export type { PasswordChangeFormProps } from './password-change-form';
export { AddressForm, addressFields } from './address-form';
export type { AddressFormProps, AddressField, AddressValues } from './address-form';
export { AddressCard } from './address-card';
export type { AddressCardProps } from './address-card';
export { AddressList } from './address-list';
export type { AddressListProps } from './address-list';
export { OrderList } from './order-list';
export type { OrderListProps } from './order-list';
export { OrderDetail } from './order-detail';
export type { OrderDetailProps } from './order-detail';
export { PaymentMethodForm } from './payment-method-form';
export type { PaymentMethodFormProps } from './payment-method-form';
export { AccountOverview } from './account-overview';
export type { AccountOverviewProps } from './account-overview';
export type { AccountFormErrors } from './account-form-parts';
// Their forms and reads over a Store API client (server loader or action, or browser).
export {
  readProfileForm,
  profileInput,
  profileDefaults,
  readEmailForm,
  readPasswordForm,
  readAddressForm,
  addressInput,
  addressDefaults,
  loadAddresses,
  addressActionError,
  violationErrors,
  defaultPaymentMethodIdOf,
  paymentMethodError,
  readNewsletterStatus,
  ordersPerPage,
  orderCriteria,
  readOrderAnswer,
  orderActionError,
} from './account-operations';

// Wishlist
export { createWishlistStore } from './wishlist-store';
export type { WishlistMode, WishlistServerApi, WishlistState, WishlistStore, WishlistStoreOptions } from './wishlist-store';
export { WishlistProvider, useWishlist, useWishlistStore } from './wishlist-context';
export type { WishlistProviderProps } from './wishlist-context';
export { WishlistToggle } from './wishlist-toggle';
export type { WishlistToggleProps } from './wishlist-toggle';
export { WishlistCount } from './wishlist-count';
export type { WishlistCountProps } from './wishlist-count';
export { WishlistEmpty } from './wishlist-empty';
export type { WishlistEmptyProps } from './wishlist-empty';
export { WishlistNotice } from './wishlist-notice';
export type { WishlistNoticeProps } from './wishlist-notice';
// The wishlist over a Store API client: a customer's list, a visitor's products, the wishlist form.
export {
  wishlistSummaryLimit,
  readProductIds,
  loadWishlistSummary,
  loadWishlistPage,
  loadWishlistPageFor,
  loadProductsByIds,
  performWishlistAction,
} from './wishlist-operations';
export type { WishlistSummary, WishlistPageData, WishlistPageResult, WishlistIntent, WishlistActionResult } from './wishlist-operations';

// Sign-in, sign-up and recovery over a Store API client (server action or browser).
export {
  isSignedIn,
  hasLoginCredentials,
  readLoginForm,
  signIn,
  signOut,
  mapFieldViolations,
  registerInput,
  registerCustomer,
  confirmRegistration,
  requestRecoveryMail,
  recoveryLinkState,
  resetPassword,
} from './auth-operations';
export type { LoginFormValues, SignInResult, RegisterOptions, RegisterResult, RecoveryRequestResult, PasswordResetResult } from './auth-operations';
export { loadRegistrationChoices } from './registration-choices';
export { loadAddressBook, submitAddressBookAction } from './address-book';
export type { AddressBook, AddressBookIntent, AddressBookNotice, AddressActionResult } from './address-book';
export { loadOrderPage } from './order-page';
export type { OrderPage } from './order-page';
export { OrderPageView } from './order-page-view';
export type { OrderPageViewProps } from './order-page-view';
export { profilePageOf, submitProfileAction } from './profile-page';
export type { ProfilePage, ProfileIntent, ProfileActionResult } from './profile-page';
export { ProfilePageView } from './profile-page-view';
export type { ProfilePageViewProps } from './profile-page-view';
export { AddressBookView } from './address-book-view';
export type { AddressBookViewProps } from './address-book-view';
export type { RegistrationChoices } from './registration-choices';
