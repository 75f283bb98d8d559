import { languageTexts, type PackageTexts } from '@gipfel/i18n';
import { itPackageTexts } from './it/packages';
import { itShellErrors } from './it/shell-errors';
import { itStorefront } from './it/storefront';

/**
 * The host's own texts over the packages' and the shell's (decision 0055): languages the packages
 * do not ship (Italian) and any key a shop words otherwise, by namespace. A key left out is shown
 * in the shop's default language; `npm run texts:missing` lists them.
 */
export const hostTexts: Readonly<Record<string, PackageTexts>> = languageTexts('it', {
  storefront: { ...itStorefront, ...itShellErrors },
  ...itPackageTexts,
});
