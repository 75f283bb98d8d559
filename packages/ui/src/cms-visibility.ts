import { hideOnDesktop, hideOnMobile, hideOnTablet } from './responsive.css';

/**
 * The `visibility` of a Shopware CMS section or block: `true` (or missing) means shown on that
 * device class, `false` means hidden.
 */
export interface CmsVisibility {
  mobile?: boolean | null;
  tablet?: boolean | null;
  desktop?: boolean | null;
}

/** Maps a CMS `visibility` to the hide classes it needs; an empty string when shown everywhere. */
export function cmsVisibilityClassName(visibility: CmsVisibility | null | undefined): string {
  if (!visibility) return '';
  const classNames: string[] = [];
  if (visibility.mobile === false) classNames.push(hideOnMobile);
  if (visibility.tablet === false) classNames.push(hideOnTablet);
  if (visibility.desktop === false) classNames.push(hideOnDesktop);
  return classNames.join(' ');
}
