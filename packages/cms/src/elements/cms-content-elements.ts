import type { CmsElementComponent } from '../registry';
import { CmsElementCategoryNavigation } from './cms-element-category-navigation';
import { CmsElementForm } from './cms-element-form';
import { CmsElementImage } from './cms-element-image';
import { CmsElementImageGallery } from './cms-element-image-gallery';
import { CmsElementImageSlider } from './cms-element-image-slider';
import { CmsElementProductBox, CmsElementProductSlider } from './cms-element-products';
import { CmsElementText } from './cms-element-text';
import { CmsElementVimeoVideo, CmsElementYoutubeVideo } from './cms-element-video';

/**
 * The element components of shopping worlds, categories and landing pages: every built-in element
 * except a category's product listing and its filters (`cmsListingElements`) and those of
 * Shopware's product detail layout (`cmsProductDetailElements`), so a host can render a page
 * without their code and load them when a page has one (see `cmsPageElementTypes`).
 */
export const cmsContentElements: Readonly<Record<string, CmsElementComponent>> = Object.freeze({
  text: CmsElementText,
  image: CmsElementImage,
  'image-slider': CmsElementImageSlider,
  'image-gallery': CmsElementImageGallery,
  'youtube-video': CmsElementYoutubeVideo,
  'vimeo-video': CmsElementVimeoVideo,
  'product-box': CmsElementProductBox,
  'product-slider': CmsElementProductSlider,
  form: CmsElementForm,
  'category-navigation': CmsElementCategoryNavigation,
});
