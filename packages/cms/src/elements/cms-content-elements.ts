import type { CmsElementComponent } from '../registry';
import { CmsElementCategoryNavigation } from './cms-element-category-navigation';
import { CmsElementForm } from './cms-element-form';
import { CmsElementImage } from './cms-element-image';
import { CmsElementImageGallery } from './cms-element-image-gallery';
import { CmsElementImageSlider } from './cms-element-image-slider';
import { CmsElementProductListing } from './cms-element-product-listing';
import { CmsElementProductBox, CmsElementProductSlider, CmsElementSidebarFilter } from './cms-element-products';
import { CmsElementText } from './cms-element-text';
import { CmsElementVimeoVideo, CmsElementYoutubeVideo } from './cms-element-video';

/**
 * The element components of shopping worlds, categories and landing pages: every built-in element
 * except those of Shopware's product detail layout (`cmsProductDetailElements`), so a host can
 * render its content pages without the product page's code and load the rest when a page has
 * one of those (see `cmsPageElementTypes`).
 */
export const cmsContentElements: Readonly<Record<string, CmsElementComponent>> = Object.freeze({
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
  'category-navigation': CmsElementCategoryNavigation,
});
