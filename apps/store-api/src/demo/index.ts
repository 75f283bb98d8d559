/** The Gipfel demo catalogue: content model, generated content and helpers. */
export type * from './types';
export { DEMO_LOCALES, isValidEan13 } from './util';
export { demoManufacturers, demoPropertyGroups } from './properties';
export {
  FREE_SHIPPING_THRESHOLD_CHF,
  demoCountries,
  demoDeliveryTimes,
  demoPaymentMethods,
  demoSalutations,
  demoShippingMethods,
  demoTaxes,
  demoUnits,
} from './reference';
export { demoCategories, categoryByKey } from './categories';
export { parseProductImagePath, renderProductImage } from './images';
export { demoProducts, demoReviews } from './products';
export { demoBundles, demoCrossSellings } from './cross-selling';
export { demoCmsMedia, demoCmsPages, demoLandingPages } from './cms';
export { demoMedia, renderDemoMedia } from './media';
