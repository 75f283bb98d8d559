export { CmsPage } from './cms-page';
export type { CmsPageProps } from './cms-page';
export { createCmsRegistry } from './registry';
export type { CmsRegistry, CmsElementComponent, CmsElementProps } from './registry';
export { cmsElements } from './elements/cms-elements';
export { CmsElementText } from './elements/cms-element-text';
export { CmsElementImage, getImageSrcSet } from './elements/cms-element-image';
export { getSlotConfigValue, getSlotData } from './elements/slot-config';
export {
  getCmsLayoutConfig,
  getVisibilityClasses,
  getBackgroundImageUrl,
  getBackgroundImageWidth,
  maxBackgroundUrlLength,
} from './layout-config';
export type { CmsLayoutConfig, CmsLayoutEntity } from './layout-config';
export { sanitizeHtml, isSafeUrl } from './sanitize-html';
export { cmsTexts } from './texts';
