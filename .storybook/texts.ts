import type { PackageTexts } from '../packages/i18n/src/index';
import { uiTexts } from '../packages/ui/src/index';

// The root is not a workspace package and has no @gipfel/* dependencies, so the package
// entries are imported by path. Add each package that ships texts here, one line each:
//   import { cartTexts } from '../packages/cart/src/index';   →   cart: cartTexts,
export const storybookTexts: Record<string, PackageTexts> = {
  ui: uiTexts,
};
