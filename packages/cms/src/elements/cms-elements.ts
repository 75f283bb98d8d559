import type { CmsElementComponent } from '../registry';
import { CmsElementForm } from './cms-element-form';
import { CmsElementImage } from './cms-element-image';
import { CmsElementImageGallery } from './cms-element-image-gallery';
import { CmsElementImageSlider } from './cms-element-image-slider';
import { CmsElementProductListing } from './cms-element-product-listing';
import { CmsElementProductBox, CmsElementProductSlider, CmsElementSidebarFilter } from './cms-element-products';
import { CmsElementText } from './cms-element-text';
import {
  CmsElementBuyBox,
  CmsElementCategoryNavigation,
  CmsElementCrossSelling,
  CmsElementManufacturerLogo,
  CmsElementProductDescriptionReviews,
  CmsElementProductName,
} from './cms-element-product-detail';
import { CmsElementVimeoVideo, CmsElementYoutubeVideo } from './cms-element-video';

/** The element components this package ships, by CMS element type. */
export const cmsElements: Readonly<Record<string, CmsElementComponent>> = Object.freeze({
  text: CmsElementText,
  image: CmsElementImage,
  'image-slider': CmsElementImageSlider,
  'image-gallery': CmsElementImageGallery,
  'youtube-video': CmsElementYoutubeVideo,
  'vimeo-video': CmsElementVimeoVideo,
  'product-listing': CmsElementProductListing,
  'sidebar-filter': CmsElementSidebarFilter,
  'product-box': CmsElementProductBox,
  'product-slider': CmsElementProductSlider,
  form: CmsElementForm,
  'buy-box': CmsElementBuyBox,
  'product-name': CmsElementProductName,
  'product-description-reviews': CmsElementProductDescriptionReviews,
  'cross-selling': CmsElementCrossSelling,
  'manufacturer-logo': CmsElementManufacturerLogo,
  'category-navigation': CmsElementCategoryNavigation,
});
