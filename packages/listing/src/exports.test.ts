import { expect, it } from 'vitest';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index')).sort()).toEqual([
    'BuyBox',
    'CrossSellingGroups',
    'FilterPanel',
    'ListingLinkProvider',
    'ListingToolbar',
    'LoadMoreButton',
    'Pagination',
    'ProductBadges',
    'ProductCard',
    'ProductFaq',
    'ProductGallery',
    'ProductGrid',
    'ProductPrice',
    'ProductReviews',
    'ProductSlider',
    'SearchSuggest',
    'VariantConfigurator',
    'formatPrice',
    'getListingCriteria',
    'getListingFilters',
    'getMediaImage',
    'getProductBadges',
    'getProductPrices',
    'getStockState',
    'getTierPrices',
    'hasVariants',
    'isSoldOut',
    'listingHref',
    'listingTexts',
    'priceLocaleFor',
    'priceLocales',
  ]);
});
