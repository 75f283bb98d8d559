import type { PackageTexts } from '@gipfel/i18n';
import { itShellErrors } from './it/shell-errors';

/**
 * The host's error and maintenance texts of the shell, by language (decision 0055): the only host
 * texts in the browser bundle (an error page without the root loader's data still speaks Italian).
 */
export const hostShellErrorTexts: PackageTexts = { it: itShellErrors };
