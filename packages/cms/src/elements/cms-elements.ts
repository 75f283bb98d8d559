import type { CmsElementComponent } from '../registry';
import { CmsElementImage } from './cms-element-image';
import { CmsElementText } from './cms-element-text';

/** The element components this package ships, by CMS element type. */
export const cmsElements: Readonly<Record<string, CmsElementComponent>> = Object.freeze({
  text: CmsElementText,
  image: CmsElementImage,
});
