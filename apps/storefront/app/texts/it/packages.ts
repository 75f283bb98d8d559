import { itAccount } from './account';
import { itCart } from './cart';
import { itCheckout } from './checkout';
import { itCms } from './cms';
import { itForms } from './forms';
import { itListing } from './listing';
import { itRecipes } from './recipes';
import { itUi } from './ui';

/**
 * Italian texts of the packages, by namespace (host-supplied, decision 0055). A key left out is
 * shown in the shop's default language; `texts:missing it` lists them.
 */
export const itPackageTexts = {
  ui: itUi,
  cart: itCart,
  cms: itCms,
  checkout: itCheckout,
  forms: itForms,
  listing: itListing,
  recipes: itRecipes,
  account: itAccount,
} as const;
