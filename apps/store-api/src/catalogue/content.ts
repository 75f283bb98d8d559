import type {
  DemoCategory,
  DemoCmsMedia,
  DemoCmsPage,
  DemoCrossSelling,
  DemoDeliveryTime,
  DemoLandingPage,
  DemoManufacturer,
  DemoProduct,
  DemoPropertyGroup,
  DemoReview,
  DemoTax,
  DemoUnit,
} from '../demo/types';

/** Everything the catalogue seed writes: the demo content model of `src/demo/types.ts`. */
export interface CatalogueContent {
  products: DemoProduct[];
  categories: DemoCategory[];
  manufacturers: DemoManufacturer[];
  propertyGroups: DemoPropertyGroup[];
  cmsPages: DemoCmsPage[];
  /** Artwork used by CMS pages and categories. */
  cmsMedia: DemoCmsMedia[];
  landingPages: DemoLandingPage[];
  reviews: DemoReview[];
  crossSellings: DemoCrossSelling[];
  taxes: DemoTax[];
  units: DemoUnit[];
  deliveryTimes: DemoDeliveryTime[];
}
