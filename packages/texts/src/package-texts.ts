import { accountTexts } from '@gipfel/account';
import { cartTexts } from '@gipfel/cart';
import { checkoutTexts } from '@gipfel/checkout';
import { cmsTexts } from '@gipfel/cms';
import { formsTexts } from '@gipfel/forms';
import type { PackageTexts } from '@gipfel/i18n';
import { listingTexts } from '@gipfel/listing';
import { recipesTexts } from '@gipfel/recipes';
import { uiTexts } from '@gipfel/ui';

/** The namespace of each package that ships texts (the `t('ns:key')` prefix). */
export type PackageNamespace = 'ui' | 'forms' | 'listing' | 'cms' | 'cart' | 'checkout' | 'account' | 'recipes';

/** Every package that ships texts, by its namespace: one line each. */
export const packageTexts: Readonly<Record<PackageNamespace, PackageTexts>> = {
  ui: uiTexts,
  forms: formsTexts,
  listing: listingTexts,
  cms: cmsTexts,
  cart: cartTexts,
  checkout: checkoutTexts,
  account: accountTexts,
  recipes: recipesTexts,
};
