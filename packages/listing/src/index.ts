export { getProductPrices, getTierPrices } from './prices';
export type { ProductPrices, TierPrice, ReferencePrice, GetProductPricesOptions } from './prices';
export { getProductBadges } from './badges';
export type { ProductBadge } from './badges';
export { ProductPrice } from './product-price';
export type { ProductPriceProps } from './product-price';
export { ProductBadges } from './product-badges';
export type { ProductBadgesProps } from './product-badges';
export { listingTexts } from './texts';
export { getStockState, isSoldOut, hasVariants } from './stock';
export type { StockState, StockOptions } from './stock';
export { getMediaImage } from './media';
export { toCardListing, toCardMedia, toCardProduct } from './card-product';
export type { ImagePreload, MediaImage } from './media';
export { getListingFilters } from './listing-filters';
export type { ListingFilters, FilterGroup, FilterOption } from './listing-filters';
export { getListingCriteria, listingHref } from './listing-url';
export { ListingLinkProvider } from './listing-links';
export type { ListingLinkProviderProps, ProductHrefBuilder } from './listing-links';
export { getProductCardPreload, ProductCard } from './product-card';
export type { ProductCardProps } from './product-card';
export { ProductGrid } from './product-grid';
export type { ProductGridProps } from './product-grid';
export { ListingToolbar } from './listing-toolbar';
export type { ListingToolbarProps } from './listing-toolbar';
export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { LoadMoreButton } from './load-more-button';
export type { LoadMoreButtonProps } from './load-more-button';
export { FilterPanel } from './filter-panel';
export type { FilterPanelProps } from './filter-panel';
export { FilterDrawer } from './filter-drawer';
export type { FilterDrawerProps } from './filter-drawer';
export { FilterChips } from './filter-chips';
export type { FilterChipsProps } from './filter-chips';
export { countActiveFilters } from './active-filters';
export { BuyBox } from './buy-box';
export type { BuyBoxProps } from './buy-box';
export { getProductGalleryPreload, ProductGallery } from './product-gallery';
export type { ProductGalleryProps } from './product-gallery';
export { VariantConfigurator } from './variant-configurator';
export type { VariantConfiguratorProps } from './variant-configurator';
export { ProductReviews } from './product-reviews';
export type { ProductReviewsProps } from './product-reviews';
export { ProductReviewForm, reviewRules } from './product-review-form';
export type { ProductReviewFormProps, ProductReviewField } from './product-review-form';
export { ProductFaq } from './product-faq';
export type { ProductFaqProps, ProductFaqEntry } from './product-faq';
export { ProductBundle } from './product-bundle';
export type { ProductBundleProps, ProductBundleItem } from './product-bundle';
export { ProductSlider } from './product-slider';
export type { ProductSliderProps } from './product-slider';
export { CrossSellingGroups } from './cross-selling-groups';
export type { CrossSellingGroupsProps } from './cross-selling-groups';
export { SearchSuggest } from './search-suggest';
export type { SearchSuggestProps, SearchSuggestStatus } from './search-suggest';
export { createListingStore, hasMoreListingPages } from './listing-store';
export type {
  ListingStore,
  ListingState,
  ListingStoreOptions,
  ListingResult,
  ListingCurrentFilters,
  ListingSorting,
  ListingPageLoader,
  ListingLoadError,
  ListingLoading,
} from './listing-store';
export { ListingStoreProvider, useListingStore, useListing, useApplyListingResult } from './listing-store-context';
export type { ListingStoreProviderProps } from './listing-store-context';
export { ListingResults } from './listing-store-results';
export type { ListingResultsProps } from './listing-store-results';
export { ProductDetail } from './product-detail';
export { ProductCrossSellings } from './product-cross-sellings';
export type { ProductDetailProps } from './product-detail';
export type { ProductCrossSellingsProps } from './product-cross-sellings';
export { getBundleProducts, getProductExcerpt, getProductFaqEntries, getProductJsonLd, getProductPropertyRows } from './product-detail-data';
export type { ProductPropertyRow } from './product-detail-data';
export { findVariantPath, loadProductPage, reviewFormAnchor } from './product-page';
export { submitProductReview } from './product-review-operations';
export type { ProductReviewResult, ProductReviewValues } from './product-review-operations';
export type { FindVariantPathInput, LoadProductPageInput, ProductBreadcrumb, ProductPage, ProductPageLinks, ProductReviewsResult } from './product-page';
export { loadSearchPage } from './search-page';
export type { SearchPage } from './search-page';
export { SearchPageView } from './search-page-view';
export type { SearchPageViewProps } from './search-page-view';
