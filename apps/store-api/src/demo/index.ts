/** The Gipfel demo catalogue: content model, generated content and helpers. */
export type * from './types';
export {
  DEMO_LOCALES,
  DEMO_REFERENCE_DATE,
  NEW_PRODUCT_DAYS,
  demoId,
  ean13,
  escapeHtml,
  eurFromChf,
  isValidEan13,
  priceOf,
  slugify,
} from './util';
export {
  COLOURS,
  DIETS,
  MATERIALS,
  ORIGINS,
  PROPERTY_GROUP_IDS,
  SIZES,
  demoManufacturers,
  demoPropertyGroups,
  manufacturerId,
  optionId,
} from './properties';
export {
  DEMO_DELIVERY_TIME_IDS,
  FREE_SHIPPING_THRESHOLD_CHF,
  FREE_SHIPPING_THRESHOLD_EUR,
  TAX_RATES,
  UNIT_IDS,
  demoCountries,
  demoDeliveryTimes,
  demoPaymentMethods,
  demoSalutations,
  demoShippingMethods,
  demoTaxes,
  demoUnits,
} from './reference';
export {
  CMS_PAGE_KEYS,
  FOOTER_CATEGORY_ID,
  MAIN_CATEGORY_ID,
  SERVICE_CATEGORY_ID,
  categoryId,
  cmsPageId,
  landingPageId,
  productId,
} from './keys';
export { demoCategories, categoryByKey } from './categories';
export {
  CMS_FORMATS,
  PALETTES,
  PRODUCT_IMAGE_WIDTHS,
  parseCmsImagePath,
  parseProductImagePath,
  productImageUrl,
  renderProductImage,
  type ArtworkTheme,
  type ProductImageInput,
} from './images';
export { CATALOGUE_SPECS, demoProducts, demoReviews, productByKey, productByNumber } from './products';
export { demoBundles, demoCrossSellings } from './cross-selling';
export { demoCmsMedia, demoCmsPages, demoLandingPages } from './cms';
export { demoMedia, renderDemoMedia } from './media';

