import { style } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';

// `!important` so a hide class wins over any display a component sets for itself.

/** Hidden below `md` (phones). */
export const hideOnMobile = style({
  '@media': { [mediaQueries.mobile]: { display: 'none !important' } },
});

/** Hidden from `md` up to `lg` (tablets). */
export const hideOnTablet = style({
  '@media': { [mediaQueries.tablet]: { display: 'none !important' } },
});

/** Hidden from `lg` up (desktops). */
export const hideOnDesktop = style({
  '@media': { [mediaQueries.desktop]: { display: 'none !important' } },
});
