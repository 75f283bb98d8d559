import type { CmsElementComponent } from '../registry';
import {
  CmsElementBuyBox,
  CmsElementCrossSelling,
  CmsElementManufacturerLogo,
  CmsElementProductDescriptionReviews,
  CmsElementProductName,
} from './cms-element-product-detail';
import type { ProductDetailElementType } from './element-types';

/** The element components of Shopware's product detail layout (buy box, reviews, cross-selling …), by type. */
export const cmsProductDetailElements: Readonly<Record<ProductDetailElementType, CmsElementComponent>> = Object.freeze({
  'buy-box': CmsElementBuyBox,
  'product-name': CmsElementProductName,
  'product-description-reviews': CmsElementProductDescriptionReviews,
  'cross-selling': CmsElementCrossSelling,
  'manufacturer-logo': CmsElementManufacturerLogo,
});
