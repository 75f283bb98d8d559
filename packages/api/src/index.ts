// Shopware's published Store API types
export type { Schemas, operations, components } from './types';
export { isShopwareId } from './ids';
export { translatedText } from './translated';
export type { AsyncStatus } from './async-status';
// The shop's currencies and shipping countries (currency and country switch)
export { loadShopCurrencies, loadShopCountries, currencyOfContext, countryOfContext } from './shop-context';
export type { ShopCurrency, ShopCountry } from './shop-context';

// Store API client
export {
  createStoreApiClient,
  invoke,
  invokeRead,
} from './client';
export type {
  StoreApiClient,
  StoreApiClientOptions,
  StoreApiRetry,
  CriteriaTransport,
  StoreOperation,
  OperationParams,
  OperationResponse,
} from './client';
export type { HttpMethod, RequestOptions, QueryValue } from './http';

export { encodeCriteria, decodeCriteria, criteriaQuery, CRITERIA_FIELDS, MAX_COMPRESSED_CRITERIA_LENGTH } from './compressed-criteria';

// Admin API client
export { createAdminApiClient } from './admin-client';
export type { AdminApiClient, AdminApiClientOptions, AdminApiSession } from './admin-client';

// Errors and violations
export {
  StoreApiError,
  isStoreApiError,
  isMaintenanceError,
  formatErrorMessage,
  MAINTENANCE_MESSAGE,
} from './errors';
export type { ShopwareErrorObject, StoreApiErrorInit } from './errors';
export {
  VIOLATION_MESSAGE_KEYS,
  violationMessageKey,
  violationField,
  formatViolation,
  mapViolations,
} from './violations';
export type { ViolationCode, ViolationMessageKey, MappedViolation } from './violations';

// Operations: context and reference data
export {
  readContext,
  updateContext,
  setShippingMethod,
  setPaymentMethod,
  setBillingAddress,
  setShippingAddress,
  setCurrency,
  setLanguage,
  setCountry,
  readLanguages,
  readCurrencies,
  readCountries,
  readSalutations,
  readPaymentMethods,
  readShippingMethods,
} from './context';
export type { ContextUpdate, ContextUpdateResponse, IdInput, PaymentMethodsInput, ShippingMethodsInput } from './context';

// Operations: account
export {
  login,
  logout,
  register,
  registerConfirm,
  readCustomer,
  changeProfile,
  changeEmail,
  changePassword,
  changePaymentMethod,
  sendRecoveryMail,
  confirmPasswordRecovery,
  isRecoveryExpired,
  listAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  setDefaultBillingAddress,
  setDefaultShippingAddress,
} from './account';
export type {
  LoginInput,
  RegisterInput,
  RegisterConfirmInput,
  ChangeProfileInput,
  ChangeEmailInput,
  ChangePasswordInput,
  RecoveryMailInput,
  RecoveryConfirmInput,
  AddressInput,
} from './account';

// Operations: cart, checkout, orders
export {
  readCart,
  deleteCart,
  addLineItems,
  addProductToCart,
  addPromotionCode,
  updateLineItems,
  removeLineItems,
} from './cart';
export type { AddLineItemsInput, CartLineItemInput, UpdateLineItemsInput, RemoveLineItemsInput } from './cart';
export { createOrder, handlePayment, readOrders, changeOrderPaymentMethod } from './checkout';
export type { CreateOrderInput, HandlePaymentInput, ReadOrdersInput, OrderPaymentInput } from './checkout';

// Operations: catalogue
export {
  searchProducts,
  searchSuggest,
  readProductListing,
  readProduct,
  findVariant,
  readCrossSellings,
  readProductReviews,
  saveProductReview,
} from './catalogue';
export type {
  SearchInput,
  SearchSuggestInput,
  ProductListingInput,
  ProductDetailCriteria,
  ReadProductInput,
  FindVariantInput,
  ReviewInput,
  ReviewCriteria,
} from './catalogue';

// Operations: navigation and content
export {
  readNavigation,
  readCategory,
  readBreadcrumb,
  readSeoUrls,
  resolveSeoPath,
  readCmsPage,
  readLandingPage,
} from './content';
export type {
  NavigationInput,
  NavigationId,
  CategoryCriteria,
  CmsCriteria,
  LandingPageCriteria,
  SeoUrlCriteria,
} from './content';

// Operations: wishlist, newsletter, contact
export { readWishlist, addToWishlist, removeFromWishlist, mergeWishlist } from './wishlist';
export type { WishlistCriteria } from './wishlist';
export { subscribeNewsletter, confirmNewsletter, unsubscribeNewsletter, sendContactForm } from './newsletter';
export type { NewsletterSubscribeInput, NewsletterConfirmInput, ContactFormInput } from './newsletter';

// Operations: news and blog (plugin-style routes, docs/decisions/0017)
export { listBlogPosts, getBlogPost } from './blog';
export type { BlogPost, BlogPostListResult, BlogCategory, BlogListInput } from './blog';

// Operations: recipes (a plugin-style route of the shop)
export { listRecipes, getRecipe } from './recipes';
export type { RecipeListingQuery, ReadRecipeOptions } from './recipes';

// Links
export {
  routeToPath,
  pickSeoPath,
  getProductPath,
  getCategoryPath,
  getLandingPagePath,
  getNavigationLink,
  TECHNICAL_PATH_PREFIX,
} from './links';
export type { SeoRouteName, SeoUrlLike, LinkOptions, RouteTarget, NavigationLink, NavigationEntry } from './links';

// Listing criteria in URLs
export {
  parseListingQuery,
  listingCriteriaToQuery,
  sanitizeListingCriteria,
  MAX_LISTING_LIMIT,
  MAX_LISTING_PAGE,
  MAX_LISTING_PRICE,
  MAX_SEARCH_LENGTH,
  MAX_FILTER_IDS,
} from './listing-query';
export type { ListingCriteria } from './listing-query';
