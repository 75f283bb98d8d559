import { accountTexts } from '@gipfel/account';
import { cartTexts } from '@gipfel/cart';
import { checkoutTexts } from '@gipfel/checkout';
import { cmsTexts } from '@gipfel/cms';
import { formsTexts } from '@gipfel/forms';
import type { PackageTexts } from '@gipfel/i18n';
import { listingTexts } from '@gipfel/listing';
import { recipesTexts } from '@gipfel/recipes';
import { uiTexts } from '@gipfel/ui';

// Every package that ships texts, by its namespace: one line each.
export const storybookTexts: Record<string, PackageTexts> = {
  ui: uiTexts,
  forms: formsTexts,
  listing: listingTexts,
  cms: cmsTexts,
  cart: cartTexts,
  checkout: checkoutTexts,
  account: accountTexts,
  recipes: recipesTexts,
};
