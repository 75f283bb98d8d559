import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
import { vars } from './theme.css';

/** Phones only: fixed to the bottom of the screen; from `md` up the page's own controls are in view. */
export const bar = style({
  display: 'none',
  '@media': {
    [mediaQueries.mobile]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 40,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.sm,
      minHeight: '4rem',
      padding: `${vars.space.xs} ${vars.space.md}`,
      paddingBottom: `max(${vars.space.xs}, env(safe-area-inset-bottom))`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
    },
  },
  selectors: {
    // While the control it repeats is on screen (with JavaScript): out of sight, no layout change.
    '&[data-covered]': { visibility: 'hidden' },
  },
});

export const summary = style({ minWidth: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight });

export const action = style({ flexShrink: 0 });

/** Room at the end of the page (below the footer) for the bar, so it covers nothing there. */
globalStyle(`body:has(${bar})`, { '@media': { [mediaQueries.mobile]: { paddingBottom: '5rem' } } });
