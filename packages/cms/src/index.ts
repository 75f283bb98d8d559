export { CmsPage } from './cms-page';
export type { CmsPageProps } from './cms-page';
export { CmsPageView } from './cms-page-view';
export type { CmsPageViewProps } from './cms-page-view';
export { createCmsRegistry } from './registry';
export type { CmsRegistry, CmsElementComponent, CmsElementProps } from './registry';
export { cmsElements } from './elements/cms-elements';
export { cmsContentElements } from './elements/cms-content-elements';
export { cmsListingElements } from './elements/cms-listing-elements';
export { cmsProductDetailElements } from './elements/cms-product-detail-elements';
export { cmsPageElementTypes, listingElementTypes, productDetailElementTypes } from './elements/element-types';
export type { ListingElementType, ProductDetailElementType } from './elements/element-types';
export { CmsElementText } from './elements/cms-element-text';
export { CmsElementImage, getImageSrcSet } from './elements/cms-element-image';
export { CmsElementImageSlider } from './elements/cms-element-image-slider';
export { CmsElementImageGallery } from './elements/cms-element-image-gallery';
export { CmsElementYoutubeVideo, CmsElementVimeoVideo } from './elements/cms-element-video';
export { CmsElementProductBox, CmsElementProductSlider } from './elements/cms-element-products';
export { CmsElementSidebarFilter } from './elements/cms-element-sidebar-filter';
export { CmsElementProductListing } from './elements/cms-element-product-listing';
export { CmsElementForm, CmsFormProvider, getCmsFormKind, cmsFormPaths } from './elements/cms-element-form';
export {
  CmsElementBuyBox,
  CmsElementProductName,
  CmsElementProductDescriptionReviews,
  CmsElementCrossSelling,
  CmsElementManufacturerLogo,
} from './elements/cms-element-product-detail';
export { CmsElementCategoryNavigation } from './elements/cms-element-category-navigation';
export type { CmsFormKind, CmsFormRenderProps } from './elements/cms-element-form';
export { CmsLink } from './elements/cms-link';
export type { CmsLinkProps } from './elements/cms-link';
export { CmsContextProvider, useCmsContext, findPageListing } from './cms-context';
export type { CmsContextValue, CmsNavigation } from './cms-context';
export { getSlotConfigValue, getSlotData } from './elements/slot-config';
export {
  getCmsLayoutConfig,
  getVisibilityClasses,
  getBackgroundImageUrl,
  getBackgroundImageWidth,
  maxBackgroundUrlLength,
} from './layout-config';
export type { CmsLayoutConfig, CmsLayoutEntity } from './layout-config';
// Rich text: the policy, and how a host sanitises (sanitisers in `@gipfel/cms/server` and `@gipfel/cms/browser`)
export { isSafeUrl } from './rich-text/safe-url';
export { sanitizeStyle } from './rich-text/policy';
export type { RichTextSanitizer, SanitizeHtmlOptions } from './rich-text/policy';
export { RichTextProvider, useSanitizedHtml } from './rich-text/rich-text-context';
export type { RichTextMode } from './rich-text/rich-text-context';
export { slimCmsPage } from './slim-cms-page';
export { cmsTexts } from './texts';
export { BlogPostView } from './blog-post-view';
export type { BlogPostViewProps } from './blog-post-view';
export { BlogPostCard } from './blog-post-card';
export type { BlogPostCardProps } from './blog-post-card';
export { BlogList } from './blog-list';
export type { BlogListProps } from './blog-list';
export { blogPostingJsonLd, isBlogPostId, loadBlogPost, loadNewsPage, maxNewsPage, newsPageOf, newsPageSize } from './blog-operations';
export type { NewsPage } from './blog-operations';
// The site's navigation trees (header, footer, service) and a category page's CMS navigation
export { categoryNavigationFor, loadSiteNavigation, toNavItems } from './site-navigation';
export type { NavItem, SiteNavigation } from './site-navigation';
