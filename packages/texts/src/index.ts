export { packageTexts } from './package-texts';
export type { PackageNamespace } from './package-texts';
