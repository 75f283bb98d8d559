import { languageTexts, type PackageTexts } from '@gipfel/i18n';
import { itPackageTexts } from './it/packages';
import { itShellErrors } from './it/shell-errors';
import { itStorefront } from './it/storefront';

/**
 * The host's own texts over the packages' and the shell's (decision 0055): languages the packages
 * do not ship (Italian) and any key a shop words otherwise, by namespace. A language of the shop
 * must have every key of the default language, with each of its plural forms (`missing-texts.test.ts`,
 * `npm run texts:missing`, fails otherwise); server-only: the browser gets one language's texts.
 */
export const hostTexts: Readonly<Record<string, PackageTexts>> = languageTexts('it', {
  storefront: { ...itStorefront, ...itShellErrors },
  ...itPackageTexts,
});
