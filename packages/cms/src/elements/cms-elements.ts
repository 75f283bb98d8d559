import type { CmsElementComponent } from '../registry';
import { cmsContentElements } from './cms-content-elements';
import { cmsListingElements } from './cms-listing-elements';
import { cmsProductDetailElements } from './cms-product-detail-elements';

/** The element components this package ships, by CMS element type. */
export const cmsElements: Readonly<Record<string, CmsElementComponent>> = Object.freeze({ ...cmsContentElements, ...cmsListingElements, ...cmsProductDetailElements });
