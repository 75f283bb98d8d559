import {
  demoCategories,
  demoCmsMedia,
  demoCmsPages,
  demoCrossSellings,
  demoDeliveryTimes,
  demoLandingPages,
  demoManufacturers,
  demoProducts,
  demoPropertyGroups,
  demoReviews,
  demoTaxes,
  demoUnits,
} from '../demo';
import { withItalian } from '../demo/italian';
import type { CatalogueContent } from './content';

/** The catalogue the seed writes by default: the demo content of `src/demo`, with its Italian texts. */
export function defaultCatalogueContent(): CatalogueContent {
  return withItalian({
    products: demoProducts,
    categories: demoCategories,
    manufacturers: demoManufacturers,
    propertyGroups: demoPropertyGroups,
    cmsPages: demoCmsPages,
    cmsMedia: demoCmsMedia,
    landingPages: demoLandingPages,
    reviews: demoReviews,
    crossSellings: demoCrossSellings,
    taxes: demoTaxes,
    units: demoUnits,
    deliveryTimes: demoDeliveryTimes,
  });
}
